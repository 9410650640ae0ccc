import { LOCALES, type Locale } from '@portal/contracts/locales'
import type {
  Facet,
  Macrotrend,
  Megatrend,
  Microtrend,
  MicrotrendInput,
  MicrotrendListQuery,
} from '@portal/contracts/trends'
import {
  type CountPrecision,
  MICROTREND_EXACT_COUNT,
  trendPicturePreviewUrl,
  trendPictureUrl,
} from '@portal/contracts/trends'
import { pickText } from '@portal/i18n/localized-text'
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import {
  addPicture,
  type PictureRef,
  PictureRefused,
  pictureError,
  pictureRefOf,
  pictureRefsOf,
  writePictures,
} from './pictures.service.ts'
import {
  favorites,
  industries,
  innovations,
  localizedTitle,
  macrotrends,
  megatrends,
  microtrendIndustries,
  microtrendInnovations,
  microtrendMacrotrends,
  microtrends,
  pictures,
  searchDocument,
  TITLE_COLLATION,
  titleKeys,
} from './trends.tables.ts'

/**
 * A column of the outer query inside a correlated subquery, with its table's name: Drizzle leaves the
 * columns of a single-table select unqualified, and the subquery's own table would capture the name.
 */
export const outer = (table: PgTable, column: Column) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`
const outerMicrotrend = outer(microtrends, microtrends.id)

/** Who reads the library: texts in their language, favourites of their active company (none without). */
export interface Reader {
  locale: Locale
  userId: string
  companyId: string | null
}

export const readerOf = (principal: Principal, locale: Locale): Reader => ({
  locale,
  userId: principal.userId,
  companyId: principal.activeCompanyId ?? null,
})

const idsOf = (linkTable: SQL) =>
  sql<string[]>`(select coalesce(json_agg(l.id), '[]'::json) from (${linkTable}) l)`

/** Every column of a Microtrend, its links as JSON arrays (one query for a whole page, no N+1). */
function microtrendColumns(reader: Reader) {
  return {
    row: microtrends,
    macrotrendIds: idsOf(
      sql`select ${microtrendMacrotrends.targetId} as id from ${microtrendMacrotrends} where ${microtrendMacrotrends.microtrendId} = ${outerMicrotrend}`,
    ),
    megatrendIds: idsOf(
      sql`select distinct ${macrotrends.megatrendId} as id from ${microtrendMacrotrends} join ${macrotrends} on ${macrotrends.id} = ${microtrendMacrotrends.targetId} where ${microtrendMacrotrends.microtrendId} = ${outerMicrotrend}`,
    ),
    industryIds: idsOf(
      sql`select ${microtrendIndustries.targetId} as id from ${microtrendIndustries} where ${microtrendIndustries.microtrendId} = ${outerMicrotrend}`,
    ),
    innovationIds: idsOf(
      sql`select ${microtrendInnovations.targetId} as id from ${microtrendInnovations} where ${microtrendInnovations.microtrendId} = ${outerMicrotrend}`,
    ),
    pictureIds: sql<
      string[]
    >`(select coalesce(json_agg(p.id order by p.position), '[]'::json) from ${pictures} p where p.microtrend_id = ${outerMicrotrend})`,
    isFavorite: reader.companyId
      ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.microtrendId} = ${outerMicrotrend} and ${favorites.userId} = ${reader.userId} and ${favorites.companyId} = ${reader.companyId})`
      : sql<boolean>`false`,
  }
}

type MicrotrendRow = {
  row: typeof microtrends.$inferSelect
  macrotrendIds: string[]
  megatrendIds: string[]
  industryIds: string[]
  innovationIds: string[]
  pictureIds: string[]
  isFavorite: boolean
}

