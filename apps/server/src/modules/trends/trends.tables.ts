import { LOCALES, type Locale } from '@portal/contracts/locales'
import type { LocalizedTexts } from '@portal/contracts/localized'
import { TEXT_FALLBACK } from '@portal/i18n/localized-text'
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from '../../core/bytea.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'

const texts = (name: string) => jsonb(name).$type<LocalizedTexts>().notNull().default({})
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

// The library: curated by portal staff, the same for every company (no company_id).

export const megatrends = pgTable('trend_megatrends', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: texts('names'),
  descriptions: texts('descriptions'),
  color: text('color').notNull().default('#00484D'),
  order: integer('sort_order').notNull().default(0),
})

export const macrotrends = pgTable(
  'trend_macrotrends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    megatrendId: uuid('megatrend_id')
      .notNull()
      .references(() => megatrends.id, { onDelete: 'cascade' }),
    names: texts('names'),
    descriptions: texts('descriptions'),
  },
  (t) => [index('trend_macrotrends_megatrend_idx').on(t.megatrendId)],
)

export const industries = pgTable('trend_industries', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: texts('names'),
})

export const innovations = pgTable('trend_innovations', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: texts('names'),
})

export type Translations = Partial<Record<Locale, { title: string; summary: string }>>

/**
 * What a text search in `locale` reads: the microtrend's title and summary in that language with its
 * fallback (SPEC §1, empty texts skipped as `pickText` does). Each locale's has a trigram index (ADR 32),
 * which serves `ilike '%…%'` on exactly this expression; the query must build it the same way, so the
 * locales are literals (from the fixed list), not parameters. `table` qualifies the column in a query.
 */
export function searchDocument(locale: Locale, table?: string): SQL {
  return sql.raw(`(${pick(locale, 'title', table)} || ' ' || ${pick(locale, 'summary', table)})`)
}

/** A field in `locale` with its fallback, as literal SQL (an index and its query must build it alike). */
function pick(locale: Locale, field: 'title' | 'summary', table?: string) {
  const column = table ? `"${table}"."translations"` : `"translations"`
  return `coalesce(${TEXT_FALLBACK[locale].map((l) => `nullif(${column} -> '${l}' ->> '${field}', '')`).join(', ')}, '')`
}

/**
 * The title a reader of `locale` sees: the library's "title" order, compared by the root Unicode
 * collation (`TITLE_COLLATION`, ADR 55) rather than the database's. Inside one macrotrend,
 * `titleKeys` serves that order; elsewhere the matches are sorted (ADR 41).
 */
export const localizedTitle = (locale: Locale, table?: string): SQL => sql.raw(pick(locale, 'title', table))

/** ICU's root collation: a language-neutral Unicode order, the same on PGlite and PostgreSQL (ADR 55). */
export const TITLE_COLLATION = sql.raw('collate "und-x-icu"')

const indexSuffix = (locale: Locale) => locale.toLowerCase().replace('-', '_')
export const searchIndexName = (locale: Locale) => `trend_microtrends_search_${indexSuffix(locale)}_idx`

/** A microtrend from the outside feed (SPEC §3); its pictures are rows of `trend_pictures`. */
export const microtrends = pgTable(
  'trend_microtrends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    externalId: text('external_id').unique(),
    translations: jsonb('translations').$type<Translations>().notNull(),
    createdAtExternal: timestamp('created_at_external', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // The two orders of the library list: oldest first (ascending, nulls last) and newest first
    // (descending with nulls last, which a backward scan of the first cannot give).
    index('trend_microtrends_published_idx').on(t.createdAtExternal, t.id),
    index('trend_microtrends_newest_idx').on(t.createdAtExternal.desc().nullsLast(), t.id.desc()),
    ...LOCALES.map((locale) =>
      index(searchIndexName(locale)).using('gin', sql`${searchDocument(locale)} gin_trgm_ops`),
    ),
  ],
)

/**
 * A picture of a microtrend, stored by us (ADR 32): the checked file resized to at most 1600 pixels (its
 * metadata dropped) and a 480 × 320 WebP preview. `sha256` is of the file as sent, so the same file sent
 * again (an import run twice) keeps the stored picture instead of adding one.
 */
export const pictures = pgTable(
  'trend_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    microtrendId: uuid('microtrend_id')
      .notNull()
      .references(() => microtrends.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    preview: bytea('preview').notNull(),
    createdAt: created(),
  },
  (t) => [
    unique('trend_pictures_file_unique').on(t.microtrendId, t.sha256),
    index('trend_pictures_microtrend_idx').on(t.microtrendId, t.position),
  ],
)

