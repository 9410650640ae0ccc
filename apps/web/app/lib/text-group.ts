import type { WebTextGroup } from '@portal/i18n/web-catalogues'
import { splitLocale } from './locale-path.ts'

/**
 * The sign-in screens (login, registration, password reset, the sign-in callback, activation): they show
 * the public group of web texts only, so their first load carries no feature texts (issue 18).
 * `text-group.test.ts` keeps this list in step with the route list.
 */
const PUBLIC_PAGE =
  /^\/(login|register|reset-password|callback(\/[^/]+)?|standalone\/pfisterer-activation)\/?$/

/** The screen group of web texts a page needs (packages/i18n/src/web-catalogues.ts). */
export function textGroupOf(pathname: string): WebTextGroup {
  return PUBLIC_PAGE.test(splitLocale(pathname).path) ? 'public' : 'all'
}
