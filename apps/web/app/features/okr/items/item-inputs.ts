import type { KeyResult, KeyResultInput } from '@portal/contracts/okr-key-results'
import type { Objective, ObjectiveInput } from '@portal/contracts/okr-objectives'

/**
 * The full PUT body of an item as it is now, so an inline change (status, health, a value) replaces
 * only that field: objectives and key results are replaced as a whole (docs/okr.md).
 */
export function objectiveInputOf(o: Objective): ObjectiveInput {
  return {
    title: o.title,
    description: o.description,
    team_id: o.team?.id ?? null,
    // An objective whose owner left the company keeps no owner; the server asks for one on save.
    owner_id: o.owner?.id ?? '',
    responsible_ids: o.responsible.map((p) => p.id),
    period_start: o.period_start,
    period_end: o.period_end,
    status: o.status,
    health: o.health,
    parent_ids: o.parents.map((p) => p.id),
  }
}

export function keyResultInputOf(kr: KeyResult): KeyResultInput {
  return {
    objective_id: kr.objective.id,
    title: kr.title,
    description: kr.description,
    metric: kr.metric,
    start_value: kr.start_value,
    target_value: kr.target_value,
    current_value: kr.current_value,
    unit: kr.unit,
    weight: kr.weight,
    responsible_id: kr.responsible?.id ?? null,
    confidence: kr.confidence,
    milestones: kr.milestones.map((m) => ({ id: m.id, title: m.title, done: m.done })),
  }
}
