import { SUMMABLE_METRICS } from '@portal/contracts/okr-key-results'
import type {
  KeyResultLink,
  KeyResultMeasures,
  LinkedKeyResult,
  MeasureKeyResultsInput,
  PpmStatus,
} from '@portal/contracts/ppm'
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden } from '../../core/errors.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { setValueFrom } from '../okr/check-ins.service.ts'
import { keyResultRefs, lockKeyResults } from '../okr/key-result-refs.ts'
import { loadKeyResultState } from '../okr/key-result-rows.ts'
import { checkInCreated } from '../okr/okr-notifications.ts'
import type { KeyResultValueKeeper } from '../okr/value-keepers.ts'
import { recordActivity } from './activities.service.ts'
import { ppmKeyResultSources, ppmMeasureKeyResults, ppmNodes } from './ppm.tables.ts'
import { currencyOf, nodeOf, type PpmContext } from './ppm-rows.ts'

/**
 * The goals link (issue 14 item 7, ADR 39): measures linked to key results, and key results whose
 * value follows their linked measures' realised (actual) net effects. Every PPM write that changes
 * such a sum calls `followMeasures` in its own transaction.
 */

type FieldKey =
  | 'api.fields.not_in_company'
  | 'api.fields.measures_metric'
  | 'api.fields.measures_currency'
  | 'api.fields.value_from_measures'
  | 'api.fields.measures_metric_kept'
  | 'api.fields.measures_currency_kept'
const fieldError = (field: string, key: FieldKey) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** Which of these key results take their value from measures. */
async function followingMeasures(ctx: PpmContext, keyResultIds: readonly string[]) {
  if (keyResultIds.length === 0) return new Set<string>()
  const rows = await ctx.db
    .select({ id: ppmKeyResultSources.keyResultId })
    .from(ppmKeyResultSources)
    .where(
      scope(ppmKeyResultSources, ctx.tenant).where(
        inArray(ppmKeyResultSources.keyResultId, [...keyResultIds]),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

async function linkedKeyResults(ctx: PpmContext, measureId: string): Promise<LinkedKeyResult[]> {
  const links = await ctx.db
    .select({ id: ppmMeasureKeyResults.keyResultId })
    .from(ppmMeasureKeyResults)
    .where(scope(ppmMeasureKeyResults, ctx.tenant).where(eq(ppmMeasureKeyResults.measureId, measureId)))
  const ids = links.map((l) => l.id)
  const [rows, following] = await Promise.all([
    keyResultRefs(ctx.db, ctx.tenant, ids),
    followingMeasures(ctx, ids),
  ])
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    objective: r.objective,
    metric: r.metric,
    current_value: r.currentValue,
    target_value: r.targetValue,
    unit: r.unit,
    progress: r.progress,
    from_measures: following.has(r.id),
  }))
}

/** The key results a measure is linked to. */
export async function measureKeyResults(ctx: PpmContext, measureId: string) {
  await nodeOf(ctx, measureId, 'measure')
  return linkedKeyResults(ctx, measureId)
}

/**
 * Replaces a measure's links: whoever may edit the measure, with key results of the active company
 * (anything else is a 400 on `key_result_ids` and changes nothing). Key results that gain or lose the
 * measure follow their new sum in the same transaction.
 */
export async function setMeasureKeyResults(
  ctx: PpmContext,
  measureId: string,
  input: MeasureKeyResultsInput,
) {
  await nodeOf(ctx, measureId, 'measure')
  const wanted = [...new Set(input.key_result_ids)]
  if (wanted.length) {
    const found = await keyResultRefs(ctx.db, ctx.tenant, wanted)
    if (found.length !== wanted.length) throw fieldError('key_result_ids', 'api.fields.not_in_company')
  }
  const before = await linkedKeyResults(ctx, measureId)
  const had = new Set(before.map((k) => k.id))
  const added = wanted.filter((id) => !had.has(id))
  const removed = [...had].filter((id) => !wanted.includes(id))
  if (added.length === 0 && removed.length === 0) return before
  await ctx.db.transaction(async (tx) => {
    const txc = { ...ctx, db: tx }
    if (removed.length) {
      await tx
        .delete(ppmMeasureKeyResults)
        .where(
          scope(ppmMeasureKeyResults, ctx.tenant).where(
            eq(ppmMeasureKeyResults.measureId, measureId),
            inArray(ppmMeasureKeyResults.keyResultId, removed),
          ),
        )
    }
    if (added.length) {
      await tx
        .insert(ppmMeasureKeyResults)
        .values(
          added.map((keyResultId) =>
            scope(ppmMeasureKeyResults, ctx.tenant).row({
              measureId,
              keyResultId,
              createdBy: ctx.tenant.principal.userId,
              createdAt: ctx.now,
            }),
          ),
        )
        .onConflictDoNothing()
    }
    await followMeasures(txc, [...added, ...removed])
  })
  const after = await linkedKeyResults(ctx, measureId)
  await recordActivity(ctx, measureId, 'key_results_linked', {
    changes: [{ field: 'key_results', from: before.map((k) => k.title), to: after.map((k) => k.title) }],
  })
  return after
}

