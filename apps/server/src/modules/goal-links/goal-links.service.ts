import type { GoalLinks, MeasureRef, ObjectiveRef } from '@portal/contracts/goal-links'
import type { Database } from '../../core/db.ts'
import { AppError, type FieldErrors } from '../../core/errors.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { loadObjectiveStates } from '../okr/objectives.service.ts'
import { loadMeasureRefs, ppmOpen } from '../ppm/measure-refs.ts'

/**
 * Links from what a company watches (hub trends, market signals) to what it does about it (ADR 40): the
 * objectives come from the OKR service and the measures from the PPM service, never from their tables,
 * so a deleted or foreign one is left out of every read and refused by every write. While the company
 * has PPM switched off (hidden or locked, `ppmOpen`), its measures are left out of every read and a
 * write naming one is a 403; the stored links stay, and show again when PPM is back.
 */

export type GoalKind = 'objective' | 'measure'

/**
 * The tenant's objectives and measures among these ids (others are not in the maps; no measure while
 * PPM is off for the tenant).
 */
export async function loadGoals(
  db: Database,
  tenant: Tenant,
  ids: { objectives: string[]; measures: string[] },
) {
  const measureIds = ids.measures.length && (await ppmOpen(db, tenant)) ? [...new Set(ids.measures)] : []
  const [states, measures] = await Promise.all([
    loadObjectiveStates(db, tenant, [...new Set(ids.objectives)]),
    loadMeasureRefs(db, tenant, measureIds),
  ])
  const objectives = new Map<string, ObjectiveRef>()
  for (const [id, state] of states) {
    objectives.set(id, { id, title: state.row.title, progress: Number(state.row.progress) })
  }
  return { objectives, measures }
}

/** Refuses (403) a write of links to measures while PPM is off for the tenant. */
export async function assertPpmOpen(db: Database, tenant: Tenant) {
  if (!(await ppmOpen(db, tenant))) throw new AppError(403, 'api.errors.ppm_unavailable')
}

/**
 * Refuses (400, a message on each field) ids that are not the tenant's objectives or measures, and (403)
 * any measure while PPM is off for the tenant; answers the ids without repeats, and whether PPM is open
 * (when it is not, a write keeps the stored measure links as they are).
 */
export async function assertGoals(
  db: Database,
  tenant: Tenant,
  input: { objective_ids?: string[]; measure_ids?: string[] },
) {
  const objectives = [...new Set(input.objective_ids ?? [])]
  const measures = [...new Set(input.measure_ids ?? [])]
  const ppm = await ppmOpen(db, tenant)
  if (!ppm && measures.length) throw new AppError(403, 'api.errors.ppm_unavailable')
  const found = await loadGoals(db, tenant, { objectives, measures })
  const fields: FieldErrors = {}
  if (objectives.some((id) => !found.objectives.has(id))) {
    fields.objective_ids = [{ key: 'api.fields.not_in_company' }]
  }
  if (measures.some((id) => !found.measures.has(id))) {
    fields.measure_ids = [{ key: 'api.fields.not_in_company' }]
  }
  if (Object.keys(fields).length) throw new AppError(400, 'api.errors.validation', { fields })
  return { objectives, measures, ppm }
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
