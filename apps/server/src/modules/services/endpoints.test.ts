import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { serviceEndpoints } from './services.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/services/endpoints/'
const ids = (body: { results: { id: string }[] }) => body.results.map((e) => e.id)

describe('endpoint addresses are checked when saved', () => {
  const hostile = [
    'http://127.0.0.1',
    'https://127.0.0.1/admin',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1',
    'https://192.168.0.10:8443/',
    'https://[::1]',
    'https://[fe80::1]/',
    'https://[::ffff:10.0.0.1]/',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://localhost',
    'https://localhost./',
    'https://0x7f.1',
    'https://2130706433',
    'https://printer.local',
    'https://intranet/',
    'https://admin:hunter2@example.com',
  ]

  it.each(hostile)('refuses %s for every type that opens an address, and stores nothing', async (url) => {
    const admin = await t.signIn('super@example.com')
    const before = await t.db.select().from(serviceEndpoints)
    for (const type of ['embed', 'external', 'external_new_tab']) {
      const answer = await admin.post(LIST, { name: 'Hostile', type, url })
      expect(answer.statusCode, `${type} ${url}`).toBe(400)
      expect(Object.keys(answer.json().errors)).toEqual(['url'])
    }
    expect(await t.db.select().from(serviceEndpoints)).toEqual(before)
  })

  it('says why, in the caller’s language', async () => {
    const admin = await t.signIn('super@example.com')
    const privateHost = await admin.post(LIST, { name: 'x', type: 'embed', url: 'https://10.0.0.1' })
    expect(privateHost.json().errors.url).toEqual([
      'Enter the address of a public site: local, private and reserved addresses are not allowed.',
    ])
    const lena = await t.signIn('lead@acme.example')
    // A company admin is refused before the body is read.
    expect((await lena.post(LIST, { name: 'x', type: 'embed', url: 'https://10.0.0.1' })).statusCode).toBe(
      403,
    )
    const http = await admin.post(LIST, { name: 'x', type: 'external', url: 'http://example.com' })
    expect(http.json().errors.url).toEqual(['Enter a full https address.'])
  })

  it('refuses the portal’s own address: its pages are internal endpoints', async () => {
    const portal = await startTestApp({ publicUrl: 'https://portal.example.com' })
    try {
      const admin = await portal.signIn('super@example.com')
      const own = await admin.post(LIST, {
        name: 'Me',
        type: 'embed',
        url: 'https://portal.example.com/client',
      })
      expect(own.json().errors).toEqual({
        url: ['A page of this portal opens as an internal endpoint: enter its path instead.'],
      })
      const other = await admin.post(LIST, { name: 'Other', type: 'embed', url: 'https://docs.example.com/' })
      expect(other.statusCode).toBe(201)
    } finally {
      await portal.close()
    }
  })

  it('refuses a path for an address type, an address for internal, and paths outside the portal', async () => {
    const admin = await t.signIn('super@example.com')
    const cases: [Record<string, unknown>, string[]][] = [
      [{ type: 'embed', url: null }, ['url']],
      [{ type: 'embed', url: 'https://example.com', path: '/client' }, ['path']],
      [{ type: 'internal', path: '/client', url: 'https://example.com' }, ['url']],
      [{ type: 'internal', path: '//evil.example' }, ['path']],
      [{ type: 'internal', path: '/\\evil.example' }, ['path']],
      [{ type: 'internal', path: 'https://evil.example' }, ['path']],
      [{ type: 'internal' }, ['path']],
      [{ type: 'teleport', url: 'https://example.com' }, ['type']],
    ]
    for (const [body, fields] of cases) {
      const answer = await admin.post(LIST, { name: 'Bad', ...body })
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toEqual(fields)
    }
  })

  it('saves a public https address and a portal path, and edits them', async () => {
    const admin = await t.signIn('super@example.com')
    const embed = await admin.post(LIST, {
      name: 'Docs',
      type: 'embed',
      url: 'https://docs.example.com/a?b=c',
    })
    expect(embed.statusCode).toBe(201)
    expect(embed.json()).toMatchObject({
      type: 'embed',
      url: 'https://docs.example.com/a?b=c',
      path: null,
      service_count: 0,
    })
    const edited = await admin.request('PUT', `${LIST}${embed.json().id}/`, {
      name: 'Docs',
      type: 'internal',
      path: '/client/guide',
    })
    expect(edited.json()).toMatchObject({ type: 'internal', url: null, path: '/client/guide' })
    const hostile = await admin.request('PUT', `${LIST}${embed.json().id}/`, {
      name: 'Docs',
      type: 'external',
      url: 'https://169.254.169.254',
    })
    expect(hostile.statusCode).toBe(400)
    expect((await admin.get(`${LIST}${embed.json().id}/`)).json().path).toBe('/client/guide')
  })
})

describe('who reads endpoints', () => {
  it('shows staff every endpoint with how many services use it', async () => {
    const admin = await t.signIn('admin@example.com')
    const list = (await admin.get(`${LIST}?page_size=100`)).json()
    expect(list.count).toBeGreaterThanOrEqual(11)
    const office = t.world.catalogue.services['office-map']!.endpoint!
    expect(list.results.find((e: { id: string }) => e.id === office.id).service_count).toBe(1)
    expect(
      (await admin.get(`${LIST}?type=internal`)).json().results.map((e: { path: string }) => e.path),
    ).toContain('/client/teams')
  })

  it('shows others only what their company lets them open', async () => {
    const { services } = t.world.catalogue
    const ada = await t.signIn('user@acme.example')
    const seen = ids((await ada.get(`${LIST}?page_size=100`)).json())
    expect(seen).toContain(services['office-map']!.endpoint!.id)
    expect(seen).toContain(services['federal-statistics']!.endpoint!.id)
    // Locked for ACME: what it opens stays undisclosed.
    expect(seen).not.toContain(services['esg-benchmark']!.endpoint!.id)
    expect((await ada.get(`${LIST}${services['esg-benchmark']!.endpoint!.id}/`)).statusCode).toBe(404)
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(`${LIST}${services['federal-statistics']!.endpoint!.id}/`)).statusCode).toBe(404)
    const gina = await t.signIn('user@globex.example')
    expect(ids((await gina.get(`${LIST}?page_size=100`)).json())).not.toContain(
      services['esg-benchmark']!.endpoint!.id,
    )
  })
})

describe('deleting endpoints', () => {
  it('refuses one that services still open, and deletes an unused one', async () => {
    const admin = await t.signIn('super@example.com')
    const used = await admin.request(
      'DELETE',
      `${LIST}${t.world.catalogue.services['oecd-data']!.endpoint!.id}/`,
    )
    expect(used.statusCode).toBe(409)
    expect(used.json().detail).toBe('Services still open this endpoint. Give them another endpoint first.')
    const unused = (await admin.post(LIST, { name: 'Spare', type: 'internal', path: '/client' })).json()
    expect((await admin.request('DELETE', `${LIST}${unused.id}/`)).statusCode).toBe(204)
    expect((await admin.get(`${LIST}${unused.id}/`)).statusCode).toBe(404)
  })
})
