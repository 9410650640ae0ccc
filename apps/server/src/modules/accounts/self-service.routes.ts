import { selfServiceApi } from '@portal/contracts/self-service'
import { textsFor } from '@portal/i18n/texts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { requestLocale, requestTexts } from '../../core/locale.ts'
import type { Mailer } from '../../core/mail.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { verifyEmailWithToken } from './email-verification.ts'
import { checkedEmail, confirmPasswordReset, register, requestPasswordReset } from './self-service.service.ts'
import { countRequest } from './throttle.ts'

type Dependencies = { db: Database; mailer: Mailer; config: Config; sessionCache: SessionCache }

/** Registration, e-mail verification and password reset (issue 3). */
export const selfServiceRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { db, sessionCache } = deps

  route(app, selfServiceApi.register, async (request) => {
    const email = checkedEmail(request.body.email)
    await countRequest(db, 'register', { email, ip: request.ip })
    const locale = request.body.locale ?? requestLocale(request)
    await register(deps, request.body, locale)
    return { detail: textsFor(locale)('api.messages.registration_mailed') }
  })

  route(app, selfServiceApi.verifyEmail, async (request) => {
    const email = await verifyEmailWithToken(db, request.body.token)
    if (!email) {
      throw new AppError(400, 'api.errors.validation', {
        fields: { token: [{ key: 'api.fields.link_invalid' }] },
      })
    }
    return { email }
  })

  route(app, selfServiceApi.requestPasswordReset, async (request) => {
    const email = checkedEmail(request.body.email)
    await countRequest(db, 'password_reset', { email, ip: request.ip })
    await requestPasswordReset(deps, email)
    return { detail: requestTexts(request)('api.messages.reset_mailed') }
  })

  route(app, selfServiceApi.confirmPasswordReset, async (request) => {
    const user = await confirmPasswordReset(db, request.body.token, request.body.new_password)
    // Every session of the account has ended; no process may keep serving one from its cache.
    await sessionCache.forgetUser(user.id)
    return { email: user.email }
  })
}
