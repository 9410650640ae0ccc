import multipart from '@fastify/multipart'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import {
  SUPPORT_MAX_FILE_BYTES,
  SUPPORT_MAX_FILES,
  ticket,
  ticketInput,
  ticketListQuery,
  ticketReplyInput,
  ticketSummary,
} from '@portal/contracts/support'
import contentDisposition from 'content-disposition'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
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

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const uploadErrors = { ...errors, 413: problem, 415: problem }
const tags = ['support']
/** A download: the file's bytes, sent as they are (Fastify does not serialize a Buffer). */
const fileContent = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' })
// Writes take JSON, or multipart/form-data when they carry files in `attachments`.
const consumes = ['application/json', 'multipart/form-data']

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

  app.get(
    '/v1/support/tickets/',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: ticketListQuery, response: { 200: paginated(ticketSummary), ...errors } },
    },
    async (request) => {
      const { count, results } = await listTickets(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/support/tickets/',
    {
      config: { access: 'authenticated' },
      schema: { tags, consumes, body: ticketInput, response: { 201: ticket, ...uploadErrors } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTicket(deps, requestTenant(request), request.body, uploadsOf(request))),
  )

  app.get(
    '/v1/support/tickets/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: ticket, ...errors } },
    },
    async (request) => getTicket(db, principalOf(request), request.params.id),
  )

  app.post(
    '/v1/support/tickets/:id/messages/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        consumes,
        params: idParams,
        body: ticketReplyInput,
        response: { 201: ticket, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await replyToTicket(
            deps,
            principalOf(request),
            request.params.id,
            request.body,
            uploadsOf(request),
          ),
        ),
  )

  app.post(
    '/v1/support/tickets/:id/close/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: ticket, ...errors } },
    },
    async (request) => closeTicket(db, principalOf(request), request.params.id),
  )

  app.get(
    '/v1/support/attachments/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: fileContent, ...errors } },
    },
    async (request, reply) => {
      const file = await getAttachment(db, principalOf(request), request.params.id)
      // Note: always a download, never rendered by the browser in the portal's origin.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.content)
    },
  )
}
