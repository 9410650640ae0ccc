import type { GoalLinksInput } from '@portal/contracts/goal-links'
import type {
  Competitor,
  CompetitorInput,
  Signal,
  SignalInput,
  SignalStats,
  Source,
  SourceInput,
} from '@portal/contracts/market-intelligence'
import { and, asc, count, desc, eq, getTableName, gte, inArray, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personJsonOf } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { assertGoals, type GoalKind, goalsByOwner } from '../goal-links/goal-links.service.ts'
import { competitors, signalGoalLinks, signals, sources } from './market-intelligence.tables.ts'

// Drizzle leaves the columns of a single-table select unqualified; a correlated subquery names the outer row.
const outerCompetitor = sql`${sql.identifier(getTableName(competitors))}.${sql.identifier('id')}`

const competitorColumns = {
  row: competitors,
  signalCount: sql<number>`(select count(*)::int from ${signals} s where s.competitor_id = ${outerCompetitor})`,
  lastSignalOn: sql<
    string | null
  >`(select max(s.occurred_on)::text from ${signals} s where s.competitor_id = ${outerCompetitor})`,
  topTags: sql<
    string[]
  >`(select coalesce(json_agg(tag order by n desc, tag), '[]'::json) from (select tag, count(*) as n from ${signals} s, jsonb_array_elements_text(s.tags) tag where s.competitor_id = ${outerCompetitor} group by tag order by n desc, tag limit 3) top)`,
}

function toCompetitor(r: {
  row: typeof competitors.$inferSelect
  signalCount: number
  lastSignalOn: string | null
  topTags: string[]
}): Competitor {
  return {
    id: r.row.id,
    name: r.row.name,
    website: r.row.website,
    description: r.row.description,
    signal_count: r.signalCount,
    last_signal_on: r.lastSignalOn,
    top_tags: r.topTags,
    created_at: r.row.createdAt.toISOString(),
    updated_at: r.row.updatedAt.toISOString(),
  }
}

export async function listCompetitors(db: Database, tenant: Tenant) {
  const rows = await db
    .select(competitorColumns)
    .from(competitors)
    .where(scope(competitors, tenant).where())
    .orderBy(asc(competitors.name))
  return rows.map(toCompetitor)
}

async function getCompetitor(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .select(competitorColumns)
    .from(competitors)
    .where(scope(competitors, tenant).byId(id))
  if (!row) throw notFound()
  return toCompetitor(row)
}

const duplicateName = () =>
  new AppError(400, 'api.errors.validation', { fields: { name: [{ key: 'api.fields.duplicate' }] } })

/** A name is unique in the company whatever its case (competitors and sources alike). */
async function refuseTakenName(
  db: Database,
  tenant: Tenant,
  table: typeof competitors | typeof sources,
  name: string,
  ownId?: string,
) {
  const [other] = await db
    .select({ id: table.id })
    .from(table as typeof competitors)
    .where(scope(table, tenant).where(sql`lower(${table.name}) = lower(${name})`))
  if (other && other.id !== ownId) throw duplicateName()
}

export async function createCompetitor(db: Database, tenant: Tenant, input: CompetitorInput) {
  await refuseTakenName(db, tenant, competitors, input.name)
  const [row] = await db
    .insert(competitors)
    .values(
      scope(competitors, tenant).row({
        name: input.name,
        website: input.website,
        description: input.description,
      }),
    )
    .returning({ id: competitors.id })
  return getCompetitor(db, tenant, row!.id)
}

export async function updateCompetitor(db: Database, tenant: Tenant, id: string, input: CompetitorInput) {
  await refuseTakenName(db, tenant, competitors, input.name, id)
  const [row] = await db
    .update(competitors)
    .set({ name: input.name, website: input.website, description: input.description, updatedAt: new Date() })
    .where(scope(competitors, tenant).byId(id))
    .returning({ id: competitors.id })
  if (!row) throw notFound()
  return getCompetitor(db, tenant, id)
}

/** Its signals stay, without a competitor. */
export async function deleteCompetitor(db: Database, tenant: Tenant, id: string) {
  const found = await db.transaction(async (tx) => {
    await tx
      .update(signals)
      .set({ competitorId: null })
      .where(scope(signals, tenant).where(eq(signals.competitorId, id)))
    const [row] = await tx
      .delete(competitors)
      .where(scope(competitors, tenant).byId(id))
      .returning({ id: competitors.id })
    return row !== undefined
  })
  if (!found) throw notFound()
}

// Sources ------------------------------------------------------------------------------------------

const sourceColumns = {
  row: sources,
  signalCount: sql<number>`(select count(*)::int from ${signals} s where s.source_id = ${sql`${sql.identifier(getTableName(sources))}.${sql.identifier('id')}`})`,
}

function toSource(r: { row: typeof sources.$inferSelect; signalCount: number }): Source {
  return {
    id: r.row.id,
    name: r.row.name,
    kind: r.row.kind as Source['kind'],
    url: r.row.url,
    reliability: r.row.reliability as Source['reliability'],
    notes: r.row.notes,
    signal_count: r.signalCount,
    created_at: r.row.createdAt.toISOString(),
    updated_at: r.row.updatedAt.toISOString(),
  }
}

