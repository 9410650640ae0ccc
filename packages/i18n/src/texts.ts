import type { Locale } from '@portal/contracts/locales'
import i18next, { type TFunction } from 'i18next'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import { catalogues } from './catalogues.ts'
import type { TextKey, TextVars } from './text-keys.ts'

/** A text of the catalogues in one locale, {{placeholders}} filled, the plural form chosen by `count`. */
export type Texts = (key: TextKey, vars?: TextVars) => string

/**
 * The server's one i18next instance, holding every catalogue (API errors, mails, the web texts the
 * server renders into files). Its languages are the catalogue locales, not the seven page locales:
 * plural forms follow the language the texts are written in (SPEC §1's fallbacks), so zh-CHS, shown in
 * German, reads "1 Ziel" by German rules, never by Chinese ones, and Spanish on English texts reads
 * "0 objectives" (French, written in French, reads "0 objectif").
 */
const server = i18next.createInstance()
void server.init({
  resources: {
    'en-US': { translation: catalogues['en-US'] },
    'de-DE': { translation: catalogues['de-DE'] },
    'de-CH': { translation: catalogues['zh-CHS'] },
    'fr-FR': { translation: catalogues['fr-FR'] },
    'pt-PT': { translation: catalogues['pt-PT'] },
    'es-ES': { translation: catalogues['es-ES'] },
  } satisfies Record<CatalogueLocale, unknown>,
  lng: 'en-US',
  fallbackLng: 'en-US',
  supportedLngs: ['en-US', 'de-DE', 'de-CH', 'fr-FR', 'pt-PT', 'es-ES'],
  // Keys are dotted paths into one namespace; a ':' in a key is not a namespace separator.
  nsSeparator: false,
  initAsync: false,
  // Problem details are JSON and mails escape their own HTML (core/mail.ts); values stay as given.
  interpolation: { escapeValue: false },
  returnNull: false,
})

const fixed = new Map<Locale, Texts>()

/** The texts of a locale: `getFixedT` of the language its texts are written in (made once per locale). */
export function textsFor(locale: Locale): Texts {
  let texts = fixed.get(locale)
  if (!texts) {
    const t: TFunction = server.getFixedT(CATALOGUE_SOURCE[locale])
    texts = (key, vars) => t(key, vars)
    fixed.set(locale, texts)
  }
  return texts
}

/**
 * Whether the English catalogue has a plain (not counted) text at `key`: a contract's refinement may
 * name its message, and has no count to give.
 */
export function hasText(key: string): key is TextKey {
  return typeof server.getResource('en-US', 'translation', key) === 'string'
}
