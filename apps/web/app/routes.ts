import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'
import { LAYOUT_FILES, type Layout, OTHER_ROUTE_FILES, SCREENS } from './route-list.ts'

/**
 * One copy of the route table: without a prefix (`key` root) or under the `:lang` segment (`key` lang).
 * `key` keeps route ids unique across the two copies.
 */
function localeRoutes(key: 'root' | 'lang'): RouteConfigEntry[] {
  const id = (name: string) => `${key}:${name}`
  const path = (inner: string) => (key === 'lang' ? `:lang/${inner}` : inner)
  const screens = (kind: Layout) =>
    SCREENS.filter((s) => s.layout === kind).map((s) => route(path(s.path), s.file, { id: id(s.path) }))
  return [
    key === 'lang'
      ? route(':lang', OTHER_ROUTE_FILES.home, { id: id('home') })
      : index(OTHER_ROUTE_FILES.home, { id: id('home') }),
    layout(LAYOUT_FILES.auth, { id: id('layout-auth') }, screens('auth')),
    layout(LAYOUT_FILES.default, { id: id('layout-default') }, screens('default')),
    layout(LAYOUT_FILES.standalone, { id: id('layout-standalone') }, screens('standalone')),
    ...screens('open'),
  ]
}

// The German default without a prefix, and once more under a locale prefix (SPEC §2); anything else is
// a 404. One prefixed copy, not one per locale: React Router matches every page's address (and the
// partial manifest's three) against every branch, so a copy per locale cost the server eight times the
// matching (ADR 87). The root's middleware refuses a `:lang` that is not a locale.
export default [
  ...localeRoutes('root'),
  ...localeRoutes('lang'),
  route('*', OTHER_ROUTE_FILES.notFound, { id: 'not-found' }),
] satisfies RouteConfig
