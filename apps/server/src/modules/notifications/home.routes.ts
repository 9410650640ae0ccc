import { homeApi, type QueueItem } from '@portal/contracts/notifications'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { principalOf } from '../../core/permissions.ts'
import type { QueueSource } from '../../core/queue.ts'
import { route } from '../../core/routes.ts'

export interface HomeDeps {
  db: Database
  clock: Clock
  /** Every module's source of "needs you now", registered in app.ts. */
  sources: readonly QueueSource[]
}

const URGENCY = { overdue: 0, due: 1 } as const

/** The `/client` home's queue: every module's items for the caller, overdue first, oldest first. */
export const homeRoutes: FastifyPluginAsyncZod<HomeDeps> = async (app, { db, clock, sources }) => {
  route(app, homeApi.queue, async (request) => {
    const principal = principalOf(request)
    const now = clock()
    const parts = await Promise.all(sources.map((source) => source(db, principal, now)))
    return { results: parts.flat().sort(byUrgency) }
  })
}

const byUrgency = (a: QueueItem, b: QueueItem) =>
  URGENCY[a.urgency] - URGENCY[b.urgency] || a.since.localeCompare(b.since) || a.title.localeCompare(b.title)
