import { HEALTHS, OBJECTIVE_STATUSES, type OkrFilters, PERIOD_KEY } from '@portal/contracts/okr'
import {
  TABLE_COLUMNS,
  TABLE_GROUP_BYS,
  TABLE_SORT_FIELDS,
  type TableColumn,
  type TableGroupBy,
  type TableSort,
} from '@portal/contracts/okr-table'

/**
 * The OKR screen's state lives in its address, so a reload or a shared link shows the same thing:
 * `?team=a,b&owner=…&period=2026-Q4&status=active&health=at_risk&search=…&sort=-progress&group=team
 * &cols=title,progress&page=2&size=50&view=<id>&mode=diagram&open=objective:<id>`.
 */
export interface OkrScreenState {
  filters: OkrFilters
  sort: TableSort
  groupBy: TableGroupBy
  columns: TableColumn[]
  page: number
  pageSize: number
  view: string | null
  mode: 'table' | 'diagram'
  /** Every row open: the table loads the whole hierarchy at once (`depth: 'task'`). */
  expandAll: boolean
}

export const DEFAULT_COLUMNS: TableColumn[] = [
  'title',
  'team',
  'owner',
  'period',
  'status',
  'health',
  'progress',
  'current_value',
  'confidence',
]
export const DEFAULT_SORT: TableSort = { field: 'title', direction: 'asc' }
export const PAGE_SIZES = [25, 50, 100] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Comma-separated values of a parameter that pass `valid`, without repeats. */
function listOf<T extends string>(params: URLSearchParams, name: string, valid: (v: string) => v is T): T[] {
  const values = (params.get(name) ?? '').split(',').filter((v) => v !== '')
  return [...new Set(values)].filter(valid)
}

const isUuid = (v: string): v is string => UUID.test(v)
const inEnum =
  <T extends string>(options: readonly T[]) =>
  (v: string): v is T =>
    (options as readonly string[]).includes(v)

/** Reads the state from the address; anything unknown or malformed falls back to the default. */
export function stateFromParams(params: URLSearchParams): OkrScreenState {
  const filters: OkrFilters = {}
  const teams = listOf(params, 'team', isUuid).slice(0, 50)
  const owners = listOf(params, 'owner', isUuid).slice(0, 50)
  const statuses = listOf(params, 'status', inEnum(OBJECTIVE_STATUSES))
  const healths = listOf(params, 'health', inEnum(HEALTHS))
  const period = params.get('period')
  const search = params.get('search')?.trim().slice(0, 200)
  if (teams.length) filters.team_ids = teams
  if (owners.length) filters.owner_ids = owners
  if (period && PERIOD_KEY.test(period)) filters.period = period
  if (statuses.length) filters.statuses = statuses
  if (healths.length) filters.healths = healths
  if (search) filters.search = search

  const sortText = params.get('sort') ?? ''
  const descending = sortText.startsWith('-')
  const sortField = descending ? sortText.slice(1) : sortText
  const sort: TableSort = inEnum(TABLE_SORT_FIELDS)(sortField)
    ? { field: sortField, direction: descending ? 'desc' : 'asc' }
    : DEFAULT_SORT

  const group = params.get('group') ?? ''
  const columns = listOf(params, 'cols', inEnum(TABLE_COLUMNS))
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  const view = params.get('view')
  return {
    filters,
    sort,
    groupBy: inEnum(TABLE_GROUP_BYS)(group) ? group : 'none',
    // The title always shows: it is what a row is.
    columns: columns.length ? ['title', ...columns.filter((c) => c !== 'title')] : DEFAULT_COLUMNS,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    view: view && isUuid(view) ? view : null,
    mode: params.get('mode') === 'diagram' ? 'diagram' : 'table',
    expandAll: params.get('expand') === 'all',
  }
}

/** Writes the state into parameters, leaving out defaults so addresses stay short. */
export function paramsFromState(state: OkrScreenState): URLSearchParams {
  const params = new URLSearchParams()
  const { filters } = state
  if (filters.team_ids?.length) params.set('team', filters.team_ids.join(','))
  if (filters.owner_ids?.length) params.set('owner', filters.owner_ids.join(','))
  if (filters.period) params.set('period', filters.period)
  if (filters.statuses?.length) params.set('status', filters.statuses.join(','))
  if (filters.healths?.length) params.set('health', filters.healths.join(','))
  if (filters.search) params.set('search', filters.search)
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`)
  }
  if (state.groupBy !== 'none') params.set('group', state.groupBy)
  if (state.columns.join(',') !== DEFAULT_COLUMNS.join(',')) params.set('cols', state.columns.join(','))
  if (state.page !== 1) params.set('page', String(state.page))
  if (state.pageSize !== PAGE_SIZES[0]) params.set('size', String(state.pageSize))
  if (state.view) params.set('view', state.view)
  if (state.mode === 'diagram') params.set('mode', 'diagram')
  if (state.expandAll) params.set('expand', 'all')
  return params
}

/** The state with some parts changed; a change of what is shown goes back to the first page. */
export function withChanges(state: OkrScreenState, changes: Partial<OkrScreenState>): OkrScreenState {
  const resetsPage = ['filters', 'sort', 'groupBy', 'pageSize'].some((key) => key in changes)
  return { ...state, ...(resetsPage && { page: 1 }), ...changes }
}

/** Whether the table set-up differs from a saved view's (to offer "save changes"). */
export function differsFromView(
  state: OkrScreenState,
  view: { filters: OkrFilters; columns: TableColumn[]; sort: TableSort | null; group_by: TableGroupBy },
) {
  const normal = (s: OkrScreenState) =>
    paramsFromState({
      ...s,
      page: 1,
      pageSize: PAGE_SIZES[0],
      view: null,
      mode: 'table',
      expandAll: false,
    }).toString()
  return normal(state) !== normal(stateOfView(view, state))
}

/** The state a saved view opens with (keeping the page size and mode the user has). */
export function stateOfView(
  view: { filters: OkrFilters; columns: TableColumn[]; sort: TableSort | null; group_by: TableGroupBy },
  current: OkrScreenState,
  viewId: string | null = current.view,
): OkrScreenState {
  return {
    ...current,
    filters: view.filters,
    columns: view.columns.length ? view.columns : DEFAULT_COLUMNS,
    sort: view.sort ?? DEFAULT_SORT,
    groupBy: view.group_by,
    page: 1,
    view: viewId,
  }
}
