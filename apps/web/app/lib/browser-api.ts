import type { Endpoint, EndpointInput, EndpointResult } from '@portal/contracts/endpoint'
import { createApiClient } from './api-client.ts'
import { localePath, splitLocale } from './locale-path.ts'
import { sessionMarker } from './session-marker.ts'

/**
 * The API client in the browser: window.fetch, the document's cookies, a 401 leads to /login. The page's
 * language goes along, so that messages to a visitor without an account or language cookie (registration,
 * reset) come in the language of the page rather than the browser's.
 */
export const browserApi = createApiClient({
  transport: (path, init) =>
    fetch(path, {
      ...init,
      headers: { ...init.headers, 'accept-language': splitLocale(window.location.pathname).locale },
      credentials: 'same-origin',
    }),
  cookies: () => document.cookie,
  onUnauthorized: () => {
    sessionMarker.clear()
    const { locale, path } = splitLocale(window.location.pathname)
    // Already there (a page's last calls, such as a whiteboard's presence, answered after a logout):
    // loading the login page again would take the place of wherever the user goes next.
    if (path.replace(/\/$/, '') === '/login') return
    window.location.assign(localePath(locale, '/login'))
  },
})

/** `browserApi.call` with the input as one plain argument, for code generic over its endpoint. */
export const callEndpoint = browserApi.call as <E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
) => Promise<EndpointResult<E>>
