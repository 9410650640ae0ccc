import { scopeFor, scopesAllow } from '@portal/contracts/api-tokens'
import type { Access, Endpoint } from '@portal/contracts/endpoint'
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from './clock.ts'
import type { Database } from './db.ts'
import { AppError, forbidden, unauthenticated } from './errors.ts'
import { type BearerTokens, isStaff, type Principal, type PrincipalLoader } from './principal.ts'
import { withRouteHook } from './route-hooks.ts'
import type { CachedSession, SessionCache } from './session-cache.ts'
import { sessionTokenFromCookie } from './session-cookie.ts'
import { endSession, isLive, needsLastSeen, recordLastSeen, type SessionLimits } from './session-lifetime.ts'
import { TokenRateLimiter } from './token-rate-limit.ts'

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to start
 * when one is missing, so no endpoint ships without its row. The authorization test matrix reads the
 * same declarations.
 */
export const ACCESS = {
  /** Anyone, signed in or not. */
  public: () => true,
  /** Any signed-in, active user. */
  authenticated: (p: Principal | null) => p !== null,
  /** Staff, or the company admin of the caller's active company (the service narrows to it). */
  manager: (p: Principal | null) => p !== null && (isStaff(p) || p.isCompanyAdmin),
  /** Portal operator staff: admins (role 1) and superusers. */
  staff: (p: Principal | null) => p !== null && isStaff(p),
} as const satisfies Record<Access, (principal: Principal | null) => boolean>

export type { Access }

/** One row per API route: what the authorization matrix and the bad-input tests iterate over. */
export interface ApiRoute {
  method: string
  url: string
  access: Access
  body: unknown
  querystring: unknown
  /** The declaration it was registered from (core/routes.ts). */
  endpoint: Endpoint
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyInstance {
    apiRoutes: ApiRoute[]
  }
}

export function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config.access
}

/** The generated API documentation (a page, its assets and the OpenAPI document), under /api/docs. */
export const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')

