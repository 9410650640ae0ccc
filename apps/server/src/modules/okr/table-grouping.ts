import type { OkrTableRequest, TableGroupBy, TableSortField } from '@portal/contracts/okr-table'
import { count, eq, type SQL, sql } from 'drizzle-orm'
import { alias, type PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { okrObjectiveAlignments, okrObjectives } from './objectives.tables.ts'

const owners = alias(users, 'owner')
const parents = alias(okrObjectives, 'parent')
const ownerName = sql<string>`coalesce(nullif(trim(${owners.firstName} || ' ' || ${owners.lastName}), ''), ${owners.email}, '')`

const GROUPS: Record<TableGroupBy, { key: SQL<string | null>; label: SQL<string> }> = {
  // Casts, not bare literals: PostgreSQL refuses a constant in GROUP BY / ORDER BY.
  none: { key: sql<null>`null::uuid`, label: sql<string>`''::text` },
  team: { key: sql`${okrObjectives.teamId}`, label: sql<string>`coalesce(${teams.name}, '')` },
  owner: { key: sql`${okrObjectives.ownerId}`, label: ownerName },
  objective: {
    key: sql`${okrObjectiveAlignments.parentId}`,
    label: sql<string>`coalesce(${parents.title}, '')`,
  },
}

const SORTS: Record<TableSortField, SQL> = {
  title: sql`lower(${okrObjectives.title})`,
  progress: sql`${okrObjectives.progress}`,
  status: sql`array_position(array['draft', 'active', 'achieved', 'abandoned'], ${okrObjectives.status})`,
  health: sql`array_position(array['on_track', 'at_risk', 'off_track'], ${okrObjectives.health})`,
  period_start: sql`${okrObjectives.periodStart}`,
  period_end: sql`${okrObjectives.periodEnd}`,
  owner: sql`lower(${ownerName})`,
  team: sql`lower(${teams.name})`,
  updated_at: sql`${okrObjectives.updatedAt}`,
}

export interface GroupedPage {
  /** Objective rows in all groups, across all pages. */
  count: number
  groups: { key: string | null; label: string; count: number; progress: number }[]
  /** This page's objective ids with their group, in order. */
  page: { id: string; groupKey: string | null }[]
}

/**
 * One page of objective ids with their group, and each group's size and average progress over all
 * pages (window functions), in one query. Groups come in label order, the "none" group (no team,
 * no owner, not aligned) last.
 */
export async function groupedObjectives(
  db: Database,
  where: SQL,
  request: OkrTableRequest,
): Promise<GroupedPage> {
  const { key, label } = GROUPS[request.group_by]
  const direction = request.sort.direction === 'desc' ? sql`desc` : sql`asc`
  const query = db
    .select({
      groupKey: key,
      label,
      id: okrObjectives.id,
      groupCount: sql<number>`count(*) over (partition by ${key})`.mapWith(Number),
      groupProgress: sql<number>`avg(${okrObjectives.progress}) over (partition by ${key})`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(okrObjectives)
    .$dynamic()
  joinGroupColumns(query, request)
  const rows = await query
    .where(where)
    .orderBy(
      sql`${key} is null`,
      sql`${label}`,
      sql`${key}`,
      sql`${SORTS[request.sort.field]} ${direction} nulls last`,
      okrObjectives.id,
    )
    .limit(request.page_size)
    .offset((request.page - 1) * request.page_size)
  const groups: GroupedPage['groups'] = []
  for (const row of rows) {
    if (groups.length > 0 && groups.at(-1)!.key === row.groupKey) continue
    groups.push({ key: row.groupKey, label: row.label, count: row.groupCount, progress: row.groupProgress })
  }
  const page = rows.map((row) => ({ id: row.id, groupKey: row.groupKey }))
  return {
    count: rows[0]?.total ?? (request.page > 1 ? await countRows(db, where, request) : 0),
    groups,
    page,
  }
}

/** Past the last page the window has no row to carry the total: count on its own. */
async function countRows(db: Database, where: SQL, request: OkrTableRequest) {
  const query = db.select({ n: count() }).from(okrObjectives).$dynamic()
  joinGroupColumns(query, request)
  const [row] = await query.where(where)
  return row?.n ?? 0
}

/**
 * Adds the joins that grouping and sorting read, and only those (a dynamic query builder takes
 * them in place). Grouped by parent objective, there is one row per alignment.
 */
function joinGroupColumns(query: PgSelect, { group_by, sort }: OkrTableRequest) {
  if (group_by === 'team' || sort.field === 'team') query.leftJoin(teams, eq(teams.id, okrObjectives.teamId))
  if (group_by === 'owner' || sort.field === 'owner')
    query.leftJoin(owners, eq(owners.id, okrObjectives.ownerId))
  if (group_by === 'objective') {
    query
      .leftJoin(okrObjectiveAlignments, eq(okrObjectiveAlignments.childId, okrObjectives.id))
      .leftJoin(parents, eq(parents.id, okrObjectiveAlignments.parentId))
  }
}
