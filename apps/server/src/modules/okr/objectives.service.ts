import type { ObjectiveInput, ObjectiveListQuery } from '@portal/contracts/okr-objectives'
import { asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges, type Snapshot } from './changelog.ts'
import { selectObjectivePage, selectObjectives } from './objective-rows.ts'
import { okrObjectiveAlignments, okrObjectiveResponsibles, okrObjectives } from './objectives.tables.ts'
import { assertMay, assertMayCreateFor, canEditObjective } from './okr-access.ts'
import { assertFound, assertNoCycle, assertTeam, parentIdsOf, sorted } from './okr-checks.ts'
import { filterOfQuery, objectiveConditions } from './okr-filters.ts'
import { rollUpObjectives } from './rollup.ts'
import { inIds } from './sql-rows.ts'

/** Newest periods first, then by title: what a list of objectives reads best in. */
const LIST_ORDER = [desc(okrObjectives.periodEnd), asc(okrObjectives.title), asc(okrObjectives.id)]

export async function listObjectives(db: Database, tenant: Tenant, query: ObjectiveListQuery) {
  const where = scope(okrObjectives, tenant).where(...objectiveConditions(filterOfQuery(tenant, query)))
  const window = { orderBy: LIST_ORDER, ...pageWindow(query) }
  const { total, results } = await selectObjectivePage(db, tenant, where, window)
  if (total !== null || !window.offset) return { count: total ?? 0, results }
  const [counted] = await db.select({ n: count() }).from(okrObjectives).where(where)
  return { count: counted?.n ?? 0, results }
}

export async function getObjective(db: Database, tenant: Tenant, id: string) {
  const [objective] = await selectObjectives(db, tenant, scope(okrObjectives, tenant).byId(id), {
    orderBy: [],
    limit: 1,
  })
  if (!objective) throw notFound()
  return objective
}

/** Objectives' stored state and changelog snapshots, by id; other companies' are left out. */
export async function loadObjectiveStates(db: Database, tenant: Tenant, ids: string[]) {
  const states = new Map<string, ObjectiveState>()
  if (ids.length === 0) return states
  const rows = await db.select().from(okrObjectives).where(scope(okrObjectives, tenant).byIds(ids))
  const people = await db
    .select({ objectiveId: okrObjectiveResponsibles.objectiveId, userId: okrObjectiveResponsibles.userId })
    .from(okrObjectiveResponsibles)
    .where(inIds(okrObjectiveResponsibles.objectiveId, ids))
  const parents = await parentIdsOf(db, ids)
  for (const row of rows) {
    const responsibleIds = people.filter((p) => p.objectiveId === row.id).map((p) => p.userId)
    const parentIds = parents.get(row.id) ?? []
    states.set(row.id, {
      row,
      responsibleIds,
      parentIds,
      snapshot: objectiveSnapshot(row, responsibleIds, parentIds),
      editable: canEditObjective(tenant, { ownerId: row.ownerId, responsibleIds }),
    })
  }
  return states
}

export interface ObjectiveState {
  row: typeof okrObjectives.$inferSelect
  responsibleIds: string[]
  parentIds: string[]
  snapshot: Snapshot
  /** The caller may change or delete it. */
  editable: boolean
}

/** One objective's state; another company's is not found. */
export async function loadObjectiveState(db: Database, tenant: Tenant, id: string) {
  const state = (await loadObjectiveStates(db, tenant, [id])).get(id)
  if (!state) throw notFound()
  return state
}

export function objectiveSnapshot(
  row: typeof okrObjectives.$inferSelect,
  responsibleIds: string[],
  parentIds: string[],
): Snapshot {
  return {
    title: row.title,
    description: row.description,
    team_id: row.teamId,
    owner_id: row.ownerId,
    responsible_ids: sorted(responsibleIds),
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status,
    health: row.health,
    parent_ids: sorted(parentIds),
  }
}

const columnsOf = (input: ObjectiveInput) => ({
  title: input.title,
  description: input.description,
  teamId: input.team_id,
  ownerId: input.owner_id,
  periodStart: input.period_start,
  periodEnd: input.period_end,
  status: input.status,
  health: input.health,
})

/** Owner and responsible people must be members; team and parents the tenant's. */
async function assertReferences(db: Database, tenant: Tenant, input: ObjectiveInput) {
  await assertMembers(db, tenant, 'owner_id', [input.owner_id])
  await assertMembers(db, tenant, 'responsible_ids', input.responsible_ids)
  await assertTeam(db, tenant, input.team_id)
  await assertFound(db, tenant, okrObjectives, input.parent_ids, 'parent_ids')
}

export async function createObjective(db: Database, tenant: Tenant, input: ObjectiveInput) {
  assertMayCreateFor(tenant, [input.owner_id, ...input.responsible_ids])
  await assertReferences(db, tenant, input)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrObjectives)
      .values(scope(okrObjectives, tenant).row(columnsOf(input)))
      .returning()
    await setPeopleAndParents(tx, tenant, row!.id, input)
    await recordChanges(tx, tenant, [
      {
        type: 'objective',
        id: row!.id,
        before: null,
        after: objectiveSnapshot(row!, input.responsible_ids, input.parent_ids),
      },
    ])
    await rollUpObjectives(tx, [row!.id])
    return row!.id
  })
  return getObjective(db, tenant, id)
}

export async function updateObjective(db: Database, tenant: Tenant, id: string, input: ObjectiveInput) {
  const before = await loadObjectiveState(db, tenant, id)
  assertMay(before.editable)
  await assertReferences(db, tenant, input)
  await assertNoCycle(db, id, input.parent_ids)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(okrObjectives)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(scope(okrObjectives, tenant).byId(id))
      .returning()
    await setPeopleAndParents(tx, tenant, id, input)
    await recordChanges(tx, tenant, [
      {
        type: 'objective',
        id,
        before: before.snapshot,
        after: objectiveSnapshot(row!, input.responsible_ids, input.parent_ids),
      },
    ])
    // Its status decides whether it counts for its parents, old and new.
    await rollUpObjectives(tx, [id, ...before.parentIds])
  })
  return getObjective(db, tenant, id)
}

async function setPeopleAndParents(tx: Database, tenant: Tenant, id: string, input: ObjectiveInput) {
  const companyId = tenant.companyId
  await tx.delete(okrObjectiveResponsibles).where(eq(okrObjectiveResponsibles.objectiveId, id))
  const people = [...new Set(input.responsible_ids)]
  if (people.length) {
    await tx
      .insert(okrObjectiveResponsibles)
      .values(people.map((userId) => ({ objectiveId: id, userId, companyId })))
  }
  await tx.delete(okrObjectiveAlignments).where(eq(okrObjectiveAlignments.childId, id))
  const parents = [...new Set(input.parent_ids)]
  if (parents.length) {
    await tx
      .insert(okrObjectiveAlignments)
      .values(parents.map((parentId) => ({ childId: id, parentId, companyId })))
  }
}
