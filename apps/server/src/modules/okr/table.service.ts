import type {
  KeyResultRow,
  ObjectiveRow,
  OkrTable,
  OkrTableRequest,
  ProjectRow,
  TableDepth,
  TaskRow,
} from '@portal/contracts/okr-table'
import { asc, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { selectKeyResults } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { selectObjectives } from './objective-rows.ts'
import { okrObjectives } from './objectives.tables.ts'
import { filterOfFilters, objectiveConditions } from './okr-filters.ts'
import { selectLinkedProjects, selectTasks } from './project-rows.ts'
import { okrProjectKeyResults, okrTasks } from './projects.tables.ts'
import { inIds } from './sql-rows.ts'
import { groupedObjectives } from './table-grouping.ts'

const DEPTHS: TableDepth[] = ['objective', 'key_result', 'project', 'task']
const reaches = (depth: TableDepth, level: TableDepth) => DEPTHS.indexOf(depth) >= DEPTHS.indexOf(level)
const TASK_ORDER = [
  asc(okrTasks.isComplete),
  sql`${okrTasks.dueDate} asc nulls last`,
  asc(okrTasks.title),
  asc(okrTasks.id),
]

/**
 * The table view: a page of objective rows (filtered, grouped, sorted on the server) with their key
 * results, the projects linked to those and the projects' tasks below them. Five queries whatever
 * the page holds, in three steps: the page; its objectives and key results; projects and tasks.
 */
export async function okrTable(db: Database, tenant: Tenant, request: OkrTableRequest): Promise<OkrTable> {
  const where = scope(okrObjectives, tenant).where(...objectiveConditions(filterOfFilters(request.filters)))
  const { count, groups, page } = await groupedObjectives(db, where, request)
  const objectiveIds = [...new Set(page.map((entry) => entry.id))]
  const [objectives, keyResults] = await Promise.all([
    selectObjectives(db, tenant, scope(okrObjectives, tenant).where(inIds(okrObjectives.id, objectiveIds)), {
      orderBy: [],
    }),
    reaches(request.depth, 'key_result') && objectiveIds.length > 0
      ? keyResultRowsOf(db, tenant, objectiveIds, request.depth)
      : new Map<string, KeyResultRow[]>(),
  ])
  const byId = new Map(objectives.map((objective) => [objective.id, objective]))
  const rowsOf = (key: string | null) =>
    page
      .filter((entry) => entry.groupKey === key)
      .flatMap((entry): ObjectiveRow[] => {
        const objective = byId.get(entry.id)
        return objective
          ? [{ ...objective, type: 'objective', key_results: keyResults.get(entry.id) ?? [] }]
          : []
      })
  return {
    count,
    page: request.page,
    page_size: request.page_size,
    groups: groups.map((group) => ({ ...group, rows: rowsOf(group.key) })),
  }
}

/** Key result rows by objective, with their projects (and tasks) when the depth reaches them. */
async function keyResultRowsOf(db: Database, tenant: Tenant, objectiveIds: string[], depth: TableDepth) {
  const keyResults = await selectKeyResults(
    db,
    tenant,
    scope(okrKeyResults, tenant).where(inIds(okrKeyResults.objectiveId, objectiveIds)),
    { orderBy: [asc(okrKeyResults.createdAt), asc(okrKeyResults.id)] },
  )
  const projects =
    reaches(depth, 'project') && keyResults.length > 0
      ? await projectRowsOf(
          db,
          tenant,
          keyResults.map((kr) => kr.id),
          depth,
        )
      : new Map<string, ProjectRow[]>()
  const byObjective = new Map<string, KeyResultRow[]>()
  for (const kr of keyResults) {
    push(byObjective, kr.objective.id, { ...kr, type: 'key_result', projects: projects.get(kr.id) ?? [] })
  }
  return byObjective
}

/**
 * Project rows by key result (a project linked to two key results is under both), with their tasks:
 * both queries start from the key results, so they run side by side.
 */
async function projectRowsOf(db: Database, tenant: Tenant, keyResultIds: string[], depth: TableDepth) {
  const linkedProjects = sql`(select ${okrProjectKeyResults.projectId} from ${okrProjectKeyResults} where ${inIds(okrProjectKeyResults.keyResultId, keyResultIds)})`
  const [linked, taskList] = await Promise.all([
    selectLinkedProjects(db, tenant, keyResultIds),
    reaches(depth, 'task')
      ? selectTasks(
          db,
          tenant,
          scope(okrTasks, tenant).where(sql`${okrTasks.projectId} in ${linkedProjects}`),
          {
            orderBy: TASK_ORDER,
          },
        )
      : [],
  ])
  const tasks = new Map<string, TaskRow[]>()
  for (const task of taskList) push(tasks, task.project.id, { ...task, type: 'task' })
  const byKeyResult = new Map<string, ProjectRow[]>()
  for (const { keyResultId, project } of linked) {
    push(byKeyResult, keyResultId, { ...project, type: 'project', tasks: tasks.get(project.id) ?? [] })
  }
  return byKeyResult
}

/** Appends to the list under `key`. */
function push<T>(map: Map<string, T[]>, key: string, item: T) {
  const list = map.get(key)
  if (list) list.push(item)
  else map.set(key, [item])
}
