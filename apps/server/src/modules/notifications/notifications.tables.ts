import type {
  AnnouncementSeverity,
  NotificationChannel,
  NotificationKind,
} from '@portal/contracts/notifications'
import type { LocalizedTexts } from '@portal/contracts/services'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'
import type { NotificationParams } from '../../core/notifier.ts'

/**
 * One notification of one user. Its title and text are written from the kind's catalogue texts and
 * `params` when read, so they follow the reader's language as it is then.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Makes a repeated event one notification (a check-in due is raised once per key result and due date). */
    dedupeKey: text('dedupe_key'),
    /** False when the recipient wants this kind by e-mail only: kept for the dedupe, not in the inbox. */
    shown: boolean('shown').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox: a user's, newest first; and the bell: a user's unread.
    // Read backwards for newest first (drizzle's .desc() adds NULLS LAST, which ORDER BY … DESC cannot use).
    index('user_notifications_inbox_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.shown}`),
    index('user_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.shown}`),
    uniqueIndex('user_notifications_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
)

/** How a user wants a kind; a kind without a row takes its default (DEFAULT_CHANNELS). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
)

/** An announcement written by staff (SPEC §7 notifications/global). */
export const globalNotifications = pgTable(
  'global_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocalizedTexts>().notNull(),
    body: jsonb('body').$type<LocalizedTexts>().notNull(),
    severity: text('severity').$type<AnnouncementSeverity>().notNull(),
    audience: text('audience').$type<'everyone' | 'companies'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When its readers were notified; set once, by whichever process claims it first. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('global_notifications_window_idx').on(t.startsAt, t.endsAt)],
)

/** The companies an announcement is addressed to, when not to everyone. */
export const globalNotificationCompanies = pgTable(
  'global_notification_companies',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => globalNotifications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.companyId] }),
    index('global_notification_companies_company_idx').on(t.companyId),
  ],
)

/** Who has hidden an announcement for themselves. */
export const globalNotificationDismissals = pgTable(
  'global_notification_dismissals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => globalNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
)
