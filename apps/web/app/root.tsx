import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './links.css'
import './plain.css'
import { contentLanguage, isLocale } from '@portal/contracts/locales'
import { hasWebTexts, heldWebSections, loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { type ReactNode, useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirectDocument,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { ErrorView, ForbiddenView, NotFoundView } from './components/error-views.tsx'
import { StylesFirst } from './components/styles-first.tsx'
import {
  installChunkErrorReload,
  isPayloadLoadFailure,
  mayReloadAfterChunkError,
  startBuildCheck,
} from './lib/build-check.ts'
import { runningBuildId } from './lib/build-info.server.ts'
import { splitLocale } from './lib/locale-path.ts'
import { isQueryOnly } from './lib/query-only.ts'
import { pageTextsOf } from './lib/text-group.ts'
import { useLocale } from './lib/use-locale.ts'
import { webTextPreloads } from './lib/web-text-preloads.server.ts'

/**
 * A locale prefix (the `:lang` copy of the route table, routes.ts) that is not one of the seven locales
 * is a 404 before any loader runs: a screen's loader may answer with a redirect (signed out → login),
 * and React Router lets the first redirect win over an error (ADR 87).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params }) => {
    if (params.lang !== undefined && !isLocale(params.lang)) throw data(null, { status: 404 })
  },
]

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  return {
    buildId: runningBuildId(),
    // The chunks of the page's texts, which entry.client loads before it hydrates: named in the
    // document, they come with the page's scripts instead of after them (ADR 75).
    textChunks: webTextPreloads(localeOf(request.url), pageTextsOf(pathname)),
  }
}

const localeOf = (url: string | URL) => splitLocale(new URL(url).pathname).locale

/**
 * A navigation into another locale or module brings the web texts its page shows before it renders
 * (the browser holds only those of the pages it has shown; entry.client loads the first). If they
 * cannot be fetched, the page is loaded whole instead.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    // With the sections the page in view holds: a part that brought its own (texts-on-demand.ts) may
    // still be open when the locale changes.
    loadWebCatalogue(localeOf(request.url), [
      ...new Set([
        ...pageTextsOf(new URL(request.url).pathname),
        ...heldWebSections(localeOf(window.location.href)),
      ]),
    ]).catch(() => {
      throw redirectDocument(request.url)
    }),
  ])
  return data
}

/**
 * The root's data does not change with the page, but a page whose texts the browser does not hold yet
 * (another locale, another module: lib/text-group.ts) needs them first (clientLoader). A change of the
 * page's query alone needs neither.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, defaultShouldRevalidate } = args
  return (
    (defaultShouldRevalidate && !isQueryOnly(args)) ||
    localeOf(currentUrl) !== localeOf(nextUrl) ||
    !hasWebTexts(localeOf(nextUrl), pageTextsOf(nextUrl.pathname))
  )
}

/**
 * The document. The scheme is always light (said on <html> as Mantine's `mantineHtmlProps` would), so
 * no inline colour-scheme script is needed; React Router's own inline scripts carry the page's CSP
 * nonce. Mantine and i18next are not here but in the layouts that use them (components/mantine-shell.tsx):
 * the signed-out screens and the error views are plain elements with the small text lookup, and their
 * first load carries neither (issue 18, ADR 47).
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const textChunks = useRouteLoaderData<typeof loader>('root')?.textChunks ?? []
  // Marks the document once React has taken it over (pages and error views alike): browser tests wait
  // for it before they type.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={contentLanguage(locale)} data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00484D" />
        <link rel="icon" href="/favicon.ico" />
        <StylesFirst />
        <Meta />
        <Links />
        {textChunks.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Watches for new builds: once one is out, the next navigation is a full page load (SPEC §4). */
function useBuildCheck(buildId: string) {
  useEffect(() => {
    installChunkErrorReload()
    if (buildId === 'dev') return
    const check = startBuildCheck(buildId)
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]') as HTMLAnchorElement | null
      if (!link || !check.isStale()) return
      event.preventDefault()
      window.location.assign(link.href)
    }
    document.addEventListener('click', onClick, true)
    return () => {
      check.stop()
      document.removeEventListener('click', onClick, true)
    }
  }, [buildId])
}

export default function App() {
  const { buildId } = useLoaderData<typeof loader>()
  useBuildCheck(buildId)
  return <Outlet />
}

/** SPEC §7: a failed payload load logs a warning and the app goes on, here by loading the page whole. */
function PayloadRetry({ error }: { error: unknown }) {
  useEffect(() => {
    console.warn('page data could not be loaded; loading the page again', error)
    if (mayReloadAfterChunkError(window.sessionStorage)) window.location.reload()
  }, [error])
  return null
}

export function ErrorBoundary(_: Route.ErrorBoundaryProps) {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenView />
  if (isPayloadLoadFailure(error)) return <PayloadRetry error={error} />
  if (import.meta.env.DEV) console.error(error)
  return <ErrorView />
}
