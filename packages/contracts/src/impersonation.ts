import { z } from 'zod'
import { me } from './accounts.ts'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

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

const idParams = z.object({ id: z.uuid() })

/** Staff acting as a user (SPEC §4): start, stop, and the log of both. */
export const impersonationApi = endpoints('accounts', {
  impersonate: {
    method: 'POST',
    path: '/v1/accounts/impersonate/:id/',
    access: 'staff',
    summary: 'Start acting as a user',
    narrowing: 'never oneself; admins never a superuser; not while impersonating',
    params: idParams,
    responses: { 200: me },
  },
  stopImpersonating: {
    method: 'POST',
    path: '/v1/accounts/impersonate/stop/',
    access: 'authenticated',
    summary: 'Stop acting as a user and return to one’s own session',
    narrowing: 'only an impersonating session',
    responses: { 200: me },
  },
  impersonationLog: {
    method: 'GET',
    path: '/v1/accounts/impersonation-log/',
    access: 'staff',
    summary: 'List the impersonation starts and stops',
    query: pageQuery,
    responses: { 200: paginated(impersonationEvent) },
  },
})
