import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import {
  ACTIVE_COMPANY_ITEMS,
  deleteItemQuery,
  description,
  filterByTeamInput,
  idParams,
  isoDate,
  keyResultRef,
  okrListQuery,
  progress,
  projectRef,
  teamRef,
  title,
} from './okr.ts'
import { keyResult } from './okr-key-results.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/** Most key results one project may be linked to. */
export const MAX_LINKED_KEY_RESULTS = 100

export const PROJECT_STATUSES = ['planned', 'in_progress', 'on_hold', 'completed', 'cancelled'] as const
export const projectStatus = z.enum(PROJECT_STATUSES)
export type ProjectStatus = z.infer<typeof projectStatus>

/** A project (initiative): work that moves key results; its progress is done tasks / tasks. */
export const project = z.object({
  id: z.uuid(),
  company: z.uuid(),
  title: z.string(),
  description: z.string(),
  owner: person.nullable(),
  team: teamRef.nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  status: projectStatus,
  progress,
  key_results: z.array(keyResultRef),
  task_count: z.number().int(),
  done_task_count: z.number().int(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Project = z.infer<typeof project>

const projectFields = {
  title,
  description: z.string().trim().max(10_000),
  owner_id: z.uuid(),
  team_id: z.uuid().nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  status: projectStatus,
  key_result_ids: z.array(z.uuid()).max(MAX_LINKED_KEY_RESULTS),
}

const datesInOrder = (p: { start_date?: string | null; end_date?: string | null }) =>
  !p.start_date || !p.end_date || p.start_date <= p.end_date
const DATES_IN_ORDER = { path: ['end_date'], message: 'end_date' }

/** Create (POST) or replace (PUT) a project. */
export const projectInput = z
  .strictObject({
    ...projectFields,
    description,
    team_id: projectFields.team_id.default(null),
    start_date: projectFields.start_date.default(null),
    end_date: projectFields.end_date.default(null),
    status: projectStatus.default('planned'),
    key_result_ids: projectFields.key_result_ids.default([]),
  })
  .refine(datesInOrder, DATES_IN_ORDER)
export type ProjectInput = z.infer<typeof projectInput>

/** PATCH a project: only the fields sent change (e.g. `{status: 'completed'}`). */
export const projectPatch = z
  .strictObject(projectFields)
  .partial()
  .refine(datesInOrder, DATES_IN_ORDER)
  .refine((p) => Object.keys(p).length > 0, { path: ['non_field_errors'], message: 'empty_patch' })
export type ProjectPatch = z.infer<typeof projectPatch>

export const projectListQuery = okrListQuery.extend({
  status: projectStatus.optional(),
  /** Projects linked to this key result. */
  key_result: z.uuid().optional(),
})
export type ProjectListQuery = z.infer<typeof projectListQuery>

// Tasks -------------------------------------------------------------------------------------------

/** A task of a project; overdue when not complete and its due date has passed. */
export const task = z.object({
  id: z.uuid(),
  company: z.uuid(),
  project: projectRef,
  title: z.string(),
  description: z.string(),
  assignee: person.nullable(),
  due_date: isoDate.nullable(),
  is_complete: z.boolean(),
  completed_at: z.string().nullable(),
  is_overdue: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Task = z.infer<typeof task>

/** Create (POST) or replace (PUT) a task. */
export const taskInput = z.strictObject({
  project_id: z.uuid(),
  title,
  description,
  assignee_id: z.uuid().nullable().default(null),
  due_date: isoDate.nullable().default(null),
  is_complete: z.boolean().default(false),
})
export type TaskInput = z.infer<typeof taskInput>

/** A task list's status filter: open (not complete), complete, overdue (open and past due). */
export const taskStatus = z.enum(['open', 'complete', 'overdue'])
export type TaskStatus = z.infer<typeof taskStatus>

export const taskListQuery = okrListQuery.extend({
  project: z.uuid().optional(),
  status: taskStatus.optional(),
})
export type TaskListQuery = z.infer<typeof taskListQuery>

const projectPage = paginated(project)
const PROJECT_CHANGED_BY = `${ACTIVE_COMPANY_ITEMS}; its owner, company admins and staff change it`

/** `/api/v1/okr/projects/`: initiatives that move key results. */
export const okrProjectsApi = endpoints('okr-projects', {
  list: {
    method: 'GET',
    path: '/v1/okr/projects/',
    access: 'authenticated',
    summary: 'List projects',
    narrowing: ACTIVE_COMPANY_ITEMS,
    query: projectListQuery,
    responses: { 200: projectPage },
  },
  // SPEC §7: the team comes in the body; pages in the query.
  filterByTeam: {
    method: 'POST',
    path: '/v1/okr/projects/filter_by_team/',
    access: 'authenticated',
    summary: 'List the projects of a team',
    narrowing: `${ACTIVE_COMPANY_ITEMS}; another company’s team is not found`,
    query: pageQuery,
    body: filterByTeamInput,
    responses: { 200: projectPage },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/projects/:id/',
    access: 'authenticated',
    summary: 'Read a project',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    responses: { 200: project },
  },
  listKeyResults: {
    method: 'GET',
    path: '/v1/okr/projects/:id/key_results/',
    access: 'authenticated',
    summary: 'List the key results a project is linked to',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    query: pageQuery,
    responses: { 200: paginated(keyResult) },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/projects/',
    access: 'authenticated',
    summary: 'Create a project',
    narrowing: 'in the active company; users create projects they own, company admins and staff any',
    body: projectInput,
    responses: { 201: project },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/projects/:id/',
    access: 'authenticated',
    summary: 'Replace a project',
    narrowing: PROJECT_CHANGED_BY,
    params: idParams,
    body: projectInput,
    responses: { 200: project },
  },
  patch: {
    method: 'PATCH',
    path: '/v1/okr/projects/:id/',
    access: 'authenticated',
    summary: 'Change some fields of a project (e.g. its status)',
    narrowing: PROJECT_CHANGED_BY,
    params: idParams,
    body: projectPatch,
    responses: { 200: project },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/projects/:id/',
    access: 'authenticated',
    summary: 'Delete a project, with a choice for its tasks',
    narrowing: `${PROJECT_CHANGED_BY}; with tasks, a choice is required (409 otherwise)`,
    params: idParams,
    query: deleteItemQuery,
    responses: { 204: z.null() },
  },
})

const TASK_CHANGED_BY = `${ACTIVE_COMPANY_ITEMS}; its assignee and whoever may change its project change it`

/** `/api/v1/okr/tasks/`: the work items of projects. */
export const okrTasksApi = endpoints('okr-tasks', {
  list: {
    method: 'GET',
    path: '/v1/okr/tasks/',
    access: 'authenticated',
    summary: 'List tasks',
    narrowing: ACTIVE_COMPANY_ITEMS,
    query: taskListQuery,
    responses: { 200: paginated(task) },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/tasks/:id/',
    access: 'authenticated',
    summary: 'Read a task',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    responses: { 200: task },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/tasks/',
    access: 'authenticated',
    summary: 'Create a task',
    narrowing: `${ACTIVE_COMPANY_ITEMS}; in a project the caller may change`,
    body: taskInput,
    responses: { 201: task },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/tasks/:id/',
    access: 'authenticated',
    summary: 'Replace a task',
    narrowing: `${TASK_CHANGED_BY}; moving it needs the right on both projects`,
    params: idParams,
    body: taskInput,
    responses: { 200: task },
  },
  // SPEC §4/§7: the one state change a task has its own call for.
  toggleComplete: {
    method: 'POST',
    path: '/v1/okr/tasks/:id/toggle_complete/',
    access: 'authenticated',
    summary: 'Mark a task complete, or open again',
    narrowing: TASK_CHANGED_BY,
    params: idParams,
    responses: { 200: task },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/tasks/:id/',
    access: 'authenticated',
    summary: 'Delete a task',
    narrowing: TASK_CHANGED_BY,
    params: idParams,
    responses: { 204: z.null() },
  },
})
