import { z } from 'zod'
import { pageQuery } from './pagination.ts'
import { person } from './people.ts'

// Threads (ADR 20): a request of a company's user that a staff team answers in messages. Support
// tickets and coaching requests are both; each contract extends these with its own fields and names
// its answering team in its messages (`from_support`, `from_coaching_team`).

/** Who reads a thread (docs/permissions.md, Support and coaching); a record one may not read is a 404. */
export const THREAD_READERS =
  'the author their own; the company admin all of their company’s; staff every company’s (others 404)'

/** What every message of a thread has. */
export const threadMessage = z.object({
  id: z.uuid(),
  author: person.nullable(),
  body: z.string(),
  created_at: z.string(),
})

/** What every thread in a list has. */
export const threadSummary = z.object({
  id: z.uuid(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  author: person.nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
})

/** A page of threads: staff see every company's unless `company` names one; `mine` the caller's own. */
export const threadListQuery = pageQuery.extend({
  company: z.uuid().optional(),
  mine: z.enum(['1', 'true']).optional(),
})
