import { SIGN_IN_TEXTS, type WebSection } from '@portal/i18n/web-catalogues'
import { splitLocale } from './locale-path.ts'

/**
 * The sections of web texts each group of pages shows besides the page frame (ADR 62), by the path's
 * leading segments: a page gets every entry whose path is a leading part of its own (`client` for all
 * signed-in pages, then its module's). A page's lazy parts (drawers, popups, the first-visit tour) count
 * as its own, so their texts are there before they show, unless they bring them (`withTexts`, ADR 72);
 * `x/*` is every page below `x`, not `x` itself. The login, registration and reset screens
 * load the field messages when a form first checks itself (ADR 47); a form that checks itself with
 * `useContractValidate` brings them with its contract (ADR 82). `text-group.test.ts` reads every
 * screen's modules and fails when a page could show a section it does not load here.
 */
const PAGE_TEXTS: Readonly<Record<string, readonly WebSection[]>> = {
  login: SIGN_IN_TEXTS,
  register: SIGN_IN_TEXTS,
  'reset-password': SIGN_IN_TEXTS,
  callback: SIGN_IN_TEXTS,
  'standalone/pfisterer-activation': ['activation', 'fields'],
  // The signed-in frame: locked modules (the bell's and the banners' words are the frame's; the
  // assistant's panel and the first-visit tour bring their own, ADR 72).
  client: ['feature_flags'],
  'client/assistant': ['ai'],
  'client/companies/*': ['ai'],
  'client/users/*': ['ai', 'fields'],
  'client/profile': ['api_tokens', 'notifications', 'sessions'],
  'client/auto-assign': ['auto_assign', 'fields'],
  'client/coaching': ['coaching', 'threads'],
  'client/companies': ['activation', 'api_tokens', 'directory', 'fields', 'sso', 'webhooks'],
  // The dashboard's cards bring their own sections (ADR 76); the pages below name theirs.
  'client/dashboard': ['okr_insights'],
  'client/dashboard/analysis': ['market_intelligence'],
  'client/dashboard/card': ['dashboards', 'market_intelligence', 'notifications', 'okr', 'trends'],
  'client/dashboard/goals': ['okr'],
  'client/guide': ['guide'],
  // A signal's links bring `goal_links` when opened (ADR 80).
  'client/market-intelligence': ['market_intelligence'],
  'client/notifications': ['notifications'],
  'client/okr': ['okr', 'people'],
  'client/ppm': ['ppm'],
  'client/services': ['services'],
  // A service's own pages, its form, categories and endpoints: not the catalogue.
  'client/services/*': ['fields'],
  'client/support': ['support', 'threads'],
  'client/svc': ['services'],
  'client/svc/academy': ['academy', 'fields'],
  'client/svc/project-management': ['ppm'],
  'client/svc/whiteboard': ['fields', 'whiteboard'],
  'client/teams': ['fields', 'member_sets', 'people', 'teams'],
  'client/trend-managment': ['trends'],
  'client/trend-managment/*': ['goal_links'],
  'client/users': ['users'],
  // The scenes list's rename/share dialog brings `fields` (ADR 83).
  'client/whiteboard': ['whiteboard'],
}

/**
 * Sections of one page only, not of the pages below it: the signed-in home's announcements and queue,
 * the dashboard's own words.
 */
const OWN_PAGE_TEXTS: Readonly<Record<string, readonly WebSection[]>> = {
  client: ['notifications'],
  'client/dashboard': ['dashboards'],
}

/** The sections of web texts a page needs besides the frame (packages/i18n/src/web-catalogues.ts). */
export function pageTextsOf(pathname: string): WebSection[] {
  const segments = splitLocale(pathname).path.split('/').filter(Boolean)
  const sections = new Set<WebSection>()
  for (let length = 1; length <= segments.length; length++) {
    const key = segments.slice(0, length).join('/')
    // `client/users/*`: the pages below `client/users`, not the list itself.
    const below = `${segments.slice(0, length - 1).join('/')}/*`
    for (const entry of [key, below])
      if (Object.hasOwn(PAGE_TEXTS, entry)) for (const section of PAGE_TEXTS[entry]!) sections.add(section)
  }
  const page = segments.join('/')
  if (Object.hasOwn(OWN_PAGE_TEXTS, page)) for (const section of OWN_PAGE_TEXTS[page]!) sections.add(section)
  return [...sections]
}
