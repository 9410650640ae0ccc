import { z } from 'zod'
import { LOCALES, type Locale } from './locales.ts'

/**
 * The languages staff write content in (guide articles, academy courses). Readers of other locales get
 * SPEC §1's fallback: es/fr/pt read English, zh-CHS and de-AT German. (The catalogues, ADR 36, are
 * translated into es/fr/pt; this content is not yet.)
 */
export const CONTENT_LOCALES = ['en-US', 'de-DE'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]
export const contentLocale = z.enum(CONTENT_LOCALES)

const READS_GERMAN: readonly Locale[] = ['de-DE', 'de-AT', 'zh-CHS']

/** The content language a reader of `locale` gets. */
export const contentLocaleOf = (locale: Locale): ContentLocale =>
  READS_GERMAN.includes(locale) ? 'de-DE' : 'en-US'

/** `?locale=`: the page's language; without it the server uses the caller's (stored, cookie, browser). */
export const readerLocale = z.enum(LOCALES).optional()

/** Markdown a user may write: long enough for a lesson, short enough to keep rows small. */
export const markdown = z.string().trim().min(1).max(50_000)

/** One text per content language; both are required, so every reader has a complete text. */
export function perLocale<T extends z.ZodType>(text: T) {
  return z.strictObject({ 'en-US': text, 'de-DE': text })
}

/** A stable, readable address part: lower-case letters, digits and dashes. */
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'slug')
