import { type OkrFilters, type PeriodKey, periodRange } from '@portal/contracts/okr'
import type { ObjectiveListQuery } from '@portal/contracts/okr-objectives'
import { eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { containsPattern } from '../../core/search.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectiveResponsibles, okrObjectives } from './objectives.tables.ts'

/** What lists, the table, the diagram and saved views filter objectives by, in one shape. */
export interface ObjectiveFilter {
  teamIds?: string[]
  ownerIds?: string[]
  period?: PeriodKey
  statuses?: string[]
  healths?: string[]
  search?: string
  parentId?: string
}

/** A list's `owner=` as a user id: `me` is the caller (what "my key results" and "my tasks" ask). */
export const ownerOf = (tenant: Tenant, owner: string) => (owner === 'me' ? tenant.principal.userId : owner)

export const filterOfQuery = (tenant: Tenant, query: ObjectiveListQuery): ObjectiveFilter => ({
  teamIds: query.team ? [query.team] : undefined,
  ownerIds: query.owner ? [ownerOf(tenant, query.owner)] : undefined,
  period: query.period,
  statuses: query.status ? [query.status] : undefined,
  healths: query.health ? [query.health] : undefined,
  search: query.search,
  parentId: query.parent,
})

export const filterOfFilters = (filters: OkrFilters): ObjectiveFilter => ({
  teamIds: filters.team_ids,
  ownerIds: filters.owner_ids,
  period: filters.period,
  statuses: filters.statuses,
  healths: filters.healths,
  search: filters.search,
})

const some = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0

/** Dates `start..end` overlap the period. */
export function overlapsPeriod(start: PgColumn, end: PgColumn, key: PeriodKey): SQL {
  const period = periodRange(key)
  return sql`(${lte(start, period.end)} and ${gte(end, period.start)})`
}

/** The same for optional dates: an open start or end (null) reaches as far as it can. */
export function overlapsPeriodOpen(start: PgColumn, end: PgColumn, key: PeriodKey): SQL {
  const period = periodRange(key)
  return sql`((${start} is null or ${lte(start, period.end)}) and (${end} is null or ${gte(end, period.start)}))`
}

/**
 * Conditions on okr_objectives (combine with the tenant's scope). Owner: the owner or one of the
 * responsible people. Search: title, description, or the title of one of its key results.
 */
export function objectiveConditions(filter: ObjectiveFilter): (SQL | undefined)[] {
  const pattern = filter.search ? containsPattern(filter.search) : null
  return [
    some(filter.teamIds) ? inArray(okrObjectives.teamId, filter.teamIds) : undefined,
    some(filter.ownerIds)
      ? or(
          inArray(okrObjectives.ownerId, filter.ownerIds),
          sql`exists (select 1 from ${okrObjectiveResponsibles} where ${okrObjectiveResponsibles.objectiveId} = ${okrObjectives.id} and ${inArray(okrObjectiveResponsibles.userId, filter.ownerIds)})`,
        )
      : undefined,
    filter.period
      ? overlapsPeriod(okrObjectives.periodStart, okrObjectives.periodEnd, filter.period)
      : undefined,
    some(filter.statuses) ? inArray(okrObjectives.status, filter.statuses) : undefined,
    some(filter.healths) ? inArray(okrObjectives.health, filter.healths) : undefined,
    pattern
      ? or(
          ilike(okrObjectives.title, pattern),
          ilike(okrObjectives.description, pattern),
          sql`exists (select 1 from ${okrKeyResults} where ${okrKeyResults.objectiveId} = ${okrObjectives.id} and ${ilike(okrKeyResults.title, pattern)})`,
        )
      : undefined,
    filter.parentId
      ? sql`exists (select 1 from ${okrObjectiveAlignments} where ${okrObjectiveAlignments.childId} = ${okrObjectives.id} and ${eq(okrObjectiveAlignments.parentId, filter.parentId)})`
      : undefined,
  ]
}
