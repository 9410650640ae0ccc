import { z } from 'zod'
import { pageQuery } from './pagination.ts'
import { person, personIds } from './people.ts'

// Member sets (ADR 20): a named set of a company's users. Teams and groups are both; each contract
// extends these with what only it has (a team's lead, a group list's `?company=`).

export const memberSet = z.object({
  id: z.uuid(),
  company: z.uuid(),
  name: z.string(),
  description: z.string(),
  members: z.array(person),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type MemberSet = z.infer<typeof memberSet>

/** Create or replace a set: its name (unique in the company), description and members. */
export const memberSetInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  member_ids: personIds.default([]),
})
export type MemberSetInput = z.infer<typeof memberSetInput>

/** A page of sets, by name; `search` finds a part of the name. */
export const memberSetListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
})
