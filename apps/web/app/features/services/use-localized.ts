import type { LocalizedTexts } from '@portal/contracts/services'
import { pickText } from '@portal/i18n/localized-text'
import { useLocale } from '../../lib/use-locale.ts'

/** A per-locale text in the page's language, with the spec's fallback (es/fr/pt English, zh-CHS/de-AT German). */
export function useLocalized() {
  const locale = useLocale()
  return (texts: LocalizedTexts) => pickText(texts, locale)
}
