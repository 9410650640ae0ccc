import { type Period, periodRange, quarterOf, shiftQuarter } from '@portal/contracts/okr'
import { keyResultProgress } from '@portal/contracts/okr-key-results'
import type { Database } from '../../core/db.ts'
import { type Change, changelogRows } from './changelog.ts'
import { okrChangelogs } from './changelogs.tables.ts'
import { keyResultSnapshot } from './key-result-rows.ts'
import type { okrCheckIns, okrKeyResults } from './key-results.tables.ts'
import { objectiveSnapshot } from './objectives.service.ts'
import type { okrObjectives } from './objectives.tables.ts'
import { createKeyResult, createObjective, createProject, createTask, insertCheckIns } from './okr.seed.ts'
import { ACME_PLAN, GLOBEX_PLAN, type Plan, type PlanKeyResult, type PlanObjective } from './okr-demo-plan.ts'
import { today } from './pace.ts'
import { projectSnapshot, taskSnapshot } from './project-rows.ts'
import type { okrProjects, okrTasks } from './projects.tables.ts'
import { refreshProjects, rollUpCompany } from './rollup.ts'

type Teams = Record<NonNullable<PlanObjective['team']>, { id: string }>
type World = {
  acme: { id: string }
  globex: { id: string }
  users: Record<string, { id: string }>
  teams: Teams
}

const DAY = 24 * 60 * 60 * 1000
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY)
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

/** Demo OKRs of both companies, in the quarter of `day` (and the one before), with history. */
export async function seedOkr(db: Database, world: World, day = today()) {
  const current = quarterOf(day)
  const periods = { current: periodRange(current), previous: periodRange(shiftQuarter(current, -1)) }
  const context = { db, world, day, periods }
  return {
    acme: await seedPlan(context, world.acme.id, ACME_PLAN),
    globex: await seedPlan(context, world.globex.id, GLOBEX_PLAN),
  }
}

interface Context {
  db: Database
  world: World
  day: string
  periods: Record<PlanObjective['period'], Period>
}

async function seedPlan({ db, world, day, periods }: Context, companyId: string, plan: Plan) {
  const person = (email: string) => world.users[email]!.id
  // History is collected and written at the end in two inserts: the demo seeds every test's database.
  const history: History = { changelog: [], checkIns: [] }
  const log = (email: string, changes: Change[], at: Date) =>
    history.changelog.push(
      ...changelogRows(companyId, { userId: person(email), email, impersonatorId: null }, changes, at),
    )
  const objectives: Record<string, typeof okrObjectives.$inferSelect> = {}
  const keyResults: Record<string, typeof okrKeyResults.$inferSelect> = {}
  for (const planned of plan.objectives) {
    const period = periods[planned.period]
    const createdAt = addDays(period.start, -3)
    const responsibleIds = (planned.responsible ?? []).map(person)
    const parentIds = (planned.parents ?? []).map((key) => objectives[key]!.id)
    const objective = await createObjective(db, {
      companyId,
      title: planned.title,
      description: planned.description,
      teamId: planned.team ? world.teams[planned.team].id : null,
      ownerId: person(planned.owner),
      responsibleIds,
      parentIds,
      period: quarterOf(period.start),
      status: planned.status,
      health: planned.health,
      createdAt,
    })
    objectives[planned.key] = objective
    const after = objectiveSnapshot(objective, responsibleIds, parentIds)
    log(planned.owner, [{ type: 'objective', id: objective.id, before: null, after }], createdAt)
    for (const kr of planned.keyResults) {
      const seed = { companyId, objectiveId: objective.id, planned: kr, period, day, createdAt }
      keyResults[kr.key] = await seedKeyResult(db, seed, person(kr.responsible), history, log)
    }
  }
  const projects: Record<string, typeof okrProjects.$inferSelect> = {}
  const tasks: Record<string, typeof okrTasks.$inferSelect> = {}
  for (const planned of plan.projects) {
    const createdAt = addDays(periods.current.start, 2)
    const keyResultIds = planned.keyResults.map((key) => keyResults[key]!.id)
    const project = await createProject(db, {
      companyId,
      title: planned.title,
      ownerId: person(planned.owner),
      teamId: planned.team ? world.teams[planned.team].id : null,
      startDate: periods.current.start,
      endDate: periods.current.end,
      status: planned.status,
      keyResultIds,
      createdAt,
    })
    projects[planned.key] = project
    const changes: Change[] = [
      { type: 'project', id: project.id, before: null, after: projectSnapshot(project, keyResultIds) },
    ]
    for (const planTask of planned.tasks) {
      const task = await createTask(db, {
        companyId,
        projectId: project.id,
        title: planTask.title,
        assigneeId: person(planTask.assignee),
        dueDate: planTask.due === null ? null : isoOf(addDays(day, planTask.due)),
        isComplete: planTask.done ?? false,
        createdAt,
      })
      if (planTask.key) tasks[planTask.key] = task
      changes.push({ type: 'task', id: task.id, before: null, after: taskSnapshot(task) })
    }
    log(planned.owner, changes, createdAt)
  }
  await insertCheckIns(db, history.checkIns)
  if (history.changelog.length) await db.insert(okrChangelogs).values(history.changelog)
  await refreshProjects(
    db,
    Object.values(projects).map((p) => p.id),
  )
  await rollUpCompany(db, companyId)
  return { objectives, keyResults, projects, tasks }
}

