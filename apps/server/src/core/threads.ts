import type { Person } from '@portal/contracts/people'
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Database } from './db.ts'
import { notFound } from './errors.ts'
import { companies, users } from './identity.tables.ts'
import { personColumns } from './people.ts'
import type { Principal } from './principal.ts'
import { listWhere, scope, type Tenant, tenantOfRow } from './tenancy.ts'
import { type ThreadKind, threadAttachments, threadMessages, threads } from './threads.tables.ts'

// Threads (ADR 20): what support tickets and coaching requests share — who reads them, their messages
// and files, answering, reopening and closing. Each module adds its own columns and mails.

/** A checked file of a message, ready to store. */
export interface ThreadFile {
  filename: string
  contentType: string
  content: Buffer
}

/**
 * Who reads which threads: the author their own; the company's admins (and staff, who enter any
 * company) all of the company's. A `null` tenant is staff's list across every company.
 */
export const readableBy = (tenant: Tenant | null, principal: Principal): SQL | undefined =>
  tenant === null || tenant.canManage ? undefined : eq(threads.authorId, principal.userId)

/**
 * The columns of a thread's summary, for a select from `threads` joined to `companies` and (left) to
 * `users` on its author.
 */
export const threadColumns = {
  id: threads.id,
  companyId: threads.companyId,
  companyName: companies.name,
  author: personColumns,
  status: threads.status,
  createdAt: threads.createdAt,
  lastMessageAt: threads.lastMessageAt,
  closedAt: threads.closedAt,
}

/** The number of messages of the thread of the current row. */
export const messageCount =
  sql<number>`(select count(*) from ${threadMessages} where ${threadMessages.threadId} = ${threads.id})`.mapWith(
    Number,
  )

/** The joins `threadColumns` reads: the thread's company and its author (a former user is null). */
export const threadCompany = eq(companies.id, threads.companyId)
export const threadAuthor = eq(users.id, threads.authorId)

/** A list of one kind's threads: the caller's reach, then `mine`, `status` and any further conditions. */
export function threadListWhere(
  kind: ThreadKind,
  tenant: Tenant | null,
  principal: Principal,
  filters: { mine?: string; status?: string },
  ...conditions: (SQL | undefined)[]
) {
  return listWhere(
    threads,
    tenant,
    eq(threads.kind, kind),
    readableBy(tenant, principal),
    filters.mine ? eq(threads.authorId, principal.userId) : undefined,
    filters.status ? eq(threads.status, filters.status) : undefined,
    ...conditions,
  )
}

/** The company of a thread named by id: staff may enter any, members their own; else a 404. */
export const threadTenant = (db: Database, principal: Principal, id: string) =>
  tenantOfRow(db, threads, principal, id)

/** The one thread of `kind` with this id, if the caller may read it. */
export const readableThread = (kind: ThreadKind, tenant: Tenant, principal: Principal, id: string) =>
  scope(threads, tenant).where(eq(threads.id, id), eq(threads.kind, kind), readableBy(tenant, principal))

export interface ThreadMessageRow {
  id: string
  author: Person | null
  fromTeam: boolean
  body: string
  createdAt: Date
  attachments: { id: string; filename: string; contentType: string; size: number }[]
}

/** The messages of a thread, oldest first, with their files' descriptions (never the content). */
export async function messagesOf(
  db: Database,
  tenant: Tenant,
  threadId: string,
  { withFiles }: { withFiles: boolean },
): Promise<ThreadMessageRow[]> {
  const messages = await db
    .select({
      id: threadMessages.id,
      author: personColumns,
      fromTeam: threadMessages.fromTeam,
      body: threadMessages.body,
      createdAt: threadMessages.createdAt,
    })
    .from(threadMessages)
    .leftJoin(users, eq(users.id, threadMessages.authorId))
    .where(scope(threadMessages, tenant).where(eq(threadMessages.threadId, threadId)))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id))
  const files =
    withFiles && messages.length
      ? await db
          .select({
            id: threadAttachments.id,
            messageId: threadAttachments.messageId,
            filename: threadAttachments.filename,
            contentType: threadAttachments.contentType,
            size: threadAttachments.size,
          })
          .from(threadAttachments)
          .where(
            scope(threadAttachments, tenant).where(
              inArray(
                threadAttachments.messageId,
                messages.map((m) => m.id),
              ),
            ),
          )
          .orderBy(asc(threadAttachments.messageId), asc(threadAttachments.position))
      : []
  return messages.map((message) => ({
    ...message,
    attachments: files
      .filter((file) => file.messageId === message.id)
      .map(({ messageId: _, ...file }) => file),
  }))
}

