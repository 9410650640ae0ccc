import type { WebTextGroup } from '@portal/i18n/web-catalogues'
import { splitLocale } from './locale-path.ts'

/**
 * The login, registration and password-reset screens show the `signin` group of web texts (their field
 * messages load when a form first checks itself, ADR 47); the sign-in callback and activation the
 * `public` group; so their first load carries no feature texts (issue 18). `text-group.test.ts` keeps
 * these lists in step with the route list.
 */
const SIGN_IN_PAGE = /^\/(login|register|reset-password)\/?$/
const PUBLIC_PAGE = /^\/(callback(\/[^/]+)?|standalone\/pfisterer-activation)\/?$/

/** The screen group of web texts a page needs (packages/i18n/src/web-catalogues.ts). */
export function textGroupOf(pathname: string): WebTextGroup {
  const { path } = splitLocale(pathname)
  if (SIGN_IN_PAGE.test(path)) return 'signin'
  return PUBLIC_PAGE.test(path) ? 'public' : 'all'
}
