import multipart from '@fastify/multipart'
import { SUPPORT_MAX_FILE_BYTES, SUPPORT_MAX_FILES, supportApi } from '@portal/contracts/support'
import contentDisposition from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import type { SupportMail } from './support.mail.ts'
import {
  closeTicket,
  createTicket,
  getAttachment,
  getTicket,
  listTickets,
  replyToTicket,
} from './support.service.ts'
import { readMultipartBody, uploadsOf } from './support.uploads.ts'

/** Support requests: a thread per ticket, with attachments kept in the database. */
export const supportRoutes: FastifyPluginAsyncZod<SupportMail> = async (app, deps) => {
  const { db } = deps
  // Registered here, so only these routes read multipart bodies. Files are checked as they arrive; the
  // text fields land in the body and pass the route's schema like a JSON body would.
  await app.register(multipart, {
    limits: {
      // One more file than allowed reaches the check, which names the limit in its message.
      files: SUPPORT_MAX_FILES + 1,
      fileSize: SUPPORT_MAX_FILE_BYTES,
      fields: 10,
      parts: 20,
      // Longer than any valid message, so a truncated field can never pass the schema.
      fieldSize: 100_000,
    },
  })
  app.addHook('preValidation', readMultipartBody)

  route(app, supportApi.listTickets, async (request) => {
    const { count, results } = await listTickets(db, principalOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, supportApi.createTicket, async (request, reply) =>
    reply.code(201).send(await createTicket(deps, requestTenant(request), request.body, uploadsOf(request))),
  )

  route(app, supportApi.getTicket, async (request) => getTicket(db, principalOf(request), request.params.id))

  route(app, supportApi.reply, async (request, reply) =>
    reply
      .code(201)
      .send(
        await replyToTicket(deps, principalOf(request), request.params.id, request.body, uploadsOf(request)),
      ),
  )

  route(app, supportApi.close, async (request) => closeTicket(db, principalOf(request), request.params.id))

  route(app, supportApi.downloadAttachment, async (request, reply) => {
    const file = await getAttachment(db, principalOf(request), request.params.id)
    // Note: always a download, never rendered by the browser in the portal's origin.
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(file.content)
  })
}
