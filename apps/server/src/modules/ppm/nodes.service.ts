import type { PageQuery } from '@portal/contracts/pagination'
import type { Person } from '@portal/contracts/people'
import {
  type FieldChange,
  type MeasureInput,
  type MeasureListQuery,
  type MeasurePatch,
  type PpmDetails,
  type PpmLevel,
  type PpmNodePage,
  type ProgramInput,
  ppmDetails,
} from '@portal/contracts/ppm'
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm'
import { AppError, forbidden } from '../../core/errors.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { assertMembers, scope } from '../../core/tenancy.ts'
import { recordActivity } from './activities.service.ts'
import { followMeasures, keyResultsLinkedInside } from './goals.service.ts'
import { ppmNodes } from './ppm.tables.ts'
import {
  currencyOf,
  measureFilter,
  measuresInside,
  type NodeRow,
  nodeOf,
  type PpmContext,
  selectNodes,
  toNode,
} from './ppm-rows.ts'
import { shiftTotals, withTotals } from './totals.ts'

const PARENT_LEVEL: Record<PpmLevel, PpmLevel | null> = {
  program: null,
  project: 'program',
  package: 'project',
  measure: 'package',
}
const PARENT_FIELD = { project: 'program_id', package: 'project_id', measure: 'package_id' } as const

/** The API's field names and the table's, for every editable detail. */
const FIELDS = {
  title: 'title',
  description: 'description',
  owner_id: 'ownerId',
  sponsor_id: 'sponsorId',
  approver_id: 'approverId',
  start_date: 'startDate',
  end_date: 'endDate',
  status: 'status',
  unit: 'unit',
  category: 'category',
  tags: 'tags',
  business_case: 'businessCase',
  target_cents: 'targetCents',
  report_cadence_days: 'reportCadenceDays',
} as const satisfies Record<string, keyof NodeRow>
type Field = keyof typeof FIELDS

/** The people a body names must belong to the company (each as a field error). */
async function assertPeople(ctx: PpmContext, body: Partial<Record<Field, unknown>>) {
  for (const field of ['owner_id', 'sponsor_id', 'approver_id'] as const) {
    const id = body[field]
    if (typeof id === 'string') await assertMembers(ctx.db, ctx.tenant, field, [id])
  }
}

/** The parent named by a create body, of the level above; another company's or a wrong level is a 400. */
async function parentOf(ctx: PpmContext, level: PpmLevel, id: string) {
  const parentLevel = PARENT_LEVEL[level]
  const field = PARENT_FIELD[level as keyof typeof PARENT_FIELD]
  const [parent] = await ctx.db
    .select({ id: ppmNodes.id, programId: ppmNodes.programId, projectId: ppmNodes.projectId })
    .from(ppmNodes)
    .where(scope(ppmNodes, ctx.tenant).where(eq(ppmNodes.id, id), eq(ppmNodes.level, parentLevel ?? '')))
  if (!parent) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { [field]: [{ key: 'api.fields.not_in_company' }] },
    })
  }
  return parent
}

type CreateBody = ProgramInput & Partial<MeasureInput> & { program_id?: string; project_id?: string }

