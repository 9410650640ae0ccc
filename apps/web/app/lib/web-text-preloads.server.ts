import chunks from 'virtual:portal/web-text-chunks'
import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from '@portal/i18n/catalogue-source'
import { type WebSection, webTextFileNames } from '@portal/i18n/web-catalogues'

/**
 * The chunks of a page's web texts (its locale's table of files, the frame's texts and the page's
 * sections), which the document names for the browser to fetch beside its scripts (ADR 75). None in
 * development.
 */
export function webTextPreloads(locale: Locale, sections: readonly WebSection[]): string[] {
  return webTextFileNames(CATALOGUE_SOURCE[locale], sections)
    .map((key) => chunks[key])
    .filter((url): url is string => url !== undefined)
}
