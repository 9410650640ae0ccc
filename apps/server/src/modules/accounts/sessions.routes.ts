import { accountSession, revokedSessions, revokeOtherSessionsInput } from '@portal/contracts/accounts'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../core/clock.ts'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['accounts']
// Every signed-in user, for their own sessions only; the service refuses an impersonating admin.
const config = { access: 'authenticated' } as const
const SESSIONS = '/v1/accounts/sessions/'

type Dependencies = { db: Database; config: Config; sessionCache: SessionCache; clock: Clock }

/** One's own sessions on the profile (ASVS 7.4.5): list them, end one, end all but this one. */
export const sessionsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { db, sessionCache } = deps

  app.get(
    SESSIONS,
    {
      config,
      schema: { tags, querystring: pageQuery, response: { 200: paginated(accountSession), ...errors } },
    },
    async (request) => {
      const lifetime = { limits: deps.config.sessions, now: deps.clock() }
      const { count, results } = await listOwnSessions(db, principalOf(request), lifetime, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.delete(
    `${SESSIONS}:id/`,
    { config, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const token = await endOwnSession(db, principalOf(request), request.params.id)
      // Ended in every process at once, not after the cache's few seconds.
      await sessionCache.forgetSession(token)
      return reply.code(204).send(null)
    },
  )

  app.post(
    `${SESSIONS}revoke-others/`,
    {
      config,
      schema: { tags, body: revokeOtherSessionsInput, response: { 200: revokedSessions, ...errors } },
    },
    async (request) => {
      const principal = principalOf(request)
      const tokens = await endOtherSessions(db, principal)
      await sessionCache.forgetUser(principal.userId)
      return { ended: tokens.length }
    },
  )
}