export const permissionsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Database
      principals: PrincipalLoader
      secret: string
      cache: SessionCache
      limits: SessionLimits
      clock: Clock
      docsAccess?: Access
      /** API tokens (ADR 29); without them a bearer request is anonymous-refused. */
      bearer?: BearerTokens
    },
  ) => {
    const limiter = new TokenRateLimiter(options.clock)
    app.decorateRequest('principal', null)
    app.decorate('apiRoutes', [] as ApiRoute[])

    // Note: API routes are told apart by their declared pattern when they are registered, never by
    // `request.url`: the router decodes the path before matching, so `/%61pi/...` reaches `/api/...`
    // routes (with their rules) while a string check on the raw URL sees no `/api/`.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? ''
      if (!url.startsWith('/api/')) return
      // Who is calling, on API routes only (pages ask the API in-process, which passes here).
      withRouteHook(route, 'onRequest', identify)
      if (url === '/api/*') return
      // The generated docs' routes (UI, assets, the document) declare none of their own: they get the
      // configured rule, and stay out of the route list the matrix walks.
      if (isDocsRoute(url)) {
        route.config = { ...route.config, access: options.docsAccess ?? 'authenticated' }
        return
      }
      if (route.method === 'HEAD') return
      // Every API route comes from the endpoint table (ADR 16), which gives it its access rule.
      const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint
      const access = (route.config as { access?: Access } | undefined)?.access
      if (!endpoint || !access || !(access in ACCESS)) {
        throw new Error(
          `Route ${String(route.method)} ${url} is not in the endpoint table: declare it in packages/contracts ` +
            'and register it with route() (core/routes.ts), which gives it its access rule',
        )
      }
      for (const method of [route.method].flat()) {
        app.apiRoutes.push({
          method,
          url,
          access,
          body: (route.schema as { body?: unknown } | undefined)?.body,
          querystring: (route.schema as { querystring?: unknown } | undefined)?.querystring,
          endpoint,
        })
      }
    })

    // Who is calling, then whether they may: before the body is parsed or validated, so an anonymous
    // caller learns nothing about a route's input rules. On every API route (added by onRoute above).
    // Fails closed: a matched API route without a rule is refused.
    // Note (issue 18): a callback hook, and a promise only when the caller must be looked up (a token, a
    // session not in the cache or due its last-seen mark): most requests are decided without one.
    const identify: onRequestHookHandler = (request, _reply, done) => {
      const secret = bearerSecret(request)
      const caller = secret === null ? resolve(request) : resolveToken(request, secret)
      if (caller instanceof Promise) caller.then((principal) => admit(request, principal, done), done)
      else admit(request, caller, done)
    }

    function admit(request: FastifyRequest, principal: Principal | null, done: HookHandlerDoneFunction) {
      request.principal = principal
      const access = accessOf(request)
      if (access && ACCESS[access](principal)) return done()
      done(principal ? forbidden() : unauthenticated())
    }

    /**
     * The caller behind an API token, within its scopes and rate (ADR 29). A bearer request never falls
     * back to the session cookie: what the token may not do is refused, not done as the browser's user.
     */
    async function resolveToken(request: FastifyRequest, secret: string) {
      const principal = options.bearer ? await options.bearer.resolve(secret) : null
      if (!principal?.token) {
        throw new AppError(401, 'api.errors.token_invalid', { headers: { 'www-authenticate': 'Bearer' } })
      }
      const endpoint = (request.routeOptions.config as { endpoint?: Endpoint }).endpoint
      const scope = endpoint ? scopeFor(endpoint.tag, request.method) : null
      const route = `${request.method} ${request.routeOptions.url ?? ''}`
      if (!scope || !scopesAllow(principal.token.scopes, scope)) {
        await options.bearer?.refused(principal, 'scope', route)
        throw new AppError(403, 'api.errors.token_scope')
      }
      const wait = limiter.take(principal.token.id, principal.token.rateLimit)
      if (wait > 0) {
        await options.bearer?.refused(principal, 'rate_limit', route)
        throw new AppError(429, 'api.errors.too_many_requests', {
          vars: { count: wait },
          headers: { 'retry-after': String(wait) },
        })
      }
      return principal
    }

    /**
     * The caller behind the session cookie. A session idle or signed in too long ago (ASVS 7.3) is ended
     * here, on whichever request finds it so, and the caller is anonymous; a live one records that it was
     * seen, at most once a minute.
     */
    function resolve(request: FastifyRequest): Principal | null | Promise<Principal | null> {
      const token = sessionTokenFromCookie(request.cookies, options.secret)
      if (!token) return null
      const now = options.clock()
      const cached = options.cache.get(token)
      // The common case: a live session the cache holds, seen within the minute.
      if (cached && isLive(cached.times, options.limits, now) && !needsLastSeen(cached.times, now)) {
        return cached.principal
      }
      return lookUp(token, cached, now)
    }

    async function lookUp(token: string, cached: CachedSession | undefined, now: Date) {
      const session = cached ?? (await options.principals.session(token))
      if (!session) return null
      if (!isLive(session.times, options.limits, now)) {
        await endSession(options.db, token)
        await options.cache.forgetSession(token)
        return null
      }
      const { principal } = session
      if (!principal) return null
      if (needsLastSeen(session.times, now)) {
        await recordLastSeen(options.db, principal.sessionId, now)
        options.cache.set(token, { principal, times: { ...session.times, lastSeenAt: now } })
      } else if (!cached) {
        options.cache.set(token, { principal, times: session.times })
      }
      return principal
    }
  },
)

/**
 * The secret of an `Authorization: Bearer` header, or null without one. A malformed Authorization
 * header is an empty secret (refused), never a reason to fall back to the cookie.
 */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header === undefined) return null
  const match = /^Bearer +(\S+) *$/i.exec(header)
  return match?.[1] ?? ''
}

/** The signed-in caller, for handlers behind an `authenticated` (or stricter) rule. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'api.errors.unauthenticated')
  return request.principal
}
