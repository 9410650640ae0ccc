import multipart from '@fastify/multipart'
import { academyApi, LESSON_FILE_MAX_BYTES } from '@portal/contracts/academy'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
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

  route(app, academyApi.uploadFile, async (request, reply) => {
    await assertLessonExists(db, request.params.id)
    const upload = await readUpload(request)
    return reply.code(201).send(await addLessonFile(db, request.params.id, upload))
  })

  route(app, academyApi.downloadFile, async (request, reply) => {
    const file = await getLessonFile(db, principalOf(request), request.params.id)
    // Note: always a download, never rendered in the portal's origin, and never type-sniffed.
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.data)
  })

  route(app, academyApi.removeFile, async (request, reply) => {
    await deleteLessonFile(db, request.params.id)
    return reply.code(204).send(null)
  })
}
