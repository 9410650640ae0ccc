import type { Health, ObjectiveStatus } from '@portal/contracts/okr'
import type { KeyResultMetric } from '@portal/contracts/okr-key-results'
import {
  type DiagramEdge,
  type DiagramNode,
  MAX_DIAGRAM_NODES,
  type OkrDiagram,
  type OkrDiagramRequest,
} from '@portal/contracts/okr-table'
import { asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { personColumnsOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { users } from '../accounts/accounts.tables.ts'
import { teams } from '../teams/teams.tables.ts'
import { callerEditsObjective } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectives } from './objectives.tables.ts'
import { filterOfFilters, objectiveConditions } from './okr-filters.ts'
import { paceOf, today } from './pace.ts'
import { inIds } from './sql-rows.ts'

const owners = alias(users, 'owner')
const responsibles = alias(users, 'responsible')

/**
 * The alignment diagram: objectives matching the filters, the objectives they align to (context,
 * so the tree stays connected), alignment edges between them and, on request, key results. Edges
 * run from parent (`source`) to child (`target`). At most four queries in three steps: matching
 * objectives, their ancestors, then edges and key results side by side.
 */
export async function okrDiagram(
  db: Database,
  tenant: Tenant,
  request: OkrDiagramRequest,
): Promise<OkrDiagram> {
  const where = scope(okrObjectives, tenant).where(...objectiveConditions(filterOfFilters(request.filters)))
  // With key results as nodes they are counted from those; otherwise in SQL.
  const counted = !request.include_key_results
  const matching = await objectiveNodes(db, tenant, {
    where,
    limit: MAX_DIAGRAM_NODES + 1,
    matches: true,
    counted,
  })
  const truncated = matching.length > MAX_DIAGRAM_NODES
  const nodes: DiagramNode[] = matching.slice(0, MAX_DIAGRAM_NODES)
  const matchingIds = nodes.map((node) => node.id)
  if (matchingIds.length === 0) return { nodes, edges: [], truncated }
  // Without filters every objective matches: there is no ancestor left to add.
  const filtered = Object.values(request.filters).some((value) =>
    Array.isArray(value) ? value.length : value,
  )
  if (request.include_context && filtered) {
    const ancestors = scope(okrObjectives, tenant).where(
      sql`${okrObjectives.id} in (${ancestorsOf(matchingIds)})`,
      sql`not (${inIds(okrObjectives.id, matchingIds)})`,
    )
    nodes.push(...(await objectiveNodes(db, tenant, { where: ancestors, matches: false, counted })))
  }
  const ids = nodes.map((node) => node.id)
  const [alignments, keyResults] = await Promise.all([
    db
      .select({ source: okrObjectiveAlignments.parentId, target: okrObjectiveAlignments.childId })
      .from(okrObjectiveAlignments)
      .where(inIds(okrObjectiveAlignments.childId, ids)),
    request.include_key_results ? keyResultNodes(db, tenant, inIds(okrKeyResults.objectiveId, ids)) : [],
  ])
  const shown = new Set(ids)
  const edges: DiagramEdge[] = alignments
    .filter((edge) => shown.has(edge.source))
    .map((edge) => ({ id: `${edge.source}->${edge.target}`, ...edge, kind: 'alignment' }))
  const krCounts = new Map<string, number>()
  for (const node of keyResults) {
    krCounts.set(node.objective_id, (krCounts.get(node.objective_id) ?? 0) + 1)
    edges.push({
      id: `${node.objective_id}->${node.id}`,
      source: node.objective_id,
      target: node.id,
      kind: 'key_result',
    })
  }
  if (!counted) {
    for (const node of nodes)
      if (node.type === 'objective') node.key_result_count = krCounts.get(node.id) ?? 0
  }
  return { nodes: [...nodes, ...keyResults], edges, truncated }
}

interface NodeQuery {
  where: SQL
  limit?: number
  /** False for context nodes (ancestors shown only to connect the tree). */
  matches: boolean
  /** Count key results in SQL: only among these objectives' key results, in one grouped pass. */
  counted: boolean
}

async function objectiveNodes(db: Database, tenant: Tenant, { where, limit, matches, counted }: NodeQuery) {
  const counts = db
    .select({ objectiveId: okrKeyResults.objectiveId, n: count().as('n') })
    .from(okrKeyResults)
    .where(
      counted
        ? scope(okrKeyResults, tenant).where(
            sql`${okrKeyResults.objectiveId} in (select ${okrObjectives.id} from ${okrObjectives} where ${where})`,
          )
        : sql`false`,
    )
    .groupBy(okrKeyResults.objectiveId)
    .as('key_result_counts')
  const query = db
    .select({
      id: okrObjectives.id,
      title: okrObjectives.title,
      team: { id: teams.id, name: teams.name },
      owner: personColumnsOf(owners),
      periodStart: okrObjectives.periodStart,
      periodEnd: okrObjectives.periodEnd,
      status: okrObjectives.status,
      health: okrObjectives.health,
      progress: okrObjectives.progress,
      keyResultCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
      editable: callerEditsObjective(tenant),
    })
    .from(okrObjectives)
    .leftJoin(teams, eq(teams.id, okrObjectives.teamId))
    .leftJoin(owners, eq(owners.id, okrObjectives.ownerId))
    .leftJoin(counts, eq(counts.objectiveId, okrObjectives.id))
    .where(where)
    // By id: cheap, and stable when the node limit cuts; the client lays the tree out anyway.
    .orderBy(okrObjectives.id)
    .$dynamic()
  const rows = await (limit === undefined ? query : query.limit(limit))
  return rows.map((row) => ({
    type: 'objective' as const,
    id: row.id,
    title: row.title,
    team: row.team,
    owner: row.owner,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status as ObjectiveStatus,
    health: row.health as Health,
    progress: row.progress,
    key_result_count: row.keyResultCount,
    matches_filters: matches,
    can_edit: tenant.canManage || row.editable,
  }))
}

/** Every objective the given ones align to, directly or not (alignment stays inside a company). */
const ancestorsOf = (ids: string[]) =>
  sql`with recursive up(id) as (
      select ${okrObjectiveAlignments.parentId} from ${okrObjectiveAlignments}
      where ${inIds(okrObjectiveAlignments.childId, ids)}
      union
      select ${okrObjectiveAlignments.parentId} from ${okrObjectiveAlignments}
      join up on ${okrObjectiveAlignments.childId} = up.id
    ) select id from up`

async function keyResultNodes(db: Database, tenant: Tenant, ofObjectives: SQL) {
  const rows = await db
    .select({
      id: okrKeyResults.id,
      objectiveId: okrKeyResults.objectiveId,
      title: okrKeyResults.title,
      metric: okrKeyResults.metric,
      currentValue: okrKeyResults.currentValue,
      targetValue: okrKeyResults.targetValue,
      unit: okrKeyResults.unit,
      confidence: okrKeyResults.confidence,
      progress: okrKeyResults.progress,
      pace: paceOf(today()),
      responsible: personColumnsOf(responsibles),
    })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .leftJoin(responsibles, eq(responsibles.id, okrKeyResults.responsibleId))
    .where(scope(okrKeyResults, tenant).where(ofObjectives))
    .orderBy(asc(okrKeyResults.createdAt), asc(okrKeyResults.id))
  return rows.map((row) => ({
    type: 'key_result' as const,
    id: row.id,
    objective_id: row.objectiveId,
    title: row.title,
    metric: row.metric as KeyResultMetric,
    current_value: row.currentValue,
    target_value: row.targetValue,
    unit: row.unit,
    confidence: row.confidence,
    progress: row.progress,
    pace: row.pace as Health,
    responsible: row.responsible,
  }))
}
