import type { Project, ProjectStatus, Task } from '@portal/contracts/okr-projects'
import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { personColumnsOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import type { Snapshot } from './changelog.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { type Window, windowed } from './objective-rows.ts'
import { canEditProject, canEditTask } from './okr-access.ts'
import { sorted } from './okr-checks.ts'
import { today } from './pace.ts'
import { okrProjectKeyResults, okrProjects, okrTasks } from './projects.tables.ts'
import { inIds } from './sql-rows.ts'

const owners = alias(users, 'owner')
const assignees = alias(users, 'assignee')
const taskCount = (done: boolean) =>
  sql<number>`(select count(*) from ${okrTasks} where ${okrTasks.projectId} = ${okrProjects.id}${done ? sql` and ${okrTasks.isComplete}` : sql``})`.mapWith(
    Number,
  )

/** The key results a project is linked to, by title, as JSON in its row. */
const keyResultRefs = sql<
  { id: string; title: string }[]
>`(select coalesce(json_agg(json_build_object('id', ${okrKeyResults.id}, 'title', ${okrKeyResults.title}) order by ${okrKeyResults.title}, ${okrKeyResults.id}), '[]'::json) from ${okrProjectKeyResults} join ${okrKeyResults} on ${okrKeyResults.id} = ${okrProjectKeyResults.keyResultId} where ${okrProjectKeyResults.projectId} = ${okrProjects.id})`

const projectColumns = {
  row: okrProjects,
  team: { id: teams.id, name: teams.name },
  owner: personColumnsOf(owners),
  keyResults: keyResultRefs,
  taskCount: taskCount(false),
  doneTaskCount: taskCount(true),
}

/** Projects as the API shows them, for any condition, in one query. */
export async function selectProjects(db: Database, tenant: Tenant, where: SQL, window: Window) {
  const rows = await windowed(
    db
      .select(projectColumns)
      .from(okrProjects)
      .leftJoin(teams, eq(teams.id, okrProjects.teamId))
      .leftJoin(owners, eq(owners.id, okrProjects.ownerId))
      .where(where)
      .$dynamic(),
    window,
  )
  return rows.map((row) => toProject(tenant, row))
}

/** The projects linked to key results, each with the key result it came through (one query). */
export async function selectLinkedProjects(db: Database, tenant: Tenant, keyResultIds: string[]) {
  const rows = await db
    .select({ ...projectColumns, keyResultId: okrProjectKeyResults.keyResultId })
    .from(okrProjectKeyResults)
    .innerJoin(okrProjects, eq(okrProjects.id, okrProjectKeyResults.projectId))
    .leftJoin(teams, eq(teams.id, okrProjects.teamId))
    .leftJoin(owners, eq(owners.id, okrProjects.ownerId))
    .where(scope(okrProjects, tenant).where(inIds(okrProjectKeyResults.keyResultId, keyResultIds)))
    .orderBy(asc(okrProjects.title), asc(okrProjects.id))
  return rows.map((row) => ({ keyResultId: row.keyResultId, project: toProject(tenant, row) }))
}

type ProjectRow = {
  row: typeof okrProjects.$inferSelect
  team: { id: string; name: string } | null
  owner: Project['owner']
  keyResults: { id: string; title: string }[]
  taskCount: number
  doneTaskCount: number
}

function toProject(
  tenant: Tenant,
  { row, team, owner, keyResults, taskCount, doneTaskCount }: ProjectRow,
): Project {
  return {
    id: row.id,
    company: row.companyId,
    title: row.title,
    description: row.description,
    owner,
    team,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status as ProjectStatus,
    progress: row.progress,
    key_results: keyResults,
    task_count: taskCount,
    done_task_count: doneTaskCount,
    can_edit: canEditProject(tenant, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function getProject(db: Database, tenant: Tenant, id: string) {
  const [project] = await selectProjects(db, tenant, scope(okrProjects, tenant).byId(id), {
    orderBy: [],
    limit: 1,
  })
  if (!project) throw notFound()
  return project
}

export function projectSnapshot(row: typeof okrProjects.$inferSelect, keyResultIds: string[]): Snapshot {
  return {
    title: row.title,
    description: row.description,
    owner_id: row.ownerId,
    team_id: row.teamId,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    key_result_ids: sorted(keyResultIds),
  }
}

/** Tasks as the API shows them, for any condition, in one query (joined with their project). */
export async function selectTasks(db: Database, tenant: Tenant, where: SQL, window: Window) {
  const day = today()
  const rows = await windowed(
    db
      .select({
        row: okrTasks,
        project: { id: okrProjects.id, title: okrProjects.title, ownerId: okrProjects.ownerId },
        assignee: personColumnsOf(assignees),
      })
      .from(okrTasks)
      .innerJoin(okrProjects, eq(okrProjects.id, okrTasks.projectId))
      .leftJoin(assignees, eq(assignees.id, okrTasks.assigneeId))
      .where(where)
      .$dynamic(),
    window,
  )
  return rows.map(
    ({ row, project, assignee }): Task => ({
      id: row.id,
      company: row.companyId,
      project: { id: project.id, title: project.title },
      title: row.title,
      description: row.description,
      assignee,
      due_date: row.dueDate,
      is_complete: row.isComplete,
      completed_at: row.completedAt?.toISOString() ?? null,
      is_overdue: !row.isComplete && row.dueDate !== null && row.dueDate < day,
      can_edit: canEditTask(tenant, row, canEditProject(tenant, project)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }),
  )
}

export async function getTask(db: Database, tenant: Tenant, id: string) {
  const [task] = await selectTasks(db, tenant, scope(okrTasks, tenant).byId(id), { orderBy: [], limit: 1 })
  if (!task) throw notFound()
  return task
}

export function taskSnapshot(row: typeof okrTasks.$inferSelect): Snapshot {
  return {
    project_id: row.projectId,
    title: row.title,
    description: row.description,
    assignee_id: row.assigneeId,
    due_date: row.dueDate,
    is_complete: row.isComplete,
  }
}
