import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import {
  guideArticle,
  guideArticleInput,
  guideArticleListQuery,
  guideArticleQuery,
  guideArticleSummary,
  slugParams,
  tourInput,
  tourState,
} from '@portal/contracts/guide'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './guide.service.ts'
import { setTourCompleted, tourStateOf } from './tour.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['guide']
const ARTICLES = '/v1/guide/articles/'

/** Help articles (everyone signed in reads, staff write) and each user's guided-tour state. */
export const guideRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    ARTICLES,
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: guideArticleListQuery, response: { 200: paginated(guideArticleSummary) } },
    },
    async (request) => {
      const locale = request.query.locale ?? requestLocale(request)
      const { count, results } = await listArticles(db, locale, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  // Readers reach an article by its slug (the guide page's address); editors change it by id.
  app.get(
    `${ARTICLES}:slug/`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: slugParams,
        querystring: guideArticleQuery,
        response: { 200: guideArticle, ...errors },
      },
    },
    async (request) =>
      getArticle(db, request.query.locale ?? requestLocale(request), { slug: request.params.slug }),
  )

  app.post(
    ARTICLES,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: guideArticleQuery,
        body: guideArticleInput,
        response: { 201: guideArticle, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createArticle(db, request.query.locale ?? requestLocale(request), request.body)),
  )

  app.put(
    `${ARTICLES}:id/`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        querystring: guideArticleQuery,
        body: guideArticleInput,
        response: { 200: guideArticle, ...errors },
      },
    },
    async (request) =>
      updateArticle(db, request.query.locale ?? requestLocale(request), request.params.id, request.body),
  )

  app.delete(
    `${ARTICLES}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteArticle(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/v1/guide/tour/',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: tourState, ...errors } } },
    async (request) => tourStateOf(db, principalOf(request).userId),
  )

  app.put(
    '/v1/guide/tour/',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: tourInput, response: { 200: tourState, ...errors } },
    },
    async (request) => setTourCompleted(db, principalOf(request).userId, request.body.completed),
  )
}
