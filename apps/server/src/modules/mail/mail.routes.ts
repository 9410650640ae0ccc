import { mailApi, type OutboxMail, type OutboxQuery } from '@portal/contracts/mail'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { mailOutbox } from '../../core/mail.tables.ts'
import { pageOf, pageWindow } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { containsPattern } from '../../core/search.ts'

/** The outbox, newest first: what the portal mailed, and without SMTP the mails to pass on (staff only). */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, mailApi.outbox, async (request) => {
    const { count, results } = await listOutbox(db, request.query)
    return pageOf(request, request.query, count, results)
  })
}

async function listOutbox(db: Database, query: OutboxQuery) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = and(
    pattern ? or(ilike(mailOutbox.recipient, pattern), ilike(mailOutbox.subject, pattern)) : undefined,
    query.status ? eq(mailOutbox.status, query.status) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(mailOutbox).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset)
  const results: OutboxMail[] = rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    template: row.template,
    locale: row.locale,
    status: row.status as OutboxMail['status'],
    error: row.error,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }))
  return { count: total?.n ?? 0, results }
}
