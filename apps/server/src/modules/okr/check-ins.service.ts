import {
  type CheckIn,
  type CheckInInput,
  type KeyResultMetric,
  keyResultProgress,
  SUMMABLE_METRICS,
} from '@portal/contracts/okr-key-results'
import type { PageQuery } from '@portal/contracts/pagination'
import type { Person } from '@portal/contracts/people'
import { count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges } from './changelog.ts'
import { okrChangelogs } from './changelogs.tables.ts'
import { callerEditsObjective, keyResultSnapshot, loadKeyResultState } from './key-result-rows.ts'
import { okrCheckIns, okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'
import { actorOf, assertMay, canEditKeyResult } from './okr-access.ts'
import { fieldError } from './okr-checks.ts'
import { rollUpObjectives } from './rollup.ts'
import { rowsOf } from './sql-rows.ts'
import type { KeyResultValueKeeper } from './value-keepers.ts'

type KeyResultRow = typeof okrKeyResults.$inferSelect

/** Who or what set a check-in's value: a person, an integration's push, or PPM's measures (ADR 39). */
export type CheckInSource = 'person' | 'integration' | 'measures'

/** The check-in row of a key result's move from `before` to `after`. */
function checkInRow(
  tenant: Tenant,
  before: KeyResultRow,
  after: KeyResultRow,
  comment: string,
  via: CheckInSource,
) {
  const actor = actorOf(tenant)
  return scope(okrCheckIns, tenant).row({
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
  })
}

/** Records a key result's move from `before` to `after` as a check-in (in the caller's transaction). */
export async function insertCheckIn(
  tx: Database,
  tenant: Tenant,
  before: KeyResultRow,
  after: KeyResultRow,
  comment: string,
  via: CheckInSource = 'person',
) {
  const [row] = await tx
    .insert(okrCheckIns)
    .values(checkInRow(tenant, before, after, comment, via))
    .returning()
  await tx.update(okrKeyResults).set({ lastCheckInAt: row!.createdAt }).where(eq(okrKeyResults.id, after.id))
  return row!
}

/**
 * Whether a key result's change can move its objective's progress: only its progress and weight count
 * (rollup.ts); a check-in that keeps both needs no roll-up, and takes no objective's lock (ADR 46).
 */
const movesObjective = (before: KeyResultRow, after: KeyResultRow) =>
  before.progress !== after.progress ||
  before.weight !== after.weight ||
  before.objectiveId !== after.objectiveId

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
 * The key result, whether the caller may edit it and which value keeper (if any) keeps its value, in
 * one query: a check-in's every statement waits its turn for one of the pool's connections under load
 * (ADR 46), and on PGlite for the one connection (ADR 65).
 */
async function loadForCheckIn(
  db: Database,
  tenant: Tenant,
  id: string,
  keepers: readonly KeyResultValueKeeper[],
) {
  const keptBy = keepers.length
    ? sql<number>`case ${sql.join(
        keepers.map((keeper, i) => sql`when ${keeper.keepsValue(tenant, okrKeyResults.id)} then ${i}::int`),
        sql` `,
      )} else -1 end`
    : sql<number>`-1`
  const [found] = await db
    .select({ row: okrKeyResults, objectiveEditable: callerEditsObjective(tenant), keptBy })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(scope(okrKeyResults, tenant).byId(id))
  if (!found) throw notFound()
  const editable = canEditKeyResult(tenant, found.row, tenant.canManage || found.objectiveEditable)
  return { row: found.row, editable, keeper: keepers[found.keptBy] }
}

/**
 * A check-in by whoever may edit the key result: new value, confidence and why. An integration's push
 * (`via: 'integration'`) needs no edit right: the key result was set to take its value from integrations
 * by someone who had it (ADR 29). A key result whose value a keeper keeps (PPM's measures) takes neither.
 */
export async function createCheckIn(
  db: Database,
  tenant: Tenant,
  keyResultId: string,
  input: CheckInInput,
  via: 'person' | 'integration' = 'person',
  keepers: readonly KeyResultValueKeeper[] = [],
) {
  const before = await loadForCheckIn(db, tenant, keyResultId, keepers)
  if (before.keeper && (via === 'integration' || before.editable)) throw before.keeper.checkInRefusal()
  if (via === 'integration') {
    if (!before.row.valueFromIntegrations) throw new AppError(409, 'api.errors.value_from_integrations')
  } else {
    assertMay(before.editable)
  }
  const values = valuesOf(before.row, input) // bad input is refused before any lock is taken
  if (values.progress === before.row.progress) {
    // ADR 46: one statement, which writes only if the locked row is still the one the values were
    // computed from and its progress stays; else the transaction below.
    const quick = await writeCheckIn(db, tenant, keyResultId, values, input.comment, via, before.row)
    if (quick) return quick
  }
  // ADR 46: the key result is read again under its row lock, so the check-in's previous value and the
  // changelog's "before" are the value this check-in replaces, whatever else was checked in meanwhile.
  // Its update, the check-in (created_at = the key result's last_check_in_at) and the changelog follow in
  // one statement (ADR 65); the roll-up only when the progress moved.
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(okrKeyResults)
      .where(scope(okrKeyResults, tenant).byId(keyResultId))
      .for('update')
    if (!current) throw notFound()
    const values = valuesOf(current, input)
    const checkIn = await writeCheckIn(tx, tenant, keyResultId, values, input.comment, via)
    if (!checkIn) throw notFound()
    // A check-in changes neither the key result's weight nor its objective: only its progress counts.
    if (values.progress !== current.progress) await rollUpObjectives(tx, [current.objectiveId])
    return checkIn
  })
}

