import type { KeyResult } from '@portal/contracts/okr-key-results'
import type { Project, Task } from '@portal/contracts/okr-projects'
import type { ObjectiveRow, TableGroup } from '@portal/contracts/okr-table'

/** Children loaded on demand: the list, or why there is none yet. */
export type Loaded<T> = T[] | 'loading' | 'error' | undefined

export type ItemRow =
  | { kind: 'item'; type: 'objective'; key: string; depth: 0; item: ObjectiveRow; open: boolean }
  | {
      kind: 'item'
      type: 'key_result'
      key: string
      depth: 1
      item: KeyResult & { projects?: Project[] }
      open: boolean
    }
  | {
      kind: 'item'
      type: 'project'
      key: string
      depth: 2
      item: Project & { tasks?: Task[] }
      open: boolean
    }
  | { kind: 'item'; type: 'task'; key: string; depth: 3; item: Task; open: boolean }

/** One line of the virtual table: a group header, an item, or a note where children load. */
export type TableLine =
  | {
      kind: 'group'
      key: string
      label: string
      groupKey: string | null
      count: number
      progress: number
      open: boolean
    }
  | ItemRow
  | { kind: 'loading' | 'error' | 'empty'; key: string; depth: number }

export interface Expansion {
  /** Keys whose open state differs from the default (groups open, items closed unless `allOpen`). */
  toggled: ReadonlySet<string>
  /** "Expand all": items start open. */
  allOpen: boolean
}

export interface ChildSource {
  projectsOf: (keyResultId: string) => Loaded<Project>
  tasksOf: (projectId: string) => Loaded<Task>
}

export const isOpen = (expansion: Expansion, key: string, isGroup = false) =>
  expansion.toggled.has(key) !== (isGroup || expansion.allOpen)

/** Whether a row has anything to open. */
export function hasChildren(row: ItemRow) {
  switch (row.type) {
    case 'objective':
      return row.item.key_result_count > 0
    case 'key_result':
      return row.item.project_count > 0
    case 'project':
      return row.item.task_count > 0
    default:
      return false
  }
}

/**
 * The hierarchy objective → key results → projects → tasks as the flat list of lines the virtual table
 * draws: only what is open, with a note line where children are still loading. A project linked to two
 * key results shows under both, so a line's key is its path.
 */
export function flattenRows(
  groups: TableGroup[],
  grouped: boolean,
  expansion: Expansion,
  source: ChildSource,
): TableLine[] {
  const lines: TableLine[] = []
  const note = (loaded: Loaded<unknown>, key: string, depth: number) => {
    if (loaded === undefined || loaded === 'loading') lines.push({ kind: 'loading', key: `${key}/…`, depth })
    else if (loaded === 'error') lines.push({ kind: 'error', key: `${key}/!`, depth })
    else if (loaded.length === 0) lines.push({ kind: 'empty', key: `${key}/∅`, depth })
  }
  for (const group of groups) {
    const groupKey = `g:${group.key ?? '-'}`
    const groupOpen = !grouped || isOpen(expansion, groupKey, true)
    if (grouped) {
      lines.push({
        kind: 'group',
        key: groupKey,
        label: group.label,
        groupKey: group.key,
        count: group.count,
        progress: group.progress,
        open: groupOpen,
      })
    }
    if (!groupOpen) continue
    for (const objective of group.rows) {
      const oKey = `${groupKey}/o:${objective.id}`
      const oOpen = objective.key_result_count > 0 && isOpen(expansion, oKey)
      lines.push({ kind: 'item', type: 'objective', key: oKey, depth: 0, item: objective, open: oOpen })
      if (!oOpen) continue
      for (const keyResult of objective.key_results) {
        const kKey = `${oKey}/k:${keyResult.id}`
        const kOpen = keyResult.project_count > 0 && isOpen(expansion, kKey)
        lines.push({ kind: 'item', type: 'key_result', key: kKey, depth: 1, item: keyResult, open: kOpen })
        if (!kOpen) continue
        // Rows loaded with depth `task` carry their projects; otherwise they load when opened.
        const projects: Loaded<Project & { tasks?: Task[] }> = keyResult.projects.length
          ? keyResult.projects
          : source.projectsOf(keyResult.id)
        note(projects, kKey, 2)
        if (!Array.isArray(projects)) continue
        for (const project of projects) {
          const pKey = `${kKey}/p:${project.id}`
          const pOpen = project.task_count > 0 && isOpen(expansion, pKey)
          lines.push({ kind: 'item', type: 'project', key: pKey, depth: 2, item: project, open: pOpen })
          if (!pOpen) continue
          const tasks: Loaded<Task> = project.tasks?.length ? project.tasks : source.tasksOf(project.id)
          note(tasks, pKey, 3)
          if (!Array.isArray(tasks)) continue
          for (const task of tasks) {
            lines.push({
              kind: 'item',
              type: 'task',
              key: `${pKey}/t:${task.id}`,
              depth: 3,
              item: task,
              open: false,
            })
          }
        }
      }
    }
  }
  return lines
}
