import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@portal/contracts/constants'
import type { Locale } from '@portal/contracts/locales'

/** The language cookie (365 days, SPEC §9), read by the server for messages before sign-in. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}
