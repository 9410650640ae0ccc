import { z } from 'zod'

/**
 * Links from what a company watches (a hub trend, a market signal) to what it does about it: its OKR
 * objectives and PPM measures (issue 15 item 6, ADR 40). The linked items are read through the OKR and
 * PPM services, so a deleted or foreign one simply does not show.
 */

export const objectiveRef = z.object({ id: z.uuid(), title: z.string(), progress: z.number() })
export type ObjectiveRef = z.infer<typeof objectiveRef>

export const measureRef = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Its stage-gate (0–5). */
  gate: z.number().int(),
  status: z.string(),
})
export type MeasureRef = z.infer<typeof measureRef>

export const goalLinks = z.object({
  objectives: z.array(objectiveRef),
  measures: z.array(measureRef),
})
export type GoalLinks = z.infer<typeof goalLinks>

/** The ids replace the item's links; every id must be one of the active company's. */
export const goalLinksInput = z.strictObject({
  objective_ids: z.array(z.uuid()).max(20).default([]),
  measure_ids: z.array(z.uuid()).max(20).default([]),
})
export type GoalLinksInput = z.infer<typeof goalLinksInput>
