import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * A source of signals (a news site, an analyst, an internal team…), a record of the company's own; a name
 * is unique in its company whatever its case. A source that signals use cannot be deleted.
 */
export const sources = pgTable(
  'mi_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    url: text('url'),
    reliability: text('reliability'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mi_sources_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    unique('mi_sources_id_company_unique').on(t.id, t.companyId),
    check('mi_sources_kind_check', sql`${t.kind} in ('news_site', 'analyst', 'internal', 'social', 'other')`),
    check('mi_sources_reliability_check', sql`${t.reliability} in ('high', 'medium', 'low')`),
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
    sourceId: uuid('source_id').notNull(),
    url: text('url'),
    /** The feed's id (or the row's address) an import matches it by; null when made by hand. */
    externalId: text('external_id'),
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
    // The same for its source, which cannot go while signals use it.
    foreignKey({
      columns: [t.sourceId, t.companyId],
      foreignColumns: [sources.id, sources.companyId],
    }).onDelete('restrict'),
    check('mi_signals_kind_check', sql`${t.kind} in ('news', 'note')`),
    index('mi_signals_company_day_idx').on(t.companyId, t.occurredOn),
    index('mi_signals_source_idx').on(t.sourceId),
    uniqueIndex('mi_signals_company_external_unique').on(t.companyId, t.externalId),
    unique('mi_signals_id_company_unique').on(t.id, t.companyId),
  ],
)

/**
 * A signal's links to the company's objectives and PPM measures (ADR 40). Note: no foreign key to the OKR
 * or PPM tables (other modules' tables); reads go through their services, which leave out deleted or
 * foreign items.
 */
export const signalGoalLinks = pgTable(
  'mi_signal_goal_links',
  {
    signalId: uuid('signal_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `objective` or `measure`. */
    kind: text('kind').notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signalId, t.kind, t.targetId] }),
    foreignKey({
      columns: [t.signalId, t.companyId],
      foreignColumns: [signals.id, signals.companyId],
    }).onDelete('cascade'),
    check('mi_signal_goal_links_kind_check', sql`${t.kind} in ('objective', 'measure')`),
    index('mi_signal_goal_links_target_idx').on(t.targetId),
  ],
)
