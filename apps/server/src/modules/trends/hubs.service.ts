import type { Person } from '@portal/contracts/people'
import type {
  Hub,
  HubDetail,
  HubInput,
  HubPatch,
  HubTrend,
  MicrotrendGoals,
  RatingInput,
  TimeHorizon,
} from '@portal/contracts/trends'
import { TIME_HORIZONS } from '@portal/contracts/trends'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { peopleOf, personColumns, personJsonOf } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { assertGoals, assertPpmOpen, type GoalKind, goalsByOwner } from '../goal-links/goal-links.service.ts'
import { microtrendsByIds, outer, type Reader } from './library.service.ts'
import {
  hubMembers,
  hubRatings,
  hubs,
  hubTrendMeasures,
  hubTrendObjectives,
  hubTrends,
  microtrends,
} from './trends.tables.ts'

const creator = alias(users, 'hub_creator')
const membersLink = { table: hubMembers, ownerId: hubMembers.hubId, userId: hubMembers.userId }

const hubColumns = {
  row: hubs,
  createdBy: personJsonOf(creator),
  trendCount: sql<number>`(select count(*)::int from ${hubTrends} where ${hubTrends.hubId} = ${outer(hubs, hubs.id)})`,
}

type HubRow = { row: typeof hubs.$inferSelect; createdBy: Person | null; trendCount: number }

function toHub(r: HubRow, members: Person[], tenant: Tenant): Hub {
  return {
    id: r.row.id,
    name: r.row.name,
    description: r.row.description,
    members,
    created_by: r.createdBy,
    trend_count: r.trendCount,
    can_edit: canEdit(tenant, members),
    created_at: r.row.createdAt.toISOString(),
    updated_at: r.row.updatedAt.toISOString(),
  }
}

/** Members work on a hub; the company's admins (and staff acting in it) may change any of its hubs. */
const canEdit = (tenant: Tenant, members: Person[]) =>
  tenant.canManage || members.some((m) => m.id === tenant.principal.userId)

export async function listHubs(
  db: Database,
  tenant: Tenant,
  query: { page: number; page_size: number; search?: string; microtrend?: string },
) {
  const where = scope(hubs, tenant).where(
    query.search ? sql`${hubs.name} ilike ${containsPattern(query.search)}` : undefined,
    query.microtrend
      ? sql`exists (select 1 from ${hubTrends} where ${hubTrends.hubId} = ${outer(hubs, hubs.id)} and ${hubTrends.microtrendId} = ${query.microtrend})`
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(hubs).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select(hubColumns)
    .from(hubs)
    .leftJoin(creator, eq(creator.id, hubs.createdBy))
    .where(where)
    .orderBy(asc(hubs.name), asc(hubs.id))
    .limit(limit)
    .offset(offset)
  const members = await peopleOf(
    db,
    membersLink,
    rows.map((r) => r.row.id),
  )
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => toHub(r, members.get(r.row.id) ?? [], tenant)),
  }
}

async function hubRow(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .select(hubColumns)
    .from(hubs)
    .leftJoin(creator, eq(creator.id, hubs.createdBy))
    .where(scope(hubs, tenant).byId(id))
  if (!row) throw notFound()
  const members = (await peopleOf(db, membersLink, [id])).get(id) ?? []
  return { row, members }
}

export async function getHub(db: Database, tenant: Tenant, reader: Reader, id: string): Promise<HubDetail> {
  const { row, members } = await hubRow(db, tenant, id)
  return { ...toHub(row, members, tenant), trends: await trendsOf(db, tenant, reader, id) }
}

const adder = alias(users, 'hub_trend_adder')

