import { randomUUID } from 'node:crypto'
import {
  type KeyResultInput,
  type KeyResultListQuery,
  keyResultProgress,
  type Milestone,
} from '@portal/contracts/okr-key-results'
import { asc, count, eq, ilike, lte } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges } from './changelog.ts'
import { insertCheckIn } from './check-ins.service.ts'
import { getKeyResult, keyResultSnapshot, loadKeyResultState, selectKeyResults } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { loadObjectiveStates } from './objectives.service.ts'
import { okrObjectives } from './objectives.tables.ts'
import { assertMay } from './okr-access.ts'
import { fieldError } from './okr-checks.ts'
import { objectiveConditions, ownerOf } from './okr-filters.ts'
import { paceOf, today } from './pace.ts'
import { rollUpObjectives } from './rollup.ts'

const LIST_ORDER = [asc(okrObjectives.title), asc(okrKeyResults.createdAt), asc(okrKeyResults.id)]

export async function listKeyResults(db: Database, tenant: Tenant, query: KeyResultListQuery) {
  const where = scope(okrKeyResults, tenant).where(
    ...objectiveConditions({
      teamIds: query.team ? [query.team] : undefined,
      period: query.period,
      statuses: query.status ? [query.status] : undefined,
    }),
    query.objective ? eq(okrKeyResults.objectiveId, query.objective) : undefined,
    query.owner ? eq(okrKeyResults.responsibleId, ownerOf(tenant, query.owner)) : undefined,
    query.metric ? eq(okrKeyResults.metric, query.metric) : undefined,
    query.confidence_max !== undefined ? lte(okrKeyResults.confidence, query.confidence_max) : undefined,
    query.pace ? eq(paceOf(today()), query.pace) : undefined,
    query.search ? ilike(okrKeyResults.title, containsPattern(query.search)) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(where)
  const results = await selectKeyResults(db, tenant, where, { orderBy: LIST_ORDER, ...pageWindow(query) })
  return { count: total?.n ?? 0, results }
}

type KeyResultRow = typeof okrKeyResults.$inferSelect

/**
 * The stored columns of an input. yes/no runs 0 → 1; milestone 0 → number of milestones with the
 * done ones as current value; values left out keep what was there (or start at the start value).
 */
function columnsOf(input: KeyResultInput, previous?: KeyResultRow) {
  const sameMetric = previous?.metric === input.metric
  const known = new Set(sameMetric ? previous.milestones.map((m) => m.id) : [])
  const milestones: Milestone[] =
    input.metric === 'milestone'
      ? input.milestones.map((m) => ({
          id: m.id && known.has(m.id) ? m.id : randomUUID(),
          title: m.title,
          done: m.done,
        }))
      : []
  const kept = sameMetric ? previous.currentValue : undefined
  let values: { startValue: number; targetValue: number; currentValue: number; unit: string }
  if (input.metric === 'yes_no') {
    values = { startValue: 0, targetValue: 1, currentValue: input.current_value ?? kept ?? 0, unit: '' }
  } else if (input.metric === 'milestone') {
    const done = milestones.filter((m) => m.done).length
    values = { startValue: 0, targetValue: milestones.length, currentValue: done, unit: '' }
  } else {
    values = {
      startValue: input.start_value,
      targetValue: input.target_value ?? input.start_value,
      currentValue: input.current_value ?? kept ?? input.start_value,
      unit: input.metric === 'percentage' ? '%' : input.unit,
    }
  }
  const progress = keyResultProgress({
    metric: input.metric,
    start_value: values.startValue,
    target_value: values.targetValue,
    current_value: values.currentValue,
    milestones,
  })
  return {
    objectiveId: input.objective_id,
    title: input.title,
    description: input.description,
    metric: input.metric,
    ...values,
    weight: input.weight,
    responsibleId: input.responsible_id,
    confidence: input.confidence ?? previous?.confidence ?? 5,
    milestones,
    progress,
  }
}

/** The objective a key result goes into: the tenant's, and one the caller may edit. */
async function assertObjectiveEditable(db: Database, tenant: Tenant, objectiveId: string) {
  const objective = (await loadObjectiveStates(db, tenant, [objectiveId])).get(objectiveId)
  if (!objective) throw fieldError('objective_id', 'not_in_company')
  assertMay(objective.editable)
}

export async function createKeyResult(db: Database, tenant: Tenant, input: KeyResultInput) {
  await assertObjectiveEditable(db, tenant, input.objective_id)
  if (input.responsible_id) await assertMembers(db, tenant, 'responsible_id', [input.responsible_id])
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrKeyResults)
      .values(scope(okrKeyResults, tenant).row(columnsOf(input)))
      .returning()
    await recordChanges(tx, tenant, [
      { type: 'key_result', id: row!.id, before: null, after: keyResultSnapshot(row!) },
    ])
    await rollUpObjectives(tx, [row!.objectiveId])
    return row!.id
  })
  return getKeyResult(db, tenant, id)
}

export async function updateKeyResult(db: Database, tenant: Tenant, id: string, input: KeyResultInput) {
  const before = await loadKeyResultState(db, tenant, id)
  assertMay(before.editable)
  if (input.objective_id !== before.row.objectiveId)
    await assertObjectiveEditable(db, tenant, input.objective_id)
  if (input.responsible_id) await assertMembers(db, tenant, 'responsible_id', [input.responsible_id])
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(okrKeyResults)
      .set({ ...columnsOf(input, before.row), updatedAt: new Date() })
      .where(scope(okrKeyResults, tenant).byId(id))
      .returning()
    // A new value or confidence is a check-in too, so the value history stays complete.
    if (row!.currentValue !== before.row.currentValue || row!.confidence !== before.row.confidence) {
      await insertCheckIn(tx, tenant, before.row, row!, '')
    }
    await recordChanges(tx, tenant, [
      { type: 'key_result', id, before: before.snapshot, after: keyResultSnapshot(row!) },
    ])
    await rollUpObjectives(tx, [before.row.objectiveId, row!.objectiveId])
  })
  return getKeyResult(db, tenant, id)
}

export async function deleteKeyResult(db: Database, tenant: Tenant, id: string) {
  const before = await loadKeyResultState(db, tenant, id)
  assertMay(before.editable)
  await db.transaction(async (tx) => {
    await tx.delete(okrKeyResults).where(scope(okrKeyResults, tenant).byId(id))
    await recordChanges(tx, tenant, [{ type: 'key_result', id, before: before.snapshot, after: null }])
    await rollUpObjectives(tx, [before.row.objectiveId])
  })
}