function toMicrotrend(r: MicrotrendRow, locale: Locale): Microtrend {
  const titles = Object.fromEntries(Object.entries(r.row.translations).map(([l, t]) => [l, t?.title]))
  const summaries = Object.fromEntries(Object.entries(r.row.translations).map(([l, t]) => [l, t?.summary]))
  return {
    id: r.row.id,
    external_id: r.row.externalId,
    title: pickText(titles, locale),
    summary: pickText(summaries, locale),
    translations: r.row.translations,
    pictures: r.pictureIds.map(trendPictureUrl),
    preview_picture_url: r.pictureIds[0] ? trendPicturePreviewUrl(r.pictureIds[0]) : null,
    created_at_external: r.row.createdAtExternal?.toISOString() ?? null,
    macrotrend_ids: r.macrotrendIds,
    megatrend_ids: r.megatrendIds,
    industry_ids: r.industryIds,
    innovation_ids: r.innovationIds,
    is_favorite: r.isFavorite,
    created_at: r.row.createdAt.toISOString(),
    updated_at: r.row.updatedAt.toISOString(),
  }
}

/** The three link tables have the same columns; only their names differ. */
type LinkTable = typeof microtrendIndustries
const asLink = (table: typeof microtrendMacrotrends | typeof microtrendInnovations) =>
  table as unknown as LinkTable
type FacetTable = typeof industries
const asFacet = (table: typeof innovations | typeof macrotrends) => table as unknown as FacetTable

const linked = (table: LinkTable, values: string[] | undefined) =>
  values?.length
    ? sql`exists (select 1 from ${table} where ${table.microtrendId} = ${outerMicrotrend} and ${inArray(table.targetId, values)})`
    : undefined

/**
 * The macrotrends of the given megatrends: a microtrend's megatrends are those of its macrotrends, so the
 * megatrend filter is the macrotrend filter over these (a lookup in a table of dozens of rows, instead of
 * a join for every candidate microtrend).
 */
async function macrotrendsOf(db: Database, megatrendIds: string[]) {
  const rows = await db
    .select({ id: macrotrends.id })
    .from(macrotrends)
    .where(inArray(macrotrends.megatrendId, megatrendIds))
  return rows.map((r) => r.id)
}

