import { randomUUID } from 'node:crypto'
import { periodRange, quarterOf } from '@portal/contracts/okr'
import { type KeyResultMetric, keyResultProgress } from '@portal/contracts/okr-key-results'
import type { Database } from '@portal/server/core/db'
import { companies } from '@portal/server/core/identity.tables'
import { teams } from '@portal/server/core/member-sets.tables'
import { createUser } from '@portal/server/modules/accounts/accounts.seed'
import { okrKeyResults } from '@portal/server/modules/okr/key-results.tables'
import { okrObjectives } from '@portal/server/modules/okr/objectives.tables'
import { okrProjectKeyResults, okrProjects, okrTasks } from '@portal/server/modules/okr/projects.tables'
import { refreshProjects, rollUpCompany } from '@portal/server/modules/okr/rollup'
import { insertAll, random } from './okr-data.ts'

/**
 * The browser table benchmark's company: one page of 100 objectives that, opened to the task level,
 * is `OBJECTIVES × (1 + KR × (1 + PROJECTS × (1 + TASKS)))` rows (100 × 53 = 5,300). Every key result
 * has its own projects, so each project shows once. Written in bulk like `okr-data.ts`, progress rolled
 * up by the product's own code.
 */
export const TABLE_USER = { email: 'table@bench.example', password: 'Bench!mark1' }
export const SHAPE = { objectives: 100, keyResults: 4, projects: 2, tasks: 5 }
export const ROWS = SHAPE.objectives * (1 + SHAPE.keyResults * (1 + SHAPE.projects * (1 + SHAPE.tasks)))

const METRICS: KeyResultMetric[] = ['percentage', 'number', 'currency', 'yes_no']

export async function generateTableCompany(db: Database, day: string) {
  const rand = random(5_300)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!
  const companyId = randomUUID()
  await db.insert(companies).values({ id: companyId, name: 'Table bench company' })
  const user = await createUser(db, {
    ...TABLE_USER,
    firstName: 'Table',
    lastName: 'Bench',
    company: { id: companyId },
  })
  const teamRows = ['Product', 'Sales', 'Operations'].map((name) => ({ id: randomUUID(), companyId, name }))
  await insertAll(db, teams, teamRows)
  const { start, end } = periodRange(quarterOf(day))
  const objectives = Array.from({ length: SHAPE.objectives }, (_, i) => ({
    id: randomUUID(),
    companyId,
    title: `Objective ${String(i + 1).padStart(3, '0')}: ${pick(['Grow', 'Improve', 'Launch', 'Reduce'])} ${pick(['revenue', 'quality', 'reach', 'costs'])}`,
    teamId: pick(teamRows).id,
    ownerId: user.id,
    periodStart: start,
    periodEnd: end,
    status: 'active',
    health: pick(['on_track', 'at_risk', 'off_track'] as const),
  }))
  const keyResults = objectives.flatMap((o, oi) =>
    Array.from({ length: SHAPE.keyResults }, (_, k) => {
      const metric = METRICS[k % METRICS.length]!
      const startValue = metric === 'yes_no' ? 0 : 10
      const target = metric === 'yes_no' ? 1 : 110
      const current = metric === 'yes_no' ? Math.round(rand()) : 10 + Math.round(rand() * 100)
      return {
        id: randomUUID(),
        companyId,
        objectiveId: o.id,
        title: `Key result ${oi + 1}.${k + 1}`,
        metric,
        startValue,
        targetValue: target,
        currentValue: current,
        unit: metric === 'percentage' ? '%' : metric === 'currency' ? 'EUR' : '',
        responsibleId: user.id,
        confidence: Math.floor(rand() * 11),
        progress: keyResultProgress({
          metric,
          start_value: startValue,
          target_value: target,
          current_value: current,
          milestones: [],
        }),
      }
    }),
  )
  const projects = keyResults.flatMap((kr) =>
    Array.from({ length: SHAPE.projects }, (_, p) => ({
      id: randomUUID(),
      companyId,
      keyResultId: kr.id,
      title: `${kr.title.replace('Key result', 'Project')}.${p + 1}`,
      ownerId: user.id,
      teamId: pick(teamRows).id,
      status: pick(['planned', 'in_progress', 'completed'] as const),
    })),
  )
  const tasks = projects.flatMap((project) =>
    Array.from({ length: SHAPE.tasks }, (_, t) => {
      const isComplete = rand() < 0.5
      return {
        companyId,
        projectId: project.id,
        title: `${project.title.replace('Project', 'Task')}.${t + 1}`,
        assigneeId: user.id,
        dueDate: day,
        isComplete,
        completedAt: isComplete ? new Date() : null,
      }
    }),
  )
  await insertAll(db, okrObjectives, objectives)
  await insertAll(db, okrKeyResults, keyResults)
  await insertAll(
    db,
    okrProjects,
    projects.map(({ keyResultId: _, ...project }) => project),
  )
  await insertAll(
    db,
    okrProjectKeyResults,
    projects.map((p) => ({ projectId: p.id, keyResultId: p.keyResultId, companyId })),
  )
  await insertAll(db, okrTasks, tasks)
  await refreshProjects(
    db,
    projects.map((p) => p.id),
  )
  await rollUpCompany(db, companyId)
  return { companyId, items: objectives.length + keyResults.length + projects.length + tasks.length }
}
