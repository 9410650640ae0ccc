import { createHash } from 'node:crypto'
import { iconsApi } from '@portal/contracts/icons'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../../core/routes.ts'
import { loadIconSet } from './icons.ts'

/** Shared caches may keep it a day; the ETag lets a browser revalidate for free after that. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** GET /api/v1/public/icons/: the icons services and categories choose from, for anyone. */
export const iconsRoutes: FastifyPluginAsyncZod = async (app) => {
  const results = loadIconSet()
  const body = { count: results.length, next: null, previous: null, results }
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`

  route(app, iconsApi.list, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined)
    return body
  })
}
