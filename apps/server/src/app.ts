import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import type { InProcessFetch } from '@portal/contracts/ssr'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type onSendHookHandler,
} from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { createAuth } from './core/auth.ts'
import { type Clock, systemClock } from './core/clock.ts'
import type { Config } from './core/config.ts'
import { controlCharactersPlugin } from './core/control-characters.ts'
import { csrfPlugin } from './core/csrf.ts'
import type { DatabaseHandle } from './core/db.ts'
import { type Job, startJobs } from './core/jobs.ts'
import { LiveChannel } from './core/live.ts'
import { requestTexts } from './core/locale.ts'
import { Mailer } from './core/mail.ts'
import { openapiPlugin } from './core/openapi.ts'
import { isDocsRoute, permissionsPlugin } from './core/permissions.ts'
import { principalLoader } from './core/principal.ts'
import { problemsPlugin, sendProblem } from './core/problems.ts'
import { ReadCache } from './core/read-cache.ts'
import { withRouteHook } from './core/route-hooks.ts'
import { secretBox } from './core/secret-box.ts'
import { apiAnswerHeaders, securityHeaders } from './core/security-headers.ts'
import { serializerCompiler } from './core/serializer.ts'
import { SessionCache } from './core/session-cache.ts'
import { academyRoutes } from './modules/academy/academy.routes.ts'
import { lessonFilesRoutes } from './modules/academy/lesson-files.routes.ts'
import { accountAdminRoutes } from './modules/accounts/account-admin.routes.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { autoAssignRoutes } from './modules/accounts/auto-assign.routes.ts'
import { impersonationRoutes } from './modules/accounts/impersonation.routes.ts'
import { selfServiceRoutes } from './modules/accounts/self-service.routes.ts'
import { sessionsRoutes } from './modules/accounts/sessions.routes.ts'
import { usersRoutes } from './modules/accounts/users.routes.ts'
import { activationRoutes } from './modules/activation/activation.routes.ts'
import { aiRoutes } from './modules/ai/ai.routes.ts'
import { coachingRoutes } from './modules/coaching/coaching.routes.ts'
import { coachingQueue } from './modules/coaching/requests.service.ts'
import { companiesRoutes } from './modules/companies/companies.routes.ts'
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.ts'
import { directoryRoutes } from './modules/directory/directory.routes.ts'
import { DirectoryRunner, runScheduledSyncs } from './modules/directory/directory-sync.service.ts'
import { featuresRoutes } from './modules/features/features.routes.ts'
import { groupsRoutes } from './modules/groups/groups.routes.ts'
import { guideRoutes } from './modules/guide/guide.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { mailRoutes } from './modules/mail/mail.routes.ts'
import { marketIntelligenceRoutes } from './modules/market-intelligence/market-intelligence.routes.ts'
import { announceDue } from './modules/notifications/announcements.service.ts'
import { homeRoutes } from './modules/notifications/home.routes.ts'
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts'
import { createNotifier } from './modules/notifications/notifier.ts'
import { okrRoutes } from './modules/okr/okr.routes.ts'
import { okrQueue, remindCheckIns } from './modules/okr/okr-reminders.ts'
import { measuresKeepValues } from './modules/ppm/goals.service.ts'
import { ppmRoutes } from './modules/ppm/ppm.routes.ts'
import { ppmQueue } from './modules/ppm/ppm-queue.ts'
import { categoriesRoutes } from './modules/services/categories.routes.ts'
import { endpointsRoutes } from './modules/services/endpoints.routes.ts'
import { iconsRoutes } from './modules/services/icons.routes.ts'
import { servicesRoutes } from './modules/services/services.routes.ts'
import { serviceAddress } from './modules/services/start-page.ts'
import { OidcClients } from './modules/sso/oidc-client.ts'
import { ssoRoutes } from './modules/sso/sso.routes.ts'
import { ssoSignInPolicy } from './modules/sso/sso-logout.ts'
import { supportRoutes } from './modules/support/support.routes.ts'
import { supportQueue } from './modules/support/support.service.ts'
import { teamsRoutes } from './modules/teams/teams.routes.ts'
import { bearerTokens } from './modules/tokens/bearer.ts'
import { tokensRoutes } from './modules/tokens/tokens.routes.ts'
import { trendHubsRoutes, trendLibraryRoutes } from './modules/trends/trends.routes.ts'
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts'
import {
  announceJoins,
  cleanUpDeliveries,
  deliverDue,
  withWebhooks,
} from './modules/webhooks/webhooks.service.ts'
import { cleanUpWhiteboard } from './modules/whiteboard/clean-up.ts'
import { whiteboardRoutes } from './modules/whiteboard/whiteboard.routes.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A platform probe (/api/health, /api/ready): its answers below 500 are left out of the request log. */
    probe?: boolean
    /** The headers every answer of the route starts with (security headers, caching); pages' set without. */
    answerHeaders?: Readonly<Record<string, string>>
  }
  interface FastifyInstance {
    /** The scheduled jobs (core/jobs.ts), which tests run directly. */
    jobs: readonly Job[]
    /**
     * Start draining (SIGTERM): `/api/ready` answers 503 from now on, so a proxy sends new work to
     * the other processes, while this one goes on serving until it is closed.
     */
    drain(): void
  }
}

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** The time session lifetimes are decided with; tests move it. */
  clock?: Clock
  /** Serve the React app too (production build or Vite dev server); off for API-only tests. */
  web?: 'production' | 'development' | false
}