/** Creates a level below its parent (a measure starts at gate L0) and records it. */
export async function createNode(ctx: PpmContext, level: PpmLevel, body: CreateBody) {
  await assertPeople(ctx, body)
  let ancestry = {
    programId: null as string | null,
    projectId: null as string | null,
    packageId: null as string | null,
  }
  if (level === 'project')
    ancestry = { ...ancestry, programId: (await parentOf(ctx, level, body.program_id!)).id }
  if (level === 'package') {
    const project = await parentOf(ctx, level, body.project_id!)
    ancestry = { ...ancestry, programId: project.programId, projectId: project.id }
  }
  if (level === 'measure') {
    const pkg = await parentOf(ctx, level, body.package_id!)
    ancestry = { programId: pkg.programId, projectId: pkg.projectId, packageId: pkg.id }
  }
  const [created] = await withTotals(ctx, [ancestry.programId], async (tx) => {
    const rows = await tx.db
      .insert(ppmNodes)
      .values(
        scope(ppmNodes, ctx.tenant).row({
          level,
          ...ancestry,
          title: body.title,
          description: body.description,
          ownerId: body.owner_id,
          sponsorId: body.sponsor_id,
          approverId: level === 'measure' ? (body.approver_id ?? null) : null,
          startDate: body.start_date,
          endDate: body.end_date,
          status: body.status,
          unit: body.unit,
          category: body.category,
          tags: body.tags,
          businessCase: level === 'measure' ? (body.business_case ?? '') : '',
          gate: level === 'measure' ? 0 : null,
          targetCents: body.target_cents,
          reportCadenceDays: body.report_cadence_days,
        }),
      )
      .returning({ id: ppmNodes.id })
    // A new measure counts in the levels above it (it has no effects yet).
    if (level === 'measure') await shiftTotals(tx.db, rows[0]!.id, 1)
    return rows
  })
  await recordActivity(ctx, created!.id, 'created')
  return nodePage(ctx, created!.id, level)
}

/** A level with the levels above it, its measure count and its effects. */
export async function nodePage(ctx: PpmContext, id: string, level?: PpmLevel): Promise<PpmNodePage> {
  const row = await nodeOf(ctx, id, level)
  const aboveIds = [row.programId, row.projectId, row.packageId].filter((x): x is string => x !== null)
  const [above, currency] = await Promise.all([
    aboveIds.length
      ? ctx.db
          .select({ id: ppmNodes.id, level: ppmNodes.level, title: ppmNodes.title })
          .from(ppmNodes)
          .where(scope(ppmNodes, ctx.tenant).byIds(aboveIds))
      : Promise.resolve([]),
    currencyOf(ctx.db, ctx.tenant),
  ])
  const order = ['program', 'project', 'package']
  return {
    ...toNode(row, ctx.now),
    ancestors: above
      .map((a) => ({ id: a.id, level: a.level as PpmLevel, title: a.title }))
      .sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level)),
    // The stored count (ADR 31); a measure counts itself.
    measure_count: row.level === 'measure' ? 1 : row.measureCount,
    currency,
  }
}

export async function nodeDetails(ctx: PpmContext, id: string, level: PpmLevel): Promise<PpmDetails> {
  const node = toNode(await nodeOf(ctx, id, level), ctx.now)
  return ppmDetails.parse(node)
}

const storedValue = (row: NodeRow, field: Field): unknown => row[FIELDS[field]]
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Edits the fields sent; each change is recorded field by field (from → to). */
export async function updateNode(ctx: PpmContext, id: string, level: PpmLevel, patch: MeasurePatch) {
  const row = await nodeOf(ctx, id, level)
  await assertPeople(ctx, patch)
  const merged = { start: patch.start_date ?? row.startDate, end: patch.end_date ?? row.endDate }
  if (merged.start && merged.end && merged.start > merged.end) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { end_date: [{ key: 'api.fields.end_date' }] },
    })
  }
  const changes: FieldChange[] = []
  const values: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(patch) as [Field, unknown][]) {
    if (value === undefined || same(storedValue(row, field), value)) continue
    changes.push({ field, from: storedValue(row, field) ?? null, to: value })
    values[FIELDS[field]] = value
  }
  if (changes.length) {
    await ctx.db
      .update(ppmNodes)
      .set({ ...values, updatedAt: ctx.now })
      .where(scope(ppmNodes, ctx.tenant).byId(id))
    await recordActivity(ctx, id, 'edited', { changes })
  }
  return nodePage(ctx, id, level)
}

/** Deletes a level and everything in it: its owner or a company admin. The levels above lose its totals. */
export async function deleteNode(ctx: PpmContext, id: string, level: PpmLevel) {
  const row = await nodeOf(ctx, id, level)
  if (!ctx.tenant.canManage && row.ownerId !== ctx.tenant.principal.userId) throw forbidden()
  await withTotals(ctx, [row.programId ?? row.id], async (tx) => {
    const keyResults = await keyResultsLinkedInside(tx, row)
    await shiftTotals(tx.db, id, -1)
    await tx.db.delete(ppmNodes).where(scope(ppmNodes, ctx.tenant).byId(id))
    // The links went with the measures: their key results lose those effects now.
    await followMeasures(tx, keyResults)
  })
}

