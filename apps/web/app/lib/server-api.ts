import { accountsApi, type Me } from '@portal/contracts/accounts'
import { pageContext } from '@portal/contracts/ssr'
import { data } from 'react-router'
import { ApiError, createApiClient, readCookie } from './api-client.ts'

/**
 * The same API client in loaders: the server's in-process transport (no network hop) with the page
 * request's cookies. A 401 is left to the loader, which redirects to the login page itself.
 */
export function serverApi(context: unknown, request: Request) {
  const { apiFetch } = pageContext(context)
  return createApiClient({
    transport: (path, { body, ...init }) => {
      // Loaders read; a form with files is only ever sent from the browser.
      if (body instanceof FormData) throw new Error('file uploads are not sent from loaders')
      return apiFetch(path, { ...init, ...(body !== undefined && { body }) })
    },
    cookies: () => request.headers.get('cookie') ?? '',
    onUnauthorized: () => {},
  })
}

/** The signed-in user, or null without a (valid) session. */
export async function currentUser(context: unknown, request: Request): Promise<Me | null> {
  try {
    return await serverApi(context, request).call(accountsApi.me)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** A loader's API read; a refusal becomes the page's own 403 or 404 instead of a fatal error. */
export async function loadOrRefuse<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(null, { status: error.status })
    }
    throw error
  }
}

/**
 * A list of company records when the caller may have no active company: the API's 409 becomes an empty
 * list and its message, for the page to show instead of failing.
 */
export async function companyListOrNotice<T>(read: () => Promise<{ count: number; results: T[] }>) {
  try {
    return { ...(await loadOrRefuse(read)), notice: null }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error
    return { count: 0, results: [] as T[], notice: error.problem.detail ?? null }
  }
}

export { readCookie }
