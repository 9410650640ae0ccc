import { quarterOf } from '@portal/contracts/okr'

const today = new Date().toISOString().slice(0, 10)
const quarter = quarterOf(today)

/** `bar: false`: measured and reported, but a heavier request than the screens make by default. */
export const SCENARIOS: { name: string; path: string; body: unknown; bar?: false }[] = [
  {
    name: 'table (default depth: objectives and key results), this quarter, grouped by team, 25 rows',
    path: '/api/v1/okr/table/',
    body: { filters: { period: quarter }, group_by: 'team' },
  },
  {
    name: 'table (default depth), all periods, grouped by parent objective, sorted by progress, 50 rows',
    path: '/api/v1/okr/table/',
    body: { group_by: 'objective', sort: { field: 'progress', direction: 'desc' }, page_size: 50 },
  },
  {
    name: 'table, whole hierarchy (objectives → key results → projects → tasks), this quarter, 25 rows',
    path: '/api/v1/okr/table/',
    body: { filters: { period: quarter }, group_by: 'team', depth: 'task' },
    bar: false,
  },
  {
    name: 'diagram: this quarter, with key results',
    path: '/api/v1/okr/diagram/',
    body: { filters: { period: quarter }, include_key_results: true },
  },
  { name: 'diagram: every objective of the company', path: '/api/v1/okr/diagram/', body: {} },
]
