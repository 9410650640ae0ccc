import { LANGUAGE_COOKIE } from '@portal/contracts/constants'
import { isLocale } from '@portal/contracts/locales'
import { ssoApi } from '@portal/contracts/sso'
import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { sessions, users } from '../../core/identity.tables.ts'
import { requestLocale } from '../../core/locale.ts'
import { route } from '../../core/routes.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { openSession } from '../../core/session-cookie.ts'
import type { OidcClients } from './oidc-client.ts'
import { ssoSessions } from './sso.tables.ts'
import { userForClaims } from './sso-accounts.ts'
import { backchannelLogout } from './sso-backchannel.ts'
import {
  completeSignIn,
  landingPage,
  SSO_BROWSER_COOKIE,
  SsoFailure,
  startFromProvider,
  startSignIn,
} from './sso-flow.ts'
import {
  providerForEmail,
  readProvider,
  removeProvider,
  saveProvider,
  toProvider,
} from './sso-providers.service.ts'

type Dependencies = {
  db: Database
  config: Config
  box: SecretBox
  clients: OidcClients
  sessionCache: SessionCache
}

const BROWSER_COOKIE_PATH = '/api/v1/accounts/sso/'

export const ssoRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { db, config, box, clients, sessionCache },
) => {
  const setBrowserCookie = (reply: FastifyReply, browser: string) =>
    reply.setCookie(SSO_BROWSER_COOKIE, browser, {
      path: BROWSER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 600,
    })

  const answer = (row: Awaited<ReturnType<typeof readProvider>>) => ({
    provider: row ? toProvider(row, config.publicUrl) : null,
  })

  // The provider's back-channel logout posts a form (OpenID Connect Back-Channel Logout 1.0).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  route(app, ssoApi.backchannelLogout, async (request, reply) => {
    await backchannelLogout({ db, clients, sessionCache }, request.params.id, request.body.logout_token)
    return reply.code(200).header('cache-control', 'no-store').send(null)
  })

  route(app, ssoApi.get, async (request) => answer(await readProvider(db, request.params.id)))

  route(app, ssoApi.save, async (request) =>
    answer(await saveProvider(db, box, request.params.id, request.body)),
  )

  route(app, ssoApi.remove, async (request, reply) => {
    await removeProvider(db, request.params.id)
    return reply.code(204).send(null)
  })

  route(app, ssoApi.discover, async (request) => {
    const provider = await providerForEmail(db, request.body.email)
    return {
      provider: provider
        ? { name: provider.name, password_sign_in_allowed: provider.passwordSignInAllowed }
        : null,
    }
  })

  route(app, ssoApi.start, async (request, reply) => {
    const { redirectUrl, browser } = await startSignIn(db, clients, config.publicUrl, request.body)
    setBrowserCookie(reply, browser)
    return { redirect_url: redirectUrl }
  })

  route(app, ssoApi.initiate, async (request, reply) => {
    const locale = request.cookies[LANGUAGE_COOKIE] ?? null
    try {
      const { redirectUrl, browser } = await startFromProvider(db, clients, config.publicUrl, {
        iss: request.query.iss,
        loginHint: request.query.login_hint,
        locale: isLocale(locale) ? locale : null,
      })
      setBrowserCookie(reply, browser)
      return reply.redirect(redirectUrl, 303)
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error
      return reply.redirect(landingPage(error.locale ?? requestLocale(request), error.reason), 303)
    }
  })

  route(app, ssoApi.callback, async (request, reply) => {
    reply.clearCookie(SSO_BROWSER_COOKIE, { path: BROWSER_COOKIE_PATH })
    try {
      const { provider, claims, idToken, locale } = await completeSignIn(
        db,
        clients,
        config.publicUrl,
        request.query,
        request.cookies[SSO_BROWSER_COOKIE],
      )
      const user = await userForClaims(db, provider, claims, locale)
      // A new session id at every sign-in: the one the browser came with (if any) ends here.
      if (request.principal) {
        await db.delete(sessions).where(eq(sessions.id, request.principal.sessionId))
        await sessionCache.forgetUser(request.principal.userId)
      }
      await sessionCache.forgetUser(user.id)
      const token = await openSession(db, config, reply, {
        userId: user.id,
        impersonatedBy: null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token))
      if (session) {
        await db.insert(ssoSessions).values({
          sessionId: session.id,
          companyId: provider.companyId,
          idToken,
          subject: claims.sub,
          providerSessionId: typeof claims.sid === 'string' ? claims.sid : null,
        })
      }
      const [signedIn] = await db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, user.id))
        .returning({ locale: users.locale })
      // The language the sign-in started in, else the user's own (a sign-in the provider began).
      return reply.redirect(landingPage(locale ?? signedIn?.locale ?? null), 303)
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error
      // A failure before the sign-in's own language is known goes to the caller's (cookie, browser).
      return reply.redirect(landingPage(error.locale ?? requestLocale(request), error.reason), 303)
    }
  })
}
