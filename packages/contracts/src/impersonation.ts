import { z } from 'zod'

export const impersonationEvent = z.object({
  id: z.uuid(),
  action: z.enum(['start', 'stop']),
  actor_email: z.string(),
  target_email: z.string(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
})
export type ImpersonationEvent = z.infer<typeof impersonationEvent>
