import type { Me } from '@portal/contracts/accounts'
import type { PortalLoadContext } from '@portal/contracts/ssr'
import { ApiError, createApiClient, readCookie } from './api-client.ts'

/**
 * The same API client in loaders: the server's in-process transport (no network hop) with the page
 * request's cookies. A 401 is left to the loader, which redirects to the login page itself.
 */
export function serverApi(context: unknown, request: Request) {
  const { apiFetch } = context as PortalLoadContext
  return createApiClient({
    transport: (path, init) => apiFetch(path, init),
    cookies: () => request.headers.get('cookie') ?? '',
    onUnauthorized: () => {},
  })
}

/** The signed-in user, or null without a (valid) session. */
export async function currentUser(context: unknown, request: Request): Promise<Me | null> {
  try {
    return await serverApi(context, request).get<Me>('/v1/accounts/me/')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export { readCookie }
