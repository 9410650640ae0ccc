import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import {
  ACTIVE_COMPANY_ITEMS,
  description,
  health,
  idParams,
  objectiveRef,
  objectiveStatus,
  okrListQuery,
  progress,
  title,
} from './okr.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/** How a key result is measured. */
export const KEY_RESULT_METRICS = ['percentage', 'number', 'currency', 'yes_no', 'milestone'] as const
export const keyResultMetric = z.enum(KEY_RESULT_METRICS)
export type KeyResultMetric = z.infer<typeof keyResultMetric>
export const NUMERIC_METRICS: readonly KeyResultMetric[] = ['percentage', 'number', 'currency']
/** The metrics whose value can be a sum of money, so PPM measures can keep it (ADR 39, 50). */
export const SUMMABLE_METRICS: readonly KeyResultMetric[] = ['number', 'currency']

/** Confidence at or below this is "low" (dashboard, `confidence_max` filter). */
export const LOW_CONFIDENCE = 3
export const MAX_MILESTONES = 50

export const milestone = z.object({ id: z.uuid(), title: z.string(), done: z.boolean() })
export type Milestone = z.infer<typeof milestone>

/** A milestone as sent: keep `id` to keep an existing one (its place in the list is its order). */
export const milestoneInput = z.strictObject({
  id: z.uuid().optional(),
  title: z.string().trim().min(1).max(300),
  done: z.boolean().default(false),
})

const value = z.number().finite().min(-1e12).max(1e12)

/**
 * Progress of a key result, 0..1: linear from start to target (also when the target is below the
 * start), clamped; yes/no is 0 or 1; milestones: done / total. The server stores this number; the
 * web may call it to preview a value before saving.
 */
export function keyResultProgress(kr: {
  metric: KeyResultMetric
  start_value: number
  target_value: number
  current_value: number
  milestones: { done: boolean }[]
}): number {
  if (kr.metric === 'yes_no') return kr.current_value >= 1 ? 1 : 0
  if (kr.metric === 'milestone') {
    const total = kr.milestones.length
    return total === 0 ? 0 : kr.milestones.filter((m) => m.done).length / total
  }
  const span = kr.target_value - kr.start_value
  if (span === 0) return kr.current_value === kr.target_value ? 1 : 0
  return Math.min(1, Math.max(0, (kr.current_value - kr.start_value) / span))
}

