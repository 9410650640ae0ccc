import type { GoalLinks, MeasureRef, ObjectiveRef } from '@portal/contracts/goal-links'
import type { Database } from '../../core/db.ts'
import { AppError, type FieldErrors } from '../../core/errors.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { loadObjectiveStates } from '../okr/objectives.service.ts'
import { loadMeasureRefs } from '../ppm/measure-refs.ts'

/**
 * Links from what a company watches (hub trends, market signals) to what it does about it (ADR 40): the
 * objectives come from the OKR service and the measures from the PPM service, never from their tables,
 * so a deleted or foreign one is left out of every read and refused by every write.
 */

export type GoalKind = 'objective' | 'measure'

/** The tenant's objectives and measures among these ids (others are not in the maps). */
export async function loadGoals(
  db: Database,
  tenant: Tenant,
  ids: { objectives: string[]; measures: string[] },
) {
  const [states, measures] = await Promise.all([
    loadObjectiveStates(db, tenant, [...new Set(ids.objectives)]),
    loadMeasureRefs(db, tenant, [...new Set(ids.measures)]),
  ])
  const objectives = new Map<string, ObjectiveRef>()
  for (const [id, state] of states) {
    objectives.set(id, { id, title: state.row.title, progress: Number(state.row.progress) })
  }
  return { objectives, measures }
}

/**
 * Refuses (400, a message on each field) ids that are not the tenant's objectives or measures; answers
 * the ids without repeats.
 */
export async function assertGoals(
  db: Database,
  tenant: Tenant,
  input: { objective_ids?: string[]; measure_ids?: string[] },
) {
  const objectives = [...new Set(input.objective_ids ?? [])]
  const measures = [...new Set(input.measure_ids ?? [])]
  const found = await loadGoals(db, tenant, { objectives, measures })
  const fields: FieldErrors = {}
  if (objectives.some((id) => !found.objectives.has(id))) {
    fields.objective_ids = [{ key: 'api.fields.not_in_company' }]
  }
  if (measures.some((id) => !found.measures.has(id))) {
    fields.measure_ids = [{ key: 'api.fields.not_in_company' }]
  }
  if (Object.keys(fields).length) throw new AppError(400, 'api.errors.validation', { fields })
  return { objectives, measures }
}

/** Each owner's links (`owner` is the hub trend or signal), its goals sorted by title. */
export async function goalsByOwner(
  db: Database,
  tenant: Tenant,
  links: { ownerId: string; kind: GoalKind; targetId: string }[],
) {
  const byOwner = new Map<string, GoalLinks>()
  if (links.length === 0) return byOwner
  const ids = (kind: GoalKind) => links.filter((l) => l.kind === kind).map((l) => l.targetId)
  const goals = await loadGoals(db, tenant, { objectives: ids('objective'), measures: ids('measure') })
  for (const link of links) {
    const entry = byOwner.get(link.ownerId) ?? { objectives: [], measures: [] }
    if (link.kind === 'objective') {
      const ref = goals.objectives.get(link.targetId)
      if (ref) entry.objectives.push(ref)
    } else {
      const ref: MeasureRef | undefined = goals.measures.get(link.targetId)
      if (ref) entry.measures.push(ref)
    }
    byOwner.set(link.ownerId, entry)
  }
  for (const entry of byOwner.values()) {
    entry.objectives.sort((a, b) => a.title.localeCompare(b.title))
    entry.measures.sort((a, b) => a.title.localeCompare(b.title))
  }
  return byOwner
}