interface History {
  changelog: (typeof okrChangelogs.$inferInsert)[]
  checkIns: (typeof okrCheckIns.$inferInsert)[]
}

interface KeyResultSeed {
  companyId: string
  objectiveId: string
  planned: PlanKeyResult
  period: Period
  day: string
  createdAt: Date
}

/**
 * A key result where it stands today, with its history: weekly check-ins (from the period's second
 * week up to today) that moved it in even steps from its start value, and their changelog.
 */
async function seedKeyResult(
  db: Database,
  { companyId, objectiveId, planned, period, day, createdAt }: KeyResultSeed,
  responsibleId: string,
  history: History,
  log: (email: string, changes: Change[], at: Date) => void,
) {
  const stepwise = planned.metric === 'milestone' || planned.metric === 'yes_no'
  const start = stepwise ? 0 : (planned.start ?? 0)
  const last = day < period.end ? day : period.end
  const dates: Date[] = []
  for (let at = addDays(period.start, 7); isoOf(at) < last; at = new Date(at.getTime() + 7 * DAY)) {
    dates.push(new Date(at.getTime() + 9 * 60 * 60 * 1000))
  }
  const row = await createKeyResult(db, {
    companyId,
    objectiveId,
    title: planned.title,
    metric: planned.metric,
    start,
    target: planned.target,
    current: planned.current,
    unit: planned.unit,
    weight: planned.weight,
    responsibleId,
    confidence: planned.confidence,
    milestones: planned.milestones,
    createdAt,
    lastCheckInAt: dates.at(-1),
  })
  const round = (value: number) =>
    Math.abs(planned.current - start) >= 1000 ? Math.round(value / 1000) * 1000 : Math.round(value * 10) / 10
  const stateAt = (value: number, confidence: number) => {
    const milestones = row.milestones.map((m, i) => ({ ...m, done: i < value }))
    const progress = keyResultProgress({
      metric: planned.metric,
      start_value: start,
      target_value: row.targetValue,
      current_value: value,
      milestones,
    })
    const snapshot = { ...keyResultSnapshot(row), current_value: value, confidence, milestones }
    return { value, confidence, progress, snapshot }
  }
  let previous = stateAt(start, 6)
  log(
    planned.responsible,
    [{ type: 'key_result', id: row.id, before: null, after: previous.snapshot }],
    createdAt,
  )
  for (const [i, at] of dates.entries()) {
    const share = (i + 1) / dates.length
    const isLast = i === dates.length - 1
    const value = isLast
      ? planned.current
      : stepwise
        ? Math.floor(planned.current * share)
        : round(start + (planned.current - start) * share)
    const next = stateAt(
      value,
      isLast ? planned.confidence : Math.round(6 + (planned.confidence - 6) * share),
    )
    history.checkIns.push({
      companyId,
      keyResultId: row.id,
      value: next.value,
      previousValue: previous.value,
      progress: next.progress,
      confidence: next.confidence,
      comment: isLast ? (planned.comment ?? '') : '',
      authorId: responsibleId,
      createdAt: at,
    })
    log(
      planned.responsible,
      [{ type: 'key_result', id: row.id, before: previous.snapshot, after: next.snapshot }],
      at,
    )
    previous = next
  }
  return row
}
