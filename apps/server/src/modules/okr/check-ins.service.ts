import {
  type CheckIn,
  type CheckInInput,
  type KeyResultMetric,
  keyResultProgress,
} from '@portal/contracts/okr-key-results'
import type { PageQuery } from '@portal/contracts/pagination'
import type { Person } from '@portal/contracts/people'
import { count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges } from './changelog.ts'
import { keyResultSnapshot, loadKeyResultState } from './key-result-rows.ts'
import { okrCheckIns, okrKeyResults } from './key-results.tables.ts'
import { actorOf, assertMay } from './okr-access.ts'
import { fieldError } from './okr-checks.ts'
import { rollUpObjectives } from './rollup.ts'

type KeyResultRow = typeof okrKeyResults.$inferSelect

/** Who or what set a check-in's value: a person, an integration's push, or PPM's measures (ADR 39). */
export type CheckInSource = 'person' | 'integration' | 'measures'

/** Records a key result's move from `before` to `after` as a check-in (in the caller's transaction). */
export async function insertCheckIn(
  tx: Database,
  tenant: Tenant,
  before: KeyResultRow,
  after: KeyResultRow,
  comment: string,
  via: CheckInSource = 'person',
) {
  const actor = actorOf(tenant)
  const [row] = await tx
    .insert(okrCheckIns)
    .values(
      scope(okrCheckIns, tenant).row({
        keyResultId: after.id,
        value: after.currentValue,
        previousValue: before.currentValue,
        progress: after.progress,
        confidence: after.confidence,
        comment,
        authorId: actor.userId,
        impersonatorId: actor.impersonatorId,
        viaIntegration: via === 'integration',
        viaMeasures: via === 'measures',
      }),
    )
    .returning()
  await tx.update(okrKeyResults).set({ lastCheckInAt: row!.createdAt }).where(eq(okrKeyResults.id, after.id))
  return row!
}

/** The new state a check-in sets: a value (yes/no: 0 or 1), or the done milestones. */
function valuesOf(row: KeyResultRow, input: CheckInInput) {
  let currentValue: number
  let milestones = row.milestones
  if (row.metric === 'milestone') {
    const done = input.done_milestone_ids
    if (!done) throw fieldError('done_milestone_ids', 'required')
    const known = new Set(row.milestones.map((m) => m.id))
    if (done.some((id) => !known.has(id))) throw fieldError('done_milestone_ids', 'unknown_milestone')
    milestones = row.milestones.map((m) => ({ ...m, done: done.includes(m.id) }))
    currentValue = milestones.filter((m) => m.done).length
  } else {
    if (input.value === undefined) throw fieldError('value', 'required')
    if (row.metric === 'yes_no' && input.value !== 0 && input.value !== 1) throw fieldError('value', 'yes_no')
    currentValue = input.value
  }
  const progress = keyResultProgress({
    metric: row.metric as KeyResultMetric,
    start_value: row.startValue,
    target_value: row.targetValue,
    current_value: currentValue,
    milestones,
  })
  return { currentValue, milestones, progress, confidence: input.confidence ?? row.confidence }
}

/**
 * A check-in by whoever may edit the key result: new value, confidence and why. An integration's push
 * (`via: 'integration'`) needs no edit right: the key result was set to take its value from integrations
 * by someone who had it (ADR 29).
 */
export async function createCheckIn(
  db: Database,
  tenant: Tenant,
  keyResultId: string,
  input: CheckInInput,
  via: 'person' | 'integration' = 'person',
) {
  const before = await loadKeyResultState(db, tenant, keyResultId)
  if (via === 'integration') {
    if (!before.row.valueFromIntegrations) throw new AppError(409, 'api.errors.value_from_integrations')
  } else {
    assertMay(before.editable)
  }
  const values = valuesOf(before.row, input)
  const checkIn = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(okrKeyResults)
      .set({ ...values, updatedAt: new Date() })
      .where(scope(okrKeyResults, tenant).byId(keyResultId))
      .returning()
    const row = await insertCheckIn(tx, tenant, before.row, after!, input.comment, via)
    await recordChanges(tx, tenant, [
      { type: 'key_result', id: keyResultId, before: before.snapshot, after: keyResultSnapshot(after!) },
    ])
    await rollUpObjectives(tx, [after!.objectiveId])
    return row
  })
  const [created] = await selectCheckIns(db, tenant, eq(okrCheckIns.id, checkIn.id), 1, 0)
  return created!
}

