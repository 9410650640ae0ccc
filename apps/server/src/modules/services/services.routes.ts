import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import {
  service,
  serviceGetQuery,
  serviceInput,
  serviceListQuery,
  serviceRefParams,
} from '@portal/contracts/services'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { forbidden } from '../../core/errors.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { getService, listServices, recordUse, setFavourite } from './catalogue.service.ts'
import { createService, deleteService, updateService } from './services.service.ts'
import { viewerOf } from './services.viewer.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['services']
const done = { 204: z.null(), ...errors }

/** The catalogue (`/services/`): reads narrowed to the active company, writes by staff. */
export const servicesRoutes: FastifyPluginAsyncZod<{ db: Database; sessionCache: SessionCache }> = async (
  app,
  { db, sessionCache },
) => {
  /** The caller as a catalogue viewer; `manage` (every service, as saved) is for staff only. */
  const viewer = (request: FastifyRequest, manage = false) => {
    const principal = principalOf(request)
    if (manage && !isStaff(principal)) throw forbidden()
    return viewerOf(db, principal, requestLocale(request), manage)
  }

  app.get(
    '/v1/services/',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: serviceListQuery, response: { 200: paginated(service), ...errors } },
    },
    async (request) => {
      const { count, results } = await listServices(
        db,
        await viewer(request, request.query.manage),
        request.query,
      )
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/services/:id/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: serviceRefParams,
        querystring: serviceGetQuery,
        response: { 200: service, ...errors },
      },
    },
    async (request) => getService(db, await viewer(request, request.query.manage), request.params.id),
  )

  app.post(
    '/v1/services/',
    {
      config: { access: 'staff' },
      schema: { tags, body: serviceInput, response: { 201: service, ...errors } },
    },
    async (request, reply) => {
      const id = await createService(db, request.body)
      return reply.code(201).send(await getService(db, await viewer(request, true), id))
    },
  )

  app.put(
    '/v1/services/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, body: serviceInput, response: { 200: service, ...errors } },
    },
    async (request) => {
      await updateService(db, request.params.id, request.body)
      // A start page may follow a new slug or endpoint: members' `me` changes.
      await sessionCache.forgetAll()
      return getService(db, await viewer(request, true), request.params.id)
    },
  )

  app.delete(
    '/v1/services/:id/',
    { config: { access: 'staff' }, schema: { tags, params: idParams, response: done } },
    async (request, reply) => {
      await deleteService(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  for (const [method, favourite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/v1/services/:id/favourite/',
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: done },
      handler: async (request, reply) => {
        await setFavourite(db, await viewer(request), request.params.id, favourite)
        return reply.code(204).send(null)
      },
    })
  }

  app.post(
    '/v1/services/:id/open/',
    { config: { access: 'authenticated' }, schema: { tags, params: idParams, response: done } },
    async (request, reply) => {
      await recordUse(db, await viewer(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
