import type { Health, ObjectiveRef, ObjectiveStatus } from '@portal/contracts/okr'
import type { Objective } from '@portal/contracts/okr-objectives'
import { eq, type SQL, sql } from 'drizzle-orm'
import { alias, type PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { peopleJsonOf, personColumnsOf } from '../../core/people.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectiveResponsibles, okrObjectives } from './objectives.tables.ts'
import { canEditObjective } from './okr-access.ts'

const owners = alias(users, 'owner')
const parents = alias(okrObjectives, 'parent')
export const RESPONSIBLES = {
  table: okrObjectiveResponsibles,
  ownerId: okrObjectiveResponsibles.objectiveId,
  userId: okrObjectiveResponsibles.userId,
}

/** Order and page of a select; no limit reads every matching row (children of a page). */
export interface Window {
  orderBy: SQL[]
  limit?: number
  offset?: number
}

/** Applies a window to a dynamic select. */
export function windowed<T extends PgSelect>(query: T, window: Window): T {
  let windowedQuery = query.orderBy(...window.orderBy)
  if (window.limit !== undefined) windowedQuery = windowedQuery.limit(window.limit)
  if (window.offset) windowedQuery = windowedQuery.offset(window.offset)
  return windowedQuery
}

const countOf = (table: SQL, condition: SQL) =>
  sql<number>`(select count(*) from ${table} where ${condition})`.mapWith(Number)

/** The objectives an objective aligns to, by title, as JSON in its row. */
const parentRefs = sql<
  ObjectiveRef[]
>`(select coalesce(json_agg(json_build_object('id', ${parents.id}, 'title', ${parents.title}) order by ${parents.title}, ${parents.id}), '[]'::json) from ${okrObjectiveAlignments} join ${okrObjectives} as ${sql.identifier('parent')} on ${parents.id} = ${okrObjectiveAlignments.parentId} where ${okrObjectiveAlignments.childId} = ${okrObjectives.id})`

/**
 * Objectives as the API shows them, for any condition (list page, detail, table page), in one
 * query: people and parents come as JSON in each row (a page is small; a query more costs more).
 */
export async function selectObjectives(db: Database, tenant: Tenant, where: SQL, window: Window) {
  return (await objectiveRows(db, tenant, where, window, sql`null`)).results
}

/**
 * Objectives as `selectObjectives` reads them, with how many match `where` in all, in the same query
 * (an uncorrelated subquery, run once): a list page costs one round trip, not two. A page past the
 * end has no row to carry the count: `total` is then null.
 */
export const selectObjectivePage = (db: Database, tenant: Tenant, where: SQL, window: Window) =>
  objectiveRows(db, tenant, where, window, sql`(select count(*) from ${okrObjectives} where ${where})`)

async function objectiveRows(db: Database, tenant: Tenant, where: SQL, window: Window, total: SQL) {
  const rows = await windowed(
    db
      .select({
        total: sql<number | null>`${total}`.mapWith(Number),
        row: okrObjectives,
        team: { id: teams.id, name: teams.name },
        owner: personColumnsOf(owners),
        responsible: peopleJsonOf(RESPONSIBLES, okrObjectives.id),
        parents: parentRefs,
        keyResultCount: countOf(
          sql`${okrKeyResults}`,
          sql`${okrKeyResults.objectiveId} = ${okrObjectives.id}`,
        ),
        childCount: countOf(
          sql`${okrObjectiveAlignments}`,
          sql`${okrObjectiveAlignments.parentId} = ${okrObjectives.id}`,
        ),
      })
      .from(okrObjectives)
      .leftJoin(teams, eq(teams.id, okrObjectives.teamId))
      .leftJoin(owners, eq(owners.id, okrObjectives.ownerId))
      .where(where)
      .$dynamic(),
    window,
  )
  const results = rows.map(
    ({ row, team, owner, responsible, parents, keyResultCount, childCount }): Objective => ({
      id: row.id,
      company: row.companyId,
      title: row.title,
      description: row.description,
      team,
      owner,
      responsible,
      period_start: row.periodStart,
      period_end: row.periodEnd,
      status: row.status as ObjectiveStatus,
      health: row.health as Health,
      progress: row.progress,
      parents,
      key_result_count: keyResultCount,
      child_count: childCount,
      can_edit: canEditObjective(tenant, {
        ownerId: row.ownerId,
        responsibleIds: responsible.map((p) => p.id),
      }),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }),
  )
  return { total: rows[0]?.total ?? null, results }
}
