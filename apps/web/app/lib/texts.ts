import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from '@portal/i18n/catalogue-source'
import type { WebKey } from '@portal/i18n/text-keys'
import { webCatalogue } from '@portal/i18n/web-catalogues'
import { useLocale } from './use-locale.ts'

/** Values for a text's `{{placeholders}}`; `count` also picks the plural form (`key_one`, `key_other`, …). */
export type TextVars = { readonly count?: number } & Readonly<Record<string, unknown>>

/**
 * A web text by its catalogue key. i18next's `t` is one (the signed-in pages); `textsFor` is a small
 * one for the signed-out screens, which must load without i18next (issue 18, ADR 47).
 */
export type Translate = (key: WebKey, vars?: TextVars) => string

const pluralRules = new Map<string, Intl.PluralRules>()

function lookup(texts: unknown, path: string): string | undefined {
  let node = texts
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The texts of a locale as i18next reads them for the same keys: `{{name}}` placeholders (not escaped:
 * React escapes), plural forms by the catalogue language's rules with `_zero` for a count of 0 when
 * the catalogue has it, and the key itself for a missing text. The catalogue must be loaded
 * (`loadWebCatalogue`), as for i18next.
 */
export function textsFor(locale: Locale): Translate {
  const language = CATALOGUE_SOURCE[locale]
  const texts = webCatalogue(locale)
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  const plural = rules
  return (key, vars) => {
    const count = vars?.count
    const text =
      (typeof count === 'number' &&
        ((count === 0 && lookup(texts, `${key}_zero`)) ||
          lookup(texts, `${key}_${plural.select(count)}`) ||
          lookup(texts, `${key}_other`))) ||
      lookup(texts, key)
    if (text === undefined) return key
    if (!vars) return text
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(vars, name) ? String(vars[name]) : whole,
    )
  }
}

/** The page's texts (its locale comes from the address). */
export function useTexts(): Translate {
  return textsFor(useLocale())
}