async function addMessage(
  tx: Database,
  tenant: Tenant,
  threadId: string,
  message: { authorId: string; fromTeam: boolean; body: string; files: ThreadFile[] },
) {
  const [row] = await tx
    .insert(threadMessages)
    .values(
      scope(threadMessages, tenant).row({
        threadId,
        authorId: message.authorId,
        fromTeam: message.fromTeam,
        body: message.body,
      }),
    )
    .returning({ id: threadMessages.id })
  if (message.files.length === 0) return
  await tx.insert(threadAttachments).values(
    message.files.map((file, position) =>
      scope(threadAttachments, tenant).row({
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

/**
 * Opens a thread of `kind` by the tenant's caller with its first message, inside the caller's
 * transaction (where the module adds its own row with the same id). Answers the thread's id.
 */
export async function openThread(
  tx: Database,
  tenant: Tenant,
  kind: ThreadKind,
  message: { body: string; files: ThreadFile[] },
) {
  const authorId = tenant.principal.userId
  const [thread] = await tx
    .insert(threads)
    .values(scope(threads, tenant).row({ kind, authorId }))
    .returning({ id: threads.id })
  await addMessage(tx, tenant, thread!.id, { authorId, fromTeam: false, ...message })
  return thread!.id
}

/**
 * A reply, inside the caller's transaction. From the team it answers the thread; from the requester's
 * side it opens it again, even a closed one. A module may name another state (coaching's scheduled).
 */
export async function postMessage(
  tx: Database,
  tenant: Tenant,
  threadId: string,
  message: { authorId: string; fromTeam: boolean; body: string; files?: ThreadFile[]; status?: string },
) {
  await addMessage(tx, tenant, threadId, { ...message, files: message.files ?? [] })
  const now = new Date()
  await tx
    .update(threads)
    .set({
      status: message.status ?? (message.fromTeam ? 'answered' : 'open'),
      closedAt: null,
      lastMessageAt: now,
      updatedAt: now,
    })
    .where(scope(threads, tenant).byId(threadId))
}

/** Closes a thread; a closed one stays as it was. */
export async function closeThread(db: Database, tenant: Tenant, id: string) {
  const now = new Date()
  await db
    .update(threads)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(scope(threads, tenant).where(eq(threads.id, id), ne(threads.status, 'closed')))
}

/** A file of a thread of `kind`, for those who may read the thread; anything else is a 404. */
export async function attachmentOf(db: Database, principal: Principal, kind: ThreadKind, id: string) {
  const tenant = await tenantOfRow(db, threadAttachments, principal, id)
  const [file] = await db
    .select({
      filename: threadAttachments.filename,
      contentType: threadAttachments.contentType,
      content: threadAttachments.content,
    })
    .from(threadAttachments)
    .innerJoin(
      threadMessages,
      and(
        eq(threadMessages.id, threadAttachments.messageId),
        eq(threadMessages.companyId, threadAttachments.companyId),
      ),
    )
    .innerJoin(
      threads,
      and(eq(threads.id, threadMessages.threadId), eq(threads.companyId, threadMessages.companyId)),
    )
    .where(
      scope(threadAttachments, tenant).where(
        eq(threadAttachments.id, id),
        eq(threads.kind, kind),
        readableBy(tenant, principal),
      ),
    )
  if (!file) throw notFound()
  return file
}
