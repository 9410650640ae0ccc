import type { Locale } from '@portal/contracts/locales'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'
import { guideArticles, guideArticleTexts } from './guide.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/guide/articles/'
type Summary = { slug: string; title: string; excerpt: string; locale: string; module: string }
const slugs = (body: { results: Summary[] }) => body.results.map((a) => a.slug)

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  module: 'okr',
  position: 5,
  translations: {
    'en-US': { title: 'Weekly check-ins', body: 'Hold a **short** meeting every Monday.' },
    'de-DE': { title: 'Wöchentliche Abstimmung', body: 'Halten Sie jeden Montag ein **kurzes** Treffen ab.' },
    'es-ES': { title: 'Reuniones semanales', body: 'Celebre una reunión **breve** cada lunes.' },
    'fr-FR': { title: 'Points hebdomadaires', body: 'Organisez une **courte** réunion chaque lundi.' },
    'pt-PT': { title: 'Reuniões semanais', body: 'Faça uma reunião **curta** todas as segundas-feiras.' },
  },
  ...extra,
})

describe('reading the guide', () => {
  it('lists one article per module in the reader’s language, in the navigation’s order', async () => {
    const gina = await t.signIn('user@globex.example')
    const list = (await gina.get(`${LIST}?page_size=50`)).json()
    expect(list.count).toBe(18)
    expect(slugs(list).slice(0, 3)).toEqual(['getting-started', 'dashboard', 'goals-and-okr'])
    expect(new Set(list.results.map((a: Summary) => a.module)).size).toBe(18)
    const first = list.results[0]
    expect(first).toMatchObject({ locale: 'en-US', title: 'Getting started with the portal' })
    // The excerpt is plain text: no markdown markers.
    expect(first.excerpt).toMatch(/^The client portal brings/)
    expect(first.excerpt).not.toMatch(/[*#>]/)
  })

  it('follows the page’s language (the German variants read German), else the user’s own', async () => {
    const gina = await t.signIn('user@globex.example')
    const title = async (query: string) => (await gina.get(`${LIST}?module=okr${query}`)).json().results[0]
    expect(await title('&locale=de-DE')).toMatchObject({ locale: 'de-DE', title: 'Ziele & OKR' })
    expect(await title('&locale=de-AT')).toMatchObject({ locale: 'de-DE', title: 'Ziele & OKR' })
    expect(await title('&locale=zh-CHS')).toMatchObject({ locale: 'de-DE', title: 'Ziele & OKR' })
    expect(await title('&locale=es-ES')).toMatchObject({ locale: 'es-ES', title: 'Objetivos y OKR' })
    expect(await title('&locale=fr-FR')).toMatchObject({ locale: 'fr-FR', title: 'Objectifs & OKR' })
    expect(await title('&locale=pt-PT')).toMatchObject({ locale: 'pt-PT', title: 'Objetivos e OKR' })
    // Ada's stored language is German.
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${LIST}?module=okr`)).json().results[0].title).toBe('Ziele & OKR')
  })

  it('gives Spanish, French and Portuguese users the guide in their own language', async () => {
    const expected = {
      'es-ES': { title: 'Primeros pasos en el portal', heading: '## Cómo orientarse', team: 'Equipos' },
      'fr-FR': { title: 'Premiers pas dans le portail', heading: '## Se repérer', team: 'Équipes' },
      'pt-PT': { title: 'Primeiros passos no portal', heading: '## Orientar-se', team: 'Equipas' },
    } as const
    for (const [locale, text] of Object.entries(expected)) {
      const email = `reader.${locale.toLowerCase()}@acme.example`
      await createUser(t.db, { email, locale: locale as Locale, company: { id: t.world.acme.id } })
      const reader = await t.signIn(email)
      const list = (await reader.get(`${LIST}?page_size=50`)).json()
      expect(list.count).toBe(18)
      expect(list.results[0]).toMatchObject({ slug: 'getting-started', locale, title: text.title })
      const one = (await reader.get(`${LIST}getting-started/`)).json()
      expect(one).toMatchObject({ locale, title: text.title })
      expect(one.body).toContain(text.heading)
      expect(one.translations[locale].title).toBe(text.title)
      expect((await reader.get(`${LIST}teams/`)).json().title).toBe(text.team)
    }
  })

  it('searches words by their stem and parts of words, in the reader’s language only', async () => {
    const gina = await t.signIn('user@globex.example')
    const search = async (words: string, locale = 'en-US') =>
      slugs((await gina.get(`${LIST}?locale=${locale}&search=${encodeURIComponent(words)}`)).json())
    // Title matches come first; "team" also finds the texts that mention "teams".
    const teams = await search('team')
    expect(teams[0]).toBe('teams')
    expect(teams).toContain('goals-and-okr')
    expect(await search('whiteb')).toEqual(expect.arrayContaining(['whiteboard', 'getting-started']))
    expect(await search('impersonation')).toEqual(['users'])
    expect(await search('Benachrichtigungen')).toEqual([])
    expect((await search('Benachrichtigungen', 'de-DE'))[0]).toBe('notifications')
    // German stemming: "Ziel" finds "Ziele".
    expect(await search('Ziel', 'de-DE')).toContain('goals-and-okr')
    // Spanish, French and Portuguese stemming: the singular finds the plural of the teams article.
    expect((await search('equipo', 'es-ES'))[0]).toBe('teams')
    expect(await search('tendencia', 'es-ES')).toContain('trend-management')
    expect(await search('concurrent', 'fr-FR')).toContain('market-intelligence')
    expect((await search('equipa', 'pt-PT'))[0]).toBe('teams')
    expect(await search('Benachrichtigungen', 'fr-FR')).toEqual([])
    // Search syntax and LIKE wildcards are only text.
    expect(await search('100% _ "unclosed OR -')).toEqual([])
  })

  it('filters by module and pages the list', async () => {
    const gina = await t.signIn('user@globex.example')
    expect(slugs((await gina.get(`${LIST}?module=academy`)).json())).toEqual(['academy'])
    const page = (await gina.get(`${LIST}?page=2&page_size=5`)).json()
    expect(page.results).toHaveLength(5)
    expect(page.previous).toContain('page=1')
    expect(page.next).toContain('page=3')
  })

  it('opens an article by its slug with its markdown and every language', async () => {
    const ada = await t.signIn('user@acme.example')
    const answer = await ada.get(`${LIST}teams/?locale=en-US`)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body).toMatchObject({ slug: 'teams', module: 'teams', locale: 'en-US', title: 'Teams' })
    expect(body.body).toContain('## A team has')
    expect(body.translations['de-DE'].body).toContain('## Ein Team hat')
    expect(body.translations['es-ES'].body).toContain('## Un equipo tiene')
    expect(body.translations['fr-FR'].body).toContain('## Une équipe a')
    expect(body.translations['pt-PT'].body).toContain('## Uma equipa tem')
    expect((await ada.get(`${LIST}no-such-article/`)).statusCode).toBe(404)
    expect((await ada.get(`${LIST}Not_A_Slug/`)).statusCode).toBe(400)
  })

  it('is for signed-in users only', async () => {
    expect((await t.agent().get(LIST)).statusCode).toBe(401)
    expect((await t.agent().get(`${LIST}teams/`)).statusCode).toBe(401)
  })
})

describe('writing the guide', () => {
  it('lets staff create, rename and delete an article', async () => {
    const admin = await t.signIn('admin@example.com')
    const created = await admin.post(`${LIST}?locale=de-DE`, article('weekly-check-ins'))
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toMatchObject({ slug: 'weekly-check-ins', title: 'Wöchentliche Abstimmung' })
    const ada = await t.signIn('user@acme.example')
    expect(slugs((await ada.get(`${LIST}?search=Montag`)).json())).toEqual(['weekly-check-ins'])

    const renamed = await admin.request(
      'PUT',
      `${LIST}${id}/?locale=en-US`,
      article('okr-check-ins', { module: 'teams', position: 1 }),
    )
    expect(renamed.json()).toMatchObject({
      slug: 'okr-check-ins',
      module: 'teams',
      title: 'Weekly check-ins',
    })
    expect((await ada.get(`${LIST}weekly-check-ins/`)).statusCode).toBe(404)
    expect((await ada.get(`${LIST}okr-check-ins/`)).statusCode).toBe(200)

    expect((await admin.request('DELETE', `${LIST}${id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${LIST}okr-check-ins/`)).statusCode).toBe(404)
    expect(await t.db.select().from(guideArticleTexts).where(eq(guideArticleTexts.articleId, id))).toEqual([])
    expect((await admin.request('DELETE', `${LIST}${id}/`)).statusCode).toBe(404)
  })

  it('refuses a taken slug, a missing language and unknown modules, and writes nothing', async () => {
    const admin = await t.signIn('super@example.com')
    const before = await t.db.select().from(guideArticles)
    const taken = await admin.post(LIST, article('teams'))
    expect(taken.statusCode).toBe(400)
    expect(taken.json().errors).toEqual({ slug: ['This value is already taken.'] })
    const german = article('half-done')
    const missing = await admin.post(LIST, {
      ...german,
      translations: { 'en-US': german.translations['en-US'] },
    })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'translations.de-DE',
      'translations.es-ES',
      'translations.fr-FR',
      'translations.pt-PT',
    ])
    const module = await admin.post(LIST, article('x', { module: 'billing' }))
    expect(Object.keys(module.json().errors)).toEqual(['module'])
    const unknown = await admin.request('PUT', `${LIST}${crypto.randomUUID()}/`, article('ghost'))
    expect(unknown.statusCode).toBe(404)
    expect(await t.db.select().from(guideArticles)).toEqual(before)
  })

  it('is closed to users and company admins', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(LIST, article('lena'))).statusCode).toBe(403)
    const [teams] = await t.db.select().from(guideArticles).where(eq(guideArticles.slug, 'teams'))
    expect((await lena.request('DELETE', `${LIST}${teams!.id}/`)).statusCode).toBe(403)
  })
})

describe('the guided tour', () => {
  const TOUR = '/api/v1/guide/tour/'

  it('is due on a user’s first visit, and remembered per user once taken or restarted', async () => {
    await createUser(t.db, { email: 'first.visit@acme.example', company: { id: t.world.acme.id } })
    const newcomer = await t.signIn('first.visit@acme.example')
    expect((await newcomer.get(TOUR)).json()).toEqual({ completed_at: null })

    const done = await newcomer.request('PUT', TOUR, { completed: true })
    expect(done.statusCode).toBe(200)
    expect(Date.parse(done.json().completed_at)).toBeGreaterThan(Date.now() - 60_000)
    expect((await newcomer.get(TOUR)).json()).toEqual(done.json())
    // Another session of the same user knows it too.
    expect((await (await t.signIn('first.visit@acme.example')).get(TOUR)).json()).toEqual(done.json())

    expect((await newcomer.request('PUT', TOUR, { completed: false })).json()).toEqual({ completed_at: null })
    expect((await newcomer.get(TOUR)).json()).toEqual({ completed_at: null })
  })

  it('is taken already by the demo accounts, except the new user', async () => {
    expect((await (await t.signIn('user@acme.example')).get(TOUR)).json().completed_at).not.toBeNull()
    expect((await (await t.signIn('new@acme.example')).get(TOUR)).json()).toEqual({ completed_at: null })
  })

  it('refuses anything but a yes or no', async () => {
    const ada = await t.signIn('user@acme.example')
    const wrong = await ada.request('PUT', TOUR, {
      completed: 'yes',
      user_id: t.world.users['new@acme.example']!.id,
    })
    expect(wrong.statusCode).toBe(400)
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['completed', 'user_id'])
    expect((await t.agent().request('PUT', TOUR, { completed: true })).statusCode).toBe(401)
    // A body the JSON parser refuses (prototype poisoning) is a 400 about the body as a whole.
    const poisoned = await ada.request('PUT', TOUR, { ['__proto__']: [] })
    expect(poisoned.statusCode).toBe(400)
    expect(poisoned.json().errors).toEqual({
      non_field_errors: [
        'Der Inhalt muss gültiges JSON ohne Felder namens __proto__ oder constructor.prototype sein.',
      ],
    })
  })
})