/** Builds the whole application without listening: the server starts it, tests inject into it. */
export async function buildApp({
  config,
  database,
  web = false,
  clock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    // A hop count N trusts the N nearest proxies (what Fastify does for a number, which its types omit).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    // Plugins (the web app's Vite or static files, the database's first queries) can take longer than the
    // 10 s default on a loaded machine; a slow start is not a failed one.
    pluginTimeout: 60_000,
    logController: new OneLinePerRequest(),
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const auth = createAuth(database.db, config)
  const sessionCache = new SessionCache(database, config.sessions, clock)
  // Who is calling, with the start page's address that the services module resolves.
  const principals = principalLoader(database.db, serviceAddress)
  await sessionCache.start()
  app.addHook('onClose', () => sessionCache.stop())
  // Whole answers of the busiest lists, dropped by the database's own announcements (ADR 48).
  const readCache = new ReadCache(database)
  await readCache.start()
  app.addHook('onClose', () => readCache.stop())
  const mailer = new Mailer(database.db, config.mail, app.log)
  app.addHook('onClose', () => mailer.close())
  // The live channel (server-sent events over PostgreSQL NOTIFY) and the one notifier every module uses.
  const live = new LiveChannel(database)
  await live.start()
  app.addHook('onClose', () => live.stop())
  const plainNotifier = createNotifier({ db: database.db, mailer, live, publicUrl: config.publicUrl })
  // Webhooks (ADR 30): every notification and recorded event of a company also goes to its webhooks.
  const webhookDeps = {
    db: database.db,
    box: secretBox(config.sessionSecret, 'webhooks'),
    policy: config.webhooks,
    publicUrl: config.publicUrl,
    notifier: plainNotifier,
    clock,
  }
  const notifier = withWebhooks(plainNotifier, webhookDeps)
  const announcements = { db: database.db, live, notifier }
  // Directory syncs run in the background; closing the app interrupts them (their runs end as failed).
  const directory = new DirectoryRunner({
    db: database.db,
    box: secretBox(config.sessionSecret, 'directory'),
    sessionCache,
  })
  app.addHook('preClose', () => directory.stop())
  const jobs: Job[] = [
    { name: 'announcements', run: () => announceDue(announcements, clock()) },
    { name: 'check-in reminders', run: () => remindCheckIns(database.db, notifier, isoDay(clock())) },
    { name: 'whiteboard clean-up', run: () => cleanUpWhiteboard(database.db, clock()) },
    { name: 'directory sync', run: () => runScheduledSyncs(directory, clock()) },
    { name: 'webhook joins', run: () => announceJoins(webhookDeps, clock()) },
    { name: 'webhook deliveries', run: () => deliverDue(webhookDeps, clock()) },
    { name: 'webhook log clean-up', run: () => cleanUpDeliveries(database.db, clock()) },
  ]
  // Tests run the jobs themselves, at the (moved) time they choose.
  app.decorate('jobs', jobs)
  const readiness = { draining: false }
  app.decorate('drain', () => {
    readiness.draining = true
  })
  app.addHook('preClose', () => {
    readiness.draining = true
  })
  if (config.env !== 'test') app.addHook('onClose', startJobs(jobs, { intervalMs: 60_000, log: app.log }))

  // 1. External plugins.
  await app.register(cookie)
  // Note: helmet's static CSP cannot carry a per-page nonce and frame-src; pages get their own policy
  // in core/web.ts (ADR 8). The other helmet headers apply to every answer.
  // Note: `same-origin`, not helmet's `no-referrer`: under no-referrer the browser sends `Origin: null` on
  // the page's own form posts, which React Router's origin check (and ours) must refuse as cross-site;
  // other sites still get no referrer at all.
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  })
  // Note: one synchronous hook for what every answer carries, from tables made once per route (issue 18:
  // no per-request work that can be done once). API answers carry the part of helmet's set that concerns
  // them (ADR 89), and depend on the session: no cache may keep them; an answer meant to be shared (the
  // icon set) sets its own cache-control, which replaces this one. The API docs are a page of the API.
  const privately = { 'cache-control': 'private, no-store' }
  const answerHeaders = {
    api: Object.freeze({ ...apiAnswerHeaders(pageHeaders), ...privately }),
    docs: Object.freeze({ ...pageHeaders, ...privately }),
  }
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) return
    route.config = {
      ...route.config,
      answerHeaders: isDocsRoute(route.url) ? answerHeaders.docs : answerHeaders.api,
    }
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.answerHeaders ?? pageHeaders)
    reply.header('x-request-id', request.id)
    done()
  })
  // Note: the platform's probes (/api/health, /api/ready) come every few seconds from every proxy and
  // orchestrator: a log line per probe would bury the real requests (the request log leaves out their
  // answers below 500; what they log themselves, and errors, are still logged), and their few bytes are
  // never worth compressing. Set before compress reads the route. Not a route log level: Fastify gives
  // each request of such a route a logger whose methods pino rebuilds for that level (ADR 53).
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/health' || route.url === '/api/ready') {
      route.config = { ...route.config, probe: true }
      route.compress = false
    }
    // Fastify never reads the body of a GET or HEAD: no request decompression step on those routes.
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) {
      route.decompress = false
    }
  })
  await app.register(compress, { threshold: 1024 })

  // 2. Application plugins, in order: errors, CSRF (before anything reads a body), who is calling.
  await app.register(problemsPlugin)
  await app.register(csrfPlugin)
  await app.register(permissionsPlugin, {
    db: database.db,
    secret: config.sessionSecret,
    principals,
    cache: sessionCache,
    limits: config.sessions,
    clock,
    ...(config.apiDocs !== 'off' && { docsAccess: config.apiDocs }),
    // API tokens (ADR 29): the tokens module finds the token behind an `Authorization: Bearer`.
    bearer: bearerTokens(database.db, principals, clock),
  })
  // Then, once the caller may call the route: no control character reaches a schema or handler.
  await app.register(controlCharactersPlugin)
  await app.register(openapiPlugin, { serve: config.apiDocs !== 'off', publicUrl: config.publicUrl })
  // Pages depend on the session and carry a one-time CSP nonce: no cache may keep them (built assets
  // set their own cache-control). Only on the routes that serve pages (API answers have theirs).
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/')) withRouteHook(route, 'onSend', keepPagePrivate)
  })

  // 3. Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, readiness })
      await api.register(featuresRoutes, { config, db: database.db })
      // Single sign-on (OIDC) and the directory: credentials of other systems sealed under SESSION_SECRET.
      const oidcClients = new OidcClients(secretBox(config.sessionSecret, 'sso'))
      const sso = ssoSignInPolicy(database.db, oidcClients, config.publicUrl)
      await api.register(accountsRoutes, { db: database.db, auth, sessionCache, config, principals, sso })
      await api.register(ssoRoutes, {
        db: database.db,
        config,
        box: secretBox(config.sessionSecret, 'sso'),
        clients: oidcClients,
        sessionCache,
      })
      const usersDeps = { db: database.db, mailer, config, sessionCache }
      await api.register(selfServiceRoutes, usersDeps)
      await api.register(usersRoutes, usersDeps)
      await api.register(accountAdminRoutes, usersDeps)
      await api.register(impersonationRoutes, { db: database.db, config, sessionCache, principals, notifier })
      await api.register(sessionsRoutes, { db: database.db, config, sessionCache, clock })
      await api.register(directoryRoutes, { runner: directory })
      await api.register(companiesRoutes, {
        db: database.db,
        sessionCache,
        secret: config.sessionSecret,
        principals,
      })
      await api.register(groupsRoutes, { db: database.db })
      await api.register(autoAssignRoutes, { db: database.db, config })
      await api.register(teamsRoutes, { db: database.db, readCache })
      await api.register(mailRoutes, { db: database.db })
      await api.register(dashboardsRoutes, { db: database.db })
      await api.register(servicesRoutes, { db: database.db, sessionCache })
      await api.register(categoriesRoutes, { db: database.db })
      await api.register(endpointsRoutes, {
        db: database.db,
        sessionCache,
        portalOrigin: new URL(config.publicUrl).origin,
      })
      await api.register(iconsRoutes)
      await api.register(supportRoutes, { db: database.db, mailer, config, notifier })
      await api.register(coachingRoutes, { db: database.db, mailer, config, notifier })
      await api.register(activationRoutes, { db: database.db, config, sessionCache, mailer, principals })
      await api.register(guideRoutes, { db: database.db })
      await api.register(academyRoutes, { db: database.db })
      await api.register(trendLibraryRoutes, { db: database.db })
      await api.register(trendHubsRoutes, { db: database.db })
      await api.register(marketIntelligenceRoutes, { db: database.db })
      await api.register(lessonFilesRoutes, { db: database.db })
      await api.register(okrRoutes, {
        db: database.db,
        notifier,
        readCache,
        valueKeepers: [measuresKeepValues],
      })
      await api.register(ppmRoutes, { db: database.db, clock, notifier })
      await api.register(webhooksRoutes, webhookDeps)
      await api.register(tokensRoutes, { db: database.db, clock })
      await api.register(notificationsRoutes, {
        db: database.db,
        live,
        notifier,
        clock,
        streamMaxAgeMs: config.liveStreamMaxAgeMs,
      })
      await api.register(whiteboardRoutes, {
        db: database.db,
        live,
        clock,
        streamMaxAgeMs: config.liveStreamMaxAgeMs,
      })
      // The assistant: its tools read the API in-process as the asking user (ADR 28).
      await api.register(aiRoutes, {
        db: database.db,
        config,
        clock,
        apiFetch: (request) => inProcessFetch(app, request),
      })
      // The home queue's sources: each module's "needs you now".
      await api.register(homeRoutes, {
        db: database.db,
        clock,
        sources: [okrQueue, supportQueue, coachingQueue, ppmQueue],
      })
      // Unknown API paths answer as API errors, never with the web app's 404 page.
      api.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
        sendProblem(reply, {
          status: 404,
          detail: requestTexts(request)('api.errors.not_found'),
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
 * One log line per request, written when it is answered (with the request's method, address and
 * id), instead of Fastify's two (issue 18: logging is a large share of a small request's cost).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    if (!error && reply.statusCode < 500 && request.routeOptions.config.probe) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

/** The UTC day of an instant (YYYY-MM-DD), the day reminders are judged on. */
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10)

const isPage = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html')

const keepPagePrivate: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control') && isPage(reply)) reply.header('cache-control', 'private, no-store')
  done(null, payload)
}

/**
 * The API as a fetch for server-side rendering: Fastify's inject (no socket, no network hop),
 * carrying the page request's cookies and language so the loader sees what the browser would.
 */
export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): InProcessFetch {
  return async (path, init = {}) => {
    // The page's request id: what the API logs while rendering it is found under the page's id.
    const headers: Record<string, string> = { ...init.headers, 'x-request-id': page.id }
    if (page.headers.cookie) headers.cookie = page.headers.cookie
    // A form's action names the language of its page, as the browser's own calls do (lib/browser-api.ts).
    if (page.headers['accept-language'] && !headers['accept-language']) {
      headers['accept-language'] = page.headers['accept-language']
    }
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
