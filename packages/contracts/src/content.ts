import { z } from 'zod'
import { LOCALES, type Locale } from './locales.ts'

/**
 * The languages staff write content in (guide articles, academy courses), like the catalogues (ADR 36,
 * 44). The German variants read German: de-AT as it is, zh-CHS as Swiss Standard German on screen.
 */
export const CONTENT_LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'pt-PT'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]
export const contentLocale = z.enum(CONTENT_LOCALES)

const READS_GERMAN: readonly Locale[] = ['de-DE', 'de-AT', 'zh-CHS']

/** The content language a reader of `locale` gets. */
export const contentLocaleOf = (locale: Locale): ContentLocale =>
  READS_GERMAN.includes(locale)
    ? 'de-DE'
    : (CONTENT_LOCALES as readonly Locale[]).includes(locale)
      ? (locale as ContentLocale)
      : 'en-US'

/** `?locale=`: the page's language; without it the server uses the caller's (stored, cookie, browser). */
export const readerLocale = z.enum(LOCALES).optional()

/** Markdown a user may write: long enough for a lesson, short enough to keep rows small. */
export const markdown = z.string().trim().min(1).max(50_000)

/** One text per content language; all are required, so every reader has a complete text. */
export function perLocale<T extends z.ZodType>(text: T) {
  return z.strictObject(perContentLocale(() => text))
}

/** A stable, readable address part: lower-case letters, digits and dashes. */
export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'slug')

/** A record with one entry per content language, e.g. the blank texts of a new article's editor. */
export const perContentLocale = <T>(make: (lang: ContentLocale) => T): Record<ContentLocale, T> =>
  Object.fromEntries(CONTENT_LOCALES.map((lang) => [lang, make(lang)])) as Record<ContentLocale, T>
