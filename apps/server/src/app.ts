import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import type { InProcessFetch } from '@portal/contracts/ssr'
import { translate } from '@portal/i18n/translate'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createAuth } from './core/auth.ts'
import type { Config } from './core/config.ts'
import { csrfPlugin } from './core/csrf.ts'
import type { DatabaseHandle } from './core/db.ts'
import { requestLocale } from './core/locale.ts'
import { openapiPlugin } from './core/openapi.ts'
import { permissionsPlugin } from './core/permissions.ts'
import { problemsPlugin, sendProblem } from './core/problems.ts'
import { SessionCache } from './core/session-cache.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { impersonationRoutes } from './modules/accounts/impersonation.routes.ts'
import { usersRoutes } from './modules/accounts/users.routes.ts'
import { companiesRoutes } from './modules/companies/companies.routes.ts'
import { featuresRoutes } from './modules/features/features.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** Serve the React app too (production build or Vite dev server); off for API-only tests. */
  web?: 'production' | 'development' | false
}

/** Builds the whole application without listening: the server starts it, tests inject into it. */
export async function buildApp({ config, database, web = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const auth = createAuth(database.db, config)
  const sessionCache = new SessionCache(database)
  await sessionCache.start()
  app.addHook('onClose', () => sessionCache.stop())

  // 1. External plugins.
  await app.register(cookie)
  // Note: the CSP needs per-request nonces for React Router's inline hydration script; it comes with
  // the service pages that embed frames. The other helmet headers apply now.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })
  await app.register(compress, { threshold: 1024 })

  // 2. Application plugins, in order: errors, CSRF (before anything reads a body), who is calling.
  await app.register(problemsPlugin)
  await app.register(csrfPlugin)
  await app.register(permissionsPlugin, {
    db: database.db,
    secret: config.sessionSecret,
    cache: sessionCache,
  })
  await app.register(openapiPlugin)
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id)
    return payload
  })

  // 3. Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database })
      await api.register(featuresRoutes, { config })
      await api.register(accountsRoutes, { db: database.db, auth, sessionCache })
      await api.register(usersRoutes, { db: database.db })
      await api.register(impersonationRoutes, { db: database.db, config, sessionCache })
      await api.register(companiesRoutes, { db: database.db, sessionCache, secret: config.sessionSecret })
      // Unknown API paths answer as API errors, never with the web app's 404 page.
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
        sendProblem(reply, {
          status: 404,
          detail: translate(requestLocale(request), 'api.errors.not_found'),
        }),
      )
    },
    { prefix: '/api' },
  )

  if (web) {
    const { registerWeb } = await import('./core/web.ts')
    await registerWeb(app, { mode: web, apiFetch: (request) => inProcessFetch(app, request) })
  }
  return app
}

/**
 * The API as a fetch for server-side rendering: Fastify's inject (no socket, no network hop),
 * carrying the page request's cookies and language so the loader sees what the browser would.
 */
export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): InProcessFetch {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers }
    if (page.headers.cookie) headers.cookie = page.headers.cookie
    if (page.headers['accept-language']) headers['accept-language'] = page.headers['accept-language']
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      ...(init.body !== undefined && { payload: init.body }),
      remoteAddress: page.ip,
    })
    const outgoing = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const v of value) outgoing.append(name, v)
      else if (value !== undefined) outgoing.set(name, String(value))
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers: outgoing,
    })
  }
}
