import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from '@portal/i18n/catalogue-source'
import type { WebKey } from '@portal/i18n/text-keys'
import { loadWebCatalogue, webCatalogue } from '@portal/i18n/web-catalogues'
import { useLocale } from './use-locale.ts'

/** Values for a text's `{{placeholders}}`; `count` also picks the plural form (`key_one`, `key_other`, …). */
export type TextVars = { readonly count?: number } & Readonly<Record<string, unknown>>

/**
 * A web text by its catalogue key: `textsFor` in the browser (every page, ADR 47 and 52); i18next's `t`
 * is one too (the server's form posts, and the tests that compare the two).
 */
export type Translate = (key: WebKey, vars?: TextVars) => string

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

const translators = new Map<Locale, Translate>()

/** `$t(key, {"count": 2})`, i18next's nesting of one text in another, its options as JSON. */
const NESTING = /\$t\(([\w.]+)(?:,\s*(\{[^)]*\}))?\s*\)/g

/**
 * The texts of a locale as i18next reads them for the same keys: `{{name}}` placeholders (not escaped:
 * React escapes), plural forms by the catalogue language's rules with `_zero` for a count of 0 when
 * the catalogue has it, nesting (`$t(key, {…})`, after the placeholders, as i18next does), a
 * `defaultValue` or else the key itself for a missing text. The catalogue must be loaded
 * (`loadWebCatalogue`), as for i18next, with the sections the page shows (lib/text-group.ts); the
 * sign-in screens' field messages come later (`loadFieldTexts`). One function per locale, so that it can stand in a hook's dependencies.
 */
export function textsFor(locale: Locale): Translate {
  const known = translators.get(locale)
  if (known) return known
  const plural = new Intl.PluralRules(CATALOGUE_SOURCE[locale])
  const translate: Translate = (key, vars) => {
    const count = vars?.count
    // Read at each call: more sections may have arrived since (the field messages).
    const texts = webCatalogue(locale)
    const find = (path: string) => lookup(texts, path.split('.'))
    const text =
      (typeof count === 'number' &&
        ((count === 0 && find(`${key}_zero`)) ||
          find(`${key}_${plural.select(count)}`) ||
          find(`${key}_other`))) ||
      find(key)
    if (text === undefined) return typeof vars?.defaultValue === 'string' ? vars.defaultValue : key
    const filled = vars
      ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
          Object.hasOwn(vars, name) ? String(vars[name]) : whole,
        )
      : text
    if (!filled.includes('$t(')) return filled
    return filled.replace(NESTING, (_whole, nested: string, options?: string) => {
      let nestedVars: TextVars | undefined
      try {
        nestedVars = options ? (JSON.parse(options) as TextVars) : undefined
      } catch {
        // Options that are not JSON (a placeholder left without its value) are dropped, as i18next does.
      }
      return translate(nested as WebKey, nestedVars)
    })
  }
  translators.set(locale, translate)
  return translate
}

/** The page's texts (its locale comes from the address). */
export function useTexts(): Translate {
  return textsFor(useLocale())
}

/**
 * The field messages (`fields.*`) of a form's own checks: the login, registration and reset screens
 * load without them and fetch them when a form first checks itself (ADR 47).
 */
export const loadFieldTexts = (locale: Locale) => loadWebCatalogue(locale, ['fields'])

/**
 * `{ t }` of the page's locale, as react-i18next's hook of the same name gave it: the signed-in pages read
 * their texts without i18next in the browser (ADR 52).
 */
export function useTranslation(): { t: Translate } {
  return { t: useTexts() }
}
