import type { EffectsByGate, Portfolio, PortfolioQuery, PpmNode } from '@portal/contracts/ppm'
import { type AnyColumn, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { scope } from '../../core/tenancy.ts'
import { ppmEffects, ppmEffectTotals, ppmNodes } from './ppm.tables.ts'
import {
  currencyOf,
  measureFilter,
  nodeOf,
  type PpmContext,
  selectNodes,
  signed,
  toNode,
} from './ppm-rows.ts'

const LEVEL_ORDER = sql`case ${ppmNodes.level} when 'program' then 0 when 'project' then 1 when 'package' then 2 else 3 end`

/** Each level followed by the levels inside it (the rows come sorted by level, then title). */
function treeOrder<N extends PpmNode>(nodes: N[]): N[] {
  const children = new Map<string | null, N[]>()
  for (const node of nodes) {
    const siblings = children.get(node.parent_id) ?? []
    siblings.push(node)
    children.set(node.parent_id, siblings)
  }
  const ordered: N[] = []
  const visit = (parent: string | null) => {
    for (const node of children.get(parent) ?? []) {
      ordered.push(node)
      visit(node.id)
    }
  }
  visit(null)
  return ordered
}

/** Every level of the company in tree order, measures included (the export). */
export async function allNodes(ctx: PpmContext): Promise<PpmNode[]> {
  const rows = await selectNodes(ctx.db, ctx.tenant).orderBy(
    LEVEL_ORDER,
    asc(ppmNodes.title),
    asc(ppmNodes.id),
  )
  return treeOrder(rows.map((row) => toNode(row, ctx.now)))
}

/**
 * The portfolio's tree down to the packages (a package's measures are read when it is opened), each with
 * its measure count and effects. Without filters the effects are the stored totals (ADR 31); with filters
 * only the levels holding a matching measure are kept, and their effects and counts are those of the
 * matching measures, summed in SQL per package. Three queries whatever the size.
 */
export async function portfolioOf(ctx: PpmContext, query: PortfolioQuery): Promise<Portfolio> {
  const filter = measureFilter(query)
  const [rows, currency, perPackage] = await Promise.all([
    selectNodes(ctx.db, ctx.tenant, inArray(ppmNodes.level, ['program', 'project', 'package'])).orderBy(
      LEVEL_ORDER,
      asc(ppmNodes.title),
      asc(ppmNodes.id),
    ),
    currencyOf(ctx.db, ctx.tenant),
    // Unfiltered, the stored counts and totals serve; filtered, the matching measures are summed per package.
    filter
      ? ctx.db
          .select({
            packageId: ppmNodes.packageId,
            measures: count(),
            planned: sql<string>`sum(${ppmNodes.plannedNetCents})::text`,
            actual: sql<string>`sum(${ppmNodes.actualNetCents})::text`,
          })
          .from(ppmNodes)
          .where(scope(ppmNodes, ctx.tenant).where(eq(ppmNodes.level, 'measure'), filter))
          .groupBy(ppmNodes.packageId)
      : Promise.resolve([]),
  ])
  const sums = new Map<string, { measures: number; planned: number; actual: number }>()
  const rowById = new Map(rows.map((r) => [r.id, r]))
  for (const p of perPackage) {
    const pkg = p.packageId ? rowById.get(p.packageId) : undefined
    if (!pkg) continue
    for (const id of [pkg.id, pkg.projectId, pkg.programId]) {
      if (!id) continue
      const sum = sums.get(id) ?? { measures: 0, planned: 0, actual: 0 }
      sum.measures += p.measures
      sum.planned += Number(p.planned ?? 0)
      sum.actual += Number(p.actual ?? 0)
      sums.set(id, sum)
    }
  }
  const nodes = treeOrder(
    rows
      .filter((row) => !filter || sums.has(row.id))
      .map((row) => {
        if (!filter) return { ...toNode(row, ctx.now), measure_count: row.measureCount }
        const sum = sums.get(row.id)
        const effects = { planned_cents: sum?.planned ?? 0, actual_cents: sum?.actual ?? 0 }
        return { ...toNode(row, ctx.now, effects), measure_count: sum?.measures ?? 0 }
      }),
  )
  const programmes = nodes.filter((n) => n.level === 'program')
  return {
    currency,
    nodes,
    measure_count: programmes.reduce((acc, n) => acc + n.measure_count, 0),
    totals: {
      planned_cents: programmes.reduce((acc, n) => acc + n.effects.planned_cents, 0),
      actual_cents: programmes.reduce((acc, n) => acc + n.effects.actual_cents, 0),
    },
  }
}

/**
 * Planned net effects per month by the gate of their measure, and the actual ones, for the company or
 * one level; the target is that level's (the company: its programmes' targets summed).
 */
export async function effectsByGate(ctx: PpmContext, rootId?: string): Promise<EffectsByGate> {
  const root = rootId ? await nodeOf(ctx, rootId) : null
  const signedTotal = (column: AnyColumn) =>
    sql<string>`sum(case when ${ppmEffectTotals.effectType} in ('one_off_cost', 'investment') then -${column} else ${column} end)::text`
  // Above measures: the stored totals of the root, or of every programme for the company (ADR 31).
  const fromTotals = () =>
    ctx.db
      .select({
        month: sql<string>`to_char(${ppmEffectTotals.month}, 'YYYY-MM')`,
        gate: ppmEffectTotals.gate,
        planned: signedTotal(ppmEffectTotals.plannedCents),
        actual: signedTotal(ppmEffectTotals.actualCents),
      })
      .from(ppmEffectTotals)
      .where(
        scope(ppmEffectTotals, ctx.tenant).where(
          root
            ? eq(ppmEffectTotals.nodeId, root.id)
            : inArray(
                ppmEffectTotals.nodeId,
                ctx.db
                  .select({ id: ppmNodes.id })
                  .from(ppmNodes)
                  .where(scope(ppmNodes, ctx.tenant).where(eq(ppmNodes.level, 'program'))),
              ),
        ),
      )
      .groupBy(ppmEffectTotals.month, ppmEffectTotals.gate)
      .orderBy(asc(ppmEffectTotals.month))
  const fromEffects = (measureId: string) =>
    ctx.db
      .select({
        month: sql<string>`to_char(${ppmEffects.month}, 'YYYY-MM')`,
        gate: ppmNodes.gate,
        planned: sql<string>`sum(${signed(ppmEffects.plannedCents)})::text`,
        actual: sql<string>`sum(${signed(ppmEffects.actualCents)})::text`,
      })
      .from(ppmEffects)
      .innerJoin(ppmNodes, eq(ppmNodes.id, ppmEffects.measureId))
      .where(scope(ppmEffects, ctx.tenant).where(eq(ppmEffects.measureId, measureId)))
      .groupBy(ppmEffects.month, ppmNodes.gate)
      .orderBy(asc(ppmEffects.month))
  const [rows, currency, targets] = await Promise.all([
    root?.level === 'measure' ? fromEffects(root.id) : fromTotals(),
    currencyOf(ctx.db, ctx.tenant),
    root
      ? Promise.resolve([{ target: root.targetCents === null ? null : String(root.targetCents) }])
      : ctx.db
          .select({ target: sql<string | null>`sum(${ppmNodes.targetCents})::text` })
          .from(ppmNodes)
          .where(
            scope(ppmNodes, ctx.tenant).where(eq(ppmNodes.level, 'program'), isNull(ppmNodes.programId)),
          ),
  ])
  const months = new Map<string, EffectsByGate['months'][number]>()
  for (const row of rows) {
    const entry = months.get(row.month) ?? {
      month: row.month,
      planned_by_gate: [0, 0, 0, 0, 0, 0],
      actual_cents: 0,
    }
    entry.planned_by_gate[row.gate ?? 0]! += Number(row.planned)
    entry.actual_cents += Number(row.actual)
    months.set(row.month, entry)
  }
  const target = targets[0]?.target
  return { currency, target_cents: target == null ? null : Number(target), months: [...months.values()] }
}