/**
 * Writes a check-in in one statement (ADR 46): it locks the key result, updates it, adds the check-in and
 * the changelog's field changes, and answers the check-in as the API shows it (built in the same
 * statement). With `seen`, only when the locked row is still the one the new values were computed from
 * and its progress stays (no objective is touched): one statement holds the row lock for the time the
 * database needs, never for round trips to the server. Answers null when it changed nothing.
 */
async function writeCheckIn(
  db: Database,
  tenant: Tenant,
  keyResultId: string,
  values: ReturnType<typeof valuesOf>,
  comment: string,
  via: 'person' | 'integration',
  seen?: KeyResultRow,
) {
  const actor = actorOf(tenant)
  const k = okrKeyResults
  const milestones = JSON.stringify(values.milestones)
  const unchanged = seen
    ? sql`metric = ${seen.metric} and start_value = ${seen.startValue}::float8
        and target_value = ${seen.targetValue}::float8 and milestones = ${JSON.stringify(seen.milestones)}::jsonb
        and progress = ${values.progress}::float8`
    : sql`true`
  const [row] = await rowsOf<{ check_in: CheckIn }>(
    db,
    sql`with cur as (
      select * from ${k} where ${scope(k, tenant).byId(keyResultId)} for update
    ), ok as (
      select * from cur where ${unchanged}
    ), upd as (
      update ${k} set current_value = ${values.currentValue}::float8, confidence = ${values.confidence}::int,
        milestones = ${milestones}::jsonb, progress = ${values.progress}::float8,
        updated_at = ${new Date().toISOString()}::timestamptz, last_check_in_at = clock_timestamp()
      from ok where ${k.id} = ok.id returning ${k.lastCheckInAt} as at
    ), ins as (
      insert into ${okrCheckIns} (company_id, key_result_id, value, previous_value, progress, confidence,
        comment, author_id, impersonator_id, via_integration, via_measures, created_at)
      select ok.company_id, ok.id, ${values.currentValue}::float8, ok.current_value, ${values.progress}::float8,
        ${values.confidence}::int, ${comment}, ${actor.userId}::uuid, ${actor.impersonatorId}::uuid,
        ${via === 'integration'}, false, upd.at from ok, upd
      returning *
    ), log as (
      insert into ${okrChangelogs} (company_id, item_type, item_id, action, field, before, after, actor_id,
        actor_email, impersonator_id, at)
      select ok.company_id, 'key_result', ok.id, 'update', f.field, f.before, f.after, ${actor.userId}::uuid,
        ${actor.email}, ${actor.impersonatorId}::uuid, ${new Date().toISOString()}::timestamptz
      from ok cross join lateral (values
        ('current_value', to_jsonb(ok.current_value), to_jsonb(${values.currentValue}::float8)),
        ('confidence', to_jsonb(ok.confidence), to_jsonb(${values.confidence}::int)),
        ('milestones', ok.milestones, ${milestones}::jsonb)
      ) as f(field, before, after) where f.before is distinct from f.after
    ) select json_build_object('id', ins.id, 'key_result', ins.key_result_id, 'value', ins.value,
        'previous_value', ins.previous_value, 'progress', ins.progress, 'confidence', ins.confidence,
        'comment', ins.comment, 'is_impersonated', ins.impersonator_id is not null,
        'via_integration', ins.via_integration, 'via_measures', ins.via_measures,
        'created_at', to_char(ins.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'author', case when u.id is null then null else json_build_object('id', u.id,
          'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email) end) as check_in
      from ins left join ${users} u on u.id = ins.author_id`,
  )
  return row?.check_in ?? null
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
  const [before] = await tx
    .select()
    .from(okrKeyResults)
    .where(scope(okrKeyResults, tenant).byId(keyResultId))
    .for('update')
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
  if (movesObjective(before, after!)) await rollUpObjectives(tx, [after!.objectiveId])
  return checkIn
}
