import type {
  Ticket,
  TicketInput,
  TicketListQuery,
  TicketReplyInput,
  TicketSummary,
} from '@portal/contracts/support'
import { count, desc, eq, ilike } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { companies, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import { listTenant, scope, type Tenant } from '../../core/tenancy.ts'
import { threads } from '../../core/threads.tables.ts'
import {
  attachmentOf,
  closeThread,
  messageCount,
  messagesOf,
  openThread,
  postMessage,
  readableThread,
  threadAuthor,
  threadColumns,
  threadCompany,
  threadListWhere,
  threadTenant,
} from '../../core/threads.ts'
import { waitingRequests } from '../../core/threads-queue.ts'
import { type SupportMail, sendTicketMail } from './support.mail.ts'
import { supportTickets } from './support.tables.ts'
import type { Upload } from './support.uploads.ts'

const selectSummaries = (db: Database) =>
  db
    .select({
      ...threadColumns,
      category: supportTickets.category,
      subject: supportTickets.subject,
      messageCount,
    })
    .from(threads)
    .innerJoin(supportTickets, eq(supportTickets.id, threads.id))
    .innerJoin(companies, threadCompany)
    .leftJoin(users, threadAuthor)

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

const toSummary = (row: SummaryRow): TicketSummary => ({
  id: row.id,
  company: { id: row.companyId, name: row.companyName },
  author: row.author,
  category: row.category as TicketSummary['category'],
  subject: row.subject,
  status: row.status as TicketSummary['status'],
  message_count: row.messageCount,
  created_at: row.createdAt.toISOString(),
  last_message_at: row.lastMessageAt.toISOString(),
  closed_at: row.closedAt?.toISOString() ?? null,
})

export async function listTickets(db: Database, principal: Principal, query: TicketListQuery) {
  const tenant = await listTenant(db, principal, query.company)
  const where = threadListWhere(
    'support',
    tenant,
    principal,
    query,
    query.category ? eq(supportTickets.category, query.category) : undefined,
    query.search ? ilike(supportTickets.subject, containsPattern(query.search)) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(threads)
    .innerJoin(supportTickets, eq(supportTickets.id, threads.id))
    .where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toSummary) }
}

/** A ticket the caller may read, with the tenant it lives in; anything else is a 404. */
async function readableTicket(db: Database, principal: Principal, id: string) {
  const tenant = await threadTenant(db, principal, id)
  const [row] = await selectSummaries(db).where(readableThread('support', tenant, principal, id))
  if (!row) throw notFound()
  return { tenant, row }
}

export async function getTicket(db: Database, principal: Principal, id: string): Promise<Ticket> {
  const { tenant, row } = await readableTicket(db, principal, id)
  const messages = await messagesOf(db, tenant, id, { withFiles: true })
  return {
    ...toSummary(row),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      from_support: message.fromTeam,
      body: message.body,
      attachments: message.attachments.map((file) => ({
        id: file.id,
        filename: file.filename,
        content_type: file.contentType,
        size: file.size,
      })),
      created_at: message.createdAt.toISOString(),
    })),
  }
}

/** A new request in the active company; the support address gets it by mail. */
export async function createTicket(deps: SupportMail, tenant: Tenant, input: TicketInput, files: Upload[]) {
  const id = await deps.db.transaction(async (tx) => {
    const threadId = await openThread(tx, tenant, 'support', { body: input.message, files })
    await tx
      .insert(supportTickets)
      .values(
        scope(supportTickets, tenant).row({ id: threadId, category: input.category, subject: input.subject }),
      )
    return threadId
  })
  const ticket = await getTicket(deps.db, tenant.principal, id)
  await sendTicketMail(deps, ticket, tenant.principal, files)
  return ticket
}

/**
 * A reply. From staff it is the support team's answer (the ticket becomes answered and its author is
 * mailed); from the author's side it opens the ticket again, even a closed one.
 */
export async function replyToTicket(
  deps: SupportMail,
  principal: Principal,
  id: string,
  input: TicketReplyInput,
  files: Upload[],
) {
  const { tenant, row } = await readableTicket(deps.db, principal, id)
  const fromTeam = isStaff(principal)
  await deps.db.transaction((tx) =>
    postMessage(tx, tenant, id, { authorId: principal.userId, fromTeam, body: input.message, files }),
  )
  if (fromTeam && row.author) {
    await deps.notifier.publish({
      kind: 'support_answered',
      recipients: [row.author.id],
      actorId: principal.userId,
      companyId: tenant.companyId,
      params: { title: row.subject },
      link: `/client/support?ticket=${id}`,
      mail: { template: 'support_answer', vars: { subject: row.subject, answer: input.message } },
    })
  }
  return getTicket(deps.db, principal, id)
}

/** Closing: staff, the author or the company's admin (whoever reads the ticket). */
export async function closeTicket(db: Database, principal: Principal, id: string) {
  const { tenant } = await readableTicket(db, principal, id)
  await closeThread(db, tenant, id)
  return getTicket(db, principal, id)
}

/** An attachment's file, for those who may read its ticket. */
export const getAttachment = (db: Database, principal: Principal, id: string) =>
  attachmentOf(db, principal, 'support', id)

/** Staff's home queue: support requests waiting for an answer. */
export const supportQueue = waitingRequests({
  kind: 'support',
  item: 'support_request',
  titles: { table: supportTickets, id: supportTickets.id, title: supportTickets.subject },
  link: (id) => `/client/support?ticket=${id}`,
})
