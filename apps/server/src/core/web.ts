import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router'
import type { InProcessFetch, PortalLoadContext } from '@portal/contracts/ssr'
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify'
import { RouterContextProvider } from 'react-router'
import { newNonce, pagePolicy } from './csp.ts'
import { withRouteHook } from './route-hooks.ts'

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url))

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's CSP: its script nonce and the addresses it embeds (set while it renders). */
    csp?: { nonce: string; frames: string[] }
  }
}

const withPagePolicy: onSendHookHandler = (request, reply, payload, done) => {
  if (request.csp && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
    reply.header('content-security-policy', pagePolicy(request.csp))
  }
  done(null, payload)
}

/**
 * The React app on the same port: in production the built assets (hashed files cached immutable,
 * builds/latest.json never cached) and the SSR handler; in development Vite with hot reload.
 * Loaders reach the API in-process through `apiFetch`.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { mode: 'production' | 'development'; apiFetch: (request: FastifyRequest) => InProcessFetch },
) {
  // Note: every production page gets a CSP with its own nonce (ADR 8). Vite's dev server injects
  // inline scripts and a websocket of its own, so development pages go without.
  const withPolicy = options.mode === 'production'
  app.decorateRequest('csp', undefined)
  if (withPolicy) {
    // On the web's own routes only (issue 18: API answers never carry a page).
    app.addHook('onRoute', (route) => {
      if (!route.url?.startsWith('/api/')) withRouteHook(route, 'onSend', withPagePolicy)
    })
  }

  await app.register(reactRouterFastify, {
    mode: options.mode,
    buildDirectory: `${webRoot}build`,
    viteOptions: { root: webRoot, configFile: `${webRoot}vite.config.ts` },
    // The adapter types requests for any HTTP server; ours is plain HTTP/1.
    // With route middleware on (ADR 87), React Router takes its own context provider as the load
    // context; the page's fields ride on it. (A key made with React Router's createContext would not
    // do: the SSR build bundles @portal/contracts, so the server's key and the loaders' would differ.)
    getLoadContext: (raw): RouterContextProvider & PortalLoadContext => {
      const request = raw as FastifyRequest
      const page = { nonce: newNonce(), frames: [] as string[] }
      request.csp = page
      const fields: PortalLoadContext = {
        apiFetch: options.apiFetch(request),
        ...(withPolicy && { cspNonce: page.nonce }),
        allowFrame: (url) => page.frames.push(url),
      }
      return Object.assign(new RouterContextProvider(), fields)
    },
    // The adapter registers one route per file of the client build: only the few files beside the
    // hashed assets (favicon, robots.txt, builds/latest.json). Its 700-odd assets, one route each, cost
    // the start-up a glob and a router insertion per file; they are served below by one route instead.
    fastifyStaticOptions: {
      globIgnore: ['assets/**'],
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.endsWith('/builds/latest.json') ? 'no-cache' : 'public, max-age=3600',
        )
      },
    },
  })
  if (options.mode === 'production') {
    // Hashed file names: cached for good. A name that is not there is a 404, never a page. The build
    // wrote a Brotli and a gzip copy of each text file (scripts/precompress.mjs, ADR 78): a browser that
    // accepts one gets it as it is, with no compression per request.
    await app.register(fastifyStatic, {
      root: `${webRoot}build/client/assets`,
      prefix: '/assets/',
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(response) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable')
        // One address, several encodings: a shared cache keeps one copy per Accept-Encoding.
        response.setHeader('vary', 'accept-encoding')
      },
    })
  }
}
