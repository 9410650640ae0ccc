import type { Locale } from '@portal/contracts/locales'

/**
 * Where a text stored per locale comes from when the locale has none: the same fallback as the
 * catalogues (SPEC §1: Spanish, French, Portuguese show English; zh-CHS and de-AT show German), then
 * English, then German.
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
