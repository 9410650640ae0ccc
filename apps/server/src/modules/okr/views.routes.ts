import { okrSavedViewsApi } from '@portal/contracts/okr-saved-views'
import { okrViewsApi } from '@portal/contracts/okr-table'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { okrDiagram as diagramOf } from './diagram.service.ts'
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.service.ts'
import { okrTable as tableOf } from './table.service.ts'

/** The table and diagram views (computed on the server) and the views users save of them. */
export const viewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrViewsApi.table, async (request) => tableOf(db, requestTenant(request), request.body))

  route(app, okrViewsApi.diagram, async (request) => diagramOf(db, requestTenant(request), request.body))

  route(app, okrSavedViewsApi.list, async (request) => {
    const { count, results } = await listSavedViews(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrSavedViewsApi.create, async (request, reply) =>
    reply.code(201).send(await createSavedView(db, requestTenant(request), request.body)),
  )

  route(app, okrSavedViewsApi.update, async (request) =>
    updateSavedView(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, okrSavedViewsApi.remove, async (request, reply) => {
    await deleteSavedView(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
