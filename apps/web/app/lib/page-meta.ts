import { webCatalogue } from '@portal/i18n/web-catalogues'
import { matchPath } from 'react-router'
import { SCREENS } from '../route-list.ts'
import { splitLocale } from './locale-path.ts'

/** The screen of SPEC §2 that a path belongs to (first match wins: fixed paths precede params). */
export function screenFor(pathname: string) {
  const { path } = splitLocale(pathname)
  return SCREENS.find((screen) => matchPath(`/${screen.path}`, path))
}

/** `<title>` of a page: its name and the product's, in the page's locale. */
export function pageTitle(pathname: string) {
  const web = webCatalogue(splitLocale(pathname).locale)
  const screen = screenFor(pathname)
  const name = screen ? web.pages[screen.title as keyof typeof web.pages] : web.not_found.title
  return [{ title: `${name} · ${web.app.name}` }]
}
