import { z } from 'zod'
import { pageQuery } from './pagination.ts'
import { person, personIds } from './people.ts'

/** A group of a company's users; services can be restricted to groups. */
export const group = z.object({
  id: z.uuid(),
  company: z.uuid(),
  name: z.string(),
  description: z.string(),
  members: z.array(person),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Group = z.infer<typeof group>

export const groupInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  member_ids: personIds.default([]),
})
export type GroupInput = z.infer<typeof groupInput>

export const groupListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  member: z.uuid().optional(),
  /** Another company's groups, for those who manage it (staff restricting a service there). */
  company: z.uuid().optional(),
})
export type GroupListQuery = z.infer<typeof groupListQuery>

/** Adds every listed user to every listed group (those already in stay); all or nothing. */
export const assignGroupsInput = z.strictObject({
  user_ids: z.array(z.uuid()).min(1).max(1000),
  group_ids: z.array(z.uuid()).min(1).max(100),
})
export type AssignGroupsInput = z.infer<typeof assignGroupsInput>

export const assignGroupsResult = z.object({ assigned: z.number().int() })
