/** The seven locales of SPEC §1, in the order the selector shows them. */
export const LOCALES = ['de-DE', 'en-US', 'es-ES', 'zh-CHS', 'fr-FR', 'pt-PT', 'de-AT'] as const
export type Locale = (typeof LOCALES)[number]

/** de-DE is the route default: it is served without a path prefix (SPEC §2). */
export const DEFAULT_ROUTE_LOCALE: Locale = 'de-DE'
/** en-US is the configuration default for the language setting (SPEC §9). */
export const CONFIG_DEFAULT_LOCALE: Locale = 'en-US'

/** The address of `path` in a locale: German without a prefix, every other locale with its own. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_ROUTE_LOCALE) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Picks the best supported locale from an Accept-Language header, falling back to the
 * configuration default. Matching by language when the region differs (de-CH → de-DE).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return CONFIG_DEFAULT_LOCALE
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const sameLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language)
    if (sameLanguage) return sameLanguage
  }
  return CONFIG_DEFAULT_LOCALE
}

/**
 * The language a page in `locale` is written in, as a BCP 47 tag for `<html lang>` and for Intl: zh-CHS is
 * the portal's code for Swiss German (SPEC §1), so its pages are de-CH (never Chinese to a screen reader,
 * a browser's translator or a number format). Every other locale code is its own language tag.
 */
export function contentLanguage(locale: Locale): string {
  return locale === 'zh-CHS' ? 'de-CH' : locale
}
