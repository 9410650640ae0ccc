import { LOCALES } from '@portal/contracts/locales'
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes'
import { LAYOUT_FILES, type Layout, OTHER_ROUTE_FILES, SCREENS } from './route-list.ts'

/** One locale's copy of the route table; `key` keeps route ids unique across copies. */
function localeRoutes(key: string): RouteConfigEntry[] {
  const id = (name: string) => `${key}:${name}`
  const screens = (kind: Layout) =>
    SCREENS.filter((s) => s.layout === kind).map((s) => route(s.path, s.file, { id: id(s.path) }))
  return [
    index(OTHER_ROUTE_FILES.home, { id: id('home') }),
    layout(LAYOUT_FILES.auth, { id: id('layout-auth') }, screens('auth')),
    layout(LAYOUT_FILES.default, { id: id('layout-default') }, screens('default')),
    layout(LAYOUT_FILES.standalone, { id: id('layout-standalone') }, screens('standalone')),
    ...screens('open'),
  ]
}

// Every locale prefix, plus the German default without one (SPEC §2); anything else is a 404.
export default [
  ...localeRoutes('root'),
  ...LOCALES.flatMap((locale) => prefix(locale, localeRoutes(locale))),
  route('*', OTHER_ROUTE_FILES.notFound, { id: 'not-found' }),
] satisfies RouteConfig
