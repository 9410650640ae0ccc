import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { catalogues } from './catalogues.ts'
import { textsFor } from './texts.ts'

describe('Spanish (es-ES)', () => {
  // That every text is translated (or listed as the same on purpose) is translated.test.ts's, for every language.
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
