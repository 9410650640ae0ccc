import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { health, isoDate, objectiveStatus, okrFilters, progress, teamRef } from './okr.ts'
import { keyResult, keyResultMetric } from './okr-key-results.ts'
import { objective } from './okr-objectives.ts'
import { project, task } from './okr-projects.ts'
import { person } from './people.ts'

/**
 * `POST /api/v1/okr/table/` and `POST /api/v1/okr/diagram/`: the table and diagram views, computed on
 * the server from the same stored progress as every other screen.
 */

export const TABLE_SORT_FIELDS = [
  'title',
  'progress',
  'status',
  'health',
  'period_start',
  'period_end',
  'owner',
  'team',
  'updated_at',
] as const
export const tableSortField = z.enum(TABLE_SORT_FIELDS)
export type TableSortField = z.infer<typeof tableSortField>

export const tableSort = z.strictObject({
  field: tableSortField,
  direction: z.enum(['asc', 'desc']).default('asc'),
})
export type TableSort = z.infer<typeof tableSort>

/** Group objective rows by their team, their owner, or the objective they align to. */
export const TABLE_GROUP_BYS = ['none', 'team', 'owner', 'objective'] as const
export const tableGroupBy = z.enum(TABLE_GROUP_BYS)
export type TableGroupBy = z.infer<typeof tableGroupBy>

/**
 * How far down the hierarchy objective → key results → projects → tasks the rows go. The default,
 * `key_result`, is what a page of collapsed rows shows; `task` brings the whole hierarchy (a page of
 * 25 objectives is then ~300 items), or load a key result's projects and a project's tasks when a
 * row is expanded (`GET projects/?key_result=`, `GET tasks/?project=`).
 */
export const tableDepth = z.enum(['objective', 'key_result', 'project', 'task'])
export type TableDepth = z.infer<typeof tableDepth>

/** Columns a table view can show (saved with a view; the server sends every field regardless). */
export const TABLE_COLUMNS = [
  'title',
  'team',
  'owner',
  'responsible',
  'period',
  'status',
  'health',
  'progress',
  'current_value',
  'confidence',
  'pace',
  'due_date',
  'updated_at',
] as const
export const tableColumn = z.enum(TABLE_COLUMNS)
export type TableColumn = z.infer<typeof tableColumn>

export const okrTableRequest = z.strictObject({
  filters: okrFilters.default({}),
  sort: tableSort.default({ field: 'title', direction: 'asc' }),
  group_by: tableGroupBy.default('none'),
  depth: tableDepth.default('key_result'),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(25),
})
export type OkrTableRequest = z.infer<typeof okrTableRequest>

// Rows are the same shapes as the detail endpoints, with their children below them.
export const taskRow = task.extend({ type: z.literal('task') })
export const projectRow = project.extend({ type: z.literal('project'), tasks: z.array(taskRow) })
export const keyResultRow = keyResult.extend({
  type: z.literal('key_result'),
  /** Projects linked to the key result; one project linked to two key results shows under both. */
  projects: z.array(projectRow),
})
export const objectiveRow = objective.extend({
  type: z.literal('objective'),
  key_results: z.array(keyResultRow),
})
export type TaskRow = z.infer<typeof taskRow>
export type ProjectRow = z.infer<typeof projectRow>
export type KeyResultRow = z.infer<typeof keyResultRow>
export type ObjectiveRow = z.infer<typeof objectiveRow>

export const tableGroup = z.object({
  /** Team, owner or parent objective id; null for "no team", "no owner", "not aligned" (and `none`). */
  key: z.uuid().nullable(),
  /** Team name, owner's name or parent objective's title; '' when key is null. */
  label: z.string(),
  /** Objectives in the group across all pages, and their average progress. */
  count: z.number().int(),
  progress,
  rows: z.array(objectiveRow),
})
export type TableGroup = z.infer<typeof tableGroup>

/**
 * One page of objective rows (pagination counts objective rows; an objective aligned to two parents
 * counts in both groups when grouped by objective), in groups in label order.
 */
export const okrTable = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  groups: z.array(tableGroup),
})
export type OkrTable = z.infer<typeof okrTable>

// Diagram -----------------------------------------------------------------------------------------

export const MAX_DIAGRAM_NODES = 2000

export const okrDiagramRequest = z.strictObject({
  filters: okrFilters.default({}),
  /** Key results as nodes below their objective. */
  include_key_results: z.boolean().default(false),
  /** Objectives outside the filters that matching ones align to, so the tree stays connected. */
  include_context: z.boolean().default(true),
})
export type OkrDiagramRequest = z.infer<typeof okrDiagramRequest>

export const objectiveNode = z.object({
  type: z.literal('objective'),
  id: z.uuid(),
  title: z.string(),
  team: teamRef.nullable(),
  owner: person.nullable(),
  period_start: isoDate,
  period_end: isoDate,
  status: objectiveStatus,
  health,
  progress,
  key_result_count: z.number().int(),
  /** False for context nodes (ancestors shown only to connect the tree). */
  matches_filters: z.boolean(),
  can_edit: z.boolean(),
})
export const keyResultNode = z.object({
  type: z.literal('key_result'),
  id: z.uuid(),
  objective_id: z.uuid(),
  title: z.string(),
  metric: keyResultMetric,
  current_value: z.number(),
  target_value: z.number(),
  unit: z.string(),
  confidence: z.number().int(),
  progress,
  pace: health,
  responsible: person.nullable(),
})
export const diagramNode = z.discriminatedUnion('type', [objectiveNode, keyResultNode])
export type DiagramNode = z.infer<typeof diagramNode>

/** From parent (`source`) to child (`target`): an aligned objective, or a key result of an objective. */
export const diagramEdge = z.object({
  id: z.string(),
  source: z.uuid(),
  target: z.uuid(),
  kind: z.enum(['alignment', 'key_result']),
})
export type DiagramEdge = z.infer<typeof diagramEdge>

export const okrDiagram = z.object({
  nodes: z.array(diagramNode),
  edges: z.array(diagramEdge),
  /** More than MAX_DIAGRAM_NODES matched: narrow the filters. */
  truncated: z.boolean(),
})
export type OkrDiagram = z.infer<typeof okrDiagram>

const ACTIVE_COMPANY = 'the active company’s items and active members'

/** The table and diagram views, computed on the server. */
export const okrViewsApi = endpoints('okr-views', {
  table: {
    method: 'POST',
    path: '/v1/okr/table/',
    access: 'authenticated',
    summary: 'The OKR table: a page of objective rows with their children, grouped and sorted',
    narrowing: ACTIVE_COMPANY,
    body: okrTableRequest,
    responses: { 200: okrTable },
  },
  diagram: {
    method: 'POST',
    path: '/v1/okr/diagram/',
    access: 'authenticated',
    summary: 'The alignment diagram: objectives (and key results) as nodes and edges',
    narrowing: ACTIVE_COMPANY,
    body: okrDiagramRequest,
    responses: { 200: okrDiagram },
  },
})
