import { matchPath } from 'react-router'
import { SCREENS } from '../route-list.ts'
import { splitLocale } from './locale-path.ts'
import { titleOf } from './page-title.ts'

/** The screen of SPEC §2 that a path belongs to (first match wins: fixed paths precede params). */
export function screenFor(pathname: string) {
  const { path } = splitLocale(pathname)
  return SCREENS.find((screen) => matchPath(`/${screen.path}`, path))
}

/** `<title>` of a page: its name and the product's, in the page's locale. */
export const pageTitle = (pathname: string) => titleOf(pathname, screenFor(pathname)?.title ?? null)
