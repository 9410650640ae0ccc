import { type OkrItemType, okrChangelogApi, okrResponsiblePeopleApi } from '@portal/contracts/okr'
import { type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { type Objective, okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { okrProjectsApi, okrTasksApi, type Project, type Task } from '@portal/contracts/okr-projects'
import { okrViewsApi } from '@portal/contracts/okr-table'
import type { PeopleSource } from '../../components/people-picker.tsx'
import { browserApi } from '../../lib/browser-api.ts'

/** The OKR API as the screen uses it from the browser (endpoints declared in the OKR contracts). */

export type OkrItem = { objective: Objective; key_result: KeyResult; project: Project; task: Task }
export type ItemRef = { type: OkrItemType; id: string }
/** An item with its type beside it, so that a check of `type` narrows `item`. */
export type LoadedItem = { [T in OkrItemType]: { type: T; item: OkrItem[T] } }[OkrItemType]

/** Each item type's endpoints, for what handles any item (drawer, pickers, delete). */
export const ITEM_APIS = {
  objective: okrObjectivesApi,
  key_result: okrKeyResultsApi,
  project: okrProjectsApi,
  task: okrTasksApi,
} as const

export const CHANGELOGS = {
  objective: okrChangelogApi.listOfObjective,
  key_result: okrChangelogApi.listOfKeyResult,
  project: okrChangelogApi.listOfProject,
  task: okrChangelogApi.listOfTask,
} as const

/**
 * What an OKR write changes: an item's change rolls progress up, moves counts and writes the
 * changelog, so every OKR read is invalidated (the table, diagram and drawer refresh together; pages'
 * loaders reload through the write itself).
 */
export const OKR_READS = [
  okrObjectivesApi,
  okrKeyResultsApi,
  okrProjectsApi,
  okrTasksApi,
  okrChangelogApi,
  okrViewsApi,
] as const

/** Active members of the active company, for owner and responsible pickers. */
export const PEOPLE_SOURCE: PeopleSource = { endpoint: okrResponsiblePeopleApi.list }

/** One item by its ref, read with its own type's endpoint. */
export async function loadItem({ type, id }: ItemRef): Promise<LoadedItem> {
  const params = { params: { id } }
  switch (type) {
    case 'objective':
      return { type, item: await browserApi.call(okrObjectivesApi.get, params) }
    case 'key_result':
      return { type, item: await browserApi.call(okrKeyResultsApi.get, params) }
    case 'project':
      return { type, item: await browserApi.call(okrProjectsApi.get, params) }
    case 'task':
      return { type, item: await browserApi.call(okrTasksApi.get, params) }
  }
}
