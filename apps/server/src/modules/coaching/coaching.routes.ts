import { coachingApi } from '@portal/contracts/coaching'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { createOffer, deleteOffer, getOffer, listOffers, updateOffer } from './offers.service.ts'
import {
  type CoachingDeps,
  closeRequest,
  createRequest,
  getRequest,
  listRequests,
  replyToRequest,
} from './requests.service.ts'

/** Coaching: offers staff manage, and requests with a thread between requester and coaching team. */
export const coachingRoutes: FastifyPluginAsyncZod<CoachingDeps> = async (app, deps) => {
  const { db } = deps

  route(app, coachingApi.listOffers, async (request) => {
    const { count, results } = await listOffers(db, principalOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, coachingApi.getOffer, async (request) => getOffer(db, principalOf(request), request.params.id))

  route(app, coachingApi.createOffer, async (request, reply) =>
    reply.code(201).send(await createOffer(db, request.body)),
  )

  route(app, coachingApi.updateOffer, async (request) => updateOffer(db, request.params.id, request.body))

  route(app, coachingApi.removeOffer, async (request, reply) => {
    await deleteOffer(db, request.params.id)
    return reply.code(204).send(null)
  })

  route(app, coachingApi.listRequests, async (request) => {
    const { count, results } = await listRequests(db, principalOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, coachingApi.createRequest, async (request, reply) =>
    reply.code(201).send(await createRequest(db, requestTenant(request), request.body)),
  )

  route(app, coachingApi.getRequest, async (request) =>
    getRequest(db, principalOf(request), request.params.id),
  )

  route(app, coachingApi.reply, async (request, reply) =>
    reply.code(201).send(await replyToRequest(deps, principalOf(request), request.params.id, request.body)),
  )

  route(app, coachingApi.close, async (request) => closeRequest(db, principalOf(request), request.params.id))
}
