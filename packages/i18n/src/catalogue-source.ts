import type { Locale } from '@portal/contracts/locales'

/**
 * The languages the catalogues are written in. de-CH is Swiss Standard German, made from the German
 * catalogue (swiss-german.ts).
 */
export type CatalogueLocale = 'en-US' | 'de-DE' | 'de-CH' | 'pt-PT'

/**
 * The catalogue each page locale shows. SPEC §1 records that Spanish, French and Portuguese show the
 * English texts for now; a translation adds its language here, as Portuguese (pt-PT) has. Austrian
 * German reads the German texts (where Austrian usage differs, as in "Jänner", it is Intl's, under the
 * page's de-AT); the Swiss German variant zh-CHS reads Swiss Standard German.
 */
export const CATALOGUE_SOURCE: Record<Locale, CatalogueLocale> = {
  'en-US': 'en-US',
  'es-ES': 'en-US',
  'fr-FR': 'en-US',
  'pt-PT': 'pt-PT',
  'de-DE': 'de-DE',
  'de-AT': 'de-DE',
  'zh-CHS': 'de-CH',
}