/** The measures linked to a key result of the active company, with their net effects and the sum. */
export async function keyResultMeasures(ctx: PpmContext, keyResultId: string): Promise<KeyResultMeasures> {
  const [keyResult] = await keyResultRefs(ctx.db, ctx.tenant, [keyResultId])
  if (!keyResult) throw new AppError(404, 'api.errors.not_found')
  const [following, measures, currency] = await Promise.all([
    followingMeasures(ctx, [keyResultId]),
    ctx.db
      .select({
        id: ppmNodes.id,
        title: ppmNodes.title,
        gate: ppmNodes.gate,
        status: ppmNodes.status,
        packageId: ppmNodes.packageId,
        planned: ppmNodes.plannedNetCents,
        actual: ppmNodes.actualNetCents,
      })
      .from(ppmMeasureKeyResults)
      .innerJoin(ppmNodes, eq(ppmNodes.id, ppmMeasureKeyResults.measureId))
      .where(scope(ppmMeasureKeyResults, ctx.tenant).where(eq(ppmMeasureKeyResults.keyResultId, keyResultId)))
      .orderBy(asc(ppmNodes.title), asc(ppmNodes.id)),
    currencyOf(ctx.db, ctx.tenant),
  ])
  return {
    key_result_id: keyResult.id,
    from_measures: following.has(keyResult.id),
    currency,
    measures: measures.map((m) => ({
      id: m.id,
      title: m.title,
      gate: m.gate ?? 0,
      status: m.status as PpmStatus,
      package_id: m.packageId!,
      effects: { planned_cents: m.planned, actual_cents: m.actual },
    })),
    effects: {
      planned_cents: measures.reduce((sum, m) => sum + m.planned, 0),
      actual_cents: measures.reduce((sum, m) => sum + m.actual, 0),
    },
  }
}

/**
 * Turns "value from PPM measures" on or off: whoever may change the key result. Only a number or a
 * currency key result in the PPM currency can be a sum of money; turned on, its value follows at once.
 */
export async function setKeyResultValueSource(ctx: PpmContext, keyResultId: string, on: boolean) {
  const state = await loadKeyResultState(ctx.db, ctx.tenant, keyResultId)
  if (!state.editable) throw forbidden()
  if (on) {
    const { metric, unit } = state.row
    if (!(SUMMABLE_METRICS as readonly string[]).includes(metric)) {
      throw fieldError('from_measures', 'api.fields.measures_metric')
    }
    if (metric === 'currency' && unit !== (await currencyOf(ctx.db, ctx.tenant))) {
      throw fieldError('from_measures', 'api.fields.measures_currency')
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(ppmKeyResultSources)
        .values(
          scope(ppmKeyResultSources, ctx.tenant).row({
            keyResultId,
            createdBy: ctx.tenant.principal.userId,
            createdAt: ctx.now,
          }),
        )
        .onConflictDoNothing()
      await followMeasures({ ...ctx, db: tx }, [keyResultId])
    })
  } else {
    await ctx.db
      .delete(ppmKeyResultSources)
      .where(scope(ppmKeyResultSources, ctx.tenant).where(eq(ppmKeyResultSources.keyResultId, keyResultId)))
  }
  return keyResultMeasures(ctx, keyResultId)
}

/**
 * Every key result of the company linked to measures, or taking its value from them (then possibly with
 * none linked yet): how many measures, and whether its value is their sum. The OKR table marks them.
 */
export async function keyResultLinks(ctx: PpmContext): Promise<KeyResultLink[]> {
  const [links, sources] = await Promise.all([
    ctx.db
      .select({ id: ppmMeasureKeyResults.keyResultId, measures: count() })
      .from(ppmMeasureKeyResults)
      .where(scope(ppmMeasureKeyResults, ctx.tenant).where())
      .groupBy(ppmMeasureKeyResults.keyResultId),
    ctx.db
      .select({ id: ppmKeyResultSources.keyResultId })
      .from(ppmKeyResultSources)
      .where(scope(ppmKeyResultSources, ctx.tenant).where()),
  ])
  const following = new Set(sources.map((s) => s.id))
  const counts = new Map(links.map((l) => [l.id, l.measures]))
  return [...new Set([...counts.keys(), ...following])].sort().map((id) => ({
    key_result_id: id,
    measure_count: counts.get(id) ?? 0,
    from_measures: following.has(id),
  }))
}