/** The library list's filter (search, facets, dates, favourites) as one condition on microtrends. */
export async function microtrendFilter(db: Database, reader: Reader, query: MicrotrendListQuery) {
  let favoriteOnly: SQL | undefined
  if (query.favorites) {
    if (!reader.companyId) throw new AppError(409, 'api.errors.no_active_company')
    favoriteOnly = sql`exists (select 1 from ${favorites} where ${favorites.microtrendId} = ${outerMicrotrend} and ${favorites.userId} = ${reader.userId} and ${favorites.companyId} = ${reader.companyId})`
  }
  // A megatrend without macrotrends has no microtrends: an id that matches nothing keeps the filter.
  const megatrendMacrotrends = query.megatrend?.length
    ? [...(await macrotrendsOf(db, query.megatrend)), NO_ID]
    : undefined
  return and(
    // The reader's language's trigram index serves this (ADR 32).
    query.search
      ? sql`${searchDocument(reader.locale, getTableName(microtrends))} ilike ${containsPattern(query.search)}`
      : undefined,
    linked(microtrendIndustries, query.industry),
    linked(asLink(microtrendMacrotrends), query.macrotrend),
    linked(asLink(microtrendInnovations), query.innovation),
    linked(asLink(microtrendMacrotrends), megatrendMacrotrends),
    query.from ? gte(microtrends.createdAtExternal, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(microtrends.createdAtExternal, nextDay(query.to)) : undefined,
    favoriteOnly,
  )
}

export async function listMicrotrends(
  db: Database,
  reader: Reader,
  query: MicrotrendListQuery,
): Promise<{ count: number; countPrecision: CountPrecision; hasNext: boolean; results: Microtrend[] }> {
  const where = await microtrendFilter(db, reader, query)
  const title = localizedTitle(reader.locale, getTableName(microtrends))
  const { limit, offset } = pageWindow(query)
  // A small list (by the planner's estimate) is read once, for its page and its exact count together
  // (ADR 49); a large one is paged by the order's index and its count estimated (ADR 41).
  // One macrotrend by title is a walk of its title keys, at any size (ADR 55).
  const keyed = titleKeyed(query)
  const estimate = keyed ? undefined : await plannedRows(db, where)
  if (estimate !== undefined && estimate <= MICROTREND_EXACT_COUNT) {
    const small = await smallList(db, reader, where, title, query.sort, limit, offset)
    if (small) return small
  }
  const order =
    query.sort === 'title'
      ? [sql`${title} ${TITLE_COLLATION} asc`, asc(microtrends.id)]
      : query.sort === 'oldest'
        ? [sql`${microtrends.createdAtExternal} asc nulls last`, asc(microtrends.id)]
        : [sql`${microtrends.createdAtExternal} desc nulls last`, desc(microtrends.id)]
  // The page's ids first, then their columns: the links and pictures are read for 25 rows, never for
  // the rows a deep page skips. One row more than the page says whether a next page exists.
  const rows = keyed
    ? await db
        .select({ id: titleKeys.microtrendId })
        .from(titleKeys)
        .where(and(eq(titleKeys.macrotrendId, keyed), eq(titleKeys.locale, reader.locale)))
        .orderBy(sql`${titleKeys.title} ${TITLE_COLLATION} asc`, asc(titleKeys.microtrendId))
        .limit(limit + 1)
        .offset(offset)
    : await db
        .select({ id: microtrends.id })
        .from(microtrends)
        .where(where)
        .orderBy(...order)
        .limit(limit + 1)
        .offset(offset)
  const hasNext = rows.length > limit
  const page = rows.slice(0, limit)
  const byId = await microtrendsByIds(
    db,
    reader,
    page.map((r) => r.id),
  )
  const results = page.flatMap((r) => byId.get(r.id) ?? [])
  return { ...(await countMatches(db, where, offset, page.length, hasNext, estimate)), hasNext, results }
}

/**
 * The macrotrend whose title keys answer this list (ADR 55): the title order of one macrotrend and no
 * other condition. Its trends come from one walk of `trend_title_keys_order_idx`, already in order.
 */
function titleKeyed(query: MicrotrendListQuery) {
  const only = query.macrotrend?.length === 1 ? query.macrotrend[0] : undefined
  const other =
    query.search ||
    query.industry?.length ||
    query.innovation?.length ||
    query.megatrend?.length ||
    query.from ||
    query.to ||
    query.favorites
  return query.sort === 'title' && !other ? only : undefined
}

/**
 * The page and the exact count of a list of at most MICROTREND_EXACT_COUNT matches, in one statement
 * that reads at most one match more: the matches (unordered, capped) are counted by a window and
 * sorted for the page. Null when there are more (the estimate was low) or the page is past the end, so
 * the count is unknown: the caller pages as for a large list.
 */
async function smallList(
  db: Database,
  reader: Reader,
  where: SQL | undefined,
  title: SQL,
  sort: MicrotrendListQuery['sort'],
  limit: number,
  offset: number,
) {
  const capped = db
    .select({
      id: microtrends.id,
      published: sql<Date | null>`${microtrends.createdAtExternal}`.as('published'),
      title: sql<string>`${title}`.as('title'),
    })
    .from(microtrends)
    .where(where)
    .limit(MICROTREND_EXACT_COUNT + 1)
    .as('capped')
  const order =
    sort === 'title'
      ? [sql`${capped.title} ${TITLE_COLLATION} asc`, asc(capped.id)]
      : sort === 'oldest'
        ? [sql`${capped.published} asc nulls last`, asc(capped.id)]
        : [sql`${capped.published} desc nulls last`, desc(capped.id)]
  const rows = await db
    .select({ id: capped.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(capped)
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset)
  const n = rows[0]?.n
  if (n === undefined || n > MICROTREND_EXACT_COUNT) return null
  const page = rows.slice(0, limit)
  const byId = await microtrendsByIds(
    db,
    reader,
    page.map((r) => r.id),
  )
  return {
    count: n,
    countPrecision: 'exact' as const,
    hasNext: rows.length > limit,
    results: page.flatMap((r) => byId.get(r.id) ?? []),
  }
}

/** An id no row has: an `in` list that must match nothing. */
const NO_ID = '00000000-0000-0000-0000-000000000000'

/**
 * How many microtrends match (ADR 41), without reading every match of a broad query:
 * - a page that ends the list knows the count (the rows before it and its own);
 * - else the planner's estimate from the statistics (no row is read): past MICROTREND_EXACT_COUNT it
 *   is the answer, "about N" (never below the rows known to exist: "more than" those otherwise);
 * - else (a small estimate) the matches are counted, reading at most MICROTREND_EXACT_COUNT + 1 rows.
 */
async function countMatches(
  db: Database,
  where: SQL | undefined,
  offset: number,
  pageLength: number,
  hasNext: boolean,
  planned?: number,
): Promise<{ count: number; countPrecision: CountPrecision }> {
  if (!hasNext && (pageLength > 0 || offset === 0)) {
    return { count: offset + pageLength, countPrecision: 'exact' }
  }
  const bound = MICROTREND_EXACT_COUNT
  const known = offset + pageLength + (hasNext ? 1 : 0)
  const estimate = planned ?? (await plannedRows(db, where))
  if (estimate <= bound) {
    const capped = db
      .select({ one: sql`1` })
      .from(microtrends)
      .where(where)
      .limit(bound + 1)
      .as('capped')
    const [counted] = await db.select({ n: count() }).from(capped)
    const exact = counted?.n ?? 0
    if (exact <= bound) return { count: exact, countPrecision: 'exact' }
  }
  const about = roughly(estimate)
  return about >= Math.max(known, bound + 1)
    ? { count: about, countPrecision: 'about' }
    : { count: Math.max(known - 1, bound), countPrecision: 'more_than' }
}

/** The planner's estimate of the matching rows (from the statistics; no row is read). */
async function plannedRows(db: Database, where: SQL | undefined) {
  const matches = db.select({ one: sql`1` }).from(microtrends).where(where)
  // PGlite and node-postgres both answer `{ rows }`; drizzle types the two differently.
  const answer = (await db.execute(sql`explain (format json) ${matches}`)) as unknown as {
    rows: { 'QUERY PLAN'?: unknown }[]
  }
  const plan = answer.rows[0]?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }]
  return parsed[0].Plan['Plan Rows']
}

