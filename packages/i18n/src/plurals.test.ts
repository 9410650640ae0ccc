import { LOCALES } from '@portal/contracts/locales'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_SOURCE } from './catalogue-source.ts'
import { catalogues } from './catalogues.ts'
import { textsFor } from './texts.ts'

const PLURAL = /_(zero|one|two|few|many|other)$/

/** Every text of a catalogue with its dotted key. */
function texts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, child]) => texts(child, [...path, key]))
}

describe('plural forms', () => {
  // Each language the catalogues are written in once, read through a page locale that shows it.
  const shownBy = new Map(LOCALES.map((locale) => [CATALOGUE_SOURCE[locale], locale]))
  for (const [language, locale] of shownBy) {
    const entries = texts(catalogues[locale])
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
    const [en, de, zh, fr] = [textsFor('en-US'), textsFor('de-DE'), textsFor('zh-CHS'), textsFor('fr-FR')]
    expect(en('web.okr.table.count', { count: 1 })).toBe('1 objective')
    expect(en('web.okr.table.count', { count: 2 })).toBe('2 objectives')
    expect(de('web.okr.table.count', { count: 1 })).toBe('1 Ziel')
    // zh-CHS is the Swiss German variant: German texts, German rules (Chinese has one form only).
    expect(zh('web.okr.table.count', { count: 1 })).toBe('1 Ziel')
    expect(zh('web.okr.table.count', { count: 3 })).toBe('3 Ziele')
    // French has its own texts and counts by French rules: 0 and 1 take the singular.
    expect(fr('web.okr.table.count', { count: 0 })).toBe('0 objectif')
    expect(fr('web.okr.table.count', { count: 1 })).toBe('1 objectif')
    expect(fr('web.okr.table.count', { count: 2 })).toBe('2 objectifs')
    expect(fr('web.okr.table.count', { count: 1_000_000 })).toBe('1000000 objectifs')
    // Portuguese has texts of its own, counted by European Portuguese rules: 0 takes the plural.
    const pt = textsFor('pt-PT')
    expect(pt('web.okr.table.count', { count: 1 })).toBe('1 objetivo')
    expect(pt('web.okr.table.count', { count: 0 })).toBe('0 objetivos')
    expect(pt('web.okr.table.count', { count: 2 })).toBe('2 objetivos')
    for (const locale of LOCALES) {
      expect(textsFor(locale)('api.errors.batch_invalid', { count: 1 })).not.toMatch(/\(/)
    }
  })

  it('counts what the server writes: seconds, characters, files and the hours a link works', () => {
    const en = textsFor('en-US')
    const de = textsFor('de-AT')
    expect(en('api.errors.too_many_requests', { count: 1 })).toBe('Too many requests. Try again in 1 second.')
    expect(de('api.errors.too_many_attempts', { count: 30 })).toContain('in 30 Sekunden erneut')
    expect(en('api.fields.too_short', { count: 1 })).toBe('Must be at least 1 character.')
    expect(de('api.fields.too_many_files', { count: 1 })).toBe('Höchstens 1 Datei.')
    expect(en('mail.password_reset.body', { count: 1, link: 'L' })).toContain('within 1 hour:')
    const pt = textsFor('pt-PT')
    expect(pt('api.errors.too_many_requests', { count: 1 })).toBe(
      'Demasiados pedidos. Tente novamente dentro de 1 segundo.',
    )
    expect(pt('api.fields.too_short', { count: 3 })).toBe('Deve ter pelo menos 3 caracteres.')
    expect(pt('mail.invitation.body', { count: 1, link: 'L', email: 'E' })).toContain('no prazo de 1 hora')
    expect(de('mail.invitation.body', { count: 168, link: 'L', email: 'E' })).toContain(
      'innerhalb von 168 Stunden',
    )
  })
})