export async function listSources(db: Database, tenant: Tenant) {
  const rows = await db
    .select(sourceColumns)
    .from(sources)
    .where(scope(sources, tenant).where())
    .orderBy(asc(sql`lower(${sources.name})`), asc(sources.id))
  return rows.map(toSource)
}

async function getSource(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select(sourceColumns).from(sources).where(scope(sources, tenant).byId(id))
  if (!row) throw notFound()
  return toSource(row)
}

const sourceValues = (input: SourceInput) => ({
  name: input.name,
  kind: input.kind,
  url: input.url,
  reliability: input.reliability,
  notes: input.notes,
})

export async function createSource(db: Database, tenant: Tenant, input: SourceInput) {
  await refuseTakenName(db, tenant, sources, input.name)
  const [row] = await db
    .insert(sources)
    .values(scope(sources, tenant).row(sourceValues(input)))
    .returning({ id: sources.id })
  return getSource(db, tenant, row!.id)
}

export async function updateSource(db: Database, tenant: Tenant, id: string, input: SourceInput) {
  await refuseTakenName(db, tenant, sources, input.name, id)
  const [row] = await db
    .update(sources)
    .set({ ...sourceValues(input), updatedAt: new Date() })
    .where(scope(sources, tenant).byId(id))
    .returning({ id: sources.id })
  if (!row) throw notFound()
  return getSource(db, tenant, id)
}

/** A source that signals use stays (409): its signals would lose where they came from. */
export async function deleteSource(db: Database, tenant: Tenant, id: string) {
  const source = await getSource(db, tenant, id)
  if (source.signal_count > 0) {
    throw new AppError(409, 'api.errors.source_in_use')
  }
  await db.delete(sources).where(scope(sources, tenant).byId(id))
}

/** Refuses (400 on `field`) an id that is not one of the company's sources. */
export async function assertSource(db: Database, tenant: Tenant, id: string, field = 'source_id') {
  const [own] = await db.select({ id: sources.id }).from(sources).where(scope(sources, tenant).byId(id))
  if (!own) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { [field]: [{ key: 'api.fields.not_in_company' }] },
    })
  }
}

// Signals ------------------------------------------------------------------------------------------

const author = alias(users, 'signal_author')
const signalColumns = {
  row: signals,
  competitorName: competitors.name,
  source: { id: sources.id, name: sources.name, kind: sources.kind, reliability: sources.reliability },
  createdBy: personJsonOf(author),
}

type SignalRow = {
  row: typeof signals.$inferSelect
  competitorName: string | null
  source: { id: string; name: string; kind: string; reliability: string | null }
  createdBy: Signal['created_by']
}

function toSignal(r: SignalRow, links: Signal['links'] = { objectives: [], measures: [] }): Signal {
  return {
    id: r.row.id,
    kind: r.row.kind as Signal['kind'],
    title: r.row.title,
    summary: r.row.summary,
    source: r.source as Signal['source'],
    url: r.row.url,
    occurred_on: r.row.occurredOn,
    competitor:
      r.row.competitorId && r.competitorName ? { id: r.row.competitorId, name: r.competitorName } : null,
    tags: r.row.tags,
    external_id: r.row.externalId,
    links,
    created_by: r.createdBy,
    created_at: r.row.createdAt.toISOString(),
  }
}

function selectSignals(db: Database) {
  return db
    .select(signalColumns)
    .from(signals)
    .innerJoin(sources, eq(sources.id, signals.sourceId))
    .leftJoin(competitors, eq(competitors.id, signals.competitorId))
    .leftJoin(author, eq(author.id, signals.createdBy))
}

/** The signals with their links to objectives and measures (read through the OKR and PPM services). */
async function withLinks(db: Database, tenant: Tenant, rows: SignalRow[]) {
  if (rows.length === 0) return []
  const links = await db
    .select({
      ownerId: signalGoalLinks.signalId,
      kind: signalGoalLinks.kind,
      targetId: signalGoalLinks.targetId,
    })
    .from(signalGoalLinks)
    .where(
      and(
        eq(signalGoalLinks.companyId, tenant.companyId),
        inArray(
          signalGoalLinks.signalId,
          rows.map((r) => r.row.id),
        ),
      ),
    )
  const goals = await goalsByOwner(
    db,
    tenant,
    links.map((l) => ({ ...l, kind: l.kind as GoalKind })),
  )
  return rows.map((r) => toSignal(r, goals.get(r.row.id)))
}

