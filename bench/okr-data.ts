import { randomUUID } from 'node:crypto'
import { type PeriodKey, periodRange, quarterOf, shiftQuarter } from '@portal/contracts/okr'
import { type KeyResultMetric, keyResultProgress } from '@portal/contracts/okr-key-results'
import type { Database } from '@portal/server/core/db'
import { companies, companyMemberships, users } from '@portal/server/core/identity.tables'
import { teamMembers, teams } from '@portal/server/core/member-sets.tables'
import { createUser } from '@portal/server/modules/accounts/accounts.seed'
import { okrKeyResults } from '@portal/server/modules/okr/key-results.tables'
import {
  okrObjectiveAlignments,
  okrObjectiveResponsibles,
  okrObjectives,
} from '@portal/server/modules/okr/objectives.tables'
import { okrProjectKeyResults, okrProjects, okrTasks } from '@portal/server/modules/okr/projects.tables'
import { refreshProjects, rollUpCompany } from '@portal/server/modules/okr/rollup'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The OKR benchmark's data set: 20,000 OKR items (objectives, key results, projects, tasks) in 50
 * companies. The first company is the large one the benchmark signs into (4,000 items); the other
 * 49 share the rest. Deterministic (seeded random), written in bulk, progress rolled up by the
 * product's own code.
 */
export const BENCH_USER = { email: 'bench@large.example', password: 'Bench!mark1' }

const COMPANIES = 50
const TOTAL_ITEMS = 20_000
const LARGE_COMPANY_ITEMS = 4_000
const MEMBERS = 20
const TEAMS = ['Leadership', 'Product', 'Sales', 'Operations', 'Engineering']
const METRICS: KeyResultMetric[] = ['percentage', 'number', 'currency', 'yes_no', 'milestone']
const STATUSES = ['active', 'active', 'active', 'achieved', 'draft', 'abandoned'] as const

/** mulberry32: the same data set on every run. */
export function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Bulk inserts, 500 rows per statement (well under PostgreSQL's 65,535 parameters). */
export async function insertAll<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500))
}

export interface GeneratedSet {
  items: number
  largeCompanyId: string
  largeCompanyItems: number
}

export async function generateOkrDataSet(db: Database, day: string): Promise<GeneratedSet> {
  const rand = random(20_000)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!
  const quarters: PeriodKey[] = [-2, -1, 0, 1].map((offset) => shiftQuarter(quarterOf(day), offset))
  let items = 0
  let largeCompanyId = ''
  for (let c = 0; c < COMPANIES; c++) {
    const size =
      c === 0
        ? LARGE_COMPANY_ITEMS
        : Math.floor((TOTAL_ITEMS - LARGE_COMPANY_ITEMS) / (COMPANIES - 1)) +
          (c <= (TOTAL_ITEMS - LARGE_COMPANY_ITEMS) % (COMPANIES - 1) ? 1 : 0)
    const companyId = randomUUID()
    if (c === 0) largeCompanyId = companyId
    await db.insert(companies).values({ id: companyId, name: `Bench company ${c + 1}` })
    const people = Array.from({ length: MEMBERS }, (_, i) => ({
      id: randomUUID(),
      email: `member${i + 1}@company${c + 1}.example`,
      firstName: `Member ${i + 1}`,
      lastName: `Company ${c + 1}`,
      activeCompanyId: companyId,
    }))
    await insertAll(db, users, people)
    await insertAll(
      db,
      companyMemberships,
      people.map((p) => ({ companyId, userId: p.id })),
    )
    const memberIds: { id: string }[] = people.map((p) => ({ id: p.id }))
    if (c === 0) {
      const bench = await createUser(db, {
        ...BENCH_USER,
        firstName: 'Bench',
        lastName: 'Mark',
        company: { id: companyId },
      })
      memberIds.push({ id: bench.id })
    }
    const teamRows = TEAMS.map((name) => ({ id: randomUUID(), companyId, name }))
    await insertAll(db, teams, teamRows)
    await insertAll(
      db,
      teamMembers,
      memberIds.map((p, i) => ({ setId: teamRows[i % TEAMS.length]!.id, companyId, userId: p.id })),
    )
    items += await generateCompany(db, { companyId, size, people: memberIds, teamRows, quarters, rand, pick })
  }
  return { items, largeCompanyId, largeCompanyItems: LARGE_COMPANY_ITEMS }
}

interface CompanyPlan {
  companyId: string
  size: number
  people: { id: string }[]
  teamRows: { id: string }[]
  quarters: PeriodKey[]
  rand: () => number
  pick: <T>(list: readonly T[]) => T
}

