import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

export const MAIL_STATUSES = ['stored', 'sent', 'failed'] as const

/** A mail in the outbox: `stored` waits for an admin to pass it on (no SMTP); a sent mail keeps no body. */
export const outboxMail = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string().nullable(),
  template: z.string(),
  locale: z.string(),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type OutboxMail = z.infer<typeof outboxMail>

export const outboxQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(MAIL_STATUSES).optional(),
})
export type OutboxQuery = z.infer<typeof outboxQuery>

/** The outbox (staff only): what the portal mailed, and without SMTP the mails to pass on. */
export const mailApi = endpoints('mail', {
  outbox: {
    method: 'GET',
    path: '/v1/mail/outbox/',
    access: 'staff',
    summary: 'List the outbox, newest first',
    narrowing: 'a delivered mail’s body is not kept (it may hold a single-use link)',
    query: outboxQuery,
    responses: { 200: paginated(outboxMail) },
  },
})
