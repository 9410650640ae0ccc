import { createApiClient } from './api-client.ts'
import { localePath, splitLocale } from './locale-path.ts'
import { sessionMarker } from './session-marker.ts'

/** The API client in the browser: window.fetch, the document's cookies, a 401 leads to /login. */
export const browserApi = createApiClient({
  transport: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
  cookies: () => document.cookie,
  onUnauthorized: () => {
    sessionMarker.clear()
    const { locale } = splitLocale(window.location.pathname)
    window.location.assign(localePath(locale, '/login'))
  },
})
