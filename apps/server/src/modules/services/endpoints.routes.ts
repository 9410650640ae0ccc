import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import { endpoint, endpointInput, endpointListQuery } from '@portal/contracts/services'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  updateEndpoint,
} from './endpoints.service.ts'
import { viewerOf } from './services.viewer.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['services']
const URL = '/v1/services/endpoints/'

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

  app.get(
    URL,
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: endpointListQuery, response: { 200: paginated(endpoint), ...errors } },
    },
    async (request) => {
      const { count, results } = await listEndpoints(db, await viewer(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    `${URL}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: endpoint, ...errors } },
    },
    async (request) => getEndpoint(db, await viewer(request), request.params.id),
  )

  app.post(
    URL,
    {
      config: { access: 'staff' },
      schema: { tags, body: endpointInput, response: { 201: endpoint, ...errors } },
    },
    async (request, reply) => {
      const id = await createEndpoint(db, request.body, portalOrigin)
      return reply.code(201).send(await getEndpoint(db, await viewer(request), id))
    },
  )

  app.put(
    `${URL}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, body: endpointInput, response: { 200: endpoint, ...errors } },
    },
    async (request) => {
      await updateEndpoint(db, request.params.id, request.body, portalOrigin)
      // A start page's address may have changed: members' `me` carries it.
      await sessionCache.forgetAll()
      return getEndpoint(db, await viewer(request), request.params.id)
    },
  )

  app.delete(
    `${URL}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteEndpoint(db, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
