import { isLocale, type Locale, localePath } from '@portal/contracts/locales'
import {
  ALWAYS_IN_PORTAL,
  DEFAULT_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  UNREAD_COUNT_CAP,
} from '@portal/contracts/notifications'
import { pickText } from '@portal/i18n/localized-text'
import { textsFor } from '@portal/i18n/texts'
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { type LiveChannel, userTopic } from '../../core/live.ts'
import type { Mailer } from '../../core/mail.ts'
import type { NotificationParams, Notifier } from '../../core/notifier.ts'
import { notificationPreferences, userNotifications } from './notifications.tables.ts'

export interface NotifierDeps {
  db: Database
  mailer: Mailer
  live: LiveChannel
  /** The portal's public address, for the links in e-mails. */
  publicUrl: string
}

/** A kind's channel for a user: their choice, else the default; a security notice always shows. */
export function channelOf(kind: NotificationKind, chosen: NotificationChannel | null): NotificationChannel {
  const channel = chosen ?? DEFAULT_CHANNELS[kind]
  if (!ALWAYS_IN_PORTAL.includes(kind)) return channel
  return channel === 'email' || channel === 'both' ? 'both' : 'portal'
}

const inPortal = (channel: NotificationChannel) => channel === 'portal' || channel === 'both'
const byEmail = (channel: NotificationChannel) => channel === 'email' || channel === 'both'

/**
 * The one way modules notify users (core/notifier.ts): stores a notification per recipient as they chose
 * (in the portal, by e-mail, both, off), sends the e-mails through the outbox, and pushes each
 * recipient's new unread count on the live channel.
 */
export function createNotifier({ db, mailer, live, publicUrl }: NotifierDeps): Notifier {
  return {
    async publish(event) {
      const recipients = [...new Set(event.recipients)].filter((id) => id !== event.actorId)
      if (recipients.length === 0) return
      const people = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          locale: users.locale,
          chosen: notificationPreferences.channel,
        })
        .from(users)
        .leftJoin(
          notificationPreferences,
          and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, event.kind)),
        )
        .where(and(inArray(users.id, recipients), eq(users.isActive, true)))
      const wanted = people
        .map((person) => ({ ...person, channel: channelOf(event.kind, person.chosen) }))
        .filter((person) => person.channel !== 'off')
      if (wanted.length === 0) return
      const inserted = await db
        .insert(userNotifications)
        .values(
          wanted.map((person) => ({
            userId: person.id,
            companyId: event.companyId,
            kind: event.kind,
            params: event.params,
            link: event.link,
            actorId: event.actorId,
            dedupeKey: event.dedupeKey ?? null,
            shown: inPortal(person.channel),
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: userNotifications.userId })
      const fresh = new Set(inserted.map((row) => row.userId))
      const reached = wanted.filter((person) => fresh.has(person.id))
      for (const person of reached.filter((p) => byEmail(p.channel))) {
        const locale = isLocale(person.locale) ? person.locale : 'en-US'
        const link = new URL(localePath(locale, event.link), publicUrl).href
        await mailer.post({
          to: person.email,
          locale,
          name: [person.firstName, person.lastName].filter(Boolean).join(' '),
          ...(event.mail
            ? { template: event.mail.template, vars: { ...event.mail.vars, link } }
            : {
                template: 'notification',
                vars: { ...textsOf(locale, event.kind, event.params), link },
              }),
        })
      }
      await pushUnreadCounts(
        db,
        live,
        reached.filter((p) => inPortal(p.channel)).map((p) => p.id),
      )
    },
    // An event without recipients notifies nobody; the webhooks module hears it (app.ts wraps this).
    async record() {},
  }
}

/** A notification's title and text in a reader's language. */
export function textsOf(locale: Locale, kind: NotificationKind, params: NotificationParams) {
  const vars = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : pickText(value, locale),
    ]),
  )
  const t = textsFor(locale)
  return {
    title: t(`api.notifications.${kind}.title`, vars),
    text: t(`api.notifications.${kind}.text`, vars),
  }
}

/** The unread counts of these users (each up to UNREAD_COUNT_CAP), one query per user on its own index. */
export async function unreadCounts(db: Database, userIds: readonly string[]) {
  const counts = new Map<string, number>()
  for (const userId of new Set(userIds)) {
    const unread = db
      .select({ one: sql`1` })
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, userId),
          isNull(userNotifications.readAt),
          sql`${userNotifications.shown}`,
        ),
      )
      .limit(UNREAD_COUNT_CAP)
      .as('unread')
    const [row] = await db.select({ n: count() }).from(unread)
    counts.set(userId, row?.n ?? 0)
  }
  return counts
}

/** Tells each user's open pages their unread count (after a new notification, or after reading). */
export async function pushUnreadCounts(db: Database, live: LiveChannel, userIds: readonly string[]) {
  const counts = await unreadCounts(db, userIds)
  await Promise.all(
    [...counts].map(([userId, unread]) =>
      live.publish(userTopic(userId), { type: 'unread', data: { unread } }),
    ),
  )
}
