import {
  academyReadQuery,
  course,
  courseInput,
  courseListQuery,
  courseSummary,
  lesson,
  lessonInput,
  lessonProgress,
  lessonProgressInput,
} from '@portal/contracts/academy'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import type { Locale } from '@portal/contracts/locales'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './academy.service.ts'
import { createLesson, deleteLesson, setLessonProgress, updateLesson } from './lessons.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['academy']
const COURSES = '/v1/academy/courses/'
const LESSONS = '/v1/academy/lessons/'

/** The reader's language: the page's (`?locale=`), else the caller's. */
const localeOf = (request: FastifyRequest & { query: { locale?: Locale } }) =>
  request.query.locale ?? requestLocale(request)

/** Courses and lessons: everyone signed in reads published ones and keeps their progress; staff write. */
export const academyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    COURSES,
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: courseListQuery, response: { 200: paginated(courseSummary), ...errors } },
    },
    async (request) => {
      const { count, results } = await listCourses(db, principalOf(request), localeOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    `${COURSES}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, querystring: academyReadQuery, response: { 200: course, ...errors } },
    },
    async (request) => getCourse(db, principalOf(request), localeOf(request), request.params.id),
  )

  app.post(
    COURSES,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        querystring: academyReadQuery,
        body: courseInput,
        response: { 201: course, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCourse(db, principalOf(request), localeOf(request), request.body)),
  )

  app.put(
    `${COURSES}:id/`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        querystring: academyReadQuery,
        body: courseInput,
        response: { 200: course, ...errors },
      },
    },
    async (request) =>
      updateCourse(db, principalOf(request), localeOf(request), request.params.id, request.body),
  )

  app.delete(
    `${COURSES}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteCourse(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    `${COURSES}:id/lessons/`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        querystring: academyReadQuery,
        body: lessonInput,
        response: { 201: lesson, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createLesson(db, principalOf(request), localeOf(request), request.params.id, request.body),
        ),
  )

  app.put(
    `${LESSONS}:id/`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        querystring: academyReadQuery,
        body: lessonInput,
        response: { 200: lesson, ...errors },
      },
    },
    async (request) =>
      updateLesson(db, principalOf(request), localeOf(request), request.params.id, request.body),
  )

  app.delete(
    `${LESSONS}:id/`,
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteLesson(db, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.put(
    `${LESSONS}:id/progress/`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: idParams,
        body: lessonProgressInput,
        response: { 200: lessonProgress, ...errors },
      },
    },
    async (request) => setLessonProgress(db, principalOf(request), request.params.id, request.body.completed),
  )
}
