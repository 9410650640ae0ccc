import { LOCALES, type Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from './catalogue-source.ts'
import { api as deApi } from './de-DE/api.ts'
import { mail as deMail } from './de-DE/mail.ts'
import { web as deWeb } from './de-DE/web.ts'
import { api as enApi } from './en-US/api.ts'
import { mail as enMail } from './en-US/mail.ts'
import { web as enWeb } from './en-US/web.ts'
import { api as esApi } from './es-ES/api.ts'
import { mail as esMail } from './es-ES/mail.ts'
import { web as esWeb } from './es-ES/web.ts'

const english = { api: enApi, web: enWeb, mail: enMail }
const german = { api: deApi, web: deWeb, mail: deMail }
const spanish = { api: esApi, web: esWeb, mail: esMail }
export type Catalogue = typeof english
export type Namespace = keyof Catalogue

const bySource = { 'en-US': english, 'de-DE': german, 'es-ES': spanish }

/**
 * Every text of every locale (server side: API errors, mails, and the SSR of pages). The browser loads
 * only its page's web texts (web-catalogues.ts); which locale shows which texts: catalogue-source.ts.
 */
export const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, bySource[CATALOGUE_SOURCE[locale]]]),
) as Record<Locale, Catalogue>
