import { LOCALES, type Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import { api as deApi } from './de-DE/api.ts'
import { mail as deMail } from './de-DE/mail.ts'
import { web as deWeb } from './de-DE/web.ts'
import { api as enApi } from './en-US/api.ts'
import { mail as enMail } from './en-US/mail.ts'
import { web as enWeb } from './en-US/web.ts'
import { api as esApi } from './es-ES/api.ts'
import { mail as esMail } from './es-ES/mail.ts'
import { web as esWeb } from './es-ES/web.ts'
import { api as frApi } from './fr-FR/api.ts'
import { mail as frMail } from './fr-FR/mail.ts'
import { web as frWeb } from './fr-FR/web.ts'
import { api as ptApi } from './pt-PT/api.ts'
import { mail as ptMail } from './pt-PT/mail.ts'
import { web as ptWeb } from './pt-PT/web.ts'
import { swissGerman } from './swiss-german.ts'

const english = { api: enApi, web: enWeb, mail: enMail }
const german = { api: deApi, web: deWeb, mail: deMail }
const spanish = { api: esApi, web: esWeb, mail: esMail }
const french = { api: frApi, web: frWeb, mail: frMail }
const portuguese = { api: ptApi, web: ptWeb, mail: ptMail }
export type Catalogue = typeof english
export type Namespace = keyof Catalogue

const bySource: Record<CatalogueLocale, Catalogue> = {
  'en-US': english,
  'de-DE': german,
  'de-CH': swissGerman(german),
  'es-ES': spanish,
  'fr-FR': french,
  'pt-PT': portuguese,
}

/**
 * Every text of every locale (server side: API errors, mails, and the SSR of pages). The browser loads
 * only its page's web texts (web-catalogues.ts); which locale shows which texts: catalogue-source.ts.
 */
export const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, bySource[CATALOGUE_SOURCE[locale]]]),
) as Record<Locale, Catalogue>
