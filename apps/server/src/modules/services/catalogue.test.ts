import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/services/'
type Entry = { slug: string; name: string; visibility: string; endpoint: unknown; is_favourite: boolean }
const slugs = (body: { results: Entry[] }) => body.results.map((s) => s.slug)
const entry = (body: { results: Entry[] }, slug: string) => body.results.find((s) => s.slug === slug)
const all = async (agent: Awaited<ReturnType<TestApp['signIn']>>, query = '') =>
  (await agent.get(`${LIST}?page_size=100${query}`)).json()

describe('the catalogue each company sees', () => {
  it('shows ACME’s analyst every service but the hidden ones, a locked one without its address', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = await all(ada)
    expect(list.count).toBe(14)
    expect(slugs(list)).toEqual(expect.arrayContaining(['whiteboard', 'federal-statistics', 'esg-benchmark']))
    // Ada reads German (her stored locale).
    expect(entry(list, 'esg-benchmark')).toMatchObject({
      name: 'ESG-Benchmark',
      visibility: 'locked',
      endpoint: null,
    })
    expect(entry(list, 'office-map')).toMatchObject({
      name: 'Bürokarte',
      visibility: 'visible',
      endpoint: { type: 'embed', url: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//) },
    })
    expect(entry(list, 'whiteboard')).toMatchObject({ is_builtin: true, endpoint: null })
    expect(list.results[0]).not.toHaveProperty('access')
  })

  it('leaves a group-restricted service out for ACME people outside the group, by list and by name', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect(slugs(await all(lena))).not.toContain('federal-statistics')
    expect((await lena.get(`${LIST}federal-statistics/`)).statusCode).toBe(404)
    const id = t.world.catalogue.services['federal-statistics']!.id
    expect((await lena.get(`${LIST}${id}/`)).statusCode).toBe(404)
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${LIST}federal-statistics/`)).json().endpoint.type).toBe('external')
  })

  it('applies each company’s own line: hidden at Globex, unrestricted there, locked at ACME', async () => {
    const gina = await t.signIn('user@globex.example')
    const list = await all(gina)
    expect(slugs(list)).not.toContain('esg-benchmark')
    expect(slugs(list)).toContain('federal-statistics')
    expect(list.count).toBe(13)
    const esg = t.world.catalogue.services['esg-benchmark']!
    expect((await gina.get(`${LIST}esg-benchmark/`)).statusCode).toBe(404)
    expect((await gina.get(`${LIST}${esg.id}/`)).statusCode).toBe(404)
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${LIST}esg-benchmark/`)).json()).toMatchObject({
      visibility: 'locked',
      endpoint: null,
    })
  })

  it('shows staff the active company’s view, every group’s services, and who sees what', async () => {
    const admin = await t.signIn('admin@example.com')
    const list = await all(admin)
    expect(slugs(list)).toContain('federal-statistics')
    expect(entry(list, 'esg-benchmark')).toMatchObject({ visibility: 'locked', endpoint: null })
    const esg = list.results.find((s: Entry) => s.slug === 'esg-benchmark')
    expect(esg.access).toEqual({
      default_visibility: 'visible',
      companies: [
        { company_id: t.world.acme.id, visibility: 'locked', group_ids: [] },
        { company_id: t.world.globex.id, visibility: 'hidden', group_ids: [] },
      ],
    })
    // The manage view shows every service as saved, the locked one's address included.
    const managed = (await admin.get(`${LIST}esg-benchmark/?manage=true`)).json()
    expect(managed.endpoint.url).toBe('https://www.cdp.net/en')
  })

  it('keeps the manage view to staff', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(`${LIST}?manage=true`)).statusCode).toBe(403)
    expect((await lena.get(`${LIST}esg-benchmark/?manage=1`)).statusCode).toBe(403)
  })

  it('finds services by their text in any language, by category, and pages', async () => {
    const ada = await t.signIn('user@acme.example')
    expect(slugs(await all(ada, '&search=karte'))).toEqual(['office-map'])
    expect(slugs(await all(ada, '&search=OFFICE%20MAP'))).toEqual(['office-map'])
    expect((await all(ada, '&search=%25')).count).toBe(0)
    const learning = t.world.catalogue.categories.learning.id
    expect(slugs(await all(ada, `&category=${learning}`)).sort()).toEqual(['academy', 'online-courses'])
    const first = (await ada.get(`${LIST}?page_size=5`)).json()
    expect(first).toMatchObject({ count: 14, previous: null, next: '/api/v1/services/?page_size=5&page=2' })
    const second = (await ada.get(first.next)).json()
    expect(slugs(second)).not.toContain(first.results[0].slug)
    expect((await ada.get(`${LIST}?category=nope`)).statusCode).toBe(400)
  })

  it('answers in the reader’s language with the spec’s fallback', async () => {
    for (const [locale, name] of [
      ['fr-FR', 'Office map'],
      ['pt-PT', 'Office map'],
      ['de-AT', 'Bürokarte'],
      ['zh-CHS', 'Bürokarte'],
    ] as const) {
      const email = `reader-${locale.toLowerCase()}@acme.example`
      await createUser(t.db, { email, locale, company: { id: t.world.acme.id } })
      const reader = await t.signIn(email)
      const office = (await reader.get(`${LIST}office-map/`)).json()
      expect(office.name, locale).toBe(name)
      expect(office.names).toEqual({ 'en-US': 'Office map', 'de-DE': 'Bürokarte' })
    }
  })

  it('answers 409 to someone without an active company', async () => {
    await createUser(t.db, { email: 'catalogue-loner@example.com' })
    const loner = await t.signIn('catalogue-loner@example.com')
    expect((await loner.get(LIST)).statusCode).toBe(409)
  })
})

