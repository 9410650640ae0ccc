import {
  type DiagramEdge,
  type DiagramNode,
  MAX_DIAGRAM_NODES,
  type OkrDiagram,
  type OkrDiagramRequest,
} from '@portal/contracts/okr-table'
import { count, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { callerEditsObjective } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectives } from './objectives.tables.ts'
import { filterOfFilters, objectiveConditions } from './okr-filters.ts'
import { paceOf, today } from './pace.ts'
import { inIdSet, inIds, jsonRowsOf } from './sql-rows.ts'

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
  // Every objective of the company is shown: no need to name them (a long id list costs to parse and
  // to compare with).
  const everything = !filtered && !truncated
  const [alignments, keyResults] = await Promise.all([
    alignmentEdges(db, tenant, everything ? null : ids),
    request.include_key_results
      ? keyResultNodes(db, tenant, everything ? undefined : inIds(okrKeyResults.objectiveId, ids))
      : [],
  ])
  const edges: DiagramEdge[] = alignments
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

type ObjectiveNode = Extract<DiagramNode, { type: 'objective' }>
type KeyResultNode = Extract<DiagramNode, { type: 'key_result' }>

/** Objective nodes, built as JSON in SQL (one value for the whole list). */
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
  const canEdit = tenant.canManage ? sql`true` : callerEditsObjective(tenant)
  const node = sql<ObjectiveNode>`json_build_object('type', 'objective', 'id', ${okrObjectives.id}, 'title', ${okrObjectives.title}, 'team', case when ${teams.id} is null then null else json_build_object('id', ${teams.id}, 'name', ${teams.name}) end, 'owner', ${personJsonOf(owners)}, 'period_start', ${okrObjectives.periodStart}, 'period_end', ${okrObjectives.periodEnd}, 'status', ${okrObjectives.status}, 'health', ${okrObjectives.health}, 'progress', ${okrObjectives.progress}, 'key_result_count', coalesce(${counts.n}, 0), 'matches_filters', ${matches ? sql`true` : sql`false`}, 'can_edit', ${canEdit})`
  const query = db
    .select({
      row: node.as('row'),
      // By id: cheap, and stable when the node limit cuts; the client lays the tree out anyway.
      n: sql`row_number() over (order by ${okrObjectives.id})`.as('n'),
    })
    .from(okrObjectives)
    .leftJoin(teams, eq(teams.id, okrObjectives.teamId))
    .leftJoin(owners, eq(owners.id, okrObjectives.ownerId))
    .leftJoin(counts, eq(counts.objectiveId, okrObjectives.id))
    .where(where)
    .orderBy(okrObjectives.id)
    .$dynamic()
  return jsonRowsOf<ObjectiveNode>(db, limit === undefined ? query : query.limit(limit))
}

/**
 * Alignment edges between the shown objectives (`ids`; null: all of the company's), parent → child,
 * built as JSON in SQL.
 */
function alignmentEdges(db: Database, tenant: Tenant, ids: string[] | null) {
  const { parentId, childId } = okrObjectiveAlignments
  return jsonRowsOf<DiagramEdge>(
    db,
    db
      .select({
        row: sql`json_build_object('id', ${parentId} || '->' || ${childId}, 'source', ${parentId}, 'target', ${childId}, 'kind', 'alignment')`.as(
          'row',
        ),
      })
      .from(okrObjectiveAlignments)
      .where(
        ids === null
          ? eq(okrObjectiveAlignments.companyId, tenant.companyId)
          : sql`${inIdSet(childId, ids)} and ${inIdSet(parentId, ids)}`,
      ),
    // The order of edges means nothing to the diagram.
    true,
  )
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

/** Key result nodes of the objectives, built as JSON in SQL like the objective nodes. */
function keyResultNodes(db: Database, tenant: Tenant, ofObjectives?: SQL) {
  const node = sql<KeyResultNode>`json_build_object('type', 'key_result', 'id', ${okrKeyResults.id}, 'objective_id', ${okrKeyResults.objectiveId}, 'title', ${okrKeyResults.title}, 'metric', ${okrKeyResults.metric}, 'current_value', ${okrKeyResults.currentValue}, 'target_value', ${okrKeyResults.targetValue}, 'unit', ${okrKeyResults.unit}, 'confidence', ${okrKeyResults.confidence}, 'progress', ${okrKeyResults.progress}, 'pace', ${paceOf(today())}, 'responsible', ${personJsonOf(responsibles)})`
  return jsonRowsOf<KeyResultNode>(
    db,
    db
      .select({
        row: node.as('row'),
        n: sql`row_number() over (order by ${okrKeyResults.createdAt}, ${okrKeyResults.id})`.as('n'),
      })
      .from(okrKeyResults)
      .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
      .leftJoin(responsibles, eq(responsibles.id, okrKeyResults.responsibleId))
      .where(scope(okrKeyResults, tenant).where(ofObjectives)),
  )
}
