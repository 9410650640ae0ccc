import type { OfferLanguage } from '@portal/contracts/coaching'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

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

/** A user's request for coaching (tenant-owned); its thread is in coaching_messages. */
export const coachingRequests = pgTable(
  'coaching_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    // A deleted offer leaves its requests and their threads in place.
    offerId: uuid('offer_id').references(() => coachingOffers.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    preferredDates: date('preferred_dates', { mode: 'string' }).array().notNull(),
    status: text('status').notNull().default('open'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coaching_requests_status_check', sql`${t.status} in ('open', 'answered', 'scheduled', 'closed')`),
    unique('coaching_requests_id_company_unique').on(t.id, t.companyId),
    index('coaching_requests_company_idx').on(t.companyId, t.lastMessageAt),
    index('coaching_requests_author_idx').on(t.authorId),
    index('coaching_requests_last_message_idx').on(t.lastMessageAt),
  ],
)

/** The thread of a coaching request: the request's message, then replies from both sides. */
export const coachingMessages = pgTable(
  'coaching_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id').notNull(),
    companyId: uuid('company_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromCoachingTeam: boolean('from_coaching_team').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.requestId, t.companyId],
      foreignColumns: [coachingRequests.id, coachingRequests.companyId],
    }).onDelete('cascade'),
    index('coaching_messages_request_idx').on(t.requestId, t.createdAt),
  ],
)
