import type { DeleteItemQuery } from '@portal/contracts/okr'
import type { ProjectInput, ProjectListQuery, ProjectPatch } from '@portal/contracts/okr-projects'
import type { PageQuery } from '@portal/contracts/pagination'
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges } from './changelog.ts'
import { selectKeyResults } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'
import { assertMay, assertMayCreateFor, canEditProject } from './okr-access.ts'
import { assertFound, assertTeam, fieldError } from './okr-checks.ts'
import { overlapsPeriodOpen, ownerOf } from './okr-filters.ts'
import { getProject, projectSnapshot, selectProjects, taskSnapshot } from './project-rows.ts'
import { okrProjectKeyResults, okrProjects, okrTasks } from './projects.tables.ts'
import { refreshProjects } from './rollup.ts'

const LIST_ORDER = [asc(okrProjects.title), asc(okrProjects.id)]

export async function listProjects(db: Database, tenant: Tenant, query: ProjectListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = scope(okrProjects, tenant).where(
    query.team ? eq(okrProjects.teamId, query.team) : undefined,
    query.owner ? eq(okrProjects.ownerId, ownerOf(tenant, query.owner)) : undefined,
    query.period ? overlapsPeriodOpen(okrProjects.startDate, okrProjects.endDate, query.period) : undefined,
    query.status ? eq(okrProjects.status, query.status) : undefined,
    query.key_result
      ? sql`exists (select 1 from ${okrProjectKeyResults} where ${okrProjectKeyResults.projectId} = ${okrProjects.id} and ${okrProjectKeyResults.keyResultId} = ${query.key_result})`
      : undefined,
    pattern ? or(ilike(okrProjects.title, pattern), ilike(okrProjects.description, pattern)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(okrProjects).where(where)
  const results = await selectProjects(db, tenant, where, { orderBy: LIST_ORDER, ...pageWindow(query) })
  return { count: total?.n ?? 0, results }
}

/** The key results a project is linked to (`projects/{id}/key_results/`). */
export async function listProjectKeyResults(db: Database, tenant: Tenant, id: string, query: PageQuery) {
  await getProject(db, tenant, id)
  const where = scope(okrKeyResults, tenant).where(
    sql`exists (select 1 from ${okrProjectKeyResults} where ${okrProjectKeyResults.keyResultId} = ${okrKeyResults.id} and ${okrProjectKeyResults.projectId} = ${id})`,
  )
  const [total] = await db.select({ n: count() }).from(okrKeyResults).where(where)
  const order = [asc(okrObjectives.title), asc(okrKeyResults.title), asc(okrKeyResults.id)]
  const results = await selectKeyResults(db, tenant, where, { orderBy: order, ...pageWindow(query) })
  return { count: total?.n ?? 0, results }
}

export async function loadProjectState(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select().from(okrProjects).where(scope(okrProjects, tenant).byId(id))
  if (!row) throw notFound()
  const links = await db
    .select({ id: okrProjectKeyResults.keyResultId })
    .from(okrProjectKeyResults)
    .where(eq(okrProjectKeyResults.projectId, id))
  const keyResultIds = links.map((link) => link.id)
  return {
    row,
    keyResultIds,
    snapshot: projectSnapshot(row, keyResultIds),
    editable: canEditProject(tenant, row),
  }
}

async function assertReferences(db: Database, tenant: Tenant, input: ProjectInput) {
  await assertMembers(db, tenant, 'owner_id', [input.owner_id])
  await assertTeam(db, tenant, input.team_id)
  await assertFound(db, tenant, okrKeyResults, input.key_result_ids, 'key_result_ids')
}

const columnsOf = (input: ProjectInput) => ({
  title: input.title,
  description: input.description,
  ownerId: input.owner_id,
  teamId: input.team_id,
  startDate: input.start_date,
  endDate: input.end_date,
  status: input.status,
})

async function setKeyResults(tx: Database, tenant: Tenant, projectId: string, keyResultIds: string[]) {
  await tx.delete(okrProjectKeyResults).where(eq(okrProjectKeyResults.projectId, projectId))
  const ids = [...new Set(keyResultIds)]
  if (ids.length === 0) return
  await tx
    .insert(okrProjectKeyResults)
    .values(ids.map((keyResultId) => ({ projectId, keyResultId, companyId: tenant.companyId })))
}

export async function createProject(db: Database, tenant: Tenant, input: ProjectInput) {
  assertMayCreateFor(tenant, [input.owner_id])
  await assertReferences(db, tenant, input)
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrProjects)
      .values(scope(okrProjects, tenant).row(columnsOf(input)))
      .returning()
    await setKeyResults(tx, tenant, row!.id, input.key_result_ids)
    await recordChanges(tx, tenant, [
      { type: 'project', id: row!.id, before: null, after: projectSnapshot(row!, input.key_result_ids) },
    ])
    return row!.id
  })
  return getProject(db, tenant, id)
}

