import type { HomepageEndpoint } from '@portal/contracts/accounts'
import { DEFAULT_START_PAGE } from '@portal/contracts/constants'
import { DEFAULT_ROUTE_LOCALE, isLocale, type Locale, localePath } from '@portal/contracts/locales'

/** Splits `/en-US/client/okr` into its locale and the path inside it; no prefix is German (de-DE). */
export function splitLocale(pathname: string): { locale: Locale; path: string; hasPrefix: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`, hasPrefix: true }
  return { locale: DEFAULT_ROUTE_LOCALE, path: pathname || '/', hasPrefix: false }
}

// One rule for server (mail links) and web: the contracts hold it.
export { localePath }

/** The same page in another locale (keeps the query and the fragment). */
export function switchLocale(url: { pathname: string; search?: string; hash?: string }, locale: Locale) {
  return localePath(locale, splitLocale(url.pathname).path) + (url.search ?? '') + (url.hash ?? '')
}

/**
 * SPEC §2 Root: internal → the endpoint path; external, external_new_tab or embed with a service slug
 * → that service's page; anything else → the whiteboard.
 */
export function startPage(homepage: HomepageEndpoint | null | undefined): string {
  if (!homepage) return DEFAULT_START_PAGE
  if (
    homepage.type === 'internal' &&
    homepage.endpoint?.startsWith('/') &&
    !homepage.endpoint.startsWith('//')
  ) {
    return homepage.endpoint
  }
  const viaService =
    homepage.type === 'external' || homepage.type === 'external_new_tab' || homepage.type === 'embed'
  if (viaService && homepage.service_slug) return `/client/svc/${encodeURIComponent(homepage.service_slug)}`
  return DEFAULT_START_PAGE
}
