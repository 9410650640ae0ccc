import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrationWaits } from './lib/before-hydration.ts'
import { mayReloadAfterChunkError } from './lib/build-check.ts'
import { keepEarlyInput } from './lib/early-input.ts'
import { splitLocale } from './lib/locale-path.ts'
import { pageTextsOf } from './lib/text-group.ts'

/**
 * React Router's default browser entry, after the page's web texts have arrived: they are chunks
 * per locale and section (only the frame and the sections the page shows are downloaded, ADR 62), and
 * hydrating with them at hand renders the same texts the server did, never a bare key.
 */
// A navigation that a newer one interrupts aborts its data request; React Router's single fetch can let
// that AbortError escape as an unhandled rejection (remix-run/react-router#14203). It is not a failure.
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof DOMException && event.reason.name === 'AbortError') event.preventDefault()
})

Promise.all([
  loadWebCatalogue(splitLocale(window.location.pathname).locale, pageTextsOf(window.location.pathname)),
  // The code of a tab that the address opens, which its route loads on demand (ADR 71).
  hydrationWaits(),
]).then(
  () => {
    // What a visitor (or a password manager) typed while the scripts loaded stays theirs.
    keepEarlyInput(document)
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    })
  },
  (error: unknown) => {
    // The server-rendered page stays readable; a reload (once per guard window) fetches the texts anew.
    console.warn('the page texts could not be loaded', error)
    if (mayReloadAfterChunkError(window.sessionStorage)) window.location.reload()
  },
)
