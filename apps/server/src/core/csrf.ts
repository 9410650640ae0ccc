import { randomBytes, timingSafeEqual } from 'node:crypto'
import { COOKIE_PATH, CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/constants'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { requestTexts } from './locale.ts'
import { bearerSecret } from './permissions.ts'
import { sendProblem } from './problems.ts'
import { withRouteHook } from './route-hooks.ts'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function matches(cookie: string | undefined, header: string | string[] | undefined) {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const isHttps = (request: FastifyRequest) => request.protocol === 'https'

/** A well-formed token: what `issueCsrfToken` writes (64 hex digits). */
const TOKEN = /^[0-9a-f]{64}$/

/**
 * The caller's CSRF token: the one their cookie holds, or a new one set as the readable `csrftoken`
 * cookie with this answer. For the token endpoint (`accounts/csrf/`) and pages.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const held = request.cookies[CSRF_COOKIE]
  if (held && TOKEN.test(held)) return held
  const token = randomBytes(32).toString('hex')
  reply.setCookie(CSRF_COOKIE, token, {
    path: COOKIE_PATH,
    sameSite: 'lax',
    httpOnly: false,
    secure: isHttps(request),
    maxAge: 365 * 24 * 60 * 60,
  })
  return token
}

/** Unsafe API calls must echo the cookie in the header (bearer and server-to-server calls excepted). */
const refuseWithoutToken: onRequestHookHandler = (request, reply, done) => {
  if (
    !UNSAFE.has(request.method) ||
    request.routeOptions.config.endpoint?.serverToServer ||
    // A bearer request is decided by its token alone (core/permissions.ts ignores its cookies), and a
    // page of another site cannot set an Authorization header without a CORS preflight we never allow.
    bearerSecret(request) !== null ||
    matches(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])
  ) {
    return done()
  }
  sendProblem(reply, { status: 403, detail: requestTexts(request)('api.errors.csrf') })
}

/** A page (text/html) gives a browser without the cookie its token: every visit starts on one. */
const issueOnPage: onSendHookHandler = (request, reply, payload, done) => {
  if (
    !request.cookies[CSRF_COOKIE] &&
    String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
    // Never on an answer that shared caches may keep.
    !String(reply.getHeader('cache-control') ?? '').includes('public')
  ) {
    issueCsrfToken(request, reply)
  }
  done(null, payload)
}

/**
 * Double-submit CSRF protection: a readable `csrftoken` cookie that unsafe API calls must echo in
 * `X-CSRFToken`. Note: SameSite=Lax session cookies alone leave same-site subdomains able to post.
 *
 * Note (issue 18, ADR 43): the cookie is given where a browser needs it, on pages and by the token
 * endpoint, not on every API answer (health checks and API reads by other programs got a cookie, and
 * 32 random bytes, they never use). Both hooks sit on the routes that need them, not on every request:
 * the check on API routes that take unsafe methods, the cookie on the routes that serve pages.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? ''
    if (url.startsWith('/api/')) {
      if ([route.method].flat().some((method) => UNSAFE.has(method))) {
        withRouteHook(route, 'onRequest', refuseWithoutToken)
      }
    } else if ([route.method].flat().includes('GET')) {
      withRouteHook(route, 'onSend', issueOnPage)
    }
  })
})
