import { z } from 'zod'
import {
  description,
  health,
  isoDate,
  objectiveRef,
  objectiveStatus,
  okrListQuery,
  progress,
  teamRef,
  title,
} from './okr.ts'
import { person } from './people.ts'

/** Most parents an objective may align to. */
export const MAX_PARENT_OBJECTIVES = 10
/** Most responsible people on one item. */
export const MAX_RESPONSIBLE_PEOPLE = 50

/** An objective as every screen shows it (`/api/v1/okr/objectives/…`). */
export const objective = z.object({
  id: z.uuid(),
  company: z.uuid(),
  title: z.string(),
  description: z.string(),
  team: teamRef.nullable(),
  owner: person.nullable(),
  responsible: z.array(person),
  period_start: isoDate,
  period_end: isoDate,
  status: objectiveStatus,
  health,
  /** Weighted roll-up of its key results and aligned child objectives (docs/okr.md). */
  progress,
  /** The objectives this one aligns to. */
  parents: z.array(objectiveRef),
  key_result_count: z.number().int(),
  /** Objectives aligned to this one. */
  child_count: z.number().int(),
  /** The caller may edit and delete it (owner, responsible, company admin, staff). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Objective = z.infer<typeof objective>

/** Create (POST) or replace (PUT) an objective. */
export const objectiveInput = z
  .strictObject({
    title,
    description,
    team_id: z.uuid().nullable().default(null),
    owner_id: z.uuid(),
    responsible_ids: z.array(z.uuid()).max(MAX_RESPONSIBLE_PEOPLE).default([]),
    period_start: isoDate,
    period_end: isoDate,
    status: objectiveStatus.default('active'),
    health: health.default('on_track'),
    parent_ids: z.array(z.uuid()).max(MAX_PARENT_OBJECTIVES).default([]),
  })
  .refine((o) => o.period_start <= o.period_end, { path: ['period_end'], message: 'period_end' })
export type ObjectiveInput = z.infer<typeof objectiveInput>

export const objectiveListQuery = okrListQuery.extend({
  status: objectiveStatus.optional(),
  health: health.optional(),
  /** Only objectives aligned to this one. */
  parent: z.uuid().optional(),
})
export type ObjectiveListQuery = z.infer<typeof objectiveListQuery>
