import type { EffectTotals, PortfolioQuery, PpmLevel, PpmNode } from '@portal/contracts/ppm'
import { type AnyColumn, and, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import type { CompanyEvent, Notifier } from '../../core/notifier.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { ppmEffects, ppmNodes, ppmSettings } from './ppm.tables.ts'

/** What a PPM use case works with: the database, the tenant, the time it decides "due" by, the notifier. */
export interface PpmContext {
  db: Database
  tenant: Tenant
  now: Date
  notifier: Notifier
  /** What the request's writes made happen elsewhere (a key result's check-in), told once they are committed. */
  afterCommit: CompanyEvent[]
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
  total: sql<number>`count(*) over ()`.mapWith(Number),
}

/**
 * Rows of the tenant's levels with their people, in one query; the last published report's period end
 * is a column kept when a report is published (ADR 50), so no row looks its reports up. Each row also
 * carries how many rows match in all (`count(*) over ()`), so a page and its count are one query too.
 */
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

/** What the filters ask of a measure: its status, gate, owner or title. */
export function measureFilter(query: PortfolioQuery): SQL | undefined {
  return and(
    query.status ? eq(ppmNodes.status, query.status) : undefined,
    query.gate !== undefined ? eq(ppmNodes.gate, query.gate) : undefined,
    query.owner_id ? eq(ppmNodes.ownerId, query.owner_id) : undefined,
    query.search ? ilike(ppmNodes.title, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )
}

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

/** A row as the API shows it; its effects are the stored net totals unless others are given. */
export function toNode(
  row: NodeRow,
  now: Date,
  effects: EffectTotals = { planned_cents: row.plannedNetCents, actual_cents: row.actualNetCents },
): PpmNode {
  const parentId = row.packageId ?? row.projectId ?? row.programId
  const since = row.lastReportEnd ?? row.startDate ?? isoDay(new Date(row.createdAt))
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

/** The company's currency (EUR until set). */
export async function currencyOf(db: Database, tenant: Tenant) {
  const [row] = await db
    .select({ currency: ppmSettings.currency })
    .from(ppmSettings)
    .where(eq(ppmSettings.companyId, tenant.companyId))
  return row?.currency ?? 'EUR'
}

/** Sets the company's currency (amounts stay as they are: it names their unit, it converts nothing). */
export async function setCurrency(ctx: PpmContext, currency: string) {
  await ctx.db
    .insert(ppmSettings)
    .values({ companyId: ctx.tenant.companyId, currency })
    .onConflictDoUpdate({ target: ppmSettings.companyId, set: { currency } })
}

/** One level of the tenant's, of the expected level; anything else is a 404. */
export async function nodeOf(ctx: PpmContext, id: string, level?: PpmLevel) {
  const [row] = await selectNodes(ctx.db, ctx.tenant, eq(ppmNodes.id, id), level && eq(ppmNodes.level, level))
  if (!row) throw new AppError(404, 'api.errors.not_found')
  return row
}
