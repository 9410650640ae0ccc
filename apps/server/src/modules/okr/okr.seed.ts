import { randomUUID } from 'node:crypto'
import { type Health, type ObjectiveStatus, type PeriodKey, periodRange } from '@portal/contracts/okr'
import { type KeyResultMetric, keyResultProgress } from '@portal/contracts/okr-key-results'
import type { ProjectStatus } from '@portal/contracts/okr-projects'
import type { Database } from '../../core/db.ts'
import { okrCheckIns, okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectiveResponsibles, okrObjectives } from './objectives.tables.ts'
import { okrProjectKeyResults, okrProjects, okrTasks } from './projects.tables.ts'

/**
 * Factories for tests, demo data and the benchmark's data set: rows as the services store them.
 * Stored progress is left to `rollUpCompany` / `refreshProjects` (rollup.ts) once a set is written.
 */

export interface ObjectiveFactoryInput {
  companyId: string
  title: string
  ownerId: string
  period: PeriodKey
  teamId?: string | null
  description?: string
  responsibleIds?: string[]
  parentIds?: string[]
  status?: ObjectiveStatus
  health?: Health
  createdAt?: Date
}

export async function createObjective(db: Database, input: ObjectiveFactoryInput) {
  const { start, end } = periodRange(input.period)
  const [row] = await db
    .insert(okrObjectives)
    .values({
      companyId: input.companyId,
      title: input.title,
      description: input.description ?? '',
      teamId: input.teamId ?? null,
      ownerId: input.ownerId,
      periodStart: start,
      periodEnd: end,
      status: input.status ?? 'active',
      health: input.health ?? 'on_track',
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning()
  const companyId = input.companyId
  const people = [...new Set(input.responsibleIds ?? [])]
  if (people.length) {
    await db
      .insert(okrObjectiveResponsibles)
      .values(people.map((userId) => ({ objectiveId: row!.id, userId, companyId })))
  }
  const parents = [...new Set(input.parentIds ?? [])]
  if (parents.length) {
    await db
      .insert(okrObjectiveAlignments)
      .values(parents.map((parentId) => ({ childId: row!.id, parentId, companyId })))
  }
  return row!
}

export interface KeyResultFactoryInput {
  companyId: string
  objectiveId: string
  title: string
  metric: KeyResultMetric
  start?: number
  target?: number
  current?: number
  unit?: string
  weight?: number
  responsibleId?: string | null
  confidence?: number
  /** Milestone key results: titles, the first `current` of them done. */
  milestones?: string[]
  createdAt?: Date
  lastCheckInAt?: Date
}

export async function createKeyResult(db: Database, input: KeyResultFactoryInput) {
  const isMilestone = input.metric === 'milestone'
  const done = input.current ?? 0
  const milestones = (input.milestones ?? []).map((title, i) => ({ id: randomUUID(), title, done: i < done }))
  const start = isMilestone || input.metric === 'yes_no' ? 0 : (input.start ?? 0)
  const target = isMilestone ? milestones.length : input.metric === 'yes_no' ? 1 : (input.target ?? 100)
  const current = input.current ?? start
  const progress = keyResultProgress({
    metric: input.metric,
    start_value: start,
    target_value: target,
    current_value: current,
    milestones,
  })
  const [row] = await db
    .insert(okrKeyResults)
    .values({
      companyId: input.companyId,
      objectiveId: input.objectiveId,
      title: input.title,
      metric: input.metric,
      startValue: start,
      targetValue: target,
      currentValue: current,
      unit: input.metric === 'percentage' ? '%' : (input.unit ?? ''),
      weight: input.weight ?? 1,
      responsibleId: input.responsibleId ?? null,
      confidence: input.confidence ?? 5,
      milestones,
      progress,
      lastCheckInAt: input.lastCheckInAt ?? null,
      ...(input.createdAt && {
        createdAt: input.createdAt,
        updatedAt: input.lastCheckInAt ?? input.createdAt,
      }),
    })
    .returning()
  return row!
}

/** Check-ins written as history (the key result itself already holds the latest values). */
export async function insertCheckIns(db: Database, rows: (typeof okrCheckIns.$inferInsert)[]) {
  if (rows.length) await db.insert(okrCheckIns).values(rows)
}

export interface ProjectFactoryInput {
  companyId: string
  title: string
  ownerId: string
  teamId?: string | null
  startDate?: string | null
  endDate?: string | null
  status?: ProjectStatus
  keyResultIds?: string[]
  createdAt?: Date
}

export async function createProject(db: Database, input: ProjectFactoryInput) {
  const [row] = await db
    .insert(okrProjects)
    .values({
      companyId: input.companyId,
      title: input.title,
      ownerId: input.ownerId,
      teamId: input.teamId ?? null,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      status: input.status ?? 'in_progress',
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning()
  const links = [...new Set(input.keyResultIds ?? [])]
  if (links.length) {
    await db
      .insert(okrProjectKeyResults)
      .values(links.map((keyResultId) => ({ projectId: row!.id, keyResultId, companyId: input.companyId })))
  }
  return row!
}

export interface TaskFactoryInput {
  companyId: string
  projectId: string
  title: string
  assigneeId?: string | null
  dueDate?: string | null
  isComplete?: boolean
  createdAt?: Date
}

export async function createTask(db: Database, input: TaskFactoryInput) {
  const [row] = await db
    .insert(okrTasks)
    .values({
      companyId: input.companyId,
      projectId: input.projectId,
      title: input.title,
      assigneeId: input.assigneeId ?? null,
      dueDate: input.dueDate ?? null,
      isComplete: input.isComplete ?? false,
      completedAt: input.isComplete ? (input.createdAt ?? new Date()) : null,
      ...(input.createdAt && { createdAt: input.createdAt, updatedAt: input.createdAt }),
    })
    .returning()
  return row!
}