describe('favourites and recently used', () => {
  it('keeps favourites per user and per company, locked services included', async () => {
    const admin = await t.signIn('admin@example.com')
    const { services } = t.world.catalogue
    expect((await admin.request('PUT', `${LIST}${services['oecd-data']!.id}/favourite/`)).statusCode).toBe(
      204,
    )
    expect(
      (await admin.request('PUT', `${LIST}${services['esg-benchmark']!.id}/favourite/`)).statusCode,
    ).toBe(204)
    // Twice is still once.
    await admin.request('PUT', `${LIST}${services['oecd-data']!.id}/favourite/`)
    expect(slugs(await all(admin, '&favourites=true')).sort()).toEqual(['esg-benchmark', 'oecd-data'])
    expect(entry(await all(admin), 'oecd-data')?.is_favourite).toBe(true)
    // Another person of the same company has none.
    expect((await all(await t.signIn('mia.chen@acme.example'), '&favourites=true')).count).toBe(0)
    // In another company, the same person starts without favourites.
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.globex.id })
    expect((await all(admin, '&favourites=true')).count).toBe(0)
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.acme.id })
    expect((await admin.request('DELETE', `${LIST}${services['oecd-data']!.id}/favourite/`)).statusCode).toBe(
      204,
    )
    expect(slugs(await all(admin, '&favourites=true'))).toEqual(['esg-benchmark'])
  })

  it('refuses to mark a service the company does not see', async () => {
    const gina = await t.signIn('user@globex.example')
    const esg = t.world.catalogue.services['esg-benchmark']!.id
    expect((await gina.request('PUT', `${LIST}${esg}/favourite/`)).statusCode).toBe(404)
    expect((await gina.get(`${LIST}?favourites=true`)).json().count).toBe(0)
  })

  it('records opening a service, newest first, and refuses opening a locked or hidden one', async () => {
    // Jonas has opened nothing yet (Ada's demo habits would come first otherwise); he reads German.
    const jonas = await t.signIn('jonas.weber@acme.example')
    const { services } = t.world.catalogue
    expect((await jonas.post(`${LIST}${services['office-map']!.id}/open/`)).statusCode).toBe(204)
    expect((await jonas.post(`${LIST}${services['video-meetings']!.id}/open/`)).statusCode).toBe(204)
    expect((await jonas.post(`${LIST}${services['office-map']!.id}/open/`)).statusCode).toBe(204)
    const recent = await all(jonas, '&recent=true')
    expect(slugs(recent)).toEqual(['office-map', 'video-meetings'])
    expect(Date.parse(recent.results[0].last_used_at)).toBeGreaterThan(Date.now() - 60_000)
    const locked = await jonas.post(`${LIST}${services['esg-benchmark']!.id}/open/`)
    expect(locked.statusCode).toBe(403)
    expect(locked.json().detail).toBe('Ihr Unternehmen hat diesen Dienst nicht gebucht.')
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(`${LIST}${services['federal-statistics']!.id}/open/`)).statusCode).toBe(404)
    expect(slugs(await all(jonas, '&recent=true'))).toEqual(['office-map', 'video-meetings'])
  })
})