/** The column of `ppm_nodes` that names a level of this kind as an ancestor. */
const ANCESTOR_COLUMN = {
  program: ppmNodes.programId,
  project: ppmNodes.projectId,
  package: ppmNodes.packageId,
} as const

/**
 * Moves a measure to another package, a package to another project or a project to another programme
 * (what is inside goes along); the totals leave the old levels above it and reach the new ones in the
 * same transaction. Recorded in the moved level's trail.
 */
export async function moveNode(
  ctx: PpmContext,
  id: string,
  level: Exclude<PpmLevel, 'program'>,
  parentId: string,
) {
  const row = await nodeOf(ctx, id, level)
  const target = await parentOf(ctx, level, parentId)
  const field = PARENT_FIELD[level]
  const from = { measure: row.packageId, package: row.projectId, project: row.programId }[level]
  if (target.id === from) return nodePage(ctx, id, level)
  const ancestry = {
    measure: { programId: target.programId, projectId: target.projectId, packageId: target.id },
    package: { programId: target.programId, projectId: target.id },
    project: { programId: target.id },
  }[level]
  await withTotals(ctx, [row.programId, target.programId ?? target.id], async (tx) => {
    await shiftTotals(tx.db, id, -1)
    const inside = level === 'measure' ? undefined : eq(ANCESTOR_COLUMN[level], id)
    await tx.db
      .update(ppmNodes)
      .set({ ...ancestry, updatedAt: ctx.now })
      .where(scope(ppmNodes, ctx.tenant).byId(id))
    if (inside) {
      const { packageId: _package, ...above } = ancestry as typeof ancestry & { packageId?: string }
      await tx.db.update(ppmNodes).set(above).where(scope(ppmNodes, ctx.tenant).where(inside))
    }
    await shiftTotals(tx.db, id, 1)
    // A move keeps each measure's effects; the sums are checked anyway, so no path can leave one stale.
    await followMeasures(tx, await keyResultsLinkedInside(tx, row))
  })
  await recordActivity(ctx, id, 'moved', { changes: [{ field, from, to: target.id }] })
  return nodePage(ctx, id, level)
}

/** A page of levels matching `conditions`, with their effects. */
export async function listNodes(
  ctx: PpmContext,
  query: PageQuery & { search?: string },
  ...conditions: (SQL | undefined)[]
) {
  const where = [
    ...conditions,
    query.search ? ilike(ppmNodes.title, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  ]
  const { limit, offset } = pageWindow(query)
  // The page and the count in one query; a page past the end has no row to carry the count.
  const rows = await selectNodes(ctx.db, ctx.tenant, ...where)
    .orderBy(asc(ppmNodes.title), asc(ppmNodes.id))
    .limit(limit)
    .offset(offset)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && offset > 0) {
    const [counted] = await ctx.db
      .select({ n: count() })
      .from(ppmNodes)
      .where(scope(ppmNodes, ctx.tenant).where(...where))
    total = counted?.n ?? 0
  }
  return { count: total, results: rows.map((r) => toNode(r, ctx.now)) }
}

export const levelIs = (level: PpmLevel) => eq(ppmNodes.level, level)

/** The measures inside a programme, project or package. */
export async function measuresOf(ctx: PpmContext, id: string, level: PpmLevel, query: MeasureListQuery) {
  const row = await nodeOf(ctx, id, level)
  return listNodes(ctx, query, measuresInside(row), measureFilter({ ...query, search: undefined }))
}

/** The company's people, who may own, sponsor or approve. */
export async function ppmUsers(ctx: PpmContext): Promise<Person[]> {
  return ctx.db
    .select(personColumns)
    .from(users)
    .innerJoin(companyMemberships, eq(companyMemberships.userId, users.id))
    .where(and(eq(companyMemberships.companyId, ctx.tenant.companyId), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
}
