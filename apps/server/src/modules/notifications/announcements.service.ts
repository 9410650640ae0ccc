import type { Locale } from '@portal/contracts/locales'
import type {
  Announcement,
  GlobalNotification,
  globalNotificationInput,
  globalNotificationListQuery,
} from '@portal/contracts/notifications'
import { pickText } from '@portal/i18n/localized-text'
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { AppError, type FieldErrors, notFound } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { companyTopic, EVERYONE_TOPIC, type LiveChannel } from '../../core/live.ts'
import type { Notifier } from '../../core/notifier.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import type { Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import {
  globalNotificationCompanies,
  globalNotificationDismissals,
  globalNotifications,
} from './notifications.tables.ts'

type Input = z.output<typeof globalNotificationInput>
type ListQuery = z.output<typeof globalNotificationListQuery>

export interface AnnouncementDeps {
  db: Database
  live: LiveChannel
  notifier: Notifier
}

const showingAt = (now: Date) =>
  and(
    lte(globalNotifications.startsAt, now),
    or(isNull(globalNotifications.endsAt), gt(globalNotifications.endsAt, now)),
  )

export async function listAnnouncements(db: Database, query: ListQuery, now: Date) {
  const where = and(
    query.state === 'current' ? showingAt(now) : undefined,
    query.state === 'scheduled' ? gt(globalNotifications.startsAt, now) : undefined,
    query.state === 'ended' ? lte(globalNotifications.endsAt, now) : undefined,
    query.severity ? eq(globalNotifications.severity, query.severity) : undefined,
    query.search
      ? or(
          sql`${globalNotifications.title}::text ilike ${containsPattern(query.search)}`,
          sql`${globalNotifications.body}::text ilike ${containsPattern(query.search)}`,
        )
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(globalNotifications).where(where)
  const rows = await db
    .select({ id: globalNotifications.id })
    .from(globalNotifications)
    .where(where)
    .orderBy(desc(globalNotifications.startsAt), desc(globalNotifications.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return {
    count: total?.n ?? 0,
    results: await loadAnnouncements(
      db,
      rows.map((r) => r.id),
    ),
  }
}

/** Announcements with their companies and author, in the order of `ids`. */
async function loadAnnouncements(db: Database, ids: string[]): Promise<GlobalNotification[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ row: globalNotifications, author: personColumns })
    .from(globalNotifications)
    .leftJoin(users, eq(users.id, globalNotifications.createdBy))
    .where(inArray(globalNotifications.id, ids))
  const links = await db
    .select({
      notificationId: globalNotificationCompanies.notificationId,
      id: companies.id,
      name: companies.name,
    })
    .from(globalNotificationCompanies)
    .innerJoin(companies, eq(companies.id, globalNotificationCompanies.companyId))
    .where(inArray(globalNotificationCompanies.notificationId, ids))
    .orderBy(asc(companies.name))
  const byId = new Map(
    rows.map(({ row, author }) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        body: row.body,
        severity: row.severity,
        audience: row.audience,
        companies: links.filter((l) => l.notificationId === row.id).map(({ id, name }) => ({ id, name })),
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
        created_by: author?.id ? (author as GlobalNotification['created_by']) : null,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      } satisfies GlobalNotification,
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getAnnouncement(db: Database, id: string) {
  const [found] = await loadAnnouncements(db, [id])
  if (!found) throw notFound()
  return found
}

async function assertCompaniesExist(db: Database, ids: string[]) {
  if (ids.length === 0) return
  const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))
  const known = new Set(found.map((row) => row.id))
  const fields: FieldErrors = {}
  ids.forEach((id, index) => {
    if (!known.has(id)) fields[`company_ids.${index}`] = [{ key: 'api.fields.unknown_company' }]
  })
  if (Object.keys(fields).length > 0) throw new AppError(400, 'api.errors.validation', { fields })
}

function columnsOf(input: Input) {
  return {
    title: input.title,
    body: input.body,
    severity: input.severity,
    audience: input.audience,
    startsAt: new Date(input.starts_at),
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
  }
}

export async function createAnnouncement(
  deps: AnnouncementDeps,
  principal: Principal,
  input: Input,
  now: Date,
) {
  const companyIds = input.audience === 'companies' ? [...new Set(input.company_ids)] : []
  await assertCompaniesExist(deps.db, companyIds)
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(globalNotifications)
      .values({ ...columnsOf(input), createdBy: principal.userId })
      .returning({ id: globalNotifications.id })
    if (companyIds.length > 0) {
      await tx
        .insert(globalNotificationCompanies)
        .values(companyIds.map((companyId) => ({ notificationId: row!.id, companyId })))
    }
    return row!.id
  })
  await announceDue(deps, now)
  return getAnnouncement(deps.db, id)
}