/** A hub's trends with the members' ratings: three queries whatever the number of trends. */
async function trendsOf(db: Database, tenant: Tenant, reader: Reader, hubId: string): Promise<HubTrend[]> {
  const rows = await db
    .select({ row: hubTrends, addedBy: personJsonOf(adder) })
    .from(hubTrends)
    .leftJoin(adder, eq(adder.id, hubTrends.addedBy))
    .where(eq(hubTrends.hubId, hubId))
    .orderBy(desc(hubTrends.addedAt), asc(hubTrends.id))
  if (rows.length === 0) return []
  const ratings = await db
    .select({ row: hubRatings, user: personColumns })
    .from(hubRatings)
    .innerJoin(users, eq(users.id, hubRatings.userId))
    .where(
      inArray(
        hubRatings.hubTrendId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
  const byTrend = new Map<string, typeof ratings>()
  for (const r of ratings) byTrend.set(r.row.hubTrendId, [...(byTrend.get(r.row.hubTrendId) ?? []), r])
  const trends = await microtrendsByIds(
    db,
    reader,
    rows.map((r) => r.row.microtrendId),
  )
  const goals = await linkedGoals(
    db,
    tenant,
    rows.map((r) => r.row.id),
  )
  return rows.map(({ row, addedBy }) => {
    const own = byTrend.get(row.id) ?? []
    const average = (pick: (r: (typeof own)[number]) => number) =>
      own.length ? Math.round((own.reduce((s, r) => s + pick(r), 0) / own.length) * 10) / 10 : null
    return {
      microtrend: trends.get(row.microtrendId)!,
      notes: row.notes,
      added_by: addedBy,
      added_at: row.addedAt.toISOString(),
      ratings: own.map((r) => ({
        user: r.user,
        impact: r.row.impact,
        time_horizon: r.row.timeHorizon as TimeHorizon,
        relevance: r.row.relevance,
        updated_at: r.row.updatedAt.toISOString(),
      })),
      impact: average((r) => r.row.impact),
      relevance: average((r) => r.row.relevance),
      time_horizon: commonHorizon(own.map((r) => r.row.timeHorizon as TimeHorizon)),
      objectives: goals.get(row.id)?.objectives ?? [],
      measures: goals.get(row.id)?.measures ?? [],
    }
  })
}

/** The horizon most members chose; on a tie, the nearer one. */
function commonHorizon(horizons: TimeHorizon[]): TimeHorizon | null {
  if (horizons.length === 0) return null
  let best: TimeHorizon = horizons[0]!
  let bestCount = 0
  for (const horizon of TIME_HORIZONS) {
    const n = horizons.filter((h) => h === horizon).length
    if (n > bestCount) [best, bestCount] = [horizon, n]
  }
  return best
}

export async function createHub(db: Database, tenant: Tenant, reader: Reader, input: HubInput) {
  const memberIds = [...new Set([tenant.principal.userId, ...input.member_ids])]
  await assertMembers(db, tenant, 'member_ids', input.member_ids)
  const at = scope(hubs, tenant)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hubs)
      .values(
        at.row({ name: input.name, description: input.description, createdBy: tenant.principal.userId }),
      )
      .returning({ id: hubs.id })
    // Staff acting in a company they do not belong to create hubs without joining them.
    const joining = await memberRows(tx, tenant, memberIds)
    if (joining.length)
      await tx
        .insert(hubMembers)
        .values(joining.map((userId) => ({ hubId: row!.id, companyId: tenant.companyId, userId })))
    return row!.id
  })
  return getHub(db, tenant, reader, id)
}

/** Of these users, the ones who belong to the company (the caller may be staff from outside). */
async function memberRows(db: Database, tenant: Tenant, userIds: string[]) {
  const rows = await db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(eq(companyMemberships.companyId, tenant.companyId), inArray(companyMemberships.userId, userIds)),
    )
  return rows.map((r) => r.userId)
}

/** The hub, if the caller may change it: members and the company's admins; others get 403. */
async function editableHub(db: Database, tenant: Tenant, id: string) {
  const found = await hubRow(db, tenant, id)
  if (!canEdit(tenant, found.members)) throw forbidden()
  return found
}

export async function updateHub(db: Database, tenant: Tenant, reader: Reader, id: string, patch: HubPatch) {
  await editableHub(db, tenant, id)
  if (patch.member_ids) await assertMembers(db, tenant, 'member_ids', patch.member_ids)
  await db.transaction(async (tx) => {
    await tx
      .update(hubs)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        updatedAt: new Date(),
      })
      .where(scope(hubs, tenant).byId(id))
    if (patch.member_ids) {
      await tx.delete(hubMembers).where(eq(hubMembers.hubId, id))
      const ids = [...new Set(patch.member_ids)]
      if (ids.length)
        await tx
          .insert(hubMembers)
          .values(ids.map((userId) => ({ hubId: id, companyId: tenant.companyId, userId })))
    }
  })
  return getHub(db, tenant, reader, id)
}

