import type { EffectTotals, PpmLevel, PpmNode } from '@portal/contracts/ppm'
import { type AnyColumn, and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { ppmEffects, ppmNodes, ppmSettings, ppmStatusReports } from './ppm.tables.ts'

/** What a PPM use case works with: the database, the tenant and the time it decides "due" by. */
export interface PpmContext {
  db: Database
  tenant: Tenant
  now: Date
}

const owner = alias(users, 'ppm_owner')
const sponsor = alias(users, 'ppm_sponsor')
const approver = alias(users, 'ppm_approver')

/** A cost counts against the net effect; a saving or a revenue for it. */
export const signed = (column: AnyColumn) =>
  sql`case when ${ppmEffects.effectType} in ('one_off_cost', 'investment') then -${column} else ${column} end`

const nodeColumns = {
  ...getTableColumns(ppmNodes),
  owner: personJsonOf(owner),
  sponsor: personJsonOf(sponsor),
  approver: personJsonOf(approver),
  lastReport: sql<
    string | null
  >`(select max(${ppmStatusReports.periodEnd})::text from ${ppmStatusReports} where ${ppmStatusReports.nodeId} = ${ppmNodes.id} and ${ppmStatusReports.publishedAt} is not null)`,
}

/** Rows of the tenant's levels with their people and last published report, in one query. */
export function selectNodes(db: Database, tenant: Tenant, ...conditions: (SQL | undefined)[]) {
  return db
    .select(nodeColumns)
    .from(ppmNodes)
    .leftJoin(owner, eq(owner.id, ppmNodes.ownerId))
    .leftJoin(sponsor, eq(sponsor.id, ppmNodes.sponsorId))
    .leftJoin(approver, eq(approver.id, ppmNodes.approverId))
    .where(scope(ppmNodes, tenant).where(...conditions))
}
export type NodeRow = Awaited<ReturnType<typeof selectNodes>>[number]

/** The condition on `ppm_nodes` (as measures) that picks the measures inside a level. */
export function measuresInside(node: { id: string; level: string }): SQL {
  const column = {
    program: ppmNodes.programId,
    project: ppmNodes.projectId,
    package: ppmNodes.packageId,
    measure: ppmNodes.id,
  }[node.level as PpmLevel]
  return and(eq(ppmNodes.level, 'measure'), eq(column, node.id)) as SQL
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
export const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value)

/** A row as the API shows it. */
export function toNode(row: NodeRow, effects: EffectTotals, now: Date): PpmNode {
  const parentId = row.packageId ?? row.projectId ?? row.programId
  const since = row.lastReport ?? row.startDate ?? isoDay(new Date(row.createdAt))
  const due = row.reportCadenceDays ? addDays(since, row.reportCadenceDays) : null
  return {
    id: row.id,
    level: row.level as PpmLevel,
    parent_id: parentId,
    program_id: row.programId,
    project_id: row.projectId,
    package_id: row.packageId,
    title: row.title,
    description: row.description,
    owner: row.owner,
    sponsor: row.sponsor,
    approver: row.approver,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status as PpmNode['status'],
    unit: row.unit,
    category: row.category,
    tags: row.tags,
    business_case: row.businessCase,
    gate: row.gate,
    target_cents: row.targetCents,
    report_cadence_days: row.reportCadenceDays,
    report_due: due,
    report_overdue: due !== null && due < isoDay(now),
    effects,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }
}

export const ZERO: EffectTotals = { planned_cents: 0, actual_cents: 0 }

/**
 * Net effects of each level in `nodes`, summed over the measures inside it: one grouped query by
 * measure, then added up the tree in integers (cents stay exact).
 */
export async function effectTotalsOf(
  db: Database,
  tenant: Tenant,
  nodes: { id: string; level: string }[] | 'all',
  measureFilter?: SQL,
) {
  const totals = new Map<string, EffectTotals>()
  if (nodes !== 'all' && nodes.length === 0) return totals
  const byLevel = (level: string) =>
    nodes === 'all' ? [] : nodes.filter((n) => n.level === level).map((n) => n.id)
  const reach =
    nodes === 'all'
      ? undefined
      : or(
          ...(
            [
              [ppmNodes.programId, byLevel('program')],
              [ppmNodes.projectId, byLevel('project')],
              [ppmNodes.packageId, byLevel('package')],
              [ppmNodes.id, byLevel('measure')],
            ] as const
          )
            .filter(([, ids]) => ids.length > 0)
            .map(([column, ids]) => inArray(column, ids)),
        )
  const rows = await db
    .select({
      id: ppmNodes.id,
      programId: ppmNodes.programId,
      projectId: ppmNodes.projectId,
      packageId: ppmNodes.packageId,
      planned: sql<string>`coalesce(sum(${signed(ppmEffects.plannedCents)}), 0)::text`,
      actual: sql<string>`coalesce(sum(${signed(ppmEffects.actualCents)}), 0)::text`,
    })
    .from(ppmEffects)
    .innerJoin(ppmNodes, eq(ppmNodes.id, ppmEffects.measureId))
    .where(scope(ppmEffects, tenant).where(reach, measureFilter))
    .groupBy(ppmNodes.id)
  for (const row of rows) {
    const planned = Number(row.planned)
    const actual = Number(row.actual)
    for (const id of [row.id, row.packageId, row.projectId, row.programId]) {
      if (!id) continue
      const sum = totals.get(id) ?? { planned_cents: 0, actual_cents: 0 }
      sum.planned_cents += planned
      sum.actual_cents += actual
      totals.set(id, sum)
    }
  }
  return totals
}

/** The company's currency (EUR until set). */
export async function currencyOf(db: Database, tenant: Tenant) {
  const [row] = await db
    .select({ currency: ppmSettings.currency })
    .from(ppmSettings)
    .where(eq(ppmSettings.companyId, tenant.companyId))
  return row?.currency ?? 'EUR'
}

/** One level of the tenant's, of the expected level; anything else is a 404. */
export async function nodeOf(ctx: PpmContext, id: string, level?: PpmLevel) {
  const [row] = await selectNodes(ctx.db, ctx.tenant, eq(ppmNodes.id, id), level && eq(ppmNodes.level, level))
  if (!row) throw new AppError(404, 'api.errors.not_found')
  return row
}
