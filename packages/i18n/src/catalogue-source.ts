import type { Locale } from '@portal/contracts/locales'

/**
 * The languages the catalogues are written in. de-CH is Swiss Standard German, made from the German
 * catalogue (swiss-german.ts).
 */
export type CatalogueLocale = 'en-US' | 'de-DE' | 'de-CH' | 'fr-FR' | 'pt-PT' | 'es-ES'

/**
 * The catalogue each page locale shows. SPEC §1 records that Spanish, French and Portuguese showed the
 * English texts; each has its own translation now. Austrian German reads the German texts (where Austrian
 * usage differs, as in "Jänner", it is Intl's, under the page's de-AT); the Swiss German variant zh-CHS
 * reads Swiss Standard German.
 */
export const CATALOGUE_SOURCE: Record<Locale, CatalogueLocale> = {
  'en-US': 'en-US',
  'es-ES': 'es-ES',
  'fr-FR': 'fr-FR',
  'pt-PT': 'pt-PT',
  'de-DE': 'de-DE',
  'de-AT': 'de-DE',
  'zh-CHS': 'de-CH',
}
