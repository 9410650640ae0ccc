import type { EffectsByGate, Portfolio, PortfolioQuery, PpmNode } from '@portal/contracts/ppm'
import { and, asc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { scope } from '../../core/tenancy.ts'
import { ppmEffects, ppmNodes } from './ppm.tables.ts'
import {
  currencyOf,
  effectTotalsOf,
  measuresInside,
  nodeOf,
  type PpmContext,
  selectNodes,
  signed,
  toNode,
  ZERO,
} from './ppm-rows.ts'

const LEVEL_ORDER = sql`case ${ppmNodes.level} when 'program' then 0 when 'project' then 1 when 'package' then 2 else 3 end`

/** What the filters ask of a measure: its status, gate, owner or title. */
function measureFilter(query: PortfolioQuery): SQL | undefined {
  return and(
    query.status ? eq(ppmNodes.status, query.status) : undefined,
    query.gate !== undefined ? eq(ppmNodes.gate, query.gate) : undefined,
    query.owner_id ? eq(ppmNodes.ownerId, query.owner_id) : undefined,
    query.search ? ilike(ppmNodes.title, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )
}

/** Each level followed by the levels inside it (the rows come sorted by level, then title). */
function treeOrder(nodes: PpmNode[]): PpmNode[] {
  const children = new Map<string | null, PpmNode[]>()
  for (const node of nodes) {
    const siblings = children.get(node.parent_id) ?? []
    siblings.push(node)
    children.set(node.parent_id, siblings)
  }
  const ordered: PpmNode[] = []
  const visit = (parent: string | null) => {
    for (const node of children.get(parent) ?? []) {
      ordered.push(node)
      visit(node.id)
    }
  }
  visit(null)
  return ordered
}

/**
 * The whole portfolio as one list, levels in tree order: with filters, the measures that match and the
 * levels above them; effect totals count only the measures shown. Two queries whatever its size.
 */
export async function portfolioOf(ctx: PpmContext, query: PortfolioQuery): Promise<Portfolio> {
  const filter = measureFilter(query)
  const [rows, currency, totals] = await Promise.all([
    selectNodes(
      ctx.db,
      ctx.tenant,
      filter ? or(ne(ppmNodes.level, 'measure'), and(eq(ppmNodes.level, 'measure'), filter)) : undefined,
    ).orderBy(LEVEL_ORDER, asc(ppmNodes.title), asc(ppmNodes.id)),
    currencyOf(ctx.db, ctx.tenant),
    effectTotalsOf(ctx.db, ctx.tenant, 'all', filter),
  ])
  let nodes = treeOrder(rows.map((row) => toNode(row, totals.get(row.id) ?? ZERO, ctx.now)))
  if (filter) {
    const kept = new Set<string>()
    for (const n of nodes) {
      if (n.level !== 'measure') continue
      for (const id of [n.id, n.package_id, n.project_id, n.program_id]) if (id) kept.add(id)
    }
    nodes = nodes.filter((n) => kept.has(n.id))
  }
  const sum = nodes
    .filter((n) => n.level === 'program')
    .reduce(
      (acc, n) => ({
        planned_cents: acc.planned_cents + n.effects.planned_cents,
        actual_cents: acc.actual_cents + n.effects.actual_cents,
      }),
      { ...ZERO },
    )
  return { currency, nodes, totals: sum }
}

/**
 * Planned net effects per month by the gate of their measure, and the actual ones, for the company or
 * one level; the target is that level's (the company: its programmes' targets summed).
 */
export async function effectsByGate(ctx: PpmContext, rootId?: string): Promise<EffectsByGate> {
  const root = rootId ? await nodeOf(ctx, rootId) : null
  const [rows, currency, targets] = await Promise.all([
    ctx.db
      .select({
        month: sql<string>`to_char(${ppmEffects.month}, 'YYYY-MM')`,
        gate: ppmNodes.gate,
        planned: sql<string>`sum(${signed(ppmEffects.plannedCents)})::text`,
        actual: sql<string>`sum(${signed(ppmEffects.actualCents)})::text`,
      })
      .from(ppmEffects)
      .innerJoin(ppmNodes, eq(ppmNodes.id, ppmEffects.measureId))
      .where(scope(ppmEffects, ctx.tenant).where(root ? measuresInside(root) : undefined))
      .groupBy(ppmEffects.month, ppmNodes.gate)
      .orderBy(asc(ppmEffects.month)),
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
