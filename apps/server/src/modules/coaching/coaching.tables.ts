import type { OfferLanguage } from '@portal/contracts/coaching'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies } from '../../core/identity.tables.ts'
import { threads } from '../../core/threads.tables.ts'

type Texts = Record<OfferLanguage, string>

/** What the coaching team offers every company (not tenant-owned; staff manage it). */
export const coachingOffers = pgTable(
  'coaching_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<Texts>().notNull(),
    description: jsonb('description').$type<Texts>().notNull(),
    coachName: text('coach_name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    format: text('format').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coaching_offers_format_check', sql`${t.format} in ('online', 'on_site', 'hybrid')`),
    check('coaching_offers_duration_check', sql`${t.durationMinutes} between 15 and 480`),
  ],
)

/**
 * A user's request for coaching (tenant-owned): the offer, topic and dates. Its author, state and
 * messages are its thread's (core/threads.tables.ts), which has the same id.
 */
export const coachingRequests = pgTable(
  'coaching_requests',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A deleted offer leaves its requests and their threads in place.
    offerId: uuid('offer_id').references(() => coachingOffers.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    preferredDates: date('preferred_dates', { mode: 'string' }).array().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'coaching_requests_thread_fk',
      columns: [t.id, t.companyId],
      foreignColumns: [threads.id, threads.companyId],
    }).onDelete('cascade'),
  ],
)
