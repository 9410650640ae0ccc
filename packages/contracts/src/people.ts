import { z } from 'zod'

/** A person as other records show them (a team's lead, a group's member, an item's owner). */
export const person = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
})
export type Person = z.infer<typeof person>

/** Up to this many people can be set on a record in one request. */
export const MAX_PEOPLE_PER_RECORD = 500

export const personIds = z.array(z.uuid()).max(MAX_PEOPLE_PER_RECORD)