/** A key result's check-ins, newest first; another company's key result is not found. */
export async function listCheckIns(db: Database, tenant: Tenant, keyResultId: string, query: PageQuery) {
  const [keyResult] = await db
    .select({ id: okrKeyResults.id })
    .from(okrKeyResults)
    .where(scope(okrKeyResults, tenant).byId(keyResultId))
  if (!keyResult) throw notFound()
  const where = eq(okrCheckIns.keyResultId, keyResultId)
  const [total] = await db.select({ n: count() }).from(okrCheckIns).where(where)
  const { limit, offset } = pageWindow(query)
  return { count: total?.n ?? 0, results: await selectCheckIns(db, tenant, where, limit, offset) }
}

export async function selectCheckIns(
  db: Database,
  tenant: Tenant,
  where: SQL,
  limit: number,
  offset: number,
): Promise<CheckIn[]> {
  const rows = await db
    .select({ row: okrCheckIns, author: personColumns })
    .from(okrCheckIns)
    .leftJoin(users, eq(users.id, okrCheckIns.authorId))
    .where(scope(okrCheckIns, tenant).where(where))
    .orderBy(desc(okrCheckIns.createdAt), desc(okrCheckIns.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ row, author }) => toCheckIn(row, author))
}

export function toCheckIn(row: typeof okrCheckIns.$inferSelect, author: Person | null): CheckIn {
  return {
    id: row.id,
    key_result: row.keyResultId,
    value: row.value,
    previous_value: row.previousValue,
    progress: row.progress,
    confidence: row.confidence,
    comment: row.comment,
    author,
    is_impersonated: row.impersonatorId !== null,
    via_integration: row.viaIntegration,
    via_measures: row.viaMeasures,
    created_at: row.createdAt.toISOString(),
  }
}

/** Whether a key result takes its value from integrations; everyone in its company may read it. */
export async function getValueSource(db: Database, tenant: Tenant, keyResultId: string) {
  const state = await loadKeyResultState(db, tenant, keyResultId)
  return { from_integrations: state.row.valueFromIntegrations }
}

/** Sets it: whoever may edit the key result. */
export async function setValueSource(
  db: Database,
  tenant: Tenant,
  keyResultId: string,
  fromIntegrations: boolean,
) {
  const state = await loadKeyResultState(db, tenant, keyResultId)
  assertMay(state.editable)
  await db
    .update(okrKeyResults)
    .set({ valueFromIntegrations: fromIntegrations, updatedAt: new Date() })
    .where(scope(okrKeyResults, tenant).byId(keyResultId))
  return { from_integrations: fromIntegrations }
}

/** The metrics whose value can be a sum of money (ADR 39). */
export const SUMMABLE_METRICS = ['number', 'currency'] as const

/**
 * Sets a key result's value from a source outside OKR (PPM's measures, ADR 39) in the caller's
 * transaction: a check-in, a changelog entry and the roll-up, like a person's check-in; nothing when
 * the value is what it was or the key result's metric is no sum. The caller decided that the key
 * result takes its value from there, so no edit right is asked of the actor. Answers the check-in made,
 * if any, for the caller to announce once its transaction is committed.
 */
export async function setValueFrom(
  tx: Database,
  tenant: Tenant,
  keyResultId: string,
  value: number,
  via: Exclude<CheckInSource, 'person'>,
) {
  const [before] = await tx.select().from(okrKeyResults).where(scope(okrKeyResults, tenant).byId(keyResultId))
  if (!before || before.currentValue === value) return null
  if (!(SUMMABLE_METRICS as readonly string[]).includes(before.metric)) return null
  const progress = keyResultProgress({
    metric: before.metric as KeyResultMetric,
    start_value: before.startValue,
    target_value: before.targetValue,
    current_value: value,
    milestones: before.milestones,
  })
  const [after] = await tx
    .update(okrKeyResults)
    .set({ currentValue: value, progress, updatedAt: new Date() })
    .where(scope(okrKeyResults, tenant).byId(keyResultId))
    .returning()
  const checkIn = await insertCheckIn(tx, tenant, before, after!, '', via)
  await recordChanges(tx, tenant, [
    {
      type: 'key_result',
      id: keyResultId,
      before: keyResultSnapshot(before),
      after: keyResultSnapshot(after!),
    },
  ])
  await rollUpObjectives(tx, [after!.objectiveId])
  return checkIn
}
