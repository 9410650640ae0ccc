import { LANGUAGE_COOKIE } from '@portal/contracts/constants'
import { isLocale, type Locale, localeFromAcceptLanguage } from '@portal/contracts/locales'
import { type Texts, textsFor } from '@portal/i18n/texts'
import type { FastifyRequest } from 'fastify'

/**
 * The language of a request's messages: the signed-in user's stored locale, else the language cookie,
 * else the browser's Accept-Language, else the configuration default (en-US).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const userLocale = request.principal?.locale
  if (isLocale(userLocale)) return userLocale
  const cookie = request.cookies?.[LANGUAGE_COOKIE]
  if (isLocale(cookie)) return cookie
  return localeFromAcceptLanguage(request.headers['accept-language'])
}

/** The request's texts: the process's i18next, fixed to the request's locale. */
export function requestTexts(request: FastifyRequest): Texts {
  return textsFor(requestLocale(request))
}
