import multipart from '@fastify/multipart'
import { fileDownload, LESSON_FILE_MAX_BYTES, lessonFile } from '@portal/contracts/academy'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { principalOf } from '../../core/permissions.ts'
import { cleanFilename } from '../../core/uploads.ts'
import {
  addLessonFile,
  assertLessonExists,
  attachmentHeader,
  deleteLessonFile,
  fileRequired,
  fileTooLarge,
  getLessonFile,
} from './lesson-files.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 413: problem }
const tags = ['academy']

/** Lesson files: staff upload (multipart, one file) and delete; readers of the lesson download. */
export const lessonFilesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Only this plugin accepts multipart bodies; busboy stops reading one byte past the limit.
  await app.register(multipart, { limits: { fileSize: LESSON_FILE_MAX_BYTES, files: 1, fields: 10 } })

  async function readUpload(request: FastifyRequest) {
    if (!request.isMultipart()) throw fileRequired()
    // A broken or truncated form is the client's mistake, never a 500.
    const part = await request.file().catch(() => {
      throw new AppError(400, 'api.errors.bad_request')
    })
    if (!part) throw fileRequired()
    try {
      return { filename: part.filename, data: await part.toBuffer() }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw fileTooLarge(cleanFilename(part.filename))
      }
      throw new AppError(400, 'api.errors.bad_request')
    }
  }

  app.post(
    '/v1/academy/lessons/:id/files/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: lessonFile, ...errors },
      },
    },
    async (request, reply) => {
      await assertLessonExists(db, request.params.id)
      const upload = await readUpload(request)
      return reply.code(201).send(await addLessonFile(db, request.params.id, upload))
    },
  )

  app.get(
    '/v1/academy/files/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: fileDownload, ...errors } },
    },
    async (request, reply) => {
      const file = await getLessonFile(db, principalOf(request), request.params.id)
      // Note: always a download, never rendered in the portal's origin, and never type-sniffed.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data)
    },
  )

  app.delete(
    '/v1/academy/files/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteLessonFile(db, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
