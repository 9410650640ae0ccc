import type { Locale } from '@portal/contracts/locales'
import { webCatalogue } from '@portal/i18n/web-catalogues'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * One i18next instance per locale, holding only the web texts of that locale. The texts must be
 * loaded first (`loadWebCatalogue`): entry.server before rendering, entry.client before hydrating,
 * the root's client loader before a navigation into another locale.
 */
const instances = new Map<Locale, i18n>()

export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale)
  if (existing) return existing
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { web: webCatalogue(locale) } },
    ns: ['web'],
    defaultNS: 'web',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, instance)
  return instance
}
