import { accountsApi } from '@portal/contracts/accounts'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Auth } from '../../core/auth.ts'
import type { Config } from '../../core/config.ts'
import { issueCsrfToken } from '../../core/csrf.ts'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { assertStrongPassword } from '../../core/password-policy.ts'
import { principalOf } from '../../core/permissions.ts'
import { type Principal, type PrincipalLoader, toHeaders, toMe } from '../../core/principal.ts'
import { type ApiApp, route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { recordLockouts } from './account-events.ts'
import { recordSignIn, updateLocale, updateProfile } from './accounts.service.ts'
import { DEVICE_COOKIE, deviceCookie, trustedDevice } from './device-cookie.ts'
import { forgetFailures, release, reserve } from './throttle.ts'

const LOGIN_PAGE = '/login'

type Dependencies = {
  db: Database
  auth: Auth
  sessionCache: SessionCache
  config: Config
  principals: PrincipalLoader
  /** Single sign-on's part in signing in and out (modules/sso), handed in by app.ts. */
  sso?: SignInPolicy
}

export interface SignInPolicy {
  /** False when the address's company signs in only through its identity provider. */
  passwordAllowed(email: string): Promise<boolean>
  /** The provider's end-session address for a session opened by single sign-on, else null. */
  logoutAddress(sessionId: string): Promise<string | null>
}

export const accountsRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { db, auth, sessionCache, config, principals, sso },
) => {
  // A CSRF token for a caller without one (pages bring theirs; ADR 43).
  route(app, accountsApi.csrf, async (request, reply) => ({ csrf_token: issueCsrfToken(request, reply) }))

  route(app, accountsApi.login, async (request, reply) => {
    const email = request.body.email.toLowerCase()
    if (sso && !(await sso.passwordAllowed(email))) throw new AppError(403, 'api.sso.password_not_allowed')
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const device = trustedDevice(request.cookies[DEVICE_COOKIE], {
      secret: config.sessionSecret,
      userId: account?.id ?? null,
    })
    // The slot is taken before the password is checked, so concurrent guesses cannot pass the limit.
    const attempt = await reserve(db, 'login_failure', { email, ip: request.ip, device })
    const outcome = await signIn(auth, principals, email, request.body.password, request).catch(
      async (error) => {
        await release(db, attempt)
        throw error
      },
    )
    if (outcome.kind === 'not_verified') {
      await release(db, attempt)
      // Only said after the right password, so it tells a stranger nothing about the address.
      throw new AppError(403, 'api.errors.email_not_verified')
    }
    if (outcome.kind === 'failed') {
      await recordLockouts(db, attempt)
      throw new AppError(400, 'api.errors.invalid_credentials')
    }
    const { setCookies, principal } = outcome
    await forgetFailures(db, attempt)
    await recordSignIn(db, principal.userId)
    // A new session id at every login: the one the browser came with (if any) ends here.
    if (request.principal) {
      await auth.api.signOut({ headers: toHeaders(request) }).catch(() => undefined)
      await sessionCache.forgetUser(request.principal.userId)
    }
    reply.header('set-cookie', setCookies)
    const cookie = deviceCookie(
      { secret: config.sessionSecret, secure: config.secureCookies },
      principal.userId,
      device,
    )
    reply.setCookie(cookie.name, cookie.value, cookie.options)
    return toMe(principal)
  })

  passwordRoute(app, { db, auth, sessionCache, config, principals })

  route(app, accountsApi.logout, async (request, reply) => {
    let redirect: string | null = null
    if (request.principal) {
      redirect = (await sso?.logoutAddress(request.principal.sessionId)) ?? null
      const result = await auth.api.signOut({ headers: toHeaders(request), returnHeaders: true })
      await sessionCache.forgetUser(request.principal.userId)
      reply.header('set-cookie', result.headers.getSetCookie())
    }
    return { redirect_url: redirect ?? LOGIN_PAGE }
  })

  route(app, accountsApi.me, async (request) => toMe(principalOf(request)))

  route(app, accountsApi.updateMe, async (request) => {
    const principal = principalOf(request)
    await updateProfile(db, principal, request.body)
    await sessionCache.forgetUser(principal.userId)
    return toMe({ ...principal, firstName: request.body.first_name, lastName: request.body.last_name })
  })

  route(app, accountsApi.setLocale, async (request) => {
    const principal = principalOf(request)
    await updateLocale(db, principal, request.body.locale)
    await sessionCache.forgetUser(principal.userId)
    return toMe({ ...principal, locale: request.body.locale })
  })
}

/**
 * Changing one's password ends every other session of the account and gives this one a new id.
 * Note: refused while impersonating — an admin must not set a user's password by acting as them.
 */
function passwordRoute(app: ApiApp, { auth, sessionCache, principals }: Dependencies) {
  route(app, accountsApi.changePassword, async (request, reply) => {
    const principal = principalOf(request)
    if (principal.isImpersonate) throw new AppError(403, 'api.errors.forbidden')
    await assertStrongPassword(request.body.new_password, principal, 'new_password')
    const change = () =>
      auth.api.changePassword({
        body: {
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          revokeOtherSessions: true,
        },
        headers: toHeaders(request),
        returnHeaders: true,
      })
    let result: Awaited<ReturnType<typeof change>>
    try {
      result = await change()
    } catch (error) {
      if (!(error instanceof APIError)) throw error
      throw new AppError(400, 'api.errors.validation', {
        fields: { current_password: [{ key: 'api.fields.wrong_password' }] },
      })
    }
    await sessionCache.forgetUser(principal.userId)
    reply.header('set-cookie', result.headers.getSetCookie())
    const token = result.response.token
    const fresh = token ? await principals.load(token) : null
    return toMe(fresh ?? principal)
  })
}

/**
 * Checks the password with better-auth: a session for the right one of an active account; a deactivated
 * account answers like a wrong password (the session just made is ended again).
 */
type SignInOutcome =
  | { kind: 'failed' }
  | { kind: 'not_verified' }
  | { kind: 'signed_in'; setCookies: string[]; principal: Principal }

async function signIn(
  auth: Auth,
  principals: PrincipalLoader,
  email: string,
  password: string,
  request: FastifyRequest,
): Promise<SignInOutcome> {
  const signInEmail = () =>
    auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: toHeaders(request),
      returnHeaders: true,
    })
  let result: Awaited<ReturnType<typeof signInEmail>>
  try {
    result = await signInEmail()
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return { kind: error.body?.code === 'EMAIL_NOT_VERIFIED' ? 'not_verified' : 'failed' }
  }
  const setCookies = result.headers.getSetCookie()
  const principal = await principals.load(result.response.token)
  if (!principal) {
    const cookie = setCookies.map((c) => c.split(';')[0]).join('; ')
    await auth.api.revokeSession({ body: { token: result.response.token }, headers: new Headers({ cookie }) })
    return { kind: 'failed' }
  }
  return { kind: 'signed_in', setCookies, principal }
}
