import { SERVICE_ICONS } from '@portal/contracts/icons'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/services/categories/'
const ICONS = '/api/v1/public/icons/'

describe('service categories', () => {
  it('are read by everyone signed in, in order, in their language', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = (await ada.get(LIST)).json()
    expect(list.results.map((c: { name: string }) => c.name)).toEqual([
      'Zusammenarbeit',
      'Daten & Recherche',
      'Lernen',
      'Arbeitsplatz',
    ])
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${LIST}?search=lern`)).json().results).toMatchObject([
      { name: 'Learning', names: { 'en-US': 'Learning', 'de-DE': 'Lernen' }, icon: 'school', order: 30 },
    ])
    expect((await t.agent().get(LIST)).statusCode).toBe(401)
  })

  it('are written by staff; a deleted one leaves its services without a category', async () => {
    const admin = await t.signIn('super@example.com')
    const created = await admin.post(LIST, {
      names: { 'en-US': 'Finance', 'de-DE': 'Finanzen' },
      descriptions: { 'en-US': 'Money matters.' },
      icon: 'coin',
      order: 5,
    })
    expect(created.statusCode).toBe(201)
    const category = created.json()
    expect((await admin.get(LIST)).json().results[0].name).toBe('Finance')
    const edited = await admin.request('PUT', `${LIST}${category.id}/`, {
      names: { 'en-US': 'Finance & tax' },
      icon: 'receipt',
      order: 50,
    })
    expect(edited.json()).toMatchObject({
      name: 'Finance & tax',
      description: '',
      icon: 'receipt',
      order: 50,
    })
    expect((await admin.post(LIST, { names: { 'en-US': 'x' }, icon: 'skull' })).statusCode).toBe(400)
    expect((await admin.post(LIST, { names: { 'en-US': 'x' }, order: -1 })).statusCode).toBe(400)

    const workplace = t.world.catalogue.categories.workplace.id
    expect((await admin.request('DELETE', `${LIST}${workplace}/`)).statusCode).toBe(204)
    const office = (await admin.get('/api/v1/services/office-map/')).json()
    expect(office.category).toBeNull()
    expect((await admin.get(`${LIST}${workplace}/`)).statusCode).toBe(404)
  })

  it('are closed to company admins for writing', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(LIST, { names: { 'en-US': 'Mine' } })).statusCode).toBe(403)
  })
})

describe('the icon set', () => {
  it('is public: every curated icon with its SVG from Tabler', async () => {
    const answer = await t.agent().get(ICONS)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body.count).toBe(SERVICE_ICONS.length)
    expect(body.results.map((i: { name: string }) => i.name)).toEqual([...SERVICE_ICONS])
    const apps = body.results.find((i: { name: string }) => i.name === 'apps')
    expect(apps.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24"/)
    expect(apps.svg).toContain('stroke="currentColor"')
    expect(apps.svg).not.toContain('class=')
    expect(apps.svg).not.toContain('M0 0h24v24H0z')
  })

  it('is cacheable by anyone: public cache headers, an ETag, no cookie', async () => {
    const answer = await t.agent().get(ICONS)
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=86400/)
    expect(answer.headers['set-cookie']).toBeUndefined()
    const etag = String(answer.headers.etag)
    const again = await t.agent().get(ICONS, { headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})