/** Two significant digits: an estimate should not look more exact than it is (98,532 → 99,000). */
function roughly(n: number) {
  if (n < 100) return Math.round(n)
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1)
  return Math.round(n / unit) * unit
}

function nextDay(date: string) {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day
}

/** Microtrends by id, in the reader's language (for hubs and favourites). */
export async function microtrendsByIds(db: Database, reader: Reader, ids: string[]) {
  const byId = new Map<string, Microtrend>()
  if (ids.length === 0) return byId
  const rows = await db
    .select(microtrendColumns(reader))
    .from(microtrends)
    .where(inArray(microtrends.id, ids))
  for (const r of rows) byId.set(r.row.id, toMicrotrend(r, reader.locale))
  return byId
}

export async function getMicrotrend(db: Database, reader: Reader, id: string) {
  const found = (await microtrendsByIds(db, reader, [id])).get(id)
  if (!found) throw notFound()
  return found
}

// Megatrends, macrotrends, facets -------------------------------------------------------------------

const microtrendCountOfMacrotrend = sql<number>`(select count(*)::int from ${microtrendMacrotrends} where ${microtrendMacrotrends.targetId} = ${outer(macrotrends, macrotrends.id)})`

const megatrendColumns = {
  row: megatrends,
  macrotrendCount: sql<number>`(select count(*)::int from ${macrotrends} where ${macrotrends.megatrendId} = ${outer(megatrends, megatrends.id)})`,
  microtrendCount: sql<number>`(select count(distinct mm.microtrend_id)::int from ${microtrendMacrotrends} mm join ${macrotrends} ma on ma.id = mm.macrotrend_id where ma.megatrend_id = ${outer(megatrends, megatrends.id)})`,
}

function toMegatrend(
  r: { row: typeof megatrends.$inferSelect; macrotrendCount: number; microtrendCount: number },
  locale: Locale,
): Megatrend {
  return {
    id: r.row.id,
    name: pickText(r.row.names, locale),
    description: pickText(r.row.descriptions, locale),
    names: r.row.names,
    descriptions: r.row.descriptions,
    color: r.row.color,
    macrotrend_count: r.macrotrendCount,
    microtrend_count: r.microtrendCount,
  }
}

function toMacrotrend(
  r: { row: typeof macrotrends.$inferSelect; microtrendCount: number },
  locale: Locale,
): Macrotrend {
  return {
    id: r.row.id,
    megatrend_id: r.row.megatrendId,
    name: pickText(r.row.names, locale),
    description: pickText(r.row.descriptions, locale),
    names: r.row.names,
    descriptions: r.row.descriptions,
    microtrend_count: r.microtrendCount,
  }
}

