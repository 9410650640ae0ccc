import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import {
  health,
  isoDate,
  objectiveRef,
  objectiveStatus,
  periodKey,
  progress,
  projectRef,
  teamRef,
} from './okr.ts'
import { checkIn, keyResultMetric } from './okr-key-results.ts'
import { person } from './people.ts'

/** `GET /api/v1/okr/dashboard/?period=&team=`: the goals dashboard (/client/dashboard/goals). */

export const DASHBOARD_LIST_SIZE = 10

export const okrDashboardQuery = z.object({
  /** Defaults to the current quarter. */
  period: periodKey.optional(),
  team: z.uuid().optional(),
})
export type OkrDashboardQuery = z.infer<typeof okrDashboardQuery>

const period = z.object({ key: periodKey, start: isoDate, end: isoDate })

export const dashboardKeyResult = z.object({
  id: z.uuid(),
  title: z.string(),
  objective: objectiveRef,
  metric: keyResultMetric,
  current_value: z.number(),
  target_value: z.number(),
  unit: z.string(),
  progress,
  pace: health,
  confidence: z.number().int(),
  responsible: person.nullable(),
})
export type DashboardKeyResult = z.infer<typeof dashboardKeyResult>

export const dashboardTask = z.object({
  id: z.uuid(),
  title: z.string(),
  project: projectRef,
  assignee: person.nullable(),
  due_date: isoDate,
})
export type DashboardTask = z.infer<typeof dashboardTask>

/** Objectives that count: all but drafts and abandoned ones. */
export const okrDashboard = z.object({
  period,
  team: teamRef.nullable(),
  totals: z.object({
    objectives: z.number().int(),
    /** Average progress of the counted objectives. */
    progress,
    objectives_by_status: z.record(objectiveStatus, z.number().int()),
    objectives_by_health: z.record(health, z.number().int()),
    key_results: z.number().int(),
    key_results_at_risk: z.number().int(),
    low_confidence: z.number().int(),
    overdue_tasks: z.number().int(),
  }),
  /** Progress per team in the period (team null: objectives without a team), by team name. */
  by_team: z.array(z.object({ team: teamRef.nullable(), objectives: z.number().int(), progress })),
  /** The period's quarter and the three before it (a year: its four quarters). */
  by_period: z.array(z.object({ period, objectives: z.number().int(), progress })),
  /** Pace at risk or off track, furthest behind first. */
  key_results_at_risk: z.array(dashboardKeyResult),
  /** Confidence at most LOW_CONFIDENCE, lowest first. */
  low_confidence: z.array(dashboardKeyResult),
  /** Oldest due date first. */
  overdue_tasks: z.array(dashboardTask),
  /** Newest first, with the key result's title and objective. */
  recent_check_ins: z.array(checkIn.extend({ key_result_title: z.string(), objective: objectiveRef })),
})
export type OkrDashboard = z.infer<typeof okrDashboard>

export const okrDashboardApi = endpoints('okr-dashboard', {
  get: {
    method: 'GET',
    path: '/v1/okr/dashboard/',
    access: 'authenticated',
    summary: 'The goals dashboard of a period and team',
    narrowing: 'the active company’s items and active members',
    query: okrDashboardQuery,
    responses: { 200: okrDashboard },
  },
})