export async function updateAnnouncement(deps: AnnouncementDeps, id: string, input: Input, now: Date) {
  const companyIds = input.audience === 'companies' ? [...new Set(input.company_ids)] : []
  await assertCompaniesExist(deps.db, companyIds)
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(globalNotifications)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(globalNotifications.id, id))
      .returning({ id: globalNotifications.id })
    if (!row) throw notFound()
    await tx.delete(globalNotificationCompanies).where(eq(globalNotificationCompanies.notificationId, id))
    if (companyIds.length > 0) {
      await tx
        .insert(globalNotificationCompanies)
        .values(companyIds.map((companyId) => ({ notificationId: id, companyId })))
    }
  })
  // Note: readers already notified are not notified again; the banner and home show the new text.
  await announceDue(deps, now)
  await refreshReaders(deps.live, await audienceTopics(deps.db, id))
  return getAnnouncement(deps.db, id)
}

export async function deleteAnnouncement(deps: AnnouncementDeps, id: string) {
  const topics = await audienceTopics(deps.db, id)
  const [row] = await deps.db
    .delete(globalNotifications)
    .where(eq(globalNotifications.id, id))
    .returning({ id: globalNotifications.id })
  if (!row) throw notFound()
  await refreshReaders(deps.live, topics)
}

/** Addressed to the caller: to everyone, or to a company they belong to. */
const addressedTo = (principal: Principal) =>
  or(
    eq(globalNotifications.audience, 'everyone'),
    exists(
      sql`(select 1 from ${globalNotificationCompanies} join ${companyMemberships} on ${companyMemberships.companyId} = ${globalNotificationCompanies.companyId} where ${globalNotificationCompanies.notificationId} = ${globalNotifications.id} and ${companyMemberships.userId} = ${principal.userId})`,
    ),
  )

/** What the caller sees now: addressed to them, within its window, not dismissed; critical first. */
export async function currentAnnouncements(db: Database, principal: Principal, now: Date) {
  const rows = await db
    .select()
    .from(globalNotifications)
    .where(
      and(
        showingAt(now),
        addressedTo(principal),
        sql`not exists (select 1 from ${globalNotificationDismissals} where ${globalNotificationDismissals.notificationId} = ${globalNotifications.id} and ${globalNotificationDismissals.userId} = ${principal.userId})`,
      ),
    )
    .orderBy(
      sql`case ${globalNotifications.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`,
      desc(globalNotifications.startsAt),
    )
    .limit(20)
  return { results: rows.map((row) => toAnnouncement(row, principal.locale)) }
}

function toAnnouncement(row: typeof globalNotifications.$inferSelect, locale: Locale): Announcement {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    body: pickText(row.body, locale),
    severity: row.severity,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  }
}

export async function dismissAnnouncement(db: Database, principal: Principal, id: string) {
  const [found] = await db
    .select({ id: globalNotifications.id })
    .from(globalNotifications)
    .where(and(eq(globalNotifications.id, id), addressedTo(principal)))
  if (!found) throw notFound()
  await db
    .insert(globalNotificationDismissals)
    .values({ notificationId: id, userId: principal.userId })
    .onConflictDoNothing()
}

/**
 * Notifies the readers of every announcement that has started and not been announced: claimed with
 * one UPDATE, so with several processes each is announced once. Runs after a write and on the schedule
 * (an announcement set to start later).
 */
export async function announceDue({ db, live, notifier }: AnnouncementDeps, now: Date) {
  const claimed = await db
    .update(globalNotifications)
    .set({ announcedAt: now })
    .where(and(isNull(globalNotifications.announcedAt), showingAt(now)))
    .returning()
  for (const row of claimed) {
    const readers = await audienceOf(db, row)
    await notifier.publish({
      kind: 'announcement',
      recipients: readers,
      actorId: null,
      companyId: null,
      params: { title: row.title },
      link: '/client',
      dedupeKey: `announcement:${row.id}`,
    })
    await refreshReaders(live, await audienceTopics(db, row.id))
  }
  return claimed.length
}

async function audienceOf(db: Database, row: typeof globalNotifications.$inferSelect) {
  const where: SQL | undefined =
    row.audience === 'everyone'
      ? eq(users.isActive, true)
      : and(
          eq(users.isActive, true),
          exists(
            sql`(select 1 from ${globalNotificationCompanies} join ${companyMemberships} on ${companyMemberships.companyId} = ${globalNotificationCompanies.companyId} where ${globalNotificationCompanies.notificationId} = ${row.id} and ${companyMemberships.userId} = ${users.id})`,
          ),
        )
  const rows = await db.select({ id: users.id }).from(users).where(where)
  return rows.map((r) => r.id)
}

/** The live topics of an announcement's readers: everyone's, or each addressed company's. */
async function audienceTopics(db: Database, id: string) {
  const [row] = await db
    .select({ audience: globalNotifications.audience })
    .from(globalNotifications)
    .where(eq(globalNotifications.id, id))
  if (!row) return []
  if (row.audience === 'everyone') return [EVERYONE_TOPIC]
  const links = await db
    .select({ companyId: globalNotificationCompanies.companyId })
    .from(globalNotificationCompanies)
    .where(eq(globalNotificationCompanies.notificationId, id))
  return links.map((link) => companyTopic(link.companyId))
}

/** Open pages reload their announcements (a banner appears, changes or goes). */
async function refreshReaders(live: LiveChannel, topics: string[]) {
  await Promise.all(topics.map((topic) => live.publish(topic, { type: 'announcements', data: {} })))
}
