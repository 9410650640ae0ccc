import { randomBytes, timingSafeEqual } from 'node:crypto'
import { COOKIE_PATH, CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/constants'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { requestTexts } from './locale.ts'
import { bearerSecret, isApiRoute } from './permissions.ts'
import { sendProblem } from './problems.ts'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function matches(cookie: string | undefined, header: string | string[] | undefined) {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const isHttps = (request: FastifyRequest) => request.protocol === 'https'

/**
 * Double-submit CSRF protection: a readable `csrftoken` cookie that unsafe API calls must echo in
 * `X-CSRFToken`. Note: SameSite=Lax session cookies alone leave same-site subdomains able to post.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || !isApiRoute(request)) return
    if (request.routeOptions.config.endpoint?.serverToServer) return
    // A bearer request is decided by its token alone (core/permissions.ts ignores its cookies), and a
    // page of another site cannot set an Authorization header without a CORS preflight we never allow.
    if (bearerSecret(request) !== null) return
    if (matches(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])) return
    return sendProblem(reply, { status: 403, detail: requestTexts(request)('api.errors.csrf') })
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cookies[CSRF_COOKIE]) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    // Only API answers and pages: a cookie on an immutable, cached asset would be shared by caches.
    if (!isApiRoute(request) && !type.startsWith('text/html')) return payload
    // Nor on an API answer that shared caches may keep (the public icon set).
    if (String(reply.getHeader('cache-control') ?? '').includes('public')) return payload
    reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('hex'), {
      path: COOKIE_PATH,
      sameSite: 'lax',
      httpOnly: false,
      secure: isHttps(request),
      maxAge: 365 * 24 * 60 * 60,
    })
    return payload
  })
})
