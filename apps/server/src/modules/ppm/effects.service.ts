import {
  COST_EFFECTS,
  EFFECT_TYPES,
  type EffectCell,
  type EffectsInput,
  type EffectType,
  type PpmEffects,
  type PpmLevel,
} from '@portal/contracts/ppm'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { scope } from '../../core/tenancy.ts'
import { recordActivity } from './activities.service.ts'
import { followMeasures, keyResultsLinkedInside } from './goals.service.ts'
import { ppmEffects, ppmEffectTotals } from './ppm.tables.ts'
import { currencyOf, nodeOf, type PpmContext } from './ppm-rows.ts'
import { refreshMeasureNet, shiftTotals, withTotals } from './totals.ts'

const monthOf = (day: string) => day.slice(0, 7)
const firstDay = (month: string) => `${month}-01`

/** Effects per month and type, summed over the measures inside a level (a measure: its own). */
export async function effectsOf(ctx: PpmContext, id: string, level: PpmLevel): Promise<PpmEffects> {
  const node = await nodeOf(ctx, id, level)
  // A measure's own cells; above it, the stored totals of its measures (ADR 31), summed over gates.
  const [rows, currency] = await Promise.all([
    level === 'measure'
      ? ctx.db
          .select({
            month: sql<string>`${ppmEffects.month}::text`,
            effectType: ppmEffects.effectType,
            planned: sql<string>`${ppmEffects.plannedCents}::text`,
            actual: sql<string>`${ppmEffects.actualCents}::text`,
          })
          .from(ppmEffects)
          .where(scope(ppmEffects, ctx.tenant).where(eq(ppmEffects.measureId, node.id)))
          .orderBy(asc(ppmEffects.month), asc(ppmEffects.effectType))
      : ctx.db
          .select({
            month: sql<string>`${ppmEffectTotals.month}::text`,
            effectType: ppmEffectTotals.effectType,
            planned: sql<string>`sum(${ppmEffectTotals.plannedCents})::text`,
            actual: sql<string>`sum(${ppmEffectTotals.actualCents})::text`,
          })
          .from(ppmEffectTotals)
          .where(scope(ppmEffectTotals, ctx.tenant).where(eq(ppmEffectTotals.nodeId, node.id)))
          .groupBy(ppmEffectTotals.month, ppmEffectTotals.effectType)
          .having(sql`sum(${ppmEffectTotals.plannedCents}) <> 0 or sum(${ppmEffectTotals.actualCents}) <> 0`)
          .orderBy(asc(ppmEffectTotals.month), asc(ppmEffectTotals.effectType)),
    currencyOf(ctx.db, ctx.tenant),
  ])
  const cells: EffectCell[] = rows.map((r) => ({
    month: monthOf(r.month),
    effect_type: r.effectType as EffectType,
    planned_cents: Number(r.planned),
    actual_cents: Number(r.actual),
  }))
  const by_type = EFFECT_TYPES.map((effect_type) => {
    const own = cells.filter((c) => c.effect_type === effect_type)
    return {
      effect_type,
      planned_cents: own.reduce((sum, c) => sum + c.planned_cents, 0),
      actual_cents: own.reduce((sum, c) => sum + c.actual_cents, 0),
    }
  })
  const sign = (type: EffectType) => (COST_EFFECTS.includes(type) ? -1 : 1)
  const net = by_type.reduce(
    (sum, t) => ({
      planned_cents: sum.planned_cents + sign(t.effect_type) * t.planned_cents,
      actual_cents: sum.actual_cents + sign(t.effect_type) * t.actual_cents,
    }),
    { planned_cents: 0, actual_cents: 0 },
  )
  return { currency, cells, by_type, net, target_cents: node.targetCents }
}

/**
 * Sets cells of a measure's grid: each replaces planned and actual of its month and type; a cell of
 * 0 and 0 is removed. The changed cells are recorded as one activity.
 */
export async function setEffects(ctx: PpmContext, id: string, input: EffectsInput) {
  const measure = await nodeOf(ctx, id, 'measure')
  const cells = new Map(input.cells.map((c) => [`${c.effect_type}|${c.month}`, c]))
  const wanted = [...cells.values()]
  const before = await ctx.db
    .select({
      effectType: ppmEffects.effectType,
      month: sql<string>`${ppmEffects.month}::text`,
      planned: ppmEffects.plannedCents,
      actual: ppmEffects.actualCents,
    })
    .from(ppmEffects)
    .where(
      scope(ppmEffects, ctx.tenant).where(
        eq(ppmEffects.measureId, id),
        inArray(
          ppmEffects.month,
          wanted.map((c) => firstDay(c.month)),
        ),
      ),
    )
  const old = new Map(before.map((b) => [`${b.effectType}|${monthOf(b.month)}`, b]))
  const changes = wanted
    .filter((c) => {
      const was = old.get(`${c.effect_type}|${c.month}`)
      return (was?.planned ?? 0) !== c.planned_cents || (was?.actual ?? 0) !== c.actual_cents
    })
    .map((c) => {
      const was = old.get(`${c.effect_type}|${c.month}`)
      return {
        field: `${c.effect_type} ${c.month}`,
        from: { planned_cents: was?.planned ?? 0, actual_cents: was?.actual ?? 0 },
        to: { planned_cents: c.planned_cents, actual_cents: c.actual_cents },
      }
    })
  if (changes.length) {
    await withTotals(ctx, [measure.programId], async (txc) => {
      const tx = txc.db
      await shiftTotals(tx, id, -1)
      const keep = wanted.filter((c) => c.planned_cents !== 0 || c.actual_cents !== 0)
      const drop = wanted.filter((c) => c.planned_cents === 0 && c.actual_cents === 0)
      for (const c of drop) {
        await tx
          .delete(ppmEffects)
          .where(
            scope(ppmEffects, ctx.tenant).where(
              eq(ppmEffects.measureId, id),
              eq(ppmEffects.effectType, c.effect_type),
              eq(ppmEffects.month, firstDay(c.month)),
            ),
          )
      }
      if (keep.length) {
        await tx
          .insert(ppmEffects)
          .values(
            keep.map((c) =>
              scope(ppmEffects, ctx.tenant).row({
                measureId: id,
                effectType: c.effect_type,
                month: firstDay(c.month),
                plannedCents: c.planned_cents,
                actualCents: c.actual_cents,
              }),
            ),
          )
          .onConflictDoUpdate({
            target: [ppmEffects.measureId, ppmEffects.effectType, ppmEffects.month],
            set: { plannedCents: sql`excluded.planned_cents`, actualCents: sql`excluded.actual_cents` },
          })
      }
      await refreshMeasureNet(tx, id)
      await shiftTotals(tx, id, 1)
      await followMeasures(txc, await keyResultsLinkedInside(txc, measure))
    })
    await recordActivity(ctx, id, 'effects_changed', { changes })
  }
  return effectsOf(ctx, id, 'measure')
}
