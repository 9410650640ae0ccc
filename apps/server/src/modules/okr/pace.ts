import type { Health } from '@portal/contracts/okr'
import { type SQL, sql } from 'drizzle-orm'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'

/** Today's date (UTC), the day pace and overdue are judged on. */
export const today = () => new Date().toISOString().slice(0, 10)

/** The share of the objective's period that has passed, 0..1 (needs okr_objectives in the query). */
export const expectedProgress = (day: string): SQL<number> =>
  sql<number>`least(1, greatest(0, (${day}::date - ${okrObjectives.periodStart})::float8 / greatest(1, ${okrObjectives.periodEnd} - ${okrObjectives.periodStart})))`

/**
 * A key result's pace: on track when done, early in the period (< 10 % elapsed) or at ≥ 70 % of the
 * expected progress; at risk from 40 %; off track below. One SQL expression, so every screen agrees.
 */
export function paceOf(day: string): SQL<Health> {
  const expected = expectedProgress(day)
  const done = okrKeyResults.progress
  return sql<Health>`case when ${done} >= 1 or ${expected} < 0.1 or ${done} >= 0.7 * ${expected} then 'on_track' when ${done} >= 0.4 * ${expected} then 'at_risk' else 'off_track' end`
}

/** How far behind its expected progress a key result is (positive = behind): sorts "at risk" lists. */
export const shortfallOf = (day: string): SQL<number> =>
  sql<number>`${expectedProgress(day)} - ${okrKeyResults.progress}`
