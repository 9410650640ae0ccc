import { LOCALES } from '@portal/contracts/locales'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SOURCE } from './catalogue-source.ts'
import { catalogues } from './catalogues.ts'

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every text of a catalogue by its dotted key. */
function texts(node: unknown, path: string[] = []): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof node === 'string') return found.set(path.join('.'), node)
  if (typeof node !== 'object' || node === null) return found
  for (const [key, child] of Object.entries(node)) {
    for (const [childKey, text] of texts(child, [...path, key])) found.set(childKey, text)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '')

const english = texts(catalogues['en-US'])
/** The English keys with the forms a counted text is split into taken off: what code asks for. */
const bases = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')))
const counted = new Set(
  [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
)
/** The placeholders English fills for each key (in any of its forms). */
const filled = new Map<string, Set<string>>()
for (const [key, text] of english) {
  const base = key.replace(PLURAL, '')
  filled.set(base, new Set([...(filled.get(base) ?? []), ...placeholders(text)]))
}

describe('every locale has every text', () => {
  for (const locale of LOCALES) {
    // The texts a reader of the locale sees: its own, or those SPEC §1 shows it (de-AT and zh-CHS German).
    const own = texts(catalogues[locale])
    const categories = new Intl.PluralRules(CATALOGUE_SOURCE[locale]).resolvedOptions().pluralCategories

    it(`${locale}: each English key, a counted one in every CLDR form of the language shown`, () => {
      const missing: string[] = []
      for (const base of bases) {
        const wanted = counted.has(base) ? categories.map((category) => `${base}_${category}`) : [base]
        for (const key of wanted) {
          const text = own.get(key)
          // Empty only where English is empty too (a label that is left out on purpose).
          const englishText = english.get(key) ?? english.get(`${base}_other`) ?? ''
          if (text === undefined || (!text.trim() && englishText.trim())) missing.push(key)
        }
      }
      expect(missing).toEqual([])
    })

    it(`${locale}: no text that English does not have, and no placeholder English does not fill`, () => {
      const stray = [...own.keys()].filter((key) => !bases.has(key.replace(PLURAL, '')))
      expect(stray).toEqual([])
      const unfilled = [...own].flatMap(([key, text]) =>
        placeholders(text)
          .filter((name) => !filled.get(key.replace(PLURAL, ''))?.has(name))
          .map((name) => `${key}: {{${name}}}`),
      )
      expect(unfilled).toEqual([])
    })

    it(`${locale}: a text nested with $t(…) exists in the same namespace`, () => {
      const broken = [...own].flatMap(([key, text]) => {
        const namespace = key.split('.')[0]
        return [...text.matchAll(/\$t\(([\w.]+)/g)]
          .map((match) => `${namespace}.${match[1]}`)
          .filter((nested) => !bases.has(nested))
          .map((nested) => `${key} -> ${nested}`)
      })
      expect(broken).toEqual([])
    })
  }
})
