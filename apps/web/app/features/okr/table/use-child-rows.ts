import type { Project, Task } from '@portal/contracts/okr-projects'
import type { TableGroup } from '@portal/contracts/okr-table'
import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query'
import { okrApi, okrKeys } from '../okr-api.ts'
import { type ChildSource, type Expansion, flattenRows, type Loaded, type TableLine } from './flatten-rows.ts'

const projectsKey = (id: string) => ['okr', 'projects-of', id] as const

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
    tasksOf: (id) => loaded<Task>(client, okrKeys.tasksOf(id)),
  }
  const lines = flattenRows(groups, grouped, expansion, source)
  const queries: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }[] = []
  for (const line of lines) {
    if (line.kind !== 'item' || !line.open) continue
    const id = line.item.id
    if (line.type === 'key_result' && !line.item.projects?.length) {
      queries.push({ queryKey: projectsKey(id), queryFn: () => okrApi.projectsOf(id) })
    } else if (line.type === 'project' && !line.item.tasks?.length) {
      queries.push({ queryKey: okrKeys.tasksOf(id), queryFn: () => okrApi.tasksOf(id) })
    }
  }
  useQueries({ queries })
  return lines
}