/**
 * What OKR asks before a change of a key result (ADR 50): one whose value is the sum of its measures
 * takes no check-in by hand or from an integration, no new value in an edit, and no metric or currency
 * its measures cannot give. Refused only for who may change the key result (OKR answers the others:
 * 404, 403); a key result that does not follow measures costs one indexed look-up.
 */
export const measuresKeepValues: KeyResultValueKeeper = {
  keepsValue: (tenant, keyResultId) =>
    sql<boolean>`exists (select 1 from ${ppmKeyResultSources} where ${scope(
      ppmKeyResultSources,
      tenant,
    ).where(eq(ppmKeyResultSources.keyResultId, keyResultId))})`,
  checkInRefusal: () => fieldError('value', 'api.fields.value_from_measures'),
  async refuseEdit(db, tenant, keyResultId, input) {
    if (!(await follows(db, tenant, keyResultId))) return
    const state = await loadKeyResultState(db, tenant, keyResultId)
    if (!state.editable) return
    if (!(SUMMABLE_METRICS as readonly string[]).includes(input.metric)) {
      throw fieldError('metric', 'api.fields.measures_metric_kept')
    }
    if (input.metric === 'currency' && input.unit !== (await currencyOf(db, tenant))) {
      throw fieldError('unit', 'api.fields.measures_currency_kept')
    }
    if (input.current_value !== undefined && input.current_value !== state.row.currentValue) {
      throw fieldError('current_value', 'api.fields.value_from_measures')
    }
  },
}

async function follows(db: Database, tenant: Tenant, keyResultId: string) {
  const [row] = await db
    .select({ id: ppmKeyResultSources.keyResultId })
    .from(ppmKeyResultSources)
    .where(scope(ppmKeyResultSources, tenant).where(eq(ppmKeyResultSources.keyResultId, keyResultId)))
  return row !== undefined
}

/** The key results linked to the measures inside a level (a measure: its own), before it changes. */
export async function keyResultsLinkedInside(ctx: PpmContext, node: { id: string; level: string }) {
  const inside =
    node.level === 'measure'
      ? eq(ppmNodes.id, node.id)
      : or(eq(ppmNodes.programId, node.id), eq(ppmNodes.projectId, node.id), eq(ppmNodes.packageId, node.id))
  const rows = await ctx.db
    .selectDistinct({ id: ppmMeasureKeyResults.keyResultId })
    .from(ppmMeasureKeyResults)
    .innerJoin(ppmNodes, eq(ppmNodes.id, ppmMeasureKeyResults.measureId))
    .where(scope(ppmMeasureKeyResults, ctx.tenant).where(and(eq(ppmNodes.level, 'measure'), inside)))
  return rows.map((r) => r.id)
}

/**
 * Sets each of these key results that takes its value from measures to the sum of its linked measures'
 * realised net effects (in the caller's transaction): a check-in marked `via_measures` when the value
 * changed, nothing otherwise. The key results are locked first (in id order), so two writers in other
 * programmes never both sum without the other's change.
 */
export async function followMeasures(ctx: PpmContext, keyResultIds: string[]) {
  const ids = [...new Set(keyResultIds)].sort()
  if (ids.length === 0) return
  const following = await lockKeyResults(ctx.db, ctx.tenant, [...(await followingMeasures(ctx, ids))])
  if (following.length === 0) return
  const sums = await ctx.db
    .select({
      id: ppmMeasureKeyResults.keyResultId,
      cents: sql<string>`coalesce(sum(${ppmNodes.actualNetCents}), 0)::text`,
    })
    .from(ppmMeasureKeyResults)
    .innerJoin(ppmNodes, eq(ppmNodes.id, ppmMeasureKeyResults.measureId))
    .where(
      scope(ppmMeasureKeyResults, ctx.tenant).where(inArray(ppmMeasureKeyResults.keyResultId, following)),
    )
    .groupBy(ppmMeasureKeyResults.keyResultId)
  const cents = new Map(sums.map((s) => [s.id, Number(s.cents)]))
  for (const id of following) {
    const checkIn = await setValueFrom(ctx.db, ctx.tenant, id, (cents.get(id) ?? 0) / 100, 'measures')
    if (checkIn) ctx.afterCommit.push(checkInCreated(ctx.tenant, checkIn))
  }
}