const byName =
  <T extends { name: string }>(locale: Locale) =>
  (a: T, b: T) =>
    a.name.localeCompare(b.name, locale)

export async function listMegatrends(db: Database, locale: Locale) {
  const rows = await db.select(megatrendColumns).from(megatrends).orderBy(asc(megatrends.order))
  return rows.map((r) => toMegatrend(r, locale))
}

export async function getMegatrend(db: Database, locale: Locale, id: string) {
  const [row] = await db.select(megatrendColumns).from(megatrends).where(eq(megatrends.id, id))
  if (!row) throw notFound()
  return toMegatrend(row, locale)
}

export async function listMacrotrends(
  db: Database,
  locale: Locale,
  megatrendId?: string,
  microtrendId?: string,
) {
  const rows = await db
    .select({ row: macrotrends, microtrendCount: microtrendCountOfMacrotrend })
    .from(macrotrends)
    .where(
      and(
        megatrendId ? eq(macrotrends.megatrendId, megatrendId) : undefined,
        microtrendId
          ? sql`exists (select 1 from ${microtrendMacrotrends} where ${microtrendMacrotrends.targetId} = ${outer(macrotrends, macrotrends.id)} and ${microtrendMacrotrends.microtrendId} = ${microtrendId})`
          : undefined,
      ),
    )
  return rows.map((r) => toMacrotrend(r, locale)).sort(byName(locale))
}

export async function getMacrotrend(db: Database, locale: Locale, id: string) {
  const [row] = await db
    .select({ row: macrotrends, microtrendCount: microtrendCountOfMacrotrend })
    .from(macrotrends)
    .where(eq(macrotrends.id, id))
  if (!row) throw notFound()
  return toMacrotrend(row, locale)
}

export async function megatrendOfMacrotrend(db: Database, locale: Locale, id: string) {
  const macrotrend = await getMacrotrend(db, locale, id)
  return getMegatrend(db, locale, macrotrend.megatrend_id)
}

export async function macrotrendsOfMicrotrend(db: Database, locale: Locale, id: string) {
  const [exists] = await db.select({ id: microtrends.id }).from(microtrends).where(eq(microtrends.id, id))
  if (!exists) throw notFound()
  return listMacrotrends(db, locale, undefined, id)
}

export async function listFacets(
  db: Database,
  locale: Locale,
  kind: 'industries' | 'innovations',
): Promise<Facet[]> {
  const table = kind === 'industries' ? industries : asFacet(innovations)
  const rows = await db.select().from(table)
  return rows.map((r) => ({ id: r.id, name: pickText(r.names, locale), names: r.names })).sort(byName(locale))
}

// Staff writes ---------------------------------------------------------------------------------------

/**
 * Refuses links to macrotrends, industries or innovations that do not exist, as field errors: the
 * same check for a hand-made microtrend and for each row of an import.
 */
export async function unknownLinks(
  db: Database,
  input: Pick<MicrotrendInput, 'macrotrend_ids' | 'industry_ids' | 'innovation_ids'>,
) {
  const fields: Record<string, { key: 'api.fields.unknown_trend_link' }[]> = {}
  const check = async (field: string, table: FacetTable, ids: string[]) => {
    const wanted = [...new Set(ids)]
    if (wanted.length === 0) return
    const [found] = await db.select({ n: count() }).from(table).where(inArray(table.id, wanted))
    if ((found?.n ?? 0) !== wanted.length) fields[field] = [{ key: 'api.fields.unknown_trend_link' }]
  }
  await check('macrotrend_ids', asFacet(macrotrends), input.macrotrend_ids)
  await check('industry_ids', industries, input.industry_ids)
  await check('innovation_ids', asFacet(innovations), input.innovation_ids)
  return fields
}

export const microtrendValues = (input: MicrotrendInput) => ({
  externalId: input.external_id,
  translations: input.translations,
  createdAtExternal: input.created_at_external ? new Date(input.created_at_external) : null,
})

