import { impersonationApi } from '@portal/contracts/impersonation'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import type { Notifier } from '../../core/notifier.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { type PrincipalLoader, toMe } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { sessionTokenFromCookie } from '../../core/session-cookie.ts'
import { listImpersonationEvents, startImpersonation, stopImpersonation } from './impersonation.service.ts'

type Dependencies = {
  db: Database
  config: Config
  sessionCache: SessionCache
  principals: PrincipalLoader
  notifier: Notifier
}

export const impersonationRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { db, config, sessionCache, principals, notifier },
) => {
  /** The caller as the new session sees them, after the old session's cache entry is gone everywhere. */
  async function answerAs(oldToken: string | null, newToken: string) {
    if (oldToken) await sessionCache.forgetSession(oldToken)
    const principal = await principals.load(newToken)
    if (!principal) throw new AppError(401, 'api.errors.unauthenticated')
    return toMe(principal)
  }

  route(app, impersonationApi.stopImpersonating, async (request, reply) => {
    const oldToken = sessionTokenFromCookie(request.cookies, config.sessionSecret)
    const token = await stopImpersonation({ db, config, request, reply }, principalOf(request))
    return answerAs(oldToken, token)
  })

  route(app, impersonationApi.impersonate, async (request, reply) => {
    const oldToken = sessionTokenFromCookie(request.cookies, config.sessionSecret)
    const admin = principalOf(request)
    const token = await startImpersonation({ db, config, request, reply }, admin, request.params.id)
    // A security notice to the user: who acts as them, and when (the notification's time).
    await notifier.publish({
      kind: 'impersonation_started',
      recipients: [request.params.id],
      actorId: admin.userId,
      companyId: null,
      params: {
        actor: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email,
        email: admin.email,
      },
      link: '/client/profile',
    })
    return answerAs(oldToken, token)
  })

  route(app, impersonationApi.impersonationLog, async (request) => {
    const { count, results } = await listImpersonationEvents(db, request.query)
    return pageOf(request, request.query, count, results)
  })
}
