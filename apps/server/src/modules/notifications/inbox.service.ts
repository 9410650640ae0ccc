import type { Locale } from '@portal/contracts/locales'
import {
  ALWAYS_IN_PORTAL,
  INBOX_COUNT_CAP,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type UserNotification,
  type UserNotificationListQuery,
} from '@portal/contracts/notifications'
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError, type FieldErrors, notFound } from '../../core/errors.ts'
import { companies, users } from '../../core/identity.tables.ts'
import type { LiveChannel } from '../../core/live.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumnsOf } from '../../core/people.ts'
import type { Principal } from '../../core/principal.ts'
import { notificationPreferences, userNotifications } from './notifications.tables.ts'
import { channelOf, pushUnreadCounts, textsOf, unreadCounts } from './notifier.ts'

const actors = alias(users, 'actor')

/** A user's own notifications (those they take in the portal); nobody reads another's. */
const ownedBy = (userId: string) => and(eq(userNotifications.userId, userId), sql`${userNotifications.shown}`)

async function selectNotifications(
  db: Database,
  locale: Locale,
  where: SQL | undefined,
  window = { limit: 1, offset: 0 },
) {
  const rows = await db
    .select({
      row: userNotifications,
      actor: personColumnsOf(actors),
      company: { id: companies.id, name: companies.name },
    })
    .from(userNotifications)
    .leftJoin(actors, eq(actors.id, userNotifications.actorId))
    .leftJoin(companies, eq(companies.id, userNotifications.companyId))
    .where(where)
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(window.limit)
    .offset(window.offset)
  return rows.map(({ row, actor, company }) => toNotification(locale, row, actor?.id ? actor : null, company))
}

function toNotification(
  locale: Locale,
  row: typeof userNotifications.$inferSelect,
  actor: UserNotification['actor'],
  company: { id: string | null; name: string | null } | null,
): UserNotification {
  return {
    id: row.id,
    kind: row.kind,
    ...textsOf(locale, row.kind, row.params),
    link: row.link,
    actor: actor as UserNotification['actor'],
    company: company?.id ? { id: company.id, name: company.name ?? '' } : null,
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

export async function listNotifications(
  db: Database,
  principal: Principal,
  query: UserNotificationListQuery,
) {
  const where = and(
    ownedBy(principal.userId),
    query.kind ? eq(userNotifications.kind, query.kind) : undefined,
    query.is_read === 'true' ? sql`${userNotifications.readAt} is not null` : undefined,
    query.is_read === 'false' ? isNull(userNotifications.readAt) : undefined,
  )
  const capped = db
    .select({ one: sql`1` })
    .from(userNotifications)
    .where(where)
    .limit(INBOX_COUNT_CAP)
    .as('capped')
  const [total] = await db.select({ n: count() }).from(capped)
  const results = await selectNotifications(db, principal.locale, where, pageWindow(query))
  const unread = (await unreadCounts(db, [principal.userId])).get(principal.userId) ?? 0
  return { count: total?.n ?? 0, results, unread }
}

export async function getNotification(db: Database, principal: Principal, id: string) {
  const [found] = await selectNotifications(
    db,
    principal.locale,
    and(ownedBy(principal.userId), eq(userNotifications.id, id)),
  )
  if (!found) throw notFound()
  return found
}

export async function markAsRead(db: Database, live: LiveChannel, principal: Principal, id: string) {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(ownedBy(principal.userId), eq(userNotifications.id, id)))
    .returning({ id: userNotifications.id })
  if (!row) throw notFound()
  await pushUnreadCounts(db, live, [principal.userId])
  return getNotification(db, principal, id)
}

export async function markAllAsRead(db: Database, live: LiveChannel, principal: Principal) {
  await db
    .update(userNotifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(principal.userId), isNull(userNotifications.readAt)))
  await pushUnreadCounts(db, live, [principal.userId])
  return { unread: 0 }
}

export async function unreadCount(db: Database, principal: Principal) {
  return { unread: (await unreadCounts(db, [principal.userId])).get(principal.userId) ?? 0 }
}

export async function getPreferences(db: Database, principal: Principal): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, principal.userId))
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]))
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      channel: channelOf(kind, chosen.get(kind) ?? null),
    })),
  }
}

/** Stores the kinds named; the others keep what they had. A security notice cannot be switched off. */
export async function updatePreferences(
  db: Database,
  principal: Principal,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  const fields: FieldErrors = {}
  input.preferences.forEach((preference, index) => {
    if (
      ALWAYS_IN_PORTAL.includes(preference.kind) &&
      channelOf(preference.kind, preference.channel) !== preference.channel
    ) {
      fields[`preferences.${index}.channel`] = [{ key: 'api.fields.always_in_portal' }]
    }
  })
  if (Object.keys(fields).length > 0) throw new AppError(400, 'api.errors.validation', { fields })
  const unique = new Map(input.preferences.map((p) => [p.kind, p.channel]))
  if (unique.size > 0) {
    await db
      .insert(notificationPreferences)
      .values([...unique].map(([kind, channel]) => ({ userId: principal.userId, kind, channel })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel` },
      })
  }
  return getPreferences(db, principal)
}