export async function deleteHub(db: Database, tenant: Tenant, id: string) {
  await editableHub(db, tenant, id)
  await db.delete(hubs).where(scope(hubs, tenant).byId(id))
}

async function assertMicrotrend(db: Database, id: string) {
  const [row] = await db.select({ id: microtrends.id }).from(microtrends).where(eq(microtrends.id, id))
  if (!row) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { microtrend_id: [{ key: 'api.fields.unknown_microtrend' }] },
    })
  }
}

/** Adds a trend with notes; adding it again replaces its notes (an idempotent call). */
export async function addTrend(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  input: { microtrend_id: string; notes: string },
) {
  await editableHub(db, tenant, id)
  await assertMicrotrend(db, input.microtrend_id)
  await db
    .insert(hubTrends)
    .values(
      scope(hubTrends, tenant).row({
        hubId: id,
        microtrendId: input.microtrend_id,
        notes: input.notes,
        addedBy: tenant.principal.userId,
      }),
    )
    .onConflictDoUpdate({ target: [hubTrends.hubId, hubTrends.microtrendId], set: { notes: input.notes } })
  await touch(db, tenant, id)
  return getHub(db, tenant, reader, id)
}

async function hubTrendId(db: Database, tenant: Tenant, hubId: string, microtrendId: string) {
  const [row] = await db
    .select({ id: hubTrends.id })
    .from(hubTrends)
    .where(
      scope(hubTrends, tenant).where(eq(hubTrends.hubId, hubId), eq(hubTrends.microtrendId, microtrendId)),
    )
  if (!row) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { microtrend_id: [{ key: 'api.fields.trend_not_in_hub' }] },
    })
  }
  return row.id
}

export async function removeTrend(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  microtrendId: string,
) {
  await editableHub(db, tenant, id)
  const trendId = await hubTrendId(db, tenant, id, microtrendId)
  await db.delete(hubTrends).where(scope(hubTrends, tenant).byId(trendId))
  await touch(db, tenant, id)
  return getHub(db, tenant, reader, id)
}

/** The caller's own rating of a trend of the hub; rating again replaces it. */
export async function rateTrend(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  input: RatingInput,
) {
  await editableHub(db, tenant, id)
  const trendId = await hubTrendId(db, tenant, id, input.microtrend_id)
  const values = { impact: input.impact, timeHorizon: input.time_horizon, relevance: input.relevance }
  await db
    .insert(hubRatings)
    .values(
      scope(hubRatings, tenant).row({ hubTrendId: trendId, userId: tenant.principal.userId, ...values }),
    )
    .onConflictDoUpdate({
      target: [hubRatings.hubTrendId, hubRatings.userId],
      set: { ...values, updatedAt: new Date() },
    })
  return getHub(db, tenant, reader, id)
}

const touch = (db: Database, tenant: Tenant, id: string) =>
  db
    .update(hubs)
    .set({ updatedAt: new Date() })
    .where(and(scope(hubs, tenant).byId(id)))

/** The links of these hub trends (of the tenant's hubs), as rows for `goalsByOwner`. */
async function linkRows(db: Database, tenant: Tenant, hubTrendIds: string[]) {
  if (hubTrendIds.length === 0) return []
  // A link row has no id of its own, so `scope()` does not fit; its company is checked here.
  const [objectives, measures] = await Promise.all([
    db
      .select({ ownerId: hubTrendObjectives.hubTrendId, targetId: hubTrendObjectives.objectiveId })
      .from(hubTrendObjectives)
      .where(
        and(
          eq(hubTrendObjectives.companyId, tenant.companyId),
          inArray(hubTrendObjectives.hubTrendId, hubTrendIds),
        ),
      ),
    db
      .select({ ownerId: hubTrendMeasures.hubTrendId, targetId: hubTrendMeasures.measureId })
      .from(hubTrendMeasures)
      .where(
        and(
          eq(hubTrendMeasures.companyId, tenant.companyId),
          inArray(hubTrendMeasures.hubTrendId, hubTrendIds),
        ),
      ),
  ])
  return [
    ...objectives.map((l) => ({ ...l, kind: 'objective' as GoalKind })),
    ...measures.map((l) => ({ ...l, kind: 'measure' as GoalKind })),
  ]
}

