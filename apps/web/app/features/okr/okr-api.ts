import {
  type DeleteItemQuery,
  type OkrItemType,
  okrChangelogApi,
  okrResponsiblePeopleApi,
} from '@portal/contracts/okr'
import { type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { type Objective, okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { okrProjectsApi, okrTasksApi, type Project, type Task } from '@portal/contracts/okr-projects'
import type { PeopleSource } from '../../components/people-picker.tsx'
import { browserApi } from '../../lib/browser-api.ts'

/** The OKR API as the screen uses it from the browser (endpoints declared in the OKR contracts). */

export type OkrItem = { objective: Objective; key_result: KeyResult; project: Project; task: Task }
export type ItemRef = { type: OkrItemType; id: string }

/** Each item type's endpoints, for what handles any item (drawer, pickers, delete). */
const ITEM_APIS = {
  objective: okrObjectivesApi,
  key_result: okrKeyResultsApi,
  project: okrProjectsApi,
  task: okrTasksApi,
} as const

const CHANGELOGS = {
  objective: okrChangelogApi.listOfObjective,
  key_result: okrChangelogApi.listOfKeyResult,
  project: okrChangelogApi.listOfProject,
  task: okrChangelogApi.listOfTask,
} as const

/** Active members of the active company, for owner and responsible pickers. */
export const PEOPLE_SOURCE: PeopleSource = { endpoint: okrResponsiblePeopleApi.list }

export const okrApi = {
  item: (type: OkrItemType, id: string) => browserApi.call(ITEM_APIS[type].get, { params: { id } }),
  /** Objectives and projects may have children: a delete after a 409 says what happens to them. */
  remove: (type: OkrItemType, id: string, children?: DeleteItemQuery) =>
    type === 'objective' || type === 'project'
      ? browserApi.call(ITEM_APIS[type].remove, { params: { id }, query: children })
      : browserApi.call(ITEM_APIS[type].remove, { params: { id } }),
  projectsOf: (keyResultId: string) =>
    browserApi.call(okrProjectsApi.list, { query: { key_result: keyResultId, page_size: 200 } }),
  tasksOf: (projectId: string) =>
    browserApi.call(okrTasksApi.list, { query: { project: projectId, page_size: 200 } }),
  keyResultsOf: (objectiveId: string) =>
    browserApi.call(okrKeyResultsApi.list, { query: { objective: objectiveId, page_size: 200 } }),
  checkIns: (keyResultId: string) =>
    browserApi.call(okrKeyResultsApi.listCheckIns, {
      params: { id: keyResultId },
      query: { page_size: 200 },
    }),
  changelog: (type: OkrItemType, id: string) =>
    browserApi.call(CHANGELOGS[type], { params: { id }, query: { page_size: 200 } }),
  deleteChangelogEntry: (id: string) => browserApi.call(okrChangelogApi.remove, { params: { id } }),
  toggleTask: (id: string) => browserApi.call(okrTasksApi.toggleComplete, { params: { id } }),
  searchItems: (type: 'objective' | 'project' | 'key_result', search: string) =>
    browserApi.call(ITEM_APIS[type].list, { query: { page_size: 50, search: search || undefined } }),
  people: (query: { page_size: number; search?: string }) =>
    browserApi.call(okrResponsiblePeopleApi.list, { query }),
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
