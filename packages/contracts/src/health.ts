import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { problem } from './errors.ts'

export const health = z.object({ status: z.literal('ok') })
export const buildInfo = z.object({ id: z.string(), timestamp: z.string() })
export type BuildInfo = z.infer<typeof buildInfo>

/** Liveness and readiness for the platform (`/api/health`, `/api/ready`), outside the versioned API. */
export const healthApi = endpoints('health', {
  live: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Answer while the process runs',
    responses: { 200: health },
  },
  ready: {
    method: 'GET',
    path: '/ready',
    access: 'public',
    summary: 'Answer while the database is reachable and the process is not draining',
    // 503: the database does not answer, or the process drains (SIGTERM); the platform holds traffic back.
    responses: { 200: health, 503: problem },
  },
})
