import type { DeleteItemQuery } from '@portal/contracts/okr'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { type Change, recordChanges } from './changelog.ts'
import { keyResultSnapshot } from './key-result-rows.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { loadObjectiveState, loadObjectiveStates, type ObjectiveState } from './objectives.service.ts'
import { okrObjectiveAlignments, okrObjectives } from './objectives.tables.ts'
import { assertMay } from './okr-access.ts'
import { fieldError, parentIdsOf, selfAndDescendants, sorted } from './okr-checks.ts'
import { rollUpObjectives } from './rollup.ts'
import { inIds } from './sql-rows.ts'

/**
 * Deletes an objective. With key results or aligned objectives below it the caller must choose
 * (`children`): nothing is lost silently, and every removed or moved item is in the changelog.
 */
export async function deleteObjective(db: Database, tenant: Tenant, id: string, choice: DeleteItemQuery) {
  const target = await loadObjectiveState(db, tenant, id)
  assertMay(target.editable)
  const keyResults = await db.select().from(okrKeyResults).where(eq(okrKeyResults.objectiveId, id))
  const childIds = (
    await db
      .select({ id: okrObjectiveAlignments.childId })
      .from(okrObjectiveAlignments)
      .where(eq(okrObjectiveAlignments.parentId, id))
  ).map((row) => row.id)
  const hasChildren = keyResults.length > 0 || childIds.length > 0
  if (hasChildren && !choice.children) {
    throw new AppError(409, 'api.errors.okr_children', {
      fields: { children: [{ key: 'api.fields.children' }] },
    })
  }
  if (hasChildren && choice.children === 'move' && choice.move_to) {
    return moveChildren(db, tenant, target, keyResults, childIds, choice.move_to)
  }
  const doomed = hasChildren && choice.children === 'delete' ? await subtreeOf(db, id) : [id]
  const states = await loadObjectiveStates(db, tenant, doomed)
  // Deleting through a parent removes nothing one could not delete oneself.
  for (const state of states.values()) assertMay(state.editable)
  await removeObjectives(db, tenant, [...states.values()])
}

/**
 * The objective and the objectives below it that align nowhere else: one that also aligns to an
 * objective outside the subtree stays and only loses its link.
 */
async function subtreeOf(db: Database, id: string) {
  const below = await selfAndDescendants(db, id)
  const parents = await parentIdsOf(db, [...below])
  const doomed = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const candidate of below) {
      const candidateParents = parents.get(candidate) ?? []
      if (doomed.has(candidate) || candidateParents.length === 0) continue
      if (candidateParents.every((parent) => doomed.has(parent))) {
        doomed.add(candidate)
        grew = true
      }
    }
  }
  return [...doomed]
}

/** Deletes objectives with their key results; objectives aligned to them lose those links. */
async function removeObjectives(db: Database, tenant: Tenant, doomed: ObjectiveState[]) {
  const ids = doomed.map((state) => state.row.id)
  const gone = new Set(ids)
  const keyResults = await db.select().from(okrKeyResults).where(inIds(okrKeyResults.objectiveId, ids))
  const survivors = await db
    .select({ id: okrObjectiveAlignments.childId })
    .from(okrObjectiveAlignments)
    .where(inIds(okrObjectiveAlignments.parentId, ids))
  const survivorIds = [...new Set(survivors.map((row) => row.id))].filter((child) => !gone.has(child))
  const survivorParents = await parentIdsOf(db, survivorIds)
  const parentsOutside = doomed.flatMap((state) => state.parentIds).filter((parent) => !gone.has(parent))
  const changes: Change[] = [
    ...survivorIds.map((child) => parentChange(child, survivorParents.get(child) ?? [], (p) => !gone.has(p))),
    ...keyResults.map((kr) => ({
      type: 'key_result' as const,
      id: kr.id,
      before: keyResultSnapshot(kr),
      after: null,
    })),
    ...doomed.map((state) => ({
      type: 'objective' as const,
      id: state.row.id,
      before: state.snapshot,
      after: null,
    })),
  ]
  await db.transaction(async (tx) => {
    // Key results, check-ins, links and alignments go with the rows (foreign keys cascade).
    await tx.delete(okrObjectives).where(scope(okrObjectives, tenant).byIds(ids))
    await recordChanges(tx, tenant, changes)
    await rollUpObjectives(tx, parentsOutside)
  })
}

/** Key results and aligned objectives move to `moveTo`, then the objective goes. */
async function moveChildren(
  db: Database,
  tenant: Tenant,
  target: ObjectiveState,
  keyResults: (typeof okrKeyResults.$inferSelect)[],
  childIds: string[],
  moveTo: string,
) {
  const id = target.row.id
  if (moveTo === id) throw fieldError('move_to', 'move_to_self')
  const destination = (await loadObjectiveStates(db, tenant, [moveTo])).get(moveTo)
  if (!destination) throw fieldError('move_to', 'not_in_company')
  assertMay(destination.editable)
  // Moving the children under an objective below them would close a loop.
  if ((await selfAndDescendants(db, id)).has(moveTo)) throw fieldError('move_to', 'okr_cycle')
  const childParents = await parentIdsOf(db, childIds)
  const changes: Change[] = [
    ...keyResults.map((kr) => ({
      type: 'key_result' as const,
      id: kr.id,
      before: keyResultSnapshot(kr),
      after: keyResultSnapshot({ ...kr, objectiveId: moveTo }),
    })),
    ...childIds.map((child) => parentChange(child, childParents.get(child) ?? [], (p) => p !== id, moveTo)),
    { type: 'objective', id, before: target.snapshot, after: null },
  ]
  await db.transaction(async (tx) => {
    await tx
      .update(okrKeyResults)
      .set({ objectiveId: moveTo, updatedAt: new Date() })
      .where(eq(okrKeyResults.objectiveId, id))
    if (childIds.length) {
      await tx
        .insert(okrObjectiveAlignments)
        .values(childIds.map((childId) => ({ childId, parentId: moveTo, companyId: tenant.companyId })))
        .onConflictDoNothing()
    }
    await tx.delete(okrObjectives).where(scope(okrObjectives, tenant).byId(id))
    await recordChanges(tx, tenant, changes)
    await rollUpObjectives(tx, [moveTo, ...target.parentIds])
  })
}

/** The changelog entry of an objective whose parents change: kept ones, plus `added`. */
function parentChange(
  id: string,
  parents: string[],
  keep: (parent: string) => boolean,
  added?: string,
): Change {
  const after = sorted([...parents.filter(keep), ...(added ? [added] : [])])
  return { type: 'objective', id, before: { parent_ids: sorted(parents) }, after: { parent_ids: after } }
}
