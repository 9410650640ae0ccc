import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectiveAlignments, okrObjectives } from './objectives.tables.ts'
import { okrProjects, okrTasks } from './projects.tables.ts'
import { inIds, rowsOf, uuidArray } from './sql-rows.ts'

/**
 * Roll-up (docs/okr.md): an objective's progress is the weighted mean of its key results (their
 * weights) and its aligned child objectives (weight 1 each; drafts and abandoned ones left out);
 * nothing to count means 0. Stored on the rows, recomputed in the writing transaction.
 */

/** Objectives whose progress counts for their parents. */
const CONTRIBUTING = new Set(['active', 'achieved'])

/** Recomputes these objectives and every objective they align to, directly or not. */
export async function rollUpObjectives(db: Database, objectiveIds: string[]) {
  const start = [...new Set(objectiveIds)]
  if (start.length === 0) return
  const ancestors = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up(id) as (
      select unnest(${uuidArray(start)})
      union
      select ${okrObjectiveAlignments.parentId} from ${okrObjectiveAlignments}
      join up on ${okrObjectiveAlignments.childId} = up.id
    ) select id::text as id from up`,
  )
  await recompute(
    db,
    ancestors.map((row) => row.id),
  )
}

/** Recomputes every objective of a company (seeds, generated data sets). */
export async function rollUpCompany(db: Database, companyId: string) {
  const rows = await db
    .select({ id: okrObjectives.id })
    .from(okrObjectives)
    .where(eq(okrObjectives.companyId, companyId))
  await recompute(
    db,
    rows.map((row) => row.id),
  )
}

/** `ids` must hold every ancestor of each of its members (alignment is acyclic). */
async function recompute(db: Database, ids: string[]) {
  if (ids.length === 0) return
  const current = await db
    .select({ id: okrObjectives.id, progress: okrObjectives.progress })
    .from(okrObjectives)
    .where(inIds(okrObjectives.id, ids))
  const keyResults = await db
    .select({
      objectiveId: okrKeyResults.objectiveId,
      weighted: sql<number>`sum(${okrKeyResults.weight} * ${okrKeyResults.progress})`.mapWith(Number),
      weight: sql<number>`sum(${okrKeyResults.weight})`.mapWith(Number),
    })
    .from(okrKeyResults)
    .where(inIds(okrKeyResults.objectiveId, ids))
    .groupBy(okrKeyResults.objectiveId)
  const children = await db
    .select({
      parentId: okrObjectiveAlignments.parentId,
      childId: okrObjectiveAlignments.childId,
      progress: okrObjectives.progress,
      status: okrObjectives.status,
    })
    .from(okrObjectiveAlignments)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrObjectiveAlignments.childId))
    .where(inIds(okrObjectiveAlignments.parentId, ids))
  const own = new Map(keyResults.map((k) => [k.objectiveId, k]))
  const childrenOf = new Map<string, typeof children>()
  for (const child of children)
    childrenOf.set(child.parentId, [...(childrenOf.get(child.parentId) ?? []), child])
  const inScope = new Set(ids)
  const computed = new Map<string, number>()

  // Children inside the set are computed first, so a parent sees its children's new progress.
  const progressOf = (id: string): number => {
    const known = computed.get(id)
    if (known !== undefined) return known
    let weighted = own.get(id)?.weighted ?? 0
    let weight = own.get(id)?.weight ?? 0
    for (const child of childrenOf.get(id) ?? []) {
      if (!CONTRIBUTING.has(child.status)) continue
      weighted += inScope.has(child.childId) ? progressOf(child.childId) : child.progress
      weight += 1
    }
    const value = weight > 0 ? Math.min(1, Math.max(0, weighted / weight)) : 0
    computed.set(id, value)
    return value
  }

  const changed = current
    .map((row) => ({ id: row.id, before: row.progress, after: progressOf(row.id) }))
    .filter((row) => Math.abs(row.after - row.before) > 1e-12)
  if (changed.length === 0) return
  const values = sql.join(
    changed.map((row) => sql`(${row.id}::uuid, ${row.after}::float8)`),
    sql`, `,
  )
  await db.execute(
    sql`update ${okrObjectives} set progress = v.progress
        from (values ${values}) as v(id, progress) where ${okrObjectives.id} = v.id`,
  )
}

/** A project's progress: done tasks / tasks (0 without tasks). */
export async function refreshProjects(db: Database, projectIds: (string | null | undefined)[]) {
  const ids = [...new Set(projectIds.filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return
  await db
    .update(okrProjects)
    .set({
      progress: sql`coalesce((select avg(case when ${okrTasks.isComplete} then 1.0 else 0.0 end) from ${okrTasks} where ${okrTasks.projectId} = ${okrProjects.id}), 0)`,
    })
    .where(inIds(okrProjects.id, ids))
}
