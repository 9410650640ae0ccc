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

/**
 * Recomputes these objectives and every objective they align to, directly or not (ADR 46), in the
 * caller's transaction, which has already written what changed (a key result, an alignment, a status).
 * It first locks those objectives, in id order (so two writers never wait on each other in a circle),
 * then reads and recomputes them in later statements: under READ COMMITTED each statement sees what was
 * committed when it began, so a writer that got the locks after another sees that other's changes, and
 * whoever commits last under an objective stores what a full recomputation gives. Three statements.
 */
export async function rollUpObjectives(db: Database, objectiveIds: string[]) {
  const start = [...new Set(objectiveIds)]
  if (start.length === 0) return
  const locked = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up(id) as (
      select unnest(${uuidArray(start)})
      union
      select ${okrObjectiveAlignments.parentId} from ${okrObjectiveAlignments}
      join up on ${okrObjectiveAlignments.childId} = up.id
    ) select ${okrObjectives.id}::text as id from ${okrObjectives}
      where ${okrObjectives.id} in (select id from up) order by ${okrObjectives.id} for update`,
  )
  await recompute(
    db,
    locked.map((row) => row.id),
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

interface Inputs {
  id: string
  progress: number
  weighted: number
  weight: number
  /** [child id, its stored progress, its status] per aligned child. */
  children: [string, number, string][]
}

/**
 * `ids` must hold every ancestor of each of its members (alignment is acyclic). One statement reads
 * what their progress is made of, one writes the ones that changed.
 */
async function recompute(db: Database, ids: string[]) {
  if (ids.length === 0) return
  const k = okrKeyResults
  const a = okrObjectiveAlignments
  const inputs = await rowsOf<Inputs>(
    db,
    sql`select o.id::text as id, o.progress,
      coalesce(kr.weighted, 0)::float8 as weighted, coalesce(kr.weight, 0)::float8 as weight,
      coalesce((select json_agg(json_build_array(${a.childId}, c.progress, c.status))
        from ${a} join ${okrObjectives} c on c.id = ${a.childId} where ${a.parentId} = o.id), '[]'::json) as children
    from ${okrObjectives} o
    left join (select ${k.objectiveId} as objective_id, sum(${k.weight} * ${k.progress}) as weighted,
        sum(${k.weight}) as weight from ${k} where ${inIds(k.objectiveId, ids)} group by ${k.objectiveId}
      ) kr on kr.objective_id = o.id
    where o.id = any(${uuidArray(ids)})`,
  )
  const byId = new Map(inputs.map((row) => [row.id, row]))
  const computed = new Map<string, number>()

  // Children inside the set are computed first, so a parent sees its children's new progress.
  const progressOf = (id: string): number => {
    const known = computed.get(id)
    if (known !== undefined) return known
    const row = byId.get(id)!
    let weighted = Number(row.weighted)
    let weight = Number(row.weight)
    for (const [childId, progress, status] of row.children) {
      if (!CONTRIBUTING.has(status)) continue
      weighted += byId.has(childId) ? progressOf(childId) : Number(progress)
      weight += 1
    }
    const value = weight > 0 ? Math.min(1, Math.max(0, weighted / weight)) : 0
    computed.set(id, value)
    return value
  }

  const changed = inputs
    .map((row) => ({ id: row.id, before: Number(row.progress), after: progressOf(row.id) }))
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
