import { serviceEndpointsApi } from '@portal/contracts/services'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  updateEndpoint,
} from './endpoints.service.ts'
import { viewerOf } from './services.viewer.ts'

/** What services open: staff read and write all; others read those their company lets them open. */
export const endpointsRoutes: FastifyPluginAsyncZod<{
  db: Database
  sessionCache: SessionCache
  /** The portal's own origin (PUBLIC_URL), which no endpoint may frame or link as an address. */
  portalOrigin: string
}> = async (app, { db, sessionCache, portalOrigin }) => {
  // Staff look at the whole catalogue, active company or not.
  const viewer = (request: FastifyRequest) => {
    const principal = principalOf(request)
    return viewerOf(db, principal, requestLocale(request), isStaff(principal))
  }

  route(app, serviceEndpointsApi.list, async (request) => {
    const { count, results } = await listEndpoints(db, await viewer(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, serviceEndpointsApi.get, async (request) =>
    getEndpoint(db, await viewer(request), request.params.id),
  )

  route(app, serviceEndpointsApi.create, async (request, reply) => {
    const id = await createEndpoint(db, request.body, portalOrigin)
    return reply.code(201).send(await getEndpoint(db, await viewer(request), id))
  })

  route(app, serviceEndpointsApi.update, async (request) => {
    await updateEndpoint(db, request.params.id, request.body, portalOrigin)
    // A start page's address may have changed: members' `me` carries it.
    await sessionCache.forgetAll()
    return getEndpoint(db, await viewer(request), request.params.id)
  })

  route(app, serviceEndpointsApi.remove, async (request, reply) => {
    await deleteEndpoint(db, request.params.id)
    return reply.code(204).send(null)
  })
}
