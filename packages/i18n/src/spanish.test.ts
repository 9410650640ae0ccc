import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.ts'
import { sameAsEnglish } from './es-ES/same-as-english.ts'
import { textsFor } from './texts.ts'

/** Every text of a catalogue by its dotted key. */
function texts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, child]) => texts(child, [...path, key]))
}

describe('Spanish (es-ES)', () => {
  it('translates every text, except the few listed as the same as English on purpose', () => {
    const english = new Map(texts(catalogues['en-US']))
    const spanish = texts(catalogues['es-ES'])
    const listed = new Set(sameAsEnglish)
    const untranslated = spanish.filter(([key, text]) => english.get(key) === text && !listed.has(key))
    expect(untranslated.map(([key]) => key)).toEqual([])
    const spanishTexts = new Map(spanish)
    const wronglyListed = sameAsEnglish.filter((key) => spanishTexts.get(key) !== english.get(key))
    expect(wronglyListed).toEqual([])
  })

  it('counts by Spanish rules, with the form for millions', () => {
    const es = textsFor('es-ES')
    expect(es('web.okr.table.count', { count: 1 })).toBe('1 objetivo')
    expect(es('web.okr.table.count', { count: 0 })).toBe('0 objetivos')
    expect(es('web.okr.table.count', { count: 1_000_000 })).toBe('1000000 objetivos')
  })

  it('counts two numbers in one sentence on a page, each by its own form', () => {
    // As the browser reads the web texts: one namespace, where `$t(users.batch.…)` nests.
    const page = i18next.createInstance()
    void page.init({
      lng: 'es-ES',
      resources: { 'es-ES': { web: catalogues['es-ES'].web } },
      ns: ['web'],
      defaultNS: 'web',
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    expect(page.t('users.batch.created', { count: 3, invited: 1 })).toBe(
      '3 usuarios creados, 1 invitación enviada.',
    )
    expect(page.t('users.batch.created', { count: 1, invited: 2 })).toBe(
      '1 usuario creado, 2 invitaciones enviadas.',
    )
  })

  it('writes API errors and mails in Spanish', () => {
    const es = textsFor('es-ES')
    expect(es('api.errors.too_many_requests', { count: 30 })).toBe(
      'Demasiadas solicitudes. Inténtelo de nuevo dentro de 30 segundos.',
    )
    expect(es('mail.password_reset.body', { count: 1, link: 'L' })).toContain('en un plazo de 1 hora:')
  })
})
