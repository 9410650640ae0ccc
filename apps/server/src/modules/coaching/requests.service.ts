import type {
  CoachingMessage,
  CoachingReplyInput,
  CoachingRequest,
  CoachingRequestInput,
  CoachingRequestListQuery,
  CoachingRequestSummary,
  CoachingStatus,
} from '@portal/contracts/coaching'
import type { KeyUnder } from '@portal/i18n/text-keys'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { companies, users } from '../../core/identity.tables.ts'
import type { Mailer } from '../../core/mail.ts'
import type { Notifier } from '../../core/notifier.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { listTenant, scope, type Tenant } from '../../core/tenancy.ts'
import { threads } from '../../core/threads.tables.ts'
import {
  closeThread,
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
import { coachingOffers, coachingRequests } from './coaching.tables.ts'

export interface CoachingDeps {
  db: Database
  mailer: Mailer
  config: Pick<Config, 'publicUrl'>
  /** Tells the requester of the team's answer (in the portal, by mail, as they chose). */
  notifier: Notifier
}

const selectSummaries = (db: Database) =>
  db
    .select({
      ...threadColumns,
      offerId: coachingOffers.id,
      offerTitle: coachingOffers.title,
      topic: coachingRequests.topic,
      preferredDates: coachingRequests.preferredDates,
      scheduledAt: coachingRequests.scheduledAt,
    })
    .from(threads)
    .innerJoin(coachingRequests, eq(coachingRequests.id, threads.id))
    .innerJoin(companies, threadCompany)
    .leftJoin(users, threadAuthor)
    .leftJoin(coachingOffers, eq(coachingOffers.id, coachingRequests.offerId))

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

const toSummary = (row: SummaryRow): CoachingRequestSummary => ({
  id: row.id,
  company: { id: row.companyId, name: row.companyName },
  author: row.author,
  offer: row.offerId && row.offerTitle ? { id: row.offerId, title: row.offerTitle } : null,
  topic: row.topic,
  preferred_dates: row.preferredDates,
  status: row.status as CoachingStatus,
  scheduled_at: row.scheduledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  last_message_at: row.lastMessageAt.toISOString(),
})

/** The requester reads their own; the company's admins and staff (in any company) all of a company's. */
export async function listRequests(db: Database, principal: Principal, query: CoachingRequestListQuery) {
  const tenant = await listTenant(db, principal, query.company)
  const where = threadListWhere('coaching', tenant, principal, query)
  const [total] = await db
    .select({ n: count() })
    .from(threads)
    .innerJoin(coachingRequests, eq(coachingRequests.id, threads.id))
    .where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toSummary) }
}

async function readableRequest(db: Database, principal: Principal, id: string) {
  const tenant = await threadTenant(db, principal, id)
  const [row] = await selectSummaries(db).where(readableThread('coaching', tenant, principal, id))
  if (!row) throw notFound()
  return { tenant, row }
}

export async function getRequest(db: Database, principal: Principal, id: string): Promise<CoachingRequest> {
  const { tenant, row } = await readableRequest(db, principal, id)
  const messages = await messagesOf(db, tenant, id, { withFiles: false })
  const thread: CoachingMessage[] = messages.map((m) => ({
    id: m.id,
    author: m.author,
    from_coaching_team: m.fromTeam,
    body: m.body,
    created_at: m.createdAt.toISOString(),
  }))
  return { ...toSummary(row), messages: thread }
}

const fieldError = (field: string, key: KeyUnder<'api.fields.'>) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** Today in UTC, less a day: a date that is still today somewhere on earth is not in the past. */
const earliestDate = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** A request for an active offer, in the active company, with dates to come. */
export async function createRequest(db: Database, tenant: Tenant, input: CoachingRequestInput) {
  const [offer] = await db
    .select({ id: coachingOffers.id })
    .from(coachingOffers)
    .where(and(eq(coachingOffers.id, input.offer_id), eq(coachingOffers.isActive, true)))
  if (!offer) throw fieldError('offer_id', 'api.fields.offer_unavailable')
  const dates = [...new Set(input.preferred_dates)].sort()
  if (dates[0]! < earliestDate()) throw fieldError('preferred_dates', 'api.fields.past_date')
  const id = await db.transaction(async (tx) => {
    const threadId = await openThread(tx, tenant, 'coaching', { body: input.message, files: [] })
    await tx.insert(coachingRequests).values(
      scope(coachingRequests, tenant).row({
        id: threadId,
        offerId: offer.id,
        topic: input.topic,
        preferredDates: dates,
      }),
    )
    return threadId
  })
  return getRequest(db, tenant.principal, id)
}

/**
 * A reply. From staff it is the coaching team's answer: with `scheduled_at` the session is scheduled,
 * else the request is answered, and the requester is mailed. From the requester's side it opens the
 * request again; only the coaching team sets the session's time.
 */
export async function replyToRequest(
  deps: CoachingDeps,
  principal: Principal,
  id: string,
  input: CoachingReplyInput,
) {
  const fromTeam = isStaff(principal)
  if (!fromTeam && input.scheduled_at) throw forbidden()
  const { tenant, row } = await readableRequest(deps.db, principal, id)
  const status: CoachingStatus = !fromTeam
    ? 'open'
    : input.scheduled_at || row.status === 'scheduled'
      ? 'scheduled'
      : 'answered'
  await deps.db.transaction(async (tx) => {
    await postMessage(tx, tenant, id, {
      authorId: principal.userId,
      fromTeam,
      body: input.message,
      status,
    })
    if (input.scheduled_at) {
      await tx
        .update(coachingRequests)
        .set({ scheduledAt: new Date(input.scheduled_at) })
        .where(scope(coachingRequests, tenant).byId(id))
    }
  })
  if (fromTeam && row.author) {
    await deps.notifier.publish({
      kind: 'coaching_answered',
      recipients: [row.author.id],
      actorId: principal.userId,
      companyId: tenant.companyId,
      params: { title: row.topic },
      link: `/client/coaching?request=${id}`,
      mail: { template: 'coaching_answer', vars: { topic: row.topic, answer: input.message } },
    })
  }
  return getRequest(deps.db, principal, id)
}

/** Closing (or withdrawing): whoever reads the request. */
export async function closeRequest(db: Database, principal: Principal, id: string) {
  const { tenant } = await readableRequest(db, principal, id)
  await closeThread(db, tenant, id)
  return getRequest(db, principal, id)
}

/** Staff's home queue: coaching requests waiting for an answer. */
export const coachingQueue = waitingRequests({
  kind: 'coaching',
  item: 'coaching_request',
  titles: { table: coachingRequests, id: coachingRequests.id, title: coachingRequests.topic },
  link: (id) => `/client/coaching?request=${id}`,
})
