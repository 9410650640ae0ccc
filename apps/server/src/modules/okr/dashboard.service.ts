import {
  type Health,
  type ObjectiveStatus,
  type Period,
  type PeriodKey,
  periodRange,
  quarterOf,
  shiftQuarter,
} from '@portal/contracts/okr'
import {
  DASHBOARD_LIST_SIZE,
  type DashboardKeyResult,
  type OkrDashboard,
  type OkrDashboardQuery,
} from '@portal/contracts/okr-dashboard'
import { type KeyResultMetric, LOW_CONFIDENCE } from '@portal/contracts/okr-key-results'
import { and, asc, count, desc, eq, gte, inArray, lt, lte, not, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { personColumns, personColumnsOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { toCheckIn } from './check-ins.service.ts'
import { okrCheckIns, okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'
import { findTeam } from './okr-checks.ts'
import { overlapsPeriod } from './okr-filters.ts'
import { paceOf, shortfallOf, today } from './pace.ts'
import { okrProjects, okrTasks } from './projects.tables.ts'
import { rowsOf } from './sql-rows.ts'

const responsibles = alias(users, 'responsible')
/** Drafts and abandoned objectives do not count towards progress (as in the roll-up). */
const COUNTED: ObjectiveStatus[] = ['active', 'achieved']
const counted = inArray(okrObjectives.status, COUNTED)

/** The quarters `by_period` shows: a quarter and the three before it, or a year's four. */
function trendPeriods(key: PeriodKey): Period[] {
  const quarters = key.includes('-Q')
    ? [-3, -2, -1, 0].map((offset) => shiftQuarter(key, offset))
    : [1, 2, 3, 4].map((quarter) => `${key}-Q${quarter}`)
  return quarters.map(periodRange)
}

/** The goals dashboard, in eight aggregate queries over the stored progress. */
export async function okrDashboard(
  db: Database,
  tenant: Tenant,
  query: OkrDashboardQuery,
): Promise<OkrDashboard> {
  const day = today()
  const period = periodRange(query.period ?? quarterOf(day))
  const team = query.team ? await findTeam(db, tenant, query.team) : null
  const ofTeam = team ? eq(okrObjectives.teamId, team.id) : undefined
  const objectivesIn = (key: PeriodKey, ...more: (SQL | undefined)[]) =>
    scope(okrObjectives, tenant).where(
      overlapsPeriod(okrObjectives.periodStart, okrObjectives.periodEnd, key),
      ofTeam,
      ...more,
    )

  const byStatus = await db
    .select({
      status: okrObjectives.status,
      health: okrObjectives.health,
      n: count(),
      progress: sumOf(okrObjectives.progress),
    })
    .from(okrObjectives)
    .where(objectivesIn(period.key))
    .groupBy(okrObjectives.status, okrObjectives.health)
  const countedRows = byStatus.filter((row) => COUNTED.includes(row.status as ObjectiveStatus))
  const objectives = countedRows.reduce((sum, row) => sum + row.n, 0)
  const tally = <K extends string>(keys: readonly K[], rows: typeof byStatus, field: 'status' | 'health') =>
    Object.fromEntries(
      keys.map((k) => [k, rows.filter((r) => r[field] === k).reduce((s, r) => s + r.n, 0)]),
    ) as Record<K, number>

  const byTeam = await db
    .select({
      id: teams.id,
      name: teams.name,
      objectives: count(),
      progress: averageOf(okrObjectives.progress),
    })
    .from(okrObjectives)
    .leftJoin(teams, eq(teams.id, okrObjectives.teamId))
    .where(objectivesIn(period.key, counted))
    .groupBy(teams.id, teams.name)
    .orderBy(sql`${teams.name} is null`, asc(teams.name))

  const periods = trendPeriods(period.key)
  const trend = await rowsOf<{ key: string; objectives: number; progress: number }>(
    db,
    sql`select p.key, count(${okrObjectives.id})::int as objectives, coalesce(avg(${okrObjectives.progress}), 0)::float8 as progress
        from (values ${sql.join(
          periods.map((p) => sql`(${p.key}, ${p.start}::date, ${p.end}::date)`),
          sql`, `,
        )}) as p(key, start_date, end_date)
        left join ${okrObjectives} on ${scope(okrObjectives, tenant).where(
          counted,
          ofTeam,
          sql`${okrObjectives.periodStart} <= p.end_date and ${okrObjectives.periodEnd} >= p.start_date`,
        )}
        group by p.key order by p.key`,
  )

  const keyResultsIn = (...more: (SQL | undefined)[]) =>
    scope(okrKeyResults, tenant).where(objectivesIn(period.key, counted), ...more)
  const pace = paceOf(day)
  const [krTotals] = await db
    .select({
      all: count(),
      atRisk: sql<number>`count(*) filter (where ${pace} <> 'on_track')`.mapWith(Number),
      lowConfidence:
        sql<number>`count(*) filter (where ${okrKeyResults.confidence} <= ${LOW_CONFIDENCE})`.mapWith(Number),
    })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(keyResultsIn())
  const atRisk = await dashboardKeyResults(db, day, keyResultsIn(sql`${pace} <> 'on_track'`), [
    desc(shortfallOf(day)),
    asc(okrKeyResults.title),
  ])
  const lowConfidence = await dashboardKeyResults(
    db,
    day,
    keyResultsIn(lte(okrKeyResults.confidence, LOW_CONFIDENCE)),
    [asc(okrKeyResults.confidence), asc(okrKeyResults.progress), asc(okrKeyResults.title)],
  )

  const overdue = await overdueTasks(db, tenant, period, day, team?.id)
  const recentCheckIns = await recentCheckInsOf(db, tenant, objectivesIn(period.key))

  return {
    period,
    team,
    totals: {
      objectives,
      progress: objectives ? countedRows.reduce((sum, row) => sum + row.progress, 0) / objectives : 0,
      objectives_by_status: tally(['draft', 'active', 'achieved', 'abandoned'], byStatus, 'status'),
      objectives_by_health: tally(['on_track', 'at_risk', 'off_track'] as Health[], countedRows, 'health'),
      key_results: krTotals?.all ?? 0,
      key_results_at_risk: krTotals?.atRisk ?? 0,
      low_confidence: krTotals?.lowConfidence ?? 0,
      overdue_tasks: overdue.total,
    },
    by_team: byTeam.map((row) => ({
      team: row.id && row.name !== null ? { id: row.id, name: row.name } : null,
      objectives: row.objectives,
      progress: row.progress,
    })),
    by_period: periods.map((p) => {
      const row = trend.find((r) => r.key === p.key)
      return { period: p, objectives: Number(row?.objectives ?? 0), progress: Number(row?.progress ?? 0) }
    }),
    key_results_at_risk: atRisk,
    low_confidence: lowConfidence,
    overdue_tasks: overdue.tasks,
    recent_check_ins: recentCheckIns,
  }
}

const sumOf = (column: SQL | typeof okrObjectives.progress) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)
const averageOf = (column: typeof okrObjectives.progress) =>
  sql<number>`coalesce(avg(${column}), 0)`.mapWith(Number)

async function dashboardKeyResults(
  db: Database,
  day: string,
  where: SQL,
  orderBy: SQL[],
): Promise<DashboardKeyResult[]> {
  const rows = await db
    .select({
      row: okrKeyResults,
      objective: { id: okrObjectives.id, title: okrObjectives.title },
      responsible: personColumnsOf(responsibles),
      pace: paceOf(day),
    })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .leftJoin(responsibles, eq(responsibles.id, okrKeyResults.responsibleId))
    .where(where)
    .orderBy(...orderBy, asc(okrKeyResults.id))
    .limit(DASHBOARD_LIST_SIZE)
  return rows.map(({ row, objective, responsible, pace }) => ({
    id: row.id,
    title: row.title,
    objective,
    metric: row.metric as KeyResultMetric,
    current_value: row.currentValue,
    target_value: row.targetValue,
    unit: row.unit,
    progress: row.progress,
    pace,
    confidence: row.confidence,
    responsible,
  }))
}

/** Open tasks due in the period before today, oldest first, with how many there are in all. */
async function overdueTasks(db: Database, tenant: Tenant, period: Period, day: string, teamId?: string) {
  const rows = await db
    .select({
      task: okrTasks,
      project: { id: okrProjects.id, title: okrProjects.title },
      assignee: personColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(okrTasks)
    .innerJoin(okrProjects, eq(okrProjects.id, okrTasks.projectId))
    .leftJoin(users, eq(users.id, okrTasks.assigneeId))
    .where(
      scope(okrTasks, tenant).where(
        not(okrTasks.isComplete),
        lt(okrTasks.dueDate, day),
        gte(okrTasks.dueDate, period.start),
        lte(okrTasks.dueDate, period.end),
        teamId ? eq(okrProjects.teamId, teamId) : undefined,
      ),
    )
    .orderBy(asc(okrTasks.dueDate), asc(okrTasks.title), asc(okrTasks.id))
    .limit(DASHBOARD_LIST_SIZE)
  return {
    total: rows[0]?.total ?? 0,
    tasks: rows.map(({ task, project, assignee }) => ({
      id: task.id,
      title: task.title,
      project,
      assignee,
      due_date: task.dueDate ?? day,
    })),
  }
}

/** The newest check-ins on key results of the period's objectives, with what they were about. */
async function recentCheckInsOf(db: Database, tenant: Tenant, objectivesWhere: SQL) {
  const rows = await db
    .select({
      row: okrCheckIns,
      author: personColumns,
      title: okrKeyResults.title,
      objective: { id: okrObjectives.id, title: okrObjectives.title },
    })
    .from(okrCheckIns)
    .innerJoin(okrKeyResults, eq(okrKeyResults.id, okrCheckIns.keyResultId))
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .leftJoin(users, eq(users.id, okrCheckIns.authorId))
    .where(and(scope(okrCheckIns, tenant).where(), objectivesWhere))
    .orderBy(desc(okrCheckIns.createdAt), desc(okrCheckIns.id))
    .limit(DASHBOARD_LIST_SIZE)
  return rows.map(({ row, author, title, objective }) => ({
    ...toCheckIn(row, author),
    key_result_title: title,
    objective,
  }))
}
