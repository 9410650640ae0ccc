import type { Locale } from '@portal/contracts/locales'

/** The locales that have catalogues of their own. */
export type CatalogueLocale = 'en-US' | 'de-DE' | 'es-ES'

/**
 * SPEC §1: Spanish has a translation of its own; French and Portuguese show the English texts; the Swiss
 * German variant (zh-CHS) and both German locales show the German texts. A real translation adds its
 * locale here.
 */
export const CATALOGUE_SOURCE: Record<Locale, CatalogueLocale> = {
  'en-US': 'en-US',
  'es-ES': 'es-ES',
  'fr-FR': 'en-US',
  'pt-PT': 'en-US',
  'de-DE': 'de-DE',
  'de-AT': 'de-DE',
  'zh-CHS': 'de-DE',
}
