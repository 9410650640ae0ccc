import type { Locale } from '@portal/contracts/locales'
import { catalogues } from '@portal/i18n/catalogues'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/** One i18next instance per locale, holding only the web texts of that locale. */
const instances = new Map<Locale, i18n>()

export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale)
  if (existing) return existing
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { web: catalogues[locale].web } },
    ns: ['web'],
    defaultNS: 'web',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, instance)
  return instance
}