export async function listSignals(
  db: Database,
  tenant: Tenant,
  query: {
    page: number
    page_size: number
    search?: string
    competitor?: string
    source?: string
    tag?: string
    kind?: Signal['kind']
    from?: string
    to?: string
  },
) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = scope(signals, tenant).where(
    pattern
      ? sql`(${signals.title} ilike ${pattern} or ${signals.summary} ilike ${pattern} or ${signals.sourceId} in (select ${sources.id} from ${sources} where ${sources.companyId} = ${tenant.companyId} and ${sources.name} ilike ${pattern}))`
      : undefined,
    query.competitor ? eq(signals.competitorId, query.competitor) : undefined,
    query.source ? eq(signals.sourceId, query.source) : undefined,
    query.tag ? sql`${signals.tags} ? ${query.tag}` : undefined,
    query.kind ? eq(signals.kind, query.kind) : undefined,
    query.from ? gte(signals.occurredOn, query.from) : undefined,
    query.to ? lte(signals.occurredOn, query.to) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(signals).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await selectSignals(db)
    .where(where)
    .orderBy(desc(signals.occurredOn), desc(signals.createdAt), desc(signals.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: await withLinks(db, tenant, rows) }
}

export async function getSignal(db: Database, tenant: Tenant, id: string) {
  const [row] = await selectSignals(db).where(scope(signals, tenant).byId(id))
  if (!row) throw notFound()
  const [signal] = await withLinks(db, tenant, [row])
  return signal!
}

/** Refuses (400 on `field`) an id that is not one of the company's competitors. */
async function assertCompetitor(db: Database, tenant: Tenant, id: string) {
  const [own] = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(scope(competitors, tenant).byId(id))
  if (!own) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { competitor_id: [{ key: 'api.fields.not_in_company' }] },
    })
  }
}

export async function createSignal(db: Database, tenant: Tenant, input: SignalInput) {
  await assertSource(db, tenant, input.source_id)
  if (input.competitor_id) await assertCompetitor(db, tenant, input.competitor_id)
  const [row] = await db
    .insert(signals)
    .values(
      scope(signals, tenant).row({
        kind: input.kind,
        title: input.title,
        summary: input.summary,
        sourceId: input.source_id,
        url: input.url,
        occurredOn: input.occurred_on,
        competitorId: input.competitor_id,
        tags: [...new Set(input.tags)],
        createdBy: tenant.principal.userId,
      }),
    )
    .returning({ id: signals.id })
  return getSignal(db, tenant, row!.id)
}

/**
 * Replaces a signal's links to objectives and measures; each must be the company's (else 400). While
 * PPM is off for the company, its measure links are kept as they are (and naming one is a 403).
 */
export async function linkSignal(db: Database, tenant: Tenant, id: string, input: GoalLinksInput) {
  await getSignal(db, tenant, id)
  const { objectives, measures, ppm } = await assertGoals(db, tenant, input)
  const rows = [
    ...objectives.map((targetId) => ({ kind: 'objective', targetId })),
    ...measures.map((targetId) => ({ kind: 'measure', targetId })),
  ].map((l) => ({ ...l, signalId: id, companyId: tenant.companyId }))
  await db.transaction(async (tx) => {
    await tx
      .delete(signalGoalLinks)
      .where(
        and(
          eq(signalGoalLinks.companyId, tenant.companyId),
          eq(signalGoalLinks.signalId, id),
          ppm ? undefined : eq(signalGoalLinks.kind, 'objective'),
        ),
      )
    if (rows.length) await tx.insert(signalGoalLinks).values(rows)
  })
  return getSignal(db, tenant, id)
}

export async function deleteSignal(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.delete(signals).where(scope(signals, tenant).byId(id)).returning({ id: signals.id })
  if (!row) throw notFound()
}

/** Counts by month and competitor in one grouped query. */
export async function signalStatsOf(
  db: Database,
  tenant: Tenant,
  query: { from?: string; to?: string },
): Promise<SignalStats> {
  const month = sql<string>`to_char(${signals.occurredOn}, 'YYYY-MM')`
  const rows = await db
    .select({ month, competitorId: signals.competitorId, name: competitors.name, n: count() })
    .from(signals)
    .leftJoin(competitors, eq(competitors.id, signals.competitorId))
    .where(
      scope(signals, tenant).where(
        query.from ? gte(signals.occurredOn, query.from) : undefined,
        query.to ? lte(signals.occurredOn, query.to) : undefined,
      ),
    )
    .groupBy(month, signals.competitorId, competitors.name)
    .orderBy(month)
  const months = new Map<string, SignalStats['months'][number]>()
  const byCompetitor = new Map<string, SignalStats['competitors'][number]>()
  for (const r of rows) {
    const entry = months.get(r.month) ?? { month: r.month, count: 0, by_competitor: {} }
    entry.count += r.n
    const key = r.name ?? ''
    entry.by_competitor[key] = (entry.by_competitor[key] ?? 0) + r.n
    months.set(r.month, entry)
    const id = r.competitorId ?? 'none'
    const total = byCompetitor.get(id) ?? { id: r.competitorId, name: r.name, count: 0 }
    total.count += r.n
    byCompetitor.set(id, total)
  }
  return {
    months: [...months.values()],
    competitors: [...byCompetitor.values()].sort(
      (a, b) => b.count - a.count || (a.name ?? '').localeCompare(b.name ?? ''),
    ),
  }
}
