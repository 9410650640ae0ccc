import { me } from '@portal/contracts/accounts'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { impersonationEvent } from '@portal/contracts/impersonation'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { loadPrincipal, toMe } from '../../core/principal.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { sessionTokenFromCookie } from '../../core/session-cookie.ts'
import { listImpersonationEvents, startImpersonation, stopImpersonation } from './impersonation.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['accounts']
type Dependencies = { db: Database; config: Config; sessionCache: SessionCache }

export const impersonationRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { db, config, sessionCache },
) => {
  /** The caller as the new session sees them, after the old session's cache entry is gone everywhere. */
  async function answerAs(oldToken: string | null, newToken: string) {
    if (oldToken) await sessionCache.forgetSession(oldToken)
    const principal = await loadPrincipal(db, newToken)
    if (!principal) throw new AppError(401, 'api.errors.unauthenticated')
    return toMe(principal)
  }

  app.post(
    '/v1/accounts/impersonate/stop/',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: me, ...errors } } },
    async (request, reply) => {
      const oldToken = sessionTokenFromCookie(request.cookies, config.sessionSecret)
      const token = await stopImpersonation({ db, config, request, reply }, principalOf(request))
      return answerAs(oldToken, token)
    },
  )

  app.post(
    '/v1/accounts/impersonate/:id/',
    { config: { access: 'staff' }, schema: { tags, params: idParams, response: { 200: me, ...errors } } },
    async (request, reply) => {
      const oldToken = sessionTokenFromCookie(request.cookies, config.sessionSecret)
      const token = await startImpersonation(
        { db, config, request, reply },
        principalOf(request),
        request.params.id,
      )
      return answerAs(oldToken, token)
    },
  )

  app.get(
    '/v1/accounts/impersonation-log/',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: pageQuery, response: { 200: paginated(impersonationEvent), ...errors } },
    },
    async (request) => {
      const { count, results } = await listImpersonationEvents(db, request.query)
      return pageOf(request, request.query, count, results)
    },
  )
}