/** Replaces a microtrend's links (inside the caller's transaction). */
export async function writeLinks(tx: Database, microtrendId: string, input: MicrotrendInput) {
  const sets = [
    [asLink(microtrendMacrotrends), input.macrotrend_ids],
    [microtrendIndustries, input.industry_ids],
    [asLink(microtrendInnovations), input.innovation_ids],
  ] as const
  for (const [table, ids] of sets) {
    await tx.delete(table).where(eq(table.microtrendId, microtrendId))
    const unique = [...new Set(ids)]
    if (unique.length) await tx.insert(table).values(unique.map((targetId) => ({ microtrendId, targetId })))
  }
  await writeTitleKeys(tx, [microtrendId])
}

/**
 * Writes the title keys of these microtrends anew from their texts and macrotrends (ADR 55): after
 * every change of either, in the same transaction. One statement per locale for all of them.
 */
export async function writeTitleKeys(tx: Database, microtrendIds: string[]) {
  if (microtrendIds.length === 0) return
  await tx.delete(titleKeys).where(inArray(titleKeys.microtrendId, microtrendIds))
  const table = getTableName(microtrends)
  const member = outer(microtrendMacrotrends, microtrendMacrotrends.microtrendId)
  for (const locale of LOCALES) {
    await tx.execute(sql`
      insert into ${titleKeys} (macrotrend_id, microtrend_id, locale, title)
      select ${outer(microtrendMacrotrends, microtrendMacrotrends.targetId)}, ${member}, ${locale},
        ${localizedTitle(locale, table)}
      from ${microtrendMacrotrends} join ${microtrends} on ${outerMicrotrend} = ${member}
      where ${member} in ${microtrendIds}`)
  }
}

async function refuseBadLinks(db: Database, input: MicrotrendInput) {
  const fields = await unknownLinks(db, input)
  if (Object.keys(fields).length) throw new AppError(400, 'api.errors.validation', { fields })
}

async function refuseTakenExternalId(db: Database, input: MicrotrendInput, ownId?: string) {
  if (!input.external_id) return
  const [other] = await db
    .select({ id: microtrends.id })
    .from(microtrends)
    .where(eq(microtrends.externalId, input.external_id))
  if (other && other.id !== ownId) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { external_id: [{ key: 'api.fields.duplicate' }] },
    })
  }
}

export async function createMicrotrend(db: Database, reader: Reader, input: MicrotrendInput) {
  await refuseBadLinks(db, input)
  await refuseTakenExternalId(db, input)
  const refs = await pictureRefsOf(input.pictures)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(microtrends)
      .values(microtrendValues(input))
      .returning({ id: microtrends.id })
    await writeLinks(tx, row!.id, input)
    await writePictures(tx, row!.id, refs)
    return row!.id
  })
  return getMicrotrend(db, reader, id)
}

export async function updateMicrotrend(db: Database, reader: Reader, id: string, input: MicrotrendInput) {
  await refuseBadLinks(db, input)
  await refuseTakenExternalId(db, input, id)
  const refs: PictureRef[] = await pictureRefsOf(input.pictures)
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(microtrends)
      .set({ ...microtrendValues(input), updatedAt: new Date() })
      .where(eq(microtrends.id, id))
      .returning({ id: microtrends.id })
    if (!row) return false
    await writeLinks(tx, id, input)
    await writePictures(tx, id, refs)
    return true
  })
  if (!found) throw notFound()
  return getMicrotrend(db, reader, id)
}

export async function deleteMicrotrend(db: Database, id: string) {
  const [row] = await db.delete(microtrends).where(eq(microtrends.id, id)).returning({ id: microtrends.id })
  if (!row) throw notFound()
}

/** The upload: one picture file (a data: address) appended to a microtrend's pictures. */
export async function uploadPicture(db: Database, reader: Reader, id: string, dataUrl: string) {
  const [exists] = await db.select({ id: microtrends.id }).from(microtrends).where(eq(microtrends.id, id))
  if (!exists) throw notFound()
  let ref: PictureRef
  try {
    ref = await pictureRefOf(dataUrl)
  } catch (error) {
    if (error instanceof PictureRefused) throw pictureError('data_url', error)
    throw error
  }
  if (ref.kind !== 'new') throw pictureError('data_url', new PictureRefused('api.fields.trend_picture_ref'))
  await addPicture(db, id, ref.picture)
  return getMicrotrend(db, reader, id)
}