const link = <N extends string>(table: N, column: string, target: { id: AnyPgColumn }) =>
  pgTable(
    table,
    {
      microtrendId: uuid('microtrend_id')
        .notNull()
        .references(() => microtrends.id, { onDelete: 'cascade' }),
      targetId: uuid(column)
        .notNull()
        .references(() => target.id, { onDelete: 'cascade' }),
    },
    (t) => [
      primaryKey({ columns: [t.microtrendId, t.targetId] }),
      index(`${table}_target_idx`).on(t.targetId),
    ],
  )

/** A microtrend may belong to several macrotrends (and so megatrends). */
export const microtrendMacrotrends = link('trend_microtrend_macrotrends', 'macrotrend_id', macrotrends)
export const microtrendIndustries = link('trend_microtrend_industries', 'industry_id', industries)
export const microtrendInnovations = link('trend_microtrend_innovations', 'innovation_id', innovations)

/**
 * The library's title order inside one macrotrend (ADR 55): per macrotrend, locale and microtrend, the
 * title a reader of that locale sees (`localizedTitle`), so that a macrotrend's trends sorted by title
 * are one walk of an index instead of a lookup and a sort of every member. Written by
 * `writeTitleKeys` wherever a microtrend's texts or macrotrends change; the keys cascade with either.
 */
export const titleKeys = pgTable(
  'trend_title_keys',
  {
    macrotrendId: uuid('macrotrend_id')
      .notNull()
      .references(() => macrotrends.id, { onDelete: 'cascade' }),
    microtrendId: uuid('microtrend_id')
      .notNull()
      .references(() => microtrends.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.microtrendId, t.macrotrendId, t.locale] }),
    index('trend_title_keys_order_idx').on(
      t.macrotrendId,
      t.locale,
      sql`${t.title} collate "und-x-icu"`,
      t.microtrendId,
    ),
  ],
)

// Per company: hubs, their members, trends, notes and ratings; each user's favourites.

export const hubs = pgTable(
  'trend_hubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('trend_hubs_id_company_unique').on(t.id, t.companyId),
    index('trend_hubs_company_idx').on(t.companyId),
  ],
)

/** Note: the key to company_memberships takes a person out of the company's hubs when they leave it. */
export const hubMembers = pgTable(
  'trend_hub_members',
  {
    hubId: uuid('hub_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubId, t.userId] }),
    foreignKey({ columns: [t.hubId, t.companyId], foreignColumns: [hubs.id, hubs.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
    }).onDelete('cascade'),
  ],
)

export const hubTrends = pgTable(
  'trend_hub_trends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    hubId: uuid('hub_id').notNull(),
    microtrendId: uuid('microtrend_id')
      .notNull()
      .references(() => microtrends.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('trend_hub_trends_unique').on(t.hubId, t.microtrendId),
    foreignKey({ columns: [t.hubId, t.companyId], foreignColumns: [hubs.id, hubs.companyId] }).onDelete(
      'cascade',
    ),
  ],
)

export const hubRatings = pgTable(
  'trend_hub_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    hubTrendId: uuid('hub_trend_id')
      .notNull()
      .references(() => hubTrends.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impact: integer('impact').notNull(),
    timeHorizon: text('time_horizon').notNull(),
    relevance: integer('relevance').notNull(),
    updatedAt: updated(),
  },
  (t) => [
    unique('trend_hub_ratings_unique').on(t.hubTrendId, t.userId),
    check('trend_hub_ratings_impact_check', sql`${t.impact} between 1 and 5`),
    check('trend_hub_ratings_relevance_check', sql`${t.relevance} between 1 and 5`),
    check('trend_hub_ratings_horizon_check', sql`${t.timeHorizon} in ('now', 'short', 'medium', 'long')`),
  ],
)

/**
 * The company's objectives a hub trend is linked to. Note: no foreign key to okr_objectives (another
 * module's table); reads go through the OKR service, which leaves out deleted or foreign objectives.
 */
export const hubTrendObjectives = pgTable(
  'trend_hub_trend_objectives',
  {
    hubTrendId: uuid('hub_trend_id')
      .notNull()
      .references(() => hubTrends.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectiveId: uuid('objective_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubTrendId, t.objectiveId] }),
    index('trend_hub_trend_objectives_objective_idx').on(t.objectiveId),
  ],
)

/** The company's PPM measures a hub trend is linked to; like the objectives, read through the PPM service. */
export const hubTrendMeasures = pgTable(
  'trend_hub_trend_measures',
  {
    hubTrendId: uuid('hub_trend_id')
      .notNull()
      .references(() => hubTrends.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    measureId: uuid('measure_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubTrendId, t.measureId] }),
    index('trend_hub_trend_measures_measure_idx').on(t.measureId),
  ],
)

export const favorites = pgTable(
  'trend_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    microtrendId: uuid('microtrend_id')
      .notNull()
      .references(() => microtrends.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [unique('trend_favorites_unique').on(t.companyId, t.userId, t.microtrendId)],
)
