import { sessionsApi } from '@portal/contracts/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.service.ts'

type Dependencies = { db: Database; config: Config; sessionCache: SessionCache; clock: Clock }

/**
 * One's own sessions on the profile (ASVS 7.4.5): list them, end one, end all but this one. Every
 * signed-in user, for their own sessions only; the service refuses an impersonating admin.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { db, sessionCache } = deps

  route(app, sessionsApi.listSessions, async (request) => {
    const lifetime = { limits: deps.config.sessions, now: deps.clock() }
    const { count, results } = await listOwnSessions(db, principalOf(request), lifetime, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, sessionsApi.endSession, async (request, reply) => {
    const token = await endOwnSession(db, principalOf(request), request.params.id)
    // Ended in every process at once, not after the cache's few seconds.
    await sessionCache.forgetSession(token)
    return reply.code(204).send(null)
  })

  route(app, sessionsApi.endOtherSessions, async (request) => {
    const principal = principalOf(request)
    const tokens = await endOtherSessions(db, principal)
    await sessionCache.forgetUser(principal.userId)
    return { ended: tokens.length }
  })
}
