import { serviceCategoriesApi } from '@portal/contracts/services'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts'

/** The catalogue's headings: everyone signed in reads them, staff write them. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, serviceCategoriesApi.list, async (request) => {
    const { count, results } = await listCategories(db, requestLocale(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, serviceCategoriesApi.get, async (request) =>
    getCategory(db, requestLocale(request), request.params.id),
  )

  route(app, serviceCategoriesApi.create, async (request, reply) =>
    reply.code(201).send(await createCategory(db, requestLocale(request), request.body)),
  )

  route(app, serviceCategoriesApi.update, async (request) =>
    updateCategory(db, requestLocale(request), request.params.id, request.body),
  )

  route(app, serviceCategoriesApi.remove, async (request, reply) => {
    await deleteCategory(db, request.params.id)
    return reply.code(204).send(null)
  })
}
