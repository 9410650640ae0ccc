import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@portal/contracts/constants'
import type { Locale } from '@portal/contracts/locales'
import { pageContext } from '@portal/contracts/ssr'
import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { data } from 'react-router'
import { ApiError, createApiClient } from './api-client.ts'
import type { PostRefusal } from './form-post.ts'
import { splitLocale } from './locale-path.ts'
import { textsFor } from './texts.ts'

/**
 * A form posted without JavaScript (or before the page's scripts ran): the route's action sends it on to
 * the API in-process, as the browser would have. A cross-site post is refused first: the in-process call
 * carries the visitor's cookies (and with them the CSRF token), so the page must be sure the post came
 * from its own pages — the browser's Fetch Metadata says so, or else the Origin header.
 */
export function assertSameOrigin(request: Request) {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const same = site
    ? site === 'same-origin'
    : origin !== null && new URL(origin).host === new URL(request.url).host
  if (!same) throw data(null, { status: 403 })
}

/** The text fields of a posted form (files are never posted this way). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  for (const [name, value] of await request.formData()) if (typeof value === 'string') fields[name] = value
  return fields
}

/** The API client for an action, keeping the cookies the API sets (a new session) for the page's answer. */
export function formApi(context: unknown, request: Request) {
  const { apiFetch } = pageContext(context)
  const setCookies: string[] = []
  const api = createApiClient({
    transport: async (path, { body, ...init }) => {
      if (body instanceof FormData) throw new Error('file uploads are not sent from actions')
      // The page's language goes along, as from the browser (lib/browser-api.ts).
      const headers = {
        ...init.headers,
        'accept-language': splitLocale(new URL(request.url).pathname).locale,
      }
      const response = await apiFetch(path, { ...init, headers, ...(body !== undefined && { body }) })
      setCookies.push(...response.headers.getSetCookie())
      return response
    },
    cookies: () => request.headers.get('cookie') ?? '',
    onUnauthorized: () => {},
  })
  /** The cookies to pass on with the page's answer (a redirect after signing in). */
  const headers = () => {
    const headers = new Headers()
    for (const cookie of setCookies) headers.append('set-cookie', cookie)
    return headers
  }
  return { call: api.call, headers }
}

/** The page's texts, for an action's own checks (a repeated password). */
export async function pageTexts(request: Request) {
  const { locale } = splitLocale(new URL(request.url).pathname)
  await loadWebCatalogue(locale)
  return textsFor(locale)
}

/** Field messages of the page's own checks as a refused post (nothing was sent to the API). */
export function fieldRefusal(errors: Record<string, string>, fields: Record<string, string>) {
  const problem = { errors: Object.fromEntries(Object.entries(errors).map(([path, text]) => [path, [text]])) }
  return refusal(new ApiError(400, problem), fields)
}

/** A refused post as the page shows it, with the typed values back (never a password). */
export function refusalBody(failure: unknown, fields: Record<string, string>): PostRefusal {
  if (!(failure instanceof ApiError)) throw failure
  const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !/password/.test(name)))
  return { refused: { status: failure.status, problem: failure.problem }, fields: kept }
}

/** The page's answer to a refused post, with the API's status. */
export function refusal(failure: unknown, fields: Record<string, string>) {
  const body = refusalBody(failure, fields)
  return data(body, { status: body.refused.status })
}

/** The language cookie the browser would have written after signing in (SPEC §9: 365 days). */
export const languageCookie = (locale: Locale) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
