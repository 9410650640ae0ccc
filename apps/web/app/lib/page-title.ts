import { webCatalogue } from '@portal/i18n/web-catalogues'
import type { ScreenRoute } from '../route-list.ts'
import { splitLocale } from './locale-path.ts'

/**
 * `<title>` of a page: its name (a `pages.*` key, or the 404's title) and the product's, in the page's
 * locale. The sign-in screens name their own key, so their first load carries no route list (ADR 47).
 */
export function titleOf(pathname: string, page: ScreenRoute['title'] | null) {
  const web = webCatalogue(splitLocale(pathname).locale)
  const name = page ? web.pages[page as keyof typeof web.pages] : web.not_found.title
  return [{ title: `${name} · ${web.app.name}` }]
}
