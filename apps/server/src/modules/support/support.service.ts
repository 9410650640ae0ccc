import type {
  Ticket,
  TicketInput,
  TicketListQuery,
  TicketMessage,
  TicketReplyInput,
  TicketSummary,
} from '@portal/contracts/support'
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { companies, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import { listTenant, listWhere, scope, type Tenant, tenantOfRow } from '../../core/tenancy.ts'
import { type SupportMail, sendAnswerMail, sendTicketMail } from './support.mail.ts'
import { supportAttachments, supportMessages, supportTickets } from './support.tables.ts'
import type { Upload } from './support.uploads.ts'

/**
 * Who reads which tickets: the author their own; the company's admins (and staff, who enter any company)
 * all of the company's. `null` is staff's list across every company.
 */
const readsAll = (tenant: Tenant | null) => tenant === null || tenant.canManage
const ownOnly = (tenant: Tenant | null, principal: Principal): SQL | undefined =>
  readsAll(tenant) ? undefined : eq(supportTickets.authorId, principal.userId)

const summaryColumns = {
  id: supportTickets.id,
  companyId: supportTickets.companyId,
  companyName: companies.name,
  author: personColumns,
  category: supportTickets.category,
  subject: supportTickets.subject,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  lastMessageAt: supportTickets.lastMessageAt,
  closedAt: supportTickets.closedAt,
  messageCount:
    sql<number>`(select count(*) from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})`.mapWith(
      Number,
    ),
}

const selectSummaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(supportTickets)
    .innerJoin(companies, eq(companies.id, supportTickets.companyId))
    .leftJoin(users, eq(users.id, supportTickets.authorId))

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
  const where = listWhere(
    supportTickets,
    tenant,
    ownOnly(tenant, principal),
    query.mine ? eq(supportTickets.authorId, principal.userId) : undefined,
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.category ? eq(supportTickets.category, query.category) : undefined,
    query.search ? ilike(supportTickets.subject, containsPattern(query.search)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toSummary) }
}

/** A ticket the caller may read, with the tenant it lives in; anything else is a 404. */
async function readableTicket(db: Database, principal: Principal, id: string) {
  const tenant = await tenantOfRow(db, supportTickets, principal, id)
  const [row] = await selectSummaries(db).where(
    scope(supportTickets, tenant).where(eq(supportTickets.id, id), ownOnly(tenant, principal)),
  )
  if (!row) throw notFound()
  return { tenant, row }
}

export async function getTicket(db: Database, principal: Principal, id: string): Promise<Ticket> {
  const { tenant, row } = await readableTicket(db, principal, id)
  return { ...toSummary(row), messages: await threadOf(db, tenant, id) }
}

/** The messages of a ticket with their attachments' descriptions (never the content), in two queries. */
async function threadOf(db: Database, tenant: Tenant, ticketId: string): Promise<TicketMessage[]> {
  const messages = await db
    .select({
      id: supportMessages.id,
      author: personColumns,
      fromSupport: supportMessages.fromSupport,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(scope(supportMessages, tenant).where(eq(supportMessages.ticketId, ticketId)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
  const files = messages.length
    ? await db
        .select({
          id: supportAttachments.id,
          messageId: supportAttachments.messageId,
          filename: supportAttachments.filename,
          contentType: supportAttachments.contentType,
          size: supportAttachments.size,
        })
        .from(supportAttachments)
        .where(
          scope(supportAttachments, tenant).where(
            inArray(
              supportAttachments.messageId,
              messages.map((m) => m.id),
            ),
          ),
        )
        .orderBy(asc(supportAttachments.messageId), asc(supportAttachments.position))
    : []
  return messages.map((message) => ({
    id: message.id,
    author: message.author,
    from_support: message.fromSupport,
    body: message.body,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map((file) => ({
        id: file.id,
        filename: file.filename,
        content_type: file.contentType,
        size: file.size,
      })),
    created_at: message.createdAt.toISOString(),
  }))
}

/** Adds a message with its files to a ticket, inside the caller's transaction. */
async function addMessage(
  tx: Database,
  tenant: Tenant,
  message: { ticketId: string; authorId: string; fromSupport: boolean; body: string; files: Upload[] },
) {
  const [row] = await tx
    .insert(supportMessages)
    .values(
      scope(supportMessages, tenant).row({
        ticketId: message.ticketId,
        authorId: message.authorId,
        fromSupport: message.fromSupport,
        body: message.body,
      }),
    )
    .returning({ id: supportMessages.id })
  if (message.files.length === 0) return
  await tx.insert(supportAttachments).values(
    message.files.map((file, position) =>
      scope(supportAttachments, tenant).row({
        messageId: row!.id,
        position,
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
        content: file.content,
      }),
    ),
  )
}

/** A new request in the active company; the support address gets it by mail. */
export async function createTicket(deps: SupportMail, tenant: Tenant, input: TicketInput, files: Upload[]) {
  const { principal } = tenant
  const id = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values(
        scope(supportTickets, tenant).row({
          authorId: principal.userId,
          category: input.category,
          subject: input.subject,
        }),
      )
      .returning({ id: supportTickets.id })
    await addMessage(tx, tenant, {
      ticketId: ticket!.id,
      authorId: principal.userId,
      fromSupport: false,
      body: input.message,
      files,
    })
    return ticket!.id
  })
  const ticket = await getTicket(deps.db, principal, id)
  await sendTicketMail(deps, ticket, principal, files)
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
  const fromSupport = isStaff(principal)
  await deps.db.transaction(async (tx) => {
    await addMessage(tx, tenant, {
      ticketId: id,
      authorId: principal.userId,
      fromSupport,
      body: input.message,
      files,
    })
    const now = new Date()
    await tx
      .update(supportTickets)
      .set({ status: fromSupport ? 'answered' : 'open', closedAt: null, lastMessageAt: now, updatedAt: now })
      .where(scope(supportTickets, tenant).byId(id))
  })
  if (fromSupport && row.author && row.author.id !== principal.userId) {
    await sendAnswerMail(deps, row.author.id, { id, subject: row.subject, answer: input.message })
  }
  return getTicket(deps.db, principal, id)
}

/** Closing: staff, the author or the company's admin (whoever reads the ticket). */
export async function closeTicket(db: Database, principal: Principal, id: string) {
  const { tenant, row } = await readableTicket(db, principal, id)
  if (row.status !== 'closed') {
    const now = new Date()
    await db
      .update(supportTickets)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(scope(supportTickets, tenant).byId(id))
  }
  return getTicket(db, principal, id)
}

/** An attachment's file, for those who may read its ticket. */
export async function getAttachment(db: Database, principal: Principal, id: string) {
  const tenant = await tenantOfRow(db, supportAttachments, principal, id)
  const [file] = await db
    .select({
      filename: supportAttachments.filename,
      contentType: supportAttachments.contentType,
      content: supportAttachments.content,
    })
    .from(supportAttachments)
    .innerJoin(
      supportMessages,
      and(
        eq(supportMessages.id, supportAttachments.messageId),
        eq(supportMessages.companyId, supportAttachments.companyId),
      ),
    )
    .innerJoin(
      supportTickets,
      and(
        eq(supportTickets.id, supportMessages.ticketId),
        eq(supportTickets.companyId, supportMessages.companyId),
      ),
    )
    .where(scope(supportAttachments, tenant).where(eq(supportAttachments.id, id), ownOnly(tenant, principal)))
  if (!file) throw notFound()
  return file
}
