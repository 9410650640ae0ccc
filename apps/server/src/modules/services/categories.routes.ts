import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import { category, categoryInput, categoryListQuery } from '@portal/contracts/services'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['services']
const URL = '/v1/services/categories/'

/** The catalogue's headings: everyone signed in reads them, staff write them. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    URL,
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: categoryListQuery, response: { 200: paginated(category), ...errors } },
    },
    async (request) => {
      const { count, results } = await listCategories(db, requestLocale(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    `${URL}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: category, ...errors } },
    },
    async (request) => getCategory(db, requestLocale(request), request.params.id),
  )

  app.post(
    URL,
    {
      config: { access: 'staff' },
      schema: { tags, body: categoryInput, response: { 201: category, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(db, requestLocale(request), request.body)),
  )

  app.put(
    `${URL}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, body: categoryInput, response: { 200: category, ...errors } },
    },
    async (request) => updateCategory(db, requestLocale(request), request.params.id, request.body),
  )

  app.delete(
    `${URL}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteCategory(db, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
