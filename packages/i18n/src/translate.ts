import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE } from './catalogue-source.ts'
import { catalogues, type Namespace } from './catalogues.ts'

type Vars = Record<string, string | number>

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * The CLDR plural category of `count` in the language whose texts the locale shows: a locale that
 * shows another's texts (SPEC §1's fallbacks) follows that language's rules, so French on English texts
 * reads "0 objectives", never "0 objective".
 */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  const language = CATALOGUE_SOURCE[locale]
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

function lookup(locale: Locale, key: string): unknown {
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  }
  return node
}

/**
 * Looks up `namespace.a.b` in the locale's catalogue and fills {{placeholders}}; the key if missing.
 * With a numeric `count`, `key_one` / `key_other` (i18next's plural suffixes) are chosen by CLDR rules.
 */
export function translate(locale: Locale, key: `${Namespace}.${string}`, vars: Vars = {}): string {
  let node = lookup(locale, key)
  if (typeof vars.count === 'number') {
    const plural =
      lookup(locale, `${key}_${pluralCategory(locale, vars.count)}`) ?? lookup(locale, `${key}_other`)
    if (typeof plural === 'string') node = plural
  }
  if (typeof node !== 'string') return key
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
