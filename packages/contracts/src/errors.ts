import { z } from 'zod'

/** RFC 9457 problem details, as every API error is sent (DESIGN §3). */
export const problem = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type Problem = z.infer<typeof problem>
export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
