import type { Locale } from '@portal/contracts/locales'
import { api as deApi } from './de-DE/api.ts'
import { mail as deMail } from './de-DE/mail.ts'
import { web as deWeb } from './de-DE/web.ts'
import { api as enApi } from './en-US/api.ts'
import { mail as enMail } from './en-US/mail.ts'
import { web as enWeb } from './en-US/web.ts'

const english = { api: enApi, web: enWeb, mail: enMail }
const german = { api: deApi, web: deWeb, mail: deMail }
export type Catalogue = typeof english
export type Namespace = keyof Catalogue

/**
 * SPEC §1: Spanish, French and Portuguese show the English texts; the Swiss German variant (zh-CHS)
 * and both German locales show the German texts. A real translation replaces an entry here.
 */
export const catalogues: Record<Locale, Catalogue> = {
  'en-US': english,
  'es-ES': english,
  'fr-FR': english,
  'pt-PT': english,
  'de-DE': german,
  'de-AT': german,
  'zh-CHS': german,
}
