import { PassThrough, pipeline } from 'node:stream'
import { pageContext } from '@portal/contracts/ssr'
import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { splitLocale } from './lib/locale-path.ts'
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts'

export const streamTimeout = 5_000

/**
 * React Router's default Node entry, plus the page's web texts and its CSP nonce (ADR 8): ServerRouter puts it on every
 * inline script it writes (hydration data, Scripts, ScrollRestoration), React on its own.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = pageContext(loadContext).cspNonce
  // The page's texts, before anything renders (loaded once per process, then at hand).
  await loadWebCatalogue(splitLocale(new URL(request.url).pathname).locale)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          // The page's scripts start once it has painted (ADR 88); development's scripts are Vite's.
          const page = import.meta.env.PROD ? pipeline(body, scriptsAfterPaint(), () => {}) : body
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
