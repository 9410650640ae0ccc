import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { describe, expect, it } from 'vitest'
import { i18nFor } from './i18n.ts'

describe('counted texts in the browser', () => {
  it('follow the plural rules of the language the page shows', async () => {
    for (const locale of ['en-US', 'fr-FR', 'de-DE', 'zh-CHS'] as const) await loadWebCatalogue(locale)
    expect(i18nFor('en-US').t('okr.table.count', { count: 1 })).toBe('1 objective')
    expect(i18nFor('en-US').t('okr.table.count', { count: 3 })).toBe('3 objectives')
    // French pages show French texts by French rules: 0 and 1 take the singular.
    expect(i18nFor('fr-FR').t('okr.table.count', { count: 0 })).toBe('0 objectif')
    expect(i18nFor('fr-FR').t('okr.table.count', { count: 2 })).toBe('2 objectifs')
    expect(i18nFor('fr-FR').t('users.batch.created', { count: 1, invited: 0 })).toBe(
      '1 utilisateur créé, 0 invitation envoyée.',
    )
    expect(i18nFor('de-DE').t('teams.member_count', { count: 1 })).toBe('1 Mitglied')
    expect(i18nFor('zh-CHS').t('teams.member_count', { count: 2 })).toBe('2 Mitglieder')
    // Two counts in one sentence, each by its own form.
    expect(i18nFor('en-US').t('users.batch.created', { count: 1, invited: 1 })).toBe(
      '1 user created, 1 invitation sent.',
    )
    expect(i18nFor('zh-CHS').t('users.batch.created', { count: 3, invited: 1 })).toBe(
      '3 Benutzer angelegt, 1 Einladung gesendet.',
    )
  })

  it('load the Portuguese texts of their own for a pt-PT page, counted by European Portuguese rules', async () => {
    await loadWebCatalogue('pt-PT')
    expect(i18nFor('pt-PT').t('okr.table.count', { count: 1 })).toBe('1 objetivo')
    expect(i18nFor('pt-PT').t('okr.table.count', { count: 0 })).toBe('0 objetivos')
    expect(i18nFor('pt-PT').t('users.batch.created', { count: 2, invited: 1 })).toBe(
      '2 utilizadores criados, 1 convite enviado.',
    )
  })
})