/** The objectives and measures each hub trend is linked to, through their services (gone or foreign ones left out). */
async function linkedGoals(db: Database, tenant: Tenant, hubTrendIds: string[]) {
  return goalsByOwner(db, tenant, await linkRows(db, tenant, hubTrendIds))
}

/** Replaces the objectives a hub trend is linked to; each must be one of the company's. */
export async function linkObjectives(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  input: { microtrend_id: string; objective_ids: string[] },
) {
  return replaceLinks(db, tenant, reader, id, input.microtrend_id, 'objective', input.objective_ids)
}

/** Replaces the PPM measures a hub trend is linked to; each must be one of the company's (403 while PPM is off). */
export async function linkMeasures(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  input: { microtrend_id: string; measure_ids: string[] },
) {
  return replaceLinks(db, tenant, reader, id, input.microtrend_id, 'measure', input.measure_ids)
}

async function replaceLinks(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  id: string,
  microtrendId: string,
  kind: GoalKind,
  ids: string[],
) {
  await editableHub(db, tenant, id)
  const trendId = await hubTrendId(db, tenant, id, microtrendId)
  // Links to measures are PPM's: not written while the company has it off (ADR 49).
  if (kind === 'measure') await assertPpmOpen(db, tenant)
  const checked = await assertGoals(
    db,
    tenant,
    kind === 'objective' ? { objective_ids: ids } : { measure_ids: ids },
  )
  const own = { hubTrendId: trendId, companyId: tenant.companyId }
  await db.transaction(async (tx) => {
    if (kind === 'objective') {
      await tx.delete(hubTrendObjectives).where(eq(hubTrendObjectives.hubTrendId, trendId))
      const rows = checked.objectives.map((objectiveId) => ({ ...own, objectiveId }))
      if (rows.length) await tx.insert(hubTrendObjectives).values(rows)
    } else {
      await tx.delete(hubTrendMeasures).where(eq(hubTrendMeasures.hubTrendId, trendId))
      const rows = checked.measures.map((measureId) => ({ ...own, measureId }))
      if (rows.length) await tx.insert(hubTrendMeasures).values(rows)
    }
  })
  return getHub(db, tenant, reader, id)
}

/**
 * What the company does about a microtrend: the objectives and measures linked to it in any of the
 * company's hubs, each with the hubs that linked it. A trend no hub holds answers empty lists.
 */
export async function microtrendGoals(
  db: Database,
  tenant: Tenant,
  microtrendId: string,
): Promise<MicrotrendGoals> {
  await assertMicrotrendExists(db, microtrendId)
  const held = await db
    .select({ id: hubTrends.id, hubId: hubs.id, hubName: hubs.name })
    .from(hubTrends)
    .innerJoin(hubs, eq(hubs.id, hubTrends.hubId))
    .where(scope(hubTrends, tenant).where(eq(hubTrends.microtrendId, microtrendId)))
    .orderBy(asc(hubs.name))
  const goals = await linkedGoals(
    db,
    tenant,
    held.map((h) => h.id),
  )
  const objectives = new Map<string, MicrotrendGoals['objectives'][number]>()
  const measures = new Map<string, MicrotrendGoals['measures'][number]>()
  for (const h of held) {
    const hub = { id: h.hubId, name: h.hubName }
    const found = goals.get(h.id)
    for (const o of found?.objectives ?? []) {
      objectives.set(o.id, { ...o, hubs: [...(objectives.get(o.id)?.hubs ?? []), hub] })
    }
    for (const m of found?.measures ?? []) {
      measures.set(m.id, { ...m, hubs: [...(measures.get(m.id)?.hubs ?? []), hub] })
    }
  }
  const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title)
  return {
    objectives: [...objectives.values()].sort(byTitle),
    measures: [...measures.values()].sort(byTitle),
  }
}

async function assertMicrotrendExists(db: Database, id: string) {
  const [row] = await db.select({ id: microtrends.id }).from(microtrends).where(eq(microtrends.id, id))
  if (!row) throw notFound()
}