export async function updateProject(db: Database, tenant: Tenant, id: string, input: ProjectInput) {
  const before = await loadProjectState(db, tenant, id)
  assertMay(before.editable)
  await assertReferences(db, tenant, input)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(okrProjects)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(scope(okrProjects, tenant).byId(id))
      .returning()
    await setKeyResults(tx, tenant, id, input.key_result_ids)
    await recordChanges(tx, tenant, [
      { type: 'project', id, before: before.snapshot, after: projectSnapshot(row!, input.key_result_ids) },
    ])
  })
  return getProject(db, tenant, id)
}

/** PATCH: the fields sent over the stored ones, then the same rules as PUT. */
export async function patchProject(db: Database, tenant: Tenant, id: string, patch: ProjectPatch) {
  const { row, keyResultIds, editable } = await loadProjectState(db, tenant, id)
  assertMay(editable)
  const merged: ProjectInput = {
    title: patch.title ?? row.title,
    description: patch.description ?? row.description,
    owner_id: patch.owner_id ?? row.ownerId ?? '',
    team_id: patch.team_id !== undefined ? patch.team_id : row.teamId,
    start_date: patch.start_date !== undefined ? patch.start_date : row.startDate,
    end_date: patch.end_date !== undefined ? patch.end_date : row.endDate,
    status: patch.status ?? (row.status as ProjectInput['status']),
    key_result_ids: patch.key_result_ids ?? keyResultIds,
  }
  if (merged.start_date && merged.end_date && merged.start_date > merged.end_date) {
    throw fieldError('end_date', 'end_date')
  }
  if (!merged.owner_id) throw fieldError('owner_id', 'required')
  return updateProject(db, tenant, id, merged)
}

/** Tasks never stay without a project: deleting one that has tasks needs `move` or `delete`. */
export async function deleteProject(db: Database, tenant: Tenant, id: string, choice: DeleteItemQuery) {
  const project = await loadProjectState(db, tenant, id)
  assertMay(project.editable)
  const tasks = await db.select().from(okrTasks).where(eq(okrTasks.projectId, id))
  if (tasks.length > 0 && !choice.children) {
    throw new AppError(409, 'api.errors.okr_children', {
      fields: { children: [{ key: 'api.fields.children' }] },
    })
  }
  if (tasks.length > 0 && choice.children === 'detach')
    throw fieldError('children', 'children_move_or_delete')
  const moveTo = tasks.length > 0 && choice.children === 'move' ? choice.move_to : undefined
  if (moveTo) {
    if (moveTo === id) throw fieldError('move_to', 'move_to_self')
    const target = await loadProjectState(db, tenant, moveTo).catch(() => {
      throw fieldError('move_to', 'not_in_company')
    })
    assertMay(target.editable)
  }
  await db.transaction(async (tx) => {
    if (moveTo) {
      await tx
        .update(okrTasks)
        .set({ projectId: moveTo, updatedAt: new Date() })
        .where(eq(okrTasks.projectId, id))
    }
    await tx.delete(okrProjects).where(scope(okrProjects, tenant).byId(id))
    await recordChanges(tx, tenant, [
      ...tasks.map((task) => ({
        type: 'task' as const,
        id: task.id,
        before: taskSnapshot(task),
        after: moveTo ? taskSnapshot({ ...task, projectId: moveTo }) : null,
      })),
      { type: 'project', id, before: project.snapshot, after: null },
    ])
    await refreshProjects(tx, [moveTo])
  })
}
