import { periodRange } from '@portal/contracts/okr'
import type { TaskInput, TaskListQuery } from '@portal/contracts/okr-projects'
import { and, asc, count, eq, gte, ilike, isNotNull, lt, lte, not, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { recordChanges } from './changelog.ts'
import { assertMay, canEditProject, canEditTask } from './okr-access.ts'
import { fieldError } from './okr-checks.ts'
import { ownerOf } from './okr-filters.ts'
import { today } from './pace.ts'
import { getTask, selectTasks, taskSnapshot } from './project-rows.ts'
import { okrProjects, okrTasks } from './projects.tables.ts'
import { refreshProjects } from './rollup.ts'

/** Open tasks by due date (undated last), then done ones. */
const LIST_ORDER = [
  asc(okrTasks.isComplete),
  sql`${okrTasks.dueDate} asc nulls last`,
  asc(okrTasks.title),
  asc(okrTasks.id),
]

export async function listTasks(db: Database, tenant: Tenant, query: TaskListQuery) {
  const day = today()
  const period = query.period ? periodRange(query.period) : null
  const overdue = and(not(okrTasks.isComplete), isNotNull(okrTasks.dueDate), lt(okrTasks.dueDate, day))
  const where = scope(okrTasks, tenant).where(
    query.project ? eq(okrTasks.projectId, query.project) : undefined,
    query.team ? eq(okrProjects.teamId, query.team) : undefined,
    query.owner ? eq(okrTasks.assigneeId, ownerOf(tenant, query.owner)) : undefined,
    period ? and(gte(okrTasks.dueDate, period.start), lte(okrTasks.dueDate, period.end)) : undefined,
    query.status === 'open' ? not(okrTasks.isComplete) : undefined,
    query.status === 'complete' ? eq(okrTasks.isComplete, true) : undefined,
    query.status === 'overdue' ? overdue : undefined,
    query.search
      ? or(
          ilike(okrTasks.title, containsPattern(query.search)),
          ilike(okrTasks.description, containsPattern(query.search)),
        )
      : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(okrTasks)
    .innerJoin(okrProjects, eq(okrProjects.id, okrTasks.projectId))
    .where(where)
  const results = await selectTasks(db, tenant, where, { orderBy: LIST_ORDER, ...pageWindow(query) })
  return { count: total?.n ?? 0, results }
}

/** A task with its project: stored state, snapshot, whether the caller may change it. */
async function loadTaskState(db: Database, tenant: Tenant, id: string) {
  const [found] = await db
    .select({ row: okrTasks, projectOwnerId: okrProjects.ownerId })
    .from(okrTasks)
    .innerJoin(okrProjects, eq(okrProjects.id, okrTasks.projectId))
    .where(scope(okrTasks, tenant).byId(id))
  if (!found) throw notFound()
  const projectEditable = canEditProject(tenant, { ownerId: found.projectOwnerId })
  return {
    row: found.row,
    snapshot: taskSnapshot(found.row),
    editable: canEditTask(tenant, found.row, projectEditable),
  }
}

/** The project a task goes into: the tenant's, and one the caller may edit. */
async function assertProjectEditable(db: Database, tenant: Tenant, projectId: string) {
  const [project] = await db
    .select({ ownerId: okrProjects.ownerId })
    .from(okrProjects)
    .where(scope(okrProjects, tenant).byId(projectId))
  if (!project) throw fieldError('project_id', 'not_in_company')
  assertMay(canEditProject(tenant, project))
}

function columnsOf(input: TaskInput, previous?: typeof okrTasks.$inferSelect) {
  const completedAt = input.is_complete ? (previous?.isComplete ? previous.completedAt : new Date()) : null
  return {
    projectId: input.project_id,
    title: input.title,
    description: input.description,
    assigneeId: input.assignee_id,
    dueDate: input.due_date,
    isComplete: input.is_complete,
    completedAt,
  }
}

export async function createTask(db: Database, tenant: Tenant, input: TaskInput) {
  await assertProjectEditable(db, tenant, input.project_id)
  if (input.assignee_id) await assertMembers(db, tenant, 'assignee_id', [input.assignee_id])
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(okrTasks)
      .values(scope(okrTasks, tenant).row(columnsOf(input)))
      .returning()
    await recordChanges(tx, tenant, [{ type: 'task', id: row!.id, before: null, after: taskSnapshot(row!) }])
    await refreshProjects(tx, [row!.projectId])
    return row!.id
  })
  return getTask(db, tenant, id)
}

export async function updateTask(db: Database, tenant: Tenant, id: string, input: TaskInput) {
  const before = await loadTaskState(db, tenant, id)
  assertMay(before.editable)
  if (input.project_id !== before.row.projectId) await assertProjectEditable(db, tenant, input.project_id)
  if (input.assignee_id) await assertMembers(db, tenant, 'assignee_id', [input.assignee_id])
  await writeTask(db, tenant, before, columnsOf(input, before.row))
  return getTask(db, tenant, id)
}

/** SPEC §4: a task can be toggled complete (by whoever may edit it). */
export async function toggleTaskComplete(db: Database, tenant: Tenant, id: string) {
  const before = await loadTaskState(db, tenant, id)
  assertMay(before.editable)
  const isComplete = !before.row.isComplete
  await writeTask(db, tenant, before, { isComplete, completedAt: isComplete ? new Date() : null })
  return getTask(db, tenant, id)
}

async function writeTask(
  db: Database,
  tenant: Tenant,
  before: Awaited<ReturnType<typeof loadTaskState>>,
  columns: Partial<typeof okrTasks.$inferInsert>,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(okrTasks)
      .set({ ...columns, updatedAt: new Date() })
      .where(scope(okrTasks, tenant).byId(before.row.id))
      .returning()
    await recordChanges(tx, tenant, [
      { type: 'task', id: row!.id, before: before.snapshot, after: taskSnapshot(row!) },
    ])
    await refreshProjects(tx, [before.row.projectId, row!.projectId])
  })
}

export async function deleteTask(db: Database, tenant: Tenant, id: string) {
  const before = await loadTaskState(db, tenant, id)
  assertMay(before.editable)
  await db.transaction(async (tx) => {
    await tx.delete(okrTasks).where(scope(okrTasks, tenant).byId(id))
    await recordChanges(tx, tenant, [{ type: 'task', id, before: before.snapshot, after: null }])
    await refreshProjects(tx, [before.row.projectId])
  })
}