export const keyResult = z.object({
  id: z.uuid(),
  company: z.uuid(),
  objective: objectiveRef,
  title: z.string(),
  description: z.string(),
  metric: keyResultMetric,
  /** yes/no: 0 → 1; milestone: 0 → number of milestones, current = done ones. */
  start_value: z.number(),
  target_value: z.number(),
  current_value: z.number(),
  /** `%` for percentage, an ISO 4217 code for currency, free text for number. */
  unit: z.string(),
  weight: z.number(),
  responsible: person.nullable(),
  confidence: z.number().int().min(0).max(10),
  milestones: z.array(milestone),
  progress,
  /** Progress against the time elapsed in the objective's period (docs/okr.md). */
  pace: health,
  last_check_in_at: z.string().nullable(),
  /** Projects linked to it. */
  project_count: z.number().int(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type KeyResult = z.infer<typeof keyResult>

/**
 * Create (POST) or replace (PUT) a key result. A changed `current_value` or `confidence` is also
 * recorded as a check-in, so the value history is complete.
 */
export const keyResultInput = z
  .strictObject({
    objective_id: z.uuid(),
    title,
    description,
    metric: keyResultMetric,
    start_value: value.default(0),
    /** Required for percentage, number and currency; derived for yes/no and milestone. */
    target_value: value.optional(),
    /**
     * Create: defaults to the start value; update: unchanged when left out. yes/no: 0 or 1;
     * milestone: ignored (the done milestones count).
     */
    current_value: value.optional(),
    unit: z.string().trim().max(20).default(''),
    weight: z.number().finite().gt(0).max(100).default(1),
    responsible_id: z.uuid().nullable().default(null),
    /** 0..10. Create: 5 when left out; update: unchanged when left out. */
    confidence: z.number().int().min(0).max(10).optional(),
    milestones: z.array(milestoneInput).max(MAX_MILESTONES).default([]),
  })
  .superRefine((kr, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (NUMERIC_METRICS.includes(kr.metric)) {
      if (kr.target_value === undefined) issue('target_value', 'required')
      else if (kr.target_value === kr.start_value) issue('target_value', 'equals_start')
    }
    if (kr.metric === 'currency' && !/^[A-Z]{3}$/.test(kr.unit)) issue('unit', 'currency_code')
    if (kr.metric === 'yes_no' && kr.current_value !== undefined && ![0, 1].includes(kr.current_value)) {
      issue('current_value', 'yes_no')
    }
    if (kr.metric === 'milestone' && kr.milestones.length === 0) issue('milestones', 'milestones')
  })
export type KeyResultInput = z.infer<typeof keyResultInput>

export const keyResultListQuery = okrListQuery.extend({
  objective: z.uuid().optional(),
  /** The objective's status. */
  status: objectiveStatus.optional(),
  pace: health.optional(),
  metric: keyResultMetric.optional(),
  /** Confidence at most this (e.g. `LOW_CONFIDENCE`). */
  confidence_max: z.coerce.number().int().min(0).max(10).optional(),
})
export type KeyResultListQuery = z.infer<typeof keyResultListQuery>

// Check-ins ---------------------------------------------------------------------------------------

/** A check-in: the value, progress and confidence of a key result at a moment, and why. */
export const checkIn = z.object({
  id: z.uuid(),
  key_result: z.uuid(),
  value: z.number(),
  previous_value: z.number(),
  progress,
  confidence: z.number().int(),
  comment: z.string(),
  author: person.nullable(),
  is_impersonated: z.boolean(),
  /** Pushed by an integration (a service account's API token), not entered by hand. */
  via_integration: z.boolean(),
  /** Set by PPM: the sum of the linked measures' realised net effects (ADR 39). */
  via_measures: z.boolean(),
  created_at: z.string(),
})
export type CheckIn = z.infer<typeof checkIn>

/**
 * `POST key-results/{id}/check-ins/`: `value` for percentage/number/currency/yes-no (0 or 1),
 * `done_milestone_ids` (the milestones now done) for milestone key results. Confidence defaults
 * to the current one.
 */
export const checkInInput = z.strictObject({
  value: value.optional(),
  done_milestone_ids: z.array(z.uuid()).max(MAX_MILESTONES).optional(),
  confidence: z.number().int().min(0).max(10).optional(),
  comment: z.string().trim().max(5000).default(''),
})
export type CheckInInput = z.infer<typeof checkInInput>

/** Whether a key result takes its value from integrations (ADR 29). */
export const valueSource = z.object({ from_integrations: z.boolean() })
export type ValueSource = z.infer<typeof valueSource>
export const valueSourceInput = z
  .strictObject({ from_integrations: z.boolean() })
  .meta({ examples: [{ from_integrations: true }] })

/** `POST key-results/{id}/values/`: a value pushed by an integration, recorded as its check-in. */
export const pushedValueInput = checkInInput.meta({
  examples: [{ value: 42, comment: 'Nightly import from the CRM' }],
})

const CHANGED_BY = `${ACTIVE_COMPANY_ITEMS}; its responsible person and whoever may change its objective change it`

const keyResultExample = keyResultInput.meta({
  examples: [
    {
      objective_id: '3f0c9a56-7a0e-4c39-9d7e-2b1d8c6f4a10',
      title: 'New mid-market customers',
      metric: 'number',
      start_value: 0,
      target_value: 20,
    },
  ],
})

/** `/api/v1/okr/key-results/` and their check-ins. */
export const okrKeyResultsApi = endpoints('okr-key-results', {
  list: {
    method: 'GET',
    path: '/v1/okr/key-results/',
    access: 'authenticated',
    summary: 'List key results',
    narrowing: ACTIVE_COMPANY_ITEMS,
    query: keyResultListQuery,
    responses: { 200: paginated(keyResult) },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/key-results/:id/',
    access: 'authenticated',
    summary: 'Read a key result',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    responses: { 200: keyResult },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/key-results/',
    access: 'authenticated',
    summary: 'Create a key result',
    narrowing: `${ACTIVE_COMPANY_ITEMS}; in an objective the caller may change`,
    body: keyResultExample,
    responses: { 201: keyResult },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/key-results/:id/',
    access: 'authenticated',
    summary: 'Replace a key result (a changed value or confidence is also a check-in)',
    narrowing: `${CHANGED_BY}; moving it needs the right on both objectives`,
    params: idParams,
    body: keyResultExample,
    responses: { 200: keyResult },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/key-results/:id/',
    access: 'authenticated',
    summary: 'Delete a key result',
    narrowing: CHANGED_BY,
    params: idParams,
    responses: { 204: z.null() },
  },
  listCheckIns: {
    method: 'GET',
    path: '/v1/okr/key-results/:id/check-ins/',
    access: 'authenticated',
    summary: 'List the check-ins of a key result',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    query: pageQuery,
    responses: { 200: paginated(checkIn) },
  },
  checkIn: {
    method: 'POST',
    path: '/v1/okr/key-results/:id/check-ins/',
    access: 'authenticated',
    summary: 'Check in on a key result: its new value, confidence and why',
    narrowing: CHANGED_BY,
    params: idParams,
    body: checkInInput.meta({
      examples: [{ value: 7, confidence: 6, comment: 'Two more customers signed' }],
    }),
    responses: { 201: checkIn },
  },
  getValueSource: {
    method: 'GET',
    path: '/v1/okr/key-results/:id/value-source/',
    access: 'authenticated',
    summary: 'Read whether a key result takes its value from integrations',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    responses: { 200: valueSource },
  },
  setValueSource: {
    method: 'PUT',
    path: '/v1/okr/key-results/:id/value-source/',
    access: 'authenticated',
    summary: 'Set whether a key result takes its value from integrations',
    narrowing: CHANGED_BY,
    params: idParams,
    body: valueSourceInput,
    responses: { 200: valueSource },
  },
  pushValue: {
    method: 'POST',
    path: '/v1/okr/key-results/:id/values/',
    access: 'authenticated',
    summary: 'Push a key result’s value from an integration (a check-in by the service account)',
    narrowing: `${ACTIVE_COMPANY_ITEMS}; a service account’s token only, on a key result set to take its value from integrations`,
    params: idParams,
    body: pushedValueInput,
    responses: { 201: checkIn },
  },
})
