import { academyApi } from '@portal/contracts/academy'
import type { Locale } from '@portal/contracts/locales'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './academy.service.ts'
import { createLesson, deleteLesson, setLessonProgress, updateLesson } from './lessons.service.ts'

/** The reader's language: the page's (`?locale=`), else the caller's. */
const localeOf = (request: FastifyRequest & { query: { locale?: Locale } }) =>
  request.query.locale ?? requestLocale(request)

/** Courses and lessons: everyone signed in reads published ones and keeps their progress; staff write. */
export const academyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, academyApi.listCourses, async (request) => {
    const { count, results } = await listCourses(db, principalOf(request), localeOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, academyApi.getCourse, async (request) =>
    getCourse(db, principalOf(request), localeOf(request), request.params.id),
  )

  route(app, academyApi.createCourse, async (request, reply) =>
    reply.code(201).send(await createCourse(db, principalOf(request), localeOf(request), request.body)),
  )

  route(app, academyApi.updateCourse, async (request) =>
    updateCourse(db, principalOf(request), localeOf(request), request.params.id, request.body),
  )

  route(app, academyApi.removeCourse, async (request, reply) => {
    await deleteCourse(db, request.params.id)
    return reply.code(204).send(null)
  })

  route(app, academyApi.createLesson, async (request, reply) =>
    reply
      .code(201)
      .send(await createLesson(db, principalOf(request), localeOf(request), request.params.id, request.body)),
  )

  route(app, academyApi.updateLesson, async (request) =>
    updateLesson(db, principalOf(request), localeOf(request), request.params.id, request.body),
  )

  route(app, academyApi.removeLesson, async (request, reply) => {
    await deleteLesson(db, request.params.id)
    return reply.code(204).send(null)
  })

  route(app, academyApi.setProgress, async (request) =>
    setLessonProgress(db, principalOf(request), request.params.id, request.body.completed),
  )
}
