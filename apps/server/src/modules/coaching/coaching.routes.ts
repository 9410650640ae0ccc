import {
  coachingOffer,
  coachingOfferInput,
  coachingOfferListQuery,
  coachingReplyInput,
  coachingRequest,
  coachingRequestInput,
  coachingRequestListQuery,
  coachingRequestSummary,
} from '@portal/contracts/coaching'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
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

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['coaching']

/** Coaching: offers staff manage, and requests with a thread between requester and coaching team. */
export const coachingRoutes: FastifyPluginAsyncZod<CoachingDeps> = async (app, deps) => {
  const { db } = deps

  app.get(
    '/v1/coaching/offers/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: coachingOfferListQuery,
        response: { 200: paginated(coachingOffer), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await listOffers(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/coaching/offers/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: coachingOffer, ...errors } },
    },
    async (request) => getOffer(db, principalOf(request), request.params.id),
  )

  app.post(
    '/v1/coaching/offers/',
    {
      config: { access: 'staff' },
      schema: { tags, body: coachingOfferInput, response: { 201: coachingOffer, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createOffer(db, request.body)),
  )

  app.put(
    '/v1/coaching/offers/:id/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        body: coachingOfferInput,
        response: { 200: coachingOffer, ...errors },
      },
    },
    async (request) => updateOffer(db, request.params.id, request.body),
  )

  app.delete(
    '/v1/coaching/offers/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteOffer(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/v1/coaching/requests/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        querystring: coachingRequestListQuery,
        response: { 200: paginated(coachingRequestSummary), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await listRequests(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/coaching/requests/',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: coachingRequestInput, response: { 201: coachingRequest, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createRequest(db, requestTenant(request), request.body)),
  )

  app.get(
    '/v1/coaching/requests/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: coachingRequest, ...errors } },
    },
    async (request) => getRequest(db, principalOf(request), request.params.id),
  )

  app.post(
    '/v1/coaching/requests/:id/messages/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: coachingReplyInput,
        response: { 201: coachingRequest, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await replyToRequest(deps, principalOf(request), request.params.id, request.body)),
  )

  app.post(
    '/v1/coaching/requests/:id/close/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: coachingRequest, ...errors } },
    },
    async (request) => closeRequest(db, principalOf(request), request.params.id),
  )
}
