import type { KeyResult, KeyResultInput } from '@portal/contracts/okr-key-results'
import type { Objective, ObjectiveInput } from '@portal/contracts/okr-objectives'
import type { TFunction } from 'i18next'
import type { z } from 'zod'

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

/** The contract's own refinements the page has a text for (`okr.errors.<message>`). */
const KNOWN = ['equals_start', 'currency_code', 'period_end', 'end_date'] as const
const known = (message: string) => KNOWN.find((key) => key === message)

/**
 * Checks a body against its contract before sending, as the server will: the field messages in the
 * page's language, keyed by the API's field path (`milestones.0.title`).
 */
export function contractErrors(schema: z.ZodType, body: unknown, t: TFunction): Record<string, string> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'non_field_errors'
    if (errors[path]) continue
    const own = known(issue.message)
    if (own) errors[path] = t(`okr.errors.${own}`)
    else if (issue.message === 'required' && path === 'milestones') errors[path] = t('okr.errors.milestones')
    else if (issue.code === 'too_big' && issue.origin === 'string') errors[path] = t('okr.errors.too_long')
    else if (issue.code === 'too_small' && issue.origin === 'string') errors[path] = t('okr.errors.required')
    else if (issue.message === 'required' || issue.code === 'invalid_type')
      errors[path] = t('okr.errors.required')
    else if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number') {
      errors[path] = t('okr.errors.invalid')
    } else errors[path] = t('okr.errors.invalid')
  }
  return errors
}
