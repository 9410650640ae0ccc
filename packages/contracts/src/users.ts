import { z } from 'zod'
import { pageQuery } from './pagination.ts'

/** A user as the administration lists them. */
export const userSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.number().int(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  companies: z.array(z.object({ id: z.uuid(), name: z.string(), is_company_admin: z.boolean() })),
  created_at: z.string(),
})
export type UserSummary = z.infer<typeof userSummary>

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  company: z.uuid().optional(),
})
export type UserListQuery = z.infer<typeof userListQuery>
