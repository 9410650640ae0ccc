import { fileURLToPath } from 'node:url'
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router'
import type { InProcessFetch, PortalLoadContext } from '@portal/contracts/ssr'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url))

/**
 * The React app on the same port: in production the built assets (hashed files cached immutable,
 * builds/latest.json never cached) and the SSR handler; in development Vite with hot reload.
 * Loaders reach the API in-process through `apiFetch`.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { mode: 'production' | 'development'; apiFetch: (request: FastifyRequest) => InProcessFetch },
) {
  await app.register(reactRouterFastify, {
    mode: options.mode,
    buildDirectory: `${webRoot}build`,
    viteOptions: { root: webRoot, configFile: `${webRoot}vite.config.ts` },
    // The adapter types requests for any HTTP server; ours is plain HTTP/1.
    getLoadContext: (request): PortalLoadContext => ({
      apiFetch: options.apiFetch(request as FastifyRequest),
    }),
    fastifyStaticOptions: {
      setHeaders(response, path) {
        const cacheControl = path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : path.endsWith('/builds/latest.json')
            ? 'no-cache'
            : 'public, max-age=3600'
        response.setHeader('cache-control', cacheControl)
      },
    },
  })
}