/** Objectives 10 %, key results 30 %, projects 20 %, tasks 40 % of a company's items. */
async function generateCompany(
  db: Database,
  { companyId, size, people, teamRows, quarters, rand, pick }: CompanyPlan,
) {
  const objectiveCount = Math.round(size * 0.1)
  const keyResultCount = Math.round(size * 0.3)
  const projectCount = Math.round(size * 0.2)
  const taskCount = size - objectiveCount - keyResultCount - projectCount
  const person = () => pick(people).id

  const objectives = Array.from({ length: objectiveCount }, (_, i) => {
    const { start, end } = periodRange(quarters[i % quarters.length]!)
    return {
      id: randomUUID(),
      companyId,
      title: `Objective ${i + 1}: ${pick(['Grow', 'Improve', 'Launch', 'Reduce', 'Win'])} ${pick(['revenue', 'quality', 'reach', 'costs', 'trust'])}`,
      teamId: rand() < 0.9 ? pick(teamRows).id : null,
      ownerId: person(),
      periodStart: start,
      periodEnd: end,
      status: pick(STATUSES),
      health: pick(['on_track', 'on_track', 'at_risk', 'off_track'] as const),
    }
  })
  // Alignment within a quarter: each objective past the first few aligns to one or two earlier ones.
  const alignments: { childId: string; parentId: string; companyId: string }[] = []
  objectives.forEach((o, i) => {
    const sameQuarter = objectives.slice(0, i).filter((p) => p.periodStart === o.periodStart)
    if (sameQuarter.length < 3 || rand() < 0.15) return
    const parents = new Set([pick(sameQuarter).id, ...(rand() < 0.1 ? [pick(sameQuarter).id] : [])])
    for (const parentId of parents) alignments.push({ childId: o.id, parentId, companyId })
  })
  const responsibles = objectives
    .filter(() => rand() < 0.5)
    .map((o) => ({ objectiveId: o.id, companyId, userId: person() }))
    .filter(
      (r, i, all) => all.findIndex((x) => x.objectiveId === r.objectiveId && x.userId === r.userId) === i,
    )

  const keyResults = Array.from({ length: keyResultCount }, (_, i) => {
    const metric = METRICS[i % METRICS.length]!
    const milestones =
      metric === 'milestone'
        ? ['Plan', 'Build', 'Test', 'Ship'].map((title) => ({ id: randomUUID(), title, done: rand() < 0.5 }))
        : []
    const start = metric === 'yes_no' || metric === 'milestone' ? 0 : Math.round(rand() * 100)
    const target =
      metric === 'yes_no' ? 1 : metric === 'milestone' ? 4 : start + 10 + Math.round(rand() * 200)
    const current =
      metric === 'yes_no'
        ? Math.round(rand())
        : metric === 'milestone'
          ? milestones.filter((m) => m.done).length
          : start + Math.round(rand() * (target - start))
    const progress = keyResultProgress({
      metric,
      start_value: start,
      target_value: target,
      current_value: current,
      milestones,
    })
    return {
      id: randomUUID(),
      companyId,
      objectiveId: objectives[i % objectives.length]!.id,
      title: `Key result ${i + 1}`,
      metric,
      startValue: start,
      targetValue: target,
      currentValue: current,
      unit: metric === 'percentage' ? '%' : metric === 'currency' ? 'EUR' : '',
      weight: 1 + Math.floor(rand() * 3),
      responsibleId: person(),
      confidence: Math.floor(rand() * 11),
      milestones,
      progress,
    }
  })
  const projects = Array.from({ length: projectCount }, (_, i) => ({
    id: randomUUID(),
    companyId,
    title: `Project ${i + 1}`,
    ownerId: person(),
    teamId: pick(teamRows).id,
    status: pick(['planned', 'in_progress', 'in_progress', 'completed', 'on_hold'] as const),
  }))
  const links = projects.flatMap((p) => {
    const first = pick(keyResults).id
    const second = pick(keyResults).id
    return [...new Set([first, ...(rand() < 0.3 ? [second] : [])])].map((keyResultId) => ({
      projectId: p.id,
      keyResultId,
      companyId,
    }))
  })
  const tasks = Array.from({ length: taskCount }, (_, i) => {
    const isComplete = rand() < 0.5
    const due = new Date(Date.now() + Math.round((rand() - 0.5) * 120) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    return {
      companyId,
      projectId: projects[i % projects.length]!.id,
      title: `Task ${i + 1}`,
      assigneeId: person(),
      dueDate: due,
      isComplete,
      completedAt: isComplete ? new Date() : null,
    }
  })

  await insertAll(db, okrObjectives, objectives)
  await insertAll(db, okrObjectiveAlignments, alignments)
  await insertAll(db, okrObjectiveResponsibles, responsibles)
  await insertAll(db, okrKeyResults, keyResults)
  await insertAll(db, okrProjects, projects)
  await insertAll(db, okrProjectKeyResults, links)
  await insertAll(db, okrTasks, tasks)
  await refreshProjects(
    db,
    projects.map((p) => p.id),
  )
  await rollUpCompany(db, companyId)
  return objectives.length + keyResults.length + projects.length + tasks.length
}
