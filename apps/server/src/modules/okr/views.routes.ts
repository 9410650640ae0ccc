import { idParams } from '@portal/contracts/companies'
import {
  savedView,
  savedViewInput,
  savedViewListQuery,
  savedViewPatch,
} from '@portal/contracts/okr-saved-views'
import { okrDiagram, okrDiagramRequest, okrTable, okrTableRequest } from '@portal/contracts/okr-table'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { okrDiagram as diagramOf } from './diagram.service.ts'
import { errors, member, tags } from './okr-http.ts'
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service.ts'
import { okrTable as tableOf } from './table.service.ts'

/** The table and diagram views (computed on the server) and the views users save of them. */
export const viewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v1/okr/table/',
    { config: member, schema: { tags, body: okrTableRequest, response: { 200: okrTable, ...errors } } },
    async (request) => tableOf(db, requestTenant(request), request.body),
  )

  app.post(
    '/v1/okr/diagram/',
    { config: member, schema: { tags, body: okrDiagramRequest, response: { 200: okrDiagram, ...errors } } },
    async (request) => diagramOf(db, requestTenant(request), request.body),
  )

  app.get(
    '/v1/okr/saved-views/',
    {
      config: member,
      schema: { tags, querystring: savedViewListQuery, response: { 200: paginated(savedView), ...errors } },
    },
    async (request) => {
      const { count, results } = await listSavedViews(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/okr/saved-views/',
    { config: member, schema: { tags, body: savedViewInput, response: { 201: savedView, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createSavedView(db, requestTenant(request), request.body)),
  )

  app.patch(
    '/v1/okr/saved-views/:id/',
    {
      config: member,
      schema: { tags, params: idParams, body: savedViewPatch, response: { 200: savedView, ...errors } },
    },
    async (request) => updateSavedView(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/okr/saved-views/:id/',
    { config: member, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSavedView(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
