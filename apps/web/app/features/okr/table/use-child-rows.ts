import type { Project, Task } from '@portal/contracts/okr-projects'
import { okrProjectsApi, okrTasksApi } from '@portal/contracts/okr-projects'
import type { TableGroup } from '@portal/contracts/okr-table'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { browserApi } from '../../../lib/browser-api.ts'
import { type ObservedRead, useObservedReads } from '../../../lib/observed-reads.ts'
import { queryKey } from '../../../lib/query-keys.ts'
import { childInputs } from '../child-inputs.ts'
import { type ChildSource, type Expansion, flattenRows, type Loaded, type TableLine } from './flatten-rows.ts'

const projectsKey = (id: string) => queryKey(okrProjectsApi.list, childInputs.projectsOf(id))
const tasksKey = (id: string) => queryKey(okrTasksApi.list, childInputs.tasksOf(id))

function loaded<T>(client: QueryClient, key: readonly unknown[]): Loaded<T> {
  const state = client.getQueryState<{ results: T[] }>(key)
  if (state?.data) return state.data.results
  if (state?.status === 'error') return 'error'
  return state ? 'loading' : undefined
}

/**
 * The table's lines, with the projects of an open key result and the tasks of an open project
 * loaded when opened (`GET projects/?key_result=`, `GET tasks/?project=`). What is open stays
 * observed, so a change elsewhere on the screen refreshes it too.
 */
export function useTableLines(groups: TableGroup[], grouped: boolean, expansion: Expansion): TableLine[] {
  const client = useQueryClient()
  const source: ChildSource = {
    projectsOf: (id) => loaded<Project>(client, projectsKey(id)),
    tasksOf: (id) => loaded<Task>(client, tasksKey(id)),
  }
  const lines = flattenRows(groups, grouped, expansion, source)
  const queries: ObservedRead[] = []
  for (const line of lines) {
    if (line.kind !== 'item' || !line.open) continue
    const id = line.item.id
    if (line.type === 'key_result' && !line.item.projects?.length) {
      queries.push({
        queryKey: projectsKey(id),
        queryFn: () => browserApi.call(okrProjectsApi.list, childInputs.projectsOf(id)),
      })
    } else if (line.type === 'project' && !line.item.tasks?.length) {
      queries.push({
        queryKey: tasksKey(id),
        queryFn: () => browserApi.call(okrTasksApi.list, childInputs.tasksOf(id)),
      })
    }
  }
  // Kept observed without `useQueries` (ADR 79); a change draws the table again.
  useObservedReads(queries)
  return lines
}
