import type { Health } from '@portal/contracts/okr'
import type { KeyResult, KeyResultMetric } from '@portal/contracts/okr-key-results'
import { eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { personColumnsOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import type { Snapshot } from './changelog.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { type Window, windowed } from './objective-rows.ts'
import { loadObjectiveStates } from './objectives.service.ts'
import { okrObjectiveResponsibles, okrObjectives } from './objectives.tables.ts'
import { canEditKeyResult } from './okr-access.ts'
import { paceOf, today } from './pace.ts'
import { okrProjectKeyResults } from './projects.tables.ts'

const responsibles = alias(users, 'responsible')

/** The caller owns or is responsible for the key result's objective (okr_objectives in the query). */
export const callerEditsObjective = (tenant: Tenant) =>
  sql<boolean>`coalesce(${okrObjectives.ownerId} = ${tenant.principal.userId} or exists (select 1 from ${okrObjectiveResponsibles} where ${okrObjectiveResponsibles.objectiveId} = ${okrObjectives.id} and ${okrObjectiveResponsibles.userId} = ${tenant.principal.userId}), false)`

/** Key results as the API shows them, for any condition, in one query (joined with their objective). */
export async function selectKeyResults(db: Database, tenant: Tenant, where: SQL, window: Window) {
  const rows = await windowed(
    db
      .select({
        row: okrKeyResults,
        objective: { id: okrObjectives.id, title: okrObjectives.title },
        responsible: personColumnsOf(responsibles),
        pace: paceOf(today()),
        projectCount:
          sql<number>`(select count(*) from ${okrProjectKeyResults} where ${okrProjectKeyResults.keyResultId} = ${okrKeyResults.id})`.mapWith(
            Number,
          ),
        objectiveEditable: callerEditsObjective(tenant),
      })
      .from(okrKeyResults)
      .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
      .leftJoin(responsibles, eq(responsibles.id, okrKeyResults.responsibleId))
      .where(where)
      .$dynamic(),
    window,
  )
  return rows.map(
    ({ row, objective, responsible, pace, projectCount, objectiveEditable }): KeyResult => ({
      id: row.id,
      company: row.companyId,
      objective,
      title: row.title,
      description: row.description,
      metric: row.metric as KeyResultMetric,
      start_value: row.startValue,
      target_value: row.targetValue,
      current_value: row.currentValue,
      unit: row.unit,
      weight: row.weight,
      responsible,
      confidence: row.confidence,
      milestones: row.milestones,
      progress: row.progress,
      pace: pace as Health,
      last_check_in_at: row.lastCheckInAt?.toISOString() ?? null,
      project_count: projectCount,
      can_edit: canEditKeyResult(tenant, row, tenant.canManage || objectiveEditable),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }),
  )
}

export async function getKeyResult(db: Database, tenant: Tenant, id: string) {
  const [keyResult] = await selectKeyResults(db, tenant, scope(okrKeyResults, tenant).byId(id), {
    orderBy: [],
    limit: 1,
  })
  if (!keyResult) throw notFound()
  return keyResult
}

export function keyResultSnapshot(row: typeof okrKeyResults.$inferSelect): Snapshot {
  return {
    objective_id: row.objectiveId,
    title: row.title,
    description: row.description,
    metric: row.metric,
    start_value: row.startValue,
    target_value: row.targetValue,
    current_value: row.currentValue,
    unit: row.unit,
    weight: row.weight,
    responsible_id: row.responsibleId,
    confidence: row.confidence,
    milestones: row.milestones,
  }
}

/** Key results' stored state, snapshot and whether the caller may change them, by id. */
export async function loadKeyResultStates(db: Database, tenant: Tenant, where: SQL) {
  const rows = await db.select().from(okrKeyResults).where(where)
  const objectives = await loadObjectiveStates(db, tenant, [...new Set(rows.map((r) => r.objectiveId))])
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row,
        snapshot: keyResultSnapshot(row),
        editable: canEditKeyResult(tenant, row, objectives.get(row.objectiveId)?.editable ?? false),
      },
    ]),
  )
}

export async function loadKeyResultState(db: Database, tenant: Tenant, id: string) {
  const state = (await loadKeyResultStates(db, tenant, scope(okrKeyResults, tenant).byId(id))).get(id)
  if (!state) throw notFound()
  return state
}
