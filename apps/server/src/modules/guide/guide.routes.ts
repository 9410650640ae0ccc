import { guideApi } from '@portal/contracts/guide'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './guide.service.ts'
import { setTourCompleted, tourStateOf } from './tour.service.ts'

/** Help articles (everyone signed in reads, staff write) and each user's guided-tour state. */
export const guideRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, guideApi.listArticles, async (request) => {
    const locale = request.query.locale ?? requestLocale(request)
    const { count, results } = await listArticles(db, locale, request.query)
    return pageOf(request, request.query, count, results)
  })

  // Readers reach an article by its slug (the guide page's address); editors change it by id.
  route(app, guideApi.getArticle, async (request) =>
    getArticle(db, request.query.locale ?? requestLocale(request), { slug: request.params.slug }),
  )

  route(app, guideApi.createArticle, async (request, reply) =>
    reply
      .code(201)
      .send(await createArticle(db, request.query.locale ?? requestLocale(request), request.body)),
  )

  route(app, guideApi.updateArticle, async (request) =>
    updateArticle(db, request.query.locale ?? requestLocale(request), request.params.id, request.body),
  )

  route(app, guideApi.removeArticle, async (request, reply) => {
    await deleteArticle(db, request.params.id)
    return reply.code(204).send(null)
  })

  route(app, guideApi.getTour, async (request) => tourStateOf(db, principalOf(request).userId))

  route(app, guideApi.setTour, async (request) =>
    setTourCompleted(db, principalOf(request).userId, request.body.completed),
  )
}
