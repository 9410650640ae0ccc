import type {
  CoachingMessage,
  CoachingReplyInput,
  CoachingRequest,
  CoachingRequestInput,
  CoachingRequestListQuery,
  CoachingRequestSummary,
  CoachingStatus,
} from '@portal/contracts/coaching'
import { localePath } from '@portal/contracts/locales'
import type { KeyUnder } from '@portal/i18n/text-keys'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { companies, users } from '../../core/identity.tables.ts'
import type { Mailer } from '../../core/mail.ts'
import { mailUser } from '../../core/mail-user.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { listTenant, listWhere, scope, type Tenant, tenantOfRow } from '../../core/tenancy.ts'
import { coachingMessages, coachingOffers, coachingRequests } from './coaching.tables.ts'

export interface CoachingDeps {
  db: Database
  mailer: Mailer
  config: Pick<Config, 'publicUrl'>
}

/** The requester reads their own; the company's admins and staff (in any company) all of a company's. */
const ownOnly = (tenant: Tenant | null, principal: Principal): SQL | undefined =>
  tenant === null || tenant.canManage ? undefined : eq(coachingRequests.authorId, principal.userId)

const selectSummaries = (db: Database) =>
  db
    .select({
      id: coachingRequests.id,
      companyId: coachingRequests.companyId,
      companyName: companies.name,
      author: personColumns,
      offerId: coachingOffers.id,
      offerTitle: coachingOffers.title,
      topic: coachingRequests.topic,
      preferredDates: coachingRequests.preferredDates,
      status: coachingRequests.status,
      scheduledAt: coachingRequests.scheduledAt,
      createdAt: coachingRequests.createdAt,
      lastMessageAt: coachingRequests.lastMessageAt,
    })
    .from(coachingRequests)
    .innerJoin(companies, eq(companies.id, coachingRequests.companyId))
    .leftJoin(users, eq(users.id, coachingRequests.authorId))
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

export async function listRequests(db: Database, principal: Principal, query: CoachingRequestListQuery) {
  const tenant = await listTenant(db, principal, query.company)
  const where = listWhere(
    coachingRequests,
    tenant,
    ownOnly(tenant, principal),
    query.mine ? eq(coachingRequests.authorId, principal.userId) : undefined,
    query.status ? eq(coachingRequests.status, query.status) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(coachingRequests).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(coachingRequests.lastMessageAt), desc(coachingRequests.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toSummary) }
}

async function readableRequest(db: Database, principal: Principal, id: string) {
  const tenant = await tenantOfRow(db, coachingRequests, principal, id)
  const [row] = await selectSummaries(db).where(
    scope(coachingRequests, tenant).where(eq(coachingRequests.id, id), ownOnly(tenant, principal)),
  )
  if (!row) throw notFound()
  return { tenant, row }
}

export async function getRequest(db: Database, principal: Principal, id: string): Promise<CoachingRequest> {
  const { tenant, row } = await readableRequest(db, principal, id)
  const messages = await db
    .select({
      id: coachingMessages.id,
      author: personColumns,
      fromTeam: coachingMessages.fromCoachingTeam,
      body: coachingMessages.body,
      createdAt: coachingMessages.createdAt,
    })
    .from(coachingMessages)
    .leftJoin(users, eq(users.id, coachingMessages.authorId))
    .where(scope(coachingMessages, tenant).where(eq(coachingMessages.requestId, id)))
    .orderBy(asc(coachingMessages.createdAt), asc(coachingMessages.id))
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
    const [request] = await tx
      .insert(coachingRequests)
      .values(
        scope(coachingRequests, tenant).row({
          authorId: tenant.principal.userId,
          offerId: offer.id,
          topic: input.topic,
          preferredDates: dates,
        }),
      )
      .returning({ id: coachingRequests.id })
    await tx.insert(coachingMessages).values(
      scope(coachingMessages, tenant).row({
        requestId: request!.id,
        authorId: tenant.principal.userId,
        body: input.message,
      }),
    )
    return request!.id
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
  const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : row.scheduledAt
  const status: CoachingStatus = !fromTeam
    ? 'open'
    : input.scheduled_at || row.status === 'scheduled'
      ? 'scheduled'
      : 'answered'
  await deps.db.transaction(async (tx) => {
    await tx.insert(coachingMessages).values(
      scope(coachingMessages, tenant).row({
        requestId: id,
        authorId: principal.userId,
        fromCoachingTeam: fromTeam,
        body: input.message,
      }),
    )
    const now = new Date()
    await tx
      .update(coachingRequests)
      .set({ status, scheduledAt, lastMessageAt: now, updatedAt: now })
      .where(scope(coachingRequests, tenant).byId(id))
  })
  if (fromTeam && row.author && row.author.id !== principal.userId) {
    await mailUser(deps, row.author.id, 'coaching_answer', (locale) => {
      const link = new URL(localePath(locale, '/client/coaching'), deps.config.publicUrl)
      link.searchParams.set('request', id)
      return { topic: row.topic, answer: input.message, link: link.toString() }
    })
  }
  return getRequest(deps.db, principal, id)
}

/** Closing (or withdrawing): whoever reads the request. */
export async function closeRequest(db: Database, principal: Principal, id: string) {
  const { tenant, row } = await readableRequest(db, principal, id)
  if (row.status !== 'closed') {
    await db
      .update(coachingRequests)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(scope(coachingRequests, tenant).byId(id))
  }
  return getRequest(db, principal, id)
}
