import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from '@portal/i18n/catalogue-source'
import { type WebCatalogue, webCatalogue } from '@portal/i18n/web-catalogues'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * `t()` takes only keys of the English web texts (a missing or mistyped key is a type error); every
 * other catalogue has the same keys (`Messages<typeof en>`, and the completeness test in packages/i18n).
 * Placeholders are not typed (`parseInterpolation: false`): the catalogue values are plain strings, and
 * parsing them on every call would slow the typecheck down for nothing.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web'
    resources: { web: WebCatalogue }
    parseInterpolation: false
  }
}

/**
 * One i18next instance per locale, holding only the web texts of that locale. The texts must be
 * loaded first (`loadWebCatalogue`): entry.server before rendering, entry.client before hydrating,
 * the root's client loader before a navigation into another locale.
 */
const instances = new Map<Locale, { instance: i18n; sections: number }>()

export function i18nFor(locale: Locale): i18n {
  // Plural forms follow the language the texts are written in (a locale showing English texts counts
  // like English); dates and numbers are formatted with the page's own locale elsewhere (lib/format.ts).
  const language = CATALOGUE_SOURCE[locale]
  const texts = webCatalogue(locale)
  const existing = instances.get(locale)
  if (existing) {
    // More sections have arrived since (lib/text-group.ts): the loaded texts gain them in place.
    const sections = Object.keys(texts).length
    if (existing.sections !== sections) {
      existing.instance.addResourceBundle(language, 'web', texts, true, true)
      existing.sections = sections
    }
    return existing.instance
  }
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { web: texts } },
    ns: ['web'],
    defaultNS: 'web',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, { instance, sections: Object.keys(texts).length })
  return instance
}
