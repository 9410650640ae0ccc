import { LOCALES } from '@portal/contracts/locales'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SOURCE } from './catalogue-source.ts'
import { catalogues } from './catalogues.ts'
import { translate } from './translate.ts'

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every text of a catalogue with its dotted key. */
function texts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, child]) => texts(child, [...path, key]))
}

describe('plural forms', () => {
  for (const language of new Set(Object.values(CATALOGUE_SOURCE))) {
    const entries = texts(catalogues[language])
    const keys = new Set(entries.map(([key]) => key))

    it(`${language}: a text that shows {{count}} has a form for every CLDR category of its language`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      const bases = new Set<string>()
      const single = entries.filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key))
      expect(single.map(([key]) => key)).toEqual([])
      for (const [key] of entries) if (PLURAL.test(key)) bases.add(key.replace(PLURAL, ''))
      const missing = [...bases].flatMap((base) =>
        categories.filter((category) => !keys.has(`${base}_${category}`)).map((c) => `${base}_${c}`),
      )
      expect(missing).toEqual([])
    })
  }

  it('reads "1 objective" and "2 objectives" on the server, by the rules of the language shown', () => {
    expect(translate('en-US', 'web.okr.table.count', { count: 1 })).toBe('1 objective')
    expect(translate('en-US', 'web.okr.table.count', { count: 2 })).toBe('2 objectives')
    expect(translate('de-DE', 'web.okr.table.count', { count: 1 })).toBe('1 Ziel')
    // French shows the English texts (SPEC §1) and so counts like English: never "0 objective".
    expect(translate('fr-FR', 'web.okr.table.count', { count: 0 })).toBe('0 objectives')
    for (const locale of LOCALES) {
      expect(translate(locale, 'api.errors.batch_invalid', { count: 1 })).not.toMatch(/\(/)
    }
  })
})
