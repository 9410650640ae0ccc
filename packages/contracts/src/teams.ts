import { z } from 'zod'
import { pageQuery } from './pagination.ts'
import { person, personIds } from './people.ts'

/** A team of a company: what OKR items are filtered and grouped by. */
export const team = z.object({
  id: z.uuid(),
  company: z.uuid(),
  name: z.string(),
  description: z.string(),
  lead: person.nullable(),
  members: z.array(person),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Team = z.infer<typeof team>

/** Create or replace a team; the lead is always one of its members. */
export const teamInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  lead_id: z.uuid().nullable().default(null),
  member_ids: personIds.default([]),
})
export type TeamInput = z.infer<typeof teamInput>

export const teamListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** Only teams this user (`me`: the caller) belongs to. */
  member: z.union([z.uuid(), z.literal('me')]).optional(),
})
export type TeamListQuery = z.infer<typeof teamListQuery>
