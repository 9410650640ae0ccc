import type { ChangelogEntry, OkrItemType } from '@portal/contracts/okr'
import type { CheckIn, KeyResult } from '@portal/contracts/okr-key-results'
import type { Objective } from '@portal/contracts/okr-objectives'
import type { Project, Task } from '@portal/contracts/okr-projects'
import type { Person } from '@portal/contracts/people'
import { browserApi } from '../../lib/browser-api.ts'

/** The OKR API as the screen uses it from the browser (paths per docs/okr.md). */

export type OkrItem = { objective: Objective; key_result: KeyResult; project: Project; task: Task }
export type ItemRef = { type: OkrItemType; id: string }
export interface Page<T> {
  count: number
  results: T[]
}

export const OKR = '/v1/okr'
export const ITEM_PATHS: Record<OkrItemType, string> = {
  objective: 'objectives',
  key_result: 'key-results',
  project: 'projects',
  task: 'tasks',
}
export const itemPath = (type: OkrItemType, id?: string) => `${OKR}/${ITEM_PATHS[type]}/${id ? `${id}/` : ''}`
/** Active members of the active company, for owner and responsible pickers. */
export const PEOPLE_SOURCE = `${OKR}/responsible-people/`

export const okrApi = {
  item: <T extends OkrItemType>(type: T, id: string) => browserApi.get<OkrItem[T]>(itemPath(type, id)),
  projectsOf: (keyResultId: string) =>
    browserApi.get<Page<Project>>(`${OKR}/projects/?key_result=${keyResultId}&page_size=200`),
  tasksOf: (projectId: string) =>
    browserApi.get<Page<Task>>(`${OKR}/tasks/?project=${projectId}&page_size=200`),
  keyResultsOf: (objectiveId: string) =>
    browserApi.get<Page<KeyResult>>(`${OKR}/key-results/?objective=${objectiveId}&page_size=200`),
  checkIns: (keyResultId: string) =>
    browserApi.get<Page<CheckIn>>(`${OKR}/key-results/${keyResultId}/check-ins/?page_size=200`),
  changelog: (type: OkrItemType, id: string) =>
    browserApi.get<Page<ChangelogEntry>>(`${itemPath(type, id)}changelog/?page_size=200`),
  deleteChangelogEntry: (id: string) => browserApi.delete<void>(`${OKR}/changelogs/${id}/`),
  toggleTask: (id: string) => browserApi.post<Task>(`${OKR}/tasks/${id}/toggle_complete/`),
  searchItems: <T extends 'objective' | 'project' | 'key_result'>(type: T, search: string) =>
    browserApi.get<Page<OkrItem[T]>>(
      `${itemPath(type)}?page_size=50${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    ),
  people: () => browserApi.get<Page<Person>>(`${PEOPLE_SOURCE}?page_size=200`),
}

/** Query keys: everything of the OKR screen starts with 'okr', so one invalidation refreshes it. */
export const okrKeys = {
  all: ['okr'] as const,
  item: (ref: ItemRef) => ['okr', 'item', ref.type, ref.id] as const,
  checkIns: (id: string) => ['okr', 'check-ins', id] as const,
  changelog: (ref: ItemRef) => ['okr', 'changelog', ref.type, ref.id] as const,
  tasksOf: (projectId: string) => ['okr', 'tasks-of', projectId] as const,
  keyResultsOf: (objectiveId: string) => ['okr', 'key-results-of', objectiveId] as const,
}
