import type { Locale } from '@portal/contracts/locales'

/**
 * Where a text stored per locale (a service's name, a trend, an announcement) comes from when the locale
 * has none: SPEC §1's fallback (Spanish, French, Portuguese to English; zh-CHS and de-AT to German), then
 * English, then German. The catalogues have their own Spanish, French and Portuguese texts by now
 * (ADR 36); what users and staff write stays in the languages they write it in.
 */
export const TEXT_FALLBACK: Record<Locale, readonly Locale[]> = {
  'en-US': ['en-US', 'de-DE'],
  'es-ES': ['es-ES', 'en-US', 'de-DE'],
  'fr-FR': ['fr-FR', 'en-US', 'de-DE'],
  'pt-PT': ['pt-PT', 'en-US', 'de-DE'],
  'de-DE': ['de-DE', 'en-US'],
  'de-AT': ['de-AT', 'de-DE', 'en-US'],
  'zh-CHS': ['zh-CHS', 'de-DE', 'en-US'],
}

export type LocalizedText = Partial<Record<Locale, string>>

/** The text of `texts` for a reader of `locale`; empty when no locale has one. */
export function pickText(texts: LocalizedText, locale: Locale): string {
  for (const candidate of TEXT_FALLBACK[locale]) {
    const text = texts[candidate]
    if (text) return text
  }
  return ''
}
