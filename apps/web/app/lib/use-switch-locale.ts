import type { Locale } from '@portal/contracts/locales'
import { useLocation, useNavigate } from 'react-router'
import { browserApi } from './browser-api.ts'
import { rememberLocale } from './locale-cookie.ts'
import { switchLocale } from './locale-path.ts'

/**
 * Changes the language and keeps the page: the cookie (365 days) always, and for a signed-in user the
 * stored choice too, which the next sign-in and the server's messages follow.
 */
export function useSwitchLocale() {
  const location = useLocation()
  const navigate = useNavigate()
  return async (next: Locale, { signedIn }: { signedIn: boolean }) => {
    rememberLocale(next)
    if (signedIn) {
      // Loaded when a signed-in user switches, not with every page (the login page carries no contracts).
      const { accountsApi } = await import('@portal/contracts/accounts')
      await browserApi.call(accountsApi.setLocale, { body: { locale: next } }).catch(() => undefined)
    }
    navigate(switchLocale(location, next))
  }
}
