import { LOCALES } from '@portal/contracts/locales'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import { catalogues } from './catalogues.ts'

/** Every text of a catalogue by its dotted key. */
function texts(node: unknown, path: string[] = [], found = new Map<string, string>()) {
  if (typeof node === 'string') found.set(path.join('.'), node)
  else if (typeof node === 'object' && node !== null) {
    for (const [key, child] of Object.entries(node)) texts(child, [...path, key], found)
  }
  return found
}

/** A text with no word of its own: only placeholders, nested texts, numbers and signs ("{{from}} → {{to}}"). */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}|\$t\([^)]*\)/g, ''))

/** Each language name is written in its own language, the same on every page (the locale menu). */
const OWN_NAMES = /^web\.locale\.names\./

/** The catalogue whose list of intended sameness a language uses: Swiss German is made from German. */
const LIST_OF: Partial<Record<CatalogueLocale, CatalogueLocale>> = { 'de-CH': 'de-DE' }

const english = texts(catalogues['en-US'])
const shownBy = new Map(LOCALES.map((locale) => [CATALOGUE_SOURCE[locale], locale]))

describe('every translation is a translation', () => {
  for (const [language, locale] of shownBy) {
    if (language === 'en-US') continue
    it(`${language}: a text equal to the English one is listed in its same-as-english.ts, and only such a text`, async () => {
      const file = LIST_OF[language] ?? language
      const { sameAsEnglish } = (await import(`./${file}/same-as-english.ts`)) as {
        sameAsEnglish: readonly string[]
      }
      const intended = new Set(sameAsEnglish)
      const same = [...texts(catalogues[locale])]
        .filter(([key, text]) => english.get(key) === text && !wordless(text) && !OWN_NAMES.test(key))
        .map(([key]) => key)
      expect(same.filter((key) => !intended.has(key))).toEqual([])
      // A key listed but translated since (or gone) is taken off the list, so the list stays true.
      expect([...intended].filter((key) => !same.includes(key))).toEqual([])
    })
  }
})

describe('Swiss Standard German (zh-CHS)', () => {
  it('writes "ss" where German writes "ß", and nothing else differs', () => {
    const swiss = texts(catalogues['zh-CHS'])
    const german = texts(catalogues['de-DE'])
    expect([...swiss.values()].filter((text) => text.includes('ß'))).toEqual([])
    expect(swiss.get('web.okr_insights.diagram.zoom_in')).toBe('Vergrössern')
    for (const [key, text] of german) expect(swiss.get(key)).toBe(text.replaceAll('ß', 'ss'))
  })
})
