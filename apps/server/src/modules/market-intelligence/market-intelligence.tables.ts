import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** A company's competitor (tenant-owned); a name is unique in its company whatever its case. */
export const competitors = pgTable(
  'mi_competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mi_competitors_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    unique('mi_competitors_id_company_unique').on(t.id, t.companyId),
  ],
)

/** A market signal: a news item or a note, with its source, day and tags (tenant-owned). */
export const signals = pgTable(
  'mi_signals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    source: text('source').notNull(),
    url: text('url'),
    occurredOn: date('occurred_on').notNull(),
    competitorId: uuid('competitor_id'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Note: the key carries the company, so a signal can only name a competitor of its own company.
    // Deleting a competitor first detaches its signals (market-intelligence.service.ts).
    foreignKey({
      columns: [t.competitorId, t.companyId],
      foreignColumns: [competitors.id, competitors.companyId],
    }),
    check('mi_signals_kind_check', sql`${t.kind} in ('news', 'note')`),
    index('mi_signals_company_day_idx').on(t.companyId, t.occurredOn),
  ],
)
