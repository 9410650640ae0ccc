import { activationApi } from '@portal/contracts/activation'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { sessions, users } from '../../core/identity.tables.ts'
import { requestLocale } from '../../core/locale.ts'
import type { Mailer } from '../../core/mail.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { type PrincipalLoader, toMe } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { openSession } from '../../core/session-cookie.ts'
import { tenantById } from '../../core/tenancy.ts'
import { sendVerificationLink } from '../accounts/email-verification.ts'
import { activate, checkCode } from './activation.service.ts'
import { issueCode, listCodes, revokeCode } from './codes.service.ts'

type Dependencies = {
  db: Database
  config: Config
  sessionCache: SessionCache
  mailer: Mailer
  principals: PrincipalLoader
}

/** Activation codes: staff issue, list and revoke them per company; anyone with one activates. */
export const activationRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { db, config, sessionCache, mailer, principals },
) => {
  route(app, activationApi.listCodes, async (request) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    const { count, results } = await listCodes(db, tenant, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, activationApi.issueCode, async (request, reply) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    return reply.code(201).send(await issueCode(db, tenant, request.body))
  })

  route(app, activationApi.revokeCode, async (request, reply) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    await revokeCode(db, tenant, request.params.code_id)
    return reply.code(204).send(null)
  })

  route(app, activationApi.check, async (request) => checkCode(db, request.body.code, request.ip))

  // Signs the new (or newly joined) account in: a fresh session, as a sign-in would open.
  route(app, activationApi.activate, async (request, reply) => {
    const userId = await activate(db, request.body, request.ip, requestLocale(request))
    if (request.principal) {
      await db.delete(sessions).where(eq(sessions.id, request.principal.sessionId))
      await sessionCache.forgetUser(request.principal.userId)
    }
    await sessionCache.forgetUser(userId)
    const token = await openSession(db, config, reply, {
      userId,
      impersonatedBy: null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    })
    const principal = await principals.load(token)
    if (!principal) throw new AppError(401, 'api.errors.unauthenticated')
    // Note: a code that named no address does not prove the typed one; it is confirmed by mail before
    // the next sign-in, as a registration is.
    const [account] = await db.select().from(users).where(eq(users.id, userId))
    if (account && !account.emailVerified) await sendVerificationLink({ db, mailer, config }, account)
    return toMe(principal)
  })
}
