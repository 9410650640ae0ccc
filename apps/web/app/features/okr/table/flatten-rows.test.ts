import type { Project, Task } from '@portal/contracts/okr-projects'
import type { KeyResultRow, ObjectiveRow, TableGroup } from '@portal/contracts/okr-table'
import { describe, expect, it } from 'vitest'
import { type Expansion, flattenRows, type Loaded } from './flatten-rows.ts'

const objective = (id: string, keyResults: KeyResultRow[]): ObjectiveRow =>
  ({
    id,
    type: 'objective',
    title: id,
    key_result_count: keyResults.length,
    key_results: keyResults,
  }) as unknown as ObjectiveRow
const keyResult = (id: string, projectCount: number, projects: Project[] = []): KeyResultRow =>
  ({ id, type: 'key_result', title: id, project_count: projectCount, projects }) as unknown as KeyResultRow
const project = (id: string, taskCount: number): Project =>
  ({ id, title: id, task_count: taskCount }) as unknown as Project
const task = (id: string): Task => ({ id, title: id }) as unknown as Task
const group = (key: string | null, rows: ObjectiveRow[]): TableGroup => ({
  key,
  label: key ?? '',
  count: rows.length,
  progress: 0.5,
  rows,
})
const closed: Expansion = { toggled: new Set(), allOpen: false }
const nothingLoaded = { projectsOf: () => undefined, tasksOf: () => undefined }
const summary = (lines: ReturnType<typeof flattenRows>) =>
  lines.map((l) => `${l.kind === 'item' ? l.type : l.kind}:${l.key.split('/').at(-1)}`)

describe('flattening the OKR hierarchy into table lines', () => {
  const groups = [
    group(null, [objective('o1', [keyResult('k1', 1), keyResult('k2', 0)]), objective('o2', [])]),
  ]

  it('shows only objectives while everything is closed', () => {
    expect(summary(flattenRows(groups, false, closed, nothingLoaded))).toEqual([
      'objective:o:o1',
      'objective:o:o2',
    ])
  })

  it('opens an objective to its key results and a key result to a loading line, then its projects', () => {
    const toggled = new Set(['g:-/o:o1', 'g:-/o:o1/k:k1'])
    const loading = flattenRows(groups, false, { toggled, allOpen: false }, nothingLoaded)
    expect(summary(loading)).toEqual([
      'objective:o:o1',
      'key_result:k:k1',
      'loading:…',
      'key_result:k:k2',
      'objective:o:o2',
    ])
    const projects: Record<string, Loaded<Project>> = { k1: [project('p1', 2)] }
    const tasks: Record<string, Loaded<Task>> = { p1: [task('t1'), task('t2')] }
    const source = { projectsOf: (id: string) => projects[id], tasksOf: (id: string) => tasks[id] }
    toggled.add('g:-/o:o1/k:k1/p:p1')
    const lines = flattenRows(groups, false, { toggled, allOpen: false }, source)
    expect(summary(lines)).toEqual([
      'objective:o:o1',
      'key_result:k:k1',
      'project:p:p1',
      'task:t:t1',
      'task:t:t2',
      'key_result:k:k2',
      'objective:o:o2',
    ])
    expect(lines.map((l) => (l.kind === 'item' ? l.depth : -1))).toEqual([0, 1, 2, 3, 3, 1, 0])
  })

  it('notes a failed or empty load in place of children', () => {
    const toggled = new Set(['g:-/o:o1', 'g:-/o:o1/k:k1'])
    expect(
      summary(
        flattenRows(
          groups,
          false,
          { toggled, allOpen: false },
          { ...nothingLoaded, projectsOf: () => 'error' },
        ),
      ),
    ).toContain('error:!')
    expect(
      summary(
        flattenRows(groups, false, { toggled, allOpen: false }, { ...nothingLoaded, projectsOf: () => [] }),
      ),
    ).toContain('empty:∅')
  })

  it('uses children that came with the rows, and "expand all" opens every level', () => {
    const withTasks = { ...project('p1', 1), tasks: [task('t1')] } as unknown as Project
    const deep = [group(null, [objective('o1', [keyResult('k1', 1, [withTasks])])])]
    expect(summary(flattenRows(deep, false, { toggled: new Set(), allOpen: true }, nothingLoaded))).toEqual([
      'objective:o:o1',
      'key_result:k:k1',
      'project:p:p1',
      'task:t:t1',
    ])
    // In "expand all", a toggled key is a row the user closed.
    expect(
      summary(
        flattenRows(deep, false, { toggled: new Set(['g:-/o:o1/k:k1']), allOpen: true }, nothingLoaded),
      ),
    ).toEqual(['objective:o:o1', 'key_result:k:k1'])
  })

  it('puts group headers first, keeps the same objective apart in two groups, and folds a closed group', () => {
    const shared = objective('o1', [])
    const twoGroups = [group('a', [shared]), group(null, [shared, objective('o2', [])])]
    const lines = flattenRows(twoGroups, true, closed, nothingLoaded)
    expect(lines.map((l) => l.key)).toEqual(['g:a', 'g:a/o:o1', 'g:-', 'g:-/o:o1', 'g:-/o:o2'])
    const folded = flattenRows(twoGroups, true, { toggled: new Set(['g:a']), allOpen: false }, nothingLoaded)
    expect(folded.map((l) => l.key)).toEqual(['g:a', 'g:-', 'g:-/o:o1', 'g:-/o:o2'])
  })

  it('flattens thousands of lines', () => {
    const many = [
      group(
        null,
        Array.from({ length: 100 }, (_, o) =>
          objective(
            `o${o}`,
            Array.from({ length: 49 }, (_, k) => keyResult(`k${o}-${k}`, 0)),
          ),
        ),
      ),
    ]
    expect(flattenRows(many, false, { toggled: new Set(), allOpen: true }, nothingLoaded)).toHaveLength(5000)
  })
})
