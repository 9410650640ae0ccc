import { CONTENT_LOCALES } from '@portal/contracts/content'
import { type SQL, sql } from 'drizzle-orm'

/** A content text's language is one of the content locales (guide articles, academy courses). */
export const contentLocaleCheck = (column: unknown): SQL =>
  sql`${column} in (${sql.raw(CONTENT_LOCALES.map((lang) => `'${lang}'`).join(', '))})`

/** PostgreSQL's text search configuration for each content language (stems "Teams" to "team"). */
export const SEARCH_CONFIG = {
  'en-US': 'english',
  'de-DE': 'german',
  'es-ES': 'spanish',
  'fr-FR': 'french',
  'pt-PT': 'portuguese',
} as const satisfies Record<(typeof CONTENT_LOCALES)[number], string>
