import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from '@portal/i18n/catalogue-source'
import type { WebKey } from '@portal/i18n/text-keys'
import { loadWebCatalogue, webCatalogue } from '@portal/i18n/web-catalogues'
import { useLocale } from './use-locale.ts'

/** Values for a text's `{{placeholders}}`; `count` also picks the plural form (`key_one`, `key_other`, …). */
export type TextVars = { readonly count?: number } & Readonly<Record<string, unknown>>

/**
 * A web text by its catalogue key. i18next's `t` is one (the signed-in pages); `textsFor` is a small
 * one for the signed-out screens, which must load without i18next (issue 18, ADR 47).
 */
export type Translate = (key: WebKey, vars?: TextVars) => string

const pluralRules = new Map<string, Intl.PluralRules>()

/** The text at a dotted key; a catalogue key may itself hold dots (`notification.created`), as i18next allows. */
function lookup(node: unknown, parts: readonly string[], from = 0): string | undefined {
  if (from === parts.length) return typeof node === 'string' ? node : undefined
  if (typeof node !== 'object' || node === null) return undefined
  for (let to = from + 1; to <= parts.length; to++) {
    const key = parts.slice(from, to).join('.')
    if (!Object.hasOwn(node, key)) continue
    const found = lookup((node as Record<string, unknown>)[key], parts, to)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The texts of a locale as i18next reads them for the same keys: `{{name}}` placeholders (not escaped:
 * React escapes), plural forms by the catalogue language's rules with `_zero` for a count of 0 when
 * the catalogue has it, and the key itself for a missing text. The catalogue must be loaded
 * (`loadWebCatalogue`), as for i18next; a form's field messages come with the `public` group
 * (`loadFieldTexts`).
 */
export function textsFor(locale: Locale): Translate {
  const language = CATALOGUE_SOURCE[locale]
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  const plural = rules
  return (key, vars) => {
    const count = vars?.count
    // Read at each call: a larger group of texts may have arrived since (the field messages).
    const texts = webCatalogue(locale)
    const find = (path: string) => lookup(texts, path.split('.'))
    const text =
      (typeof count === 'number' &&
        ((count === 0 && find(`${key}_zero`)) ||
          find(`${key}_${plural.select(count)}`) ||
          find(`${key}_other`))) ||
      find(key)
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

/**
 * The field messages (`fields.*`) of a form's own checks: the login, registration and reset screens
 * load without them (the `signin` group) and fetch them when a form first checks itself.
 */
export const loadFieldTexts = (locale: Locale) => loadWebCatalogue(locale, 'public')
