import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'

/**
 * What another module (PPM's goals link, ADR 39) may read of the tenant's key results, without reaching
 * into OKR's tables: a key result's plain facts with its objective, by title.
 */
export async function keyResultRefs(db: Database, tenant: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: okrKeyResults.id,
      title: okrKeyResults.title,
      objective: { id: okrObjectives.id, title: okrObjectives.title },
      metric: okrKeyResults.metric,
      currentValue: okrKeyResults.currentValue,
      targetValue: okrKeyResults.targetValue,
      unit: okrKeyResults.unit,
      progress: okrKeyResults.progress,
    })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(scope(okrKeyResults, tenant).byIds([...ids]))
    .orderBy(asc(okrKeyResults.title), asc(okrKeyResults.id))
}

/**
 * Locks the tenant's key results among these (in id order, so two writers never wait on each other in
 * a circle) in the caller's transaction; answers the ids that exist.
 */
export async function lockKeyResults(tx: Database, tenant: Tenant, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: okrKeyResults.id })
    .from(okrKeyResults)
    .where(scope(okrKeyResults, tenant).byIds([...ids]))
    .orderBy(asc(okrKeyResults.id))
    .for('update')
  return rows.map((r) => r.id)
}
