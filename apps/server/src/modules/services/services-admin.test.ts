import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createGroup } from '../groups/groups.seed.ts'
import { createEndpoint } from './services.seed.ts'
import { services } from './services.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/services/'
const COMPANIES = '/api/v1/okr/companies/'
const ME = '/api/v1/accounts/me/'

async function newEndpoint(type: 'embed' | 'external' | 'external_new_tab' = 'external') {
  return createEndpoint(t.db, { name: `Test ${type}`, type, url: 'https://example.com/' })
}

describe('staff manage the catalogue', () => {
  it('creates a service with per-company lines, restricted to a group at one company', async () => {
    const admin = await t.signIn('super@example.com')
    const endpoint = await newEndpoint('embed')
    const created = await admin.post(LIST, {
      slug: 'market-radar',
      names: { 'en-US': 'Market radar', 'de-DE': 'Marktradar', 'fr-FR': '' },
      descriptions: { 'en-US': 'Signals from your markets.' },
      icon: 'chart-dots',
      category_id: t.world.catalogue.categories.research.id,
      endpoint_id: endpoint.id,
      access: {
        default_visibility: 'hidden',
        companies: [
          { company_id: t.world.acme.id, visibility: 'visible', group_ids: [t.world.groups.management.id] },
          { company_id: t.world.globex.id, visibility: 'locked' },
        ],
      },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      slug: 'market-radar',
      // An empty text is no text: French readers get the English one.
      names: { 'en-US': 'Market radar', 'de-DE': 'Marktradar' },
      endpoint: { id: endpoint.id, type: 'embed' },
      access: {
        default_visibility: 'hidden',
        companies: [
          { company_id: t.world.acme.id, visibility: 'visible', group_ids: [t.world.groups.management.id] },
          { company_id: t.world.globex.id, visibility: 'locked', group_ids: [] },
        ],
      },
    })
    // Lena is in Management, Ada is not; Globex sees it locked; Initech falls back to hidden.
    expect((await (await t.signIn('lead@acme.example')).get(`${LIST}market-radar/`)).statusCode).toBe(200)
    expect((await (await t.signIn('user@acme.example')).get(`${LIST}market-radar/`)).statusCode).toBe(404)
    expect(
      (await (await t.signIn('user@globex.example')).get(`${LIST}market-radar/`)).json().visibility,
    ).toBe('locked')
    expect((await (await t.signIn('user@initech.example')).get(`${LIST}market-radar/`)).statusCode).toBe(404)
  })

  it('refuses bad references field by field and writes nothing', async () => {
    const admin = await t.signIn('super@example.com')
    const endpoint = await newEndpoint()
    const before = await t.db.select().from(services)
    const base = { slug: 'refused', names: { 'en-US': 'Refused' }, endpoint_id: endpoint.id }
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, slug: 'office-map' }, 'slug'],
      [{ ...base, slug: 'categories' }, 'slug'],
      [{ ...base, slug: crypto.randomUUID() }, 'slug'],
      [{ ...base, slug: 'Bad Slug' }, 'slug'],
      [{ ...base, endpoint_id: null }, 'endpoint_id'],
      [{ ...base, endpoint_id: crypto.randomUUID() }, 'endpoint_id'],
      [{ ...base, category_id: crypto.randomUUID() }, 'category_id'],
      [{ ...base, icon: 'skull' }, 'icon'],
      [{ ...base, names: { 'de-DE': 'Nur Deutsch' } }, 'names.en-US'],
      [{ ...base, names: { 'en-US': 'x', 'xx-XX': 'y' } }, 'names.xx-XX'],
      [
        {
          ...base,
          access: {
            companies: [
              { company_id: t.world.acme.id, visibility: 'visible', group_ids: [t.world.groups.pilots.id] },
            ],
          },
        },
        'access.companies.0.group_ids',
      ],
      [
        { ...base, access: { companies: [{ company_id: crypto.randomUUID(), visibility: 'locked' }] } },
        'access.companies.0.company_id',
      ],
      [
        {
          ...base,
          access: {
            companies: [
              { company_id: t.world.acme.id, visibility: 'locked' },
              { company_id: t.world.acme.id, visibility: 'hidden' },
            ],
          },
        },
        'access.companies',
      ],
      [{ ...base, access: { default_visibility: 'secret' } }, 'access.default_visibility'],
    ]
    for (const [body, field] of cases) {
      const answer = await admin.post(LIST, body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toEqual([field])
    }
    expect(await t.db.select().from(services)).toEqual(before)
  })

  it('keeps a service restricted when its last group is deleted', async () => {
    const admin = await t.signIn('super@example.com')
    const group = await createGroup(t.db, {
      companyId: t.world.acme.id,
      name: 'Short-lived',
      memberIds: [t.world.users['user@acme.example']!.id],
    })
    const created = await admin.post(LIST, {
      slug: 'short-lived',
      names: { 'en-US': 'Short-lived' },
      endpoint_id: (await newEndpoint()).id,
      access: { companies: [{ company_id: t.world.acme.id, visibility: 'visible', group_ids: [group.id] }] },
    })
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${LIST}short-lived/`)).statusCode).toBe(200)
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.request('DELETE', `/api/v1/accounts/groups/${group.id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${LIST}short-lived/`)).statusCode).toBe(404)
    expect((await admin.get(`${LIST}${created.json().id}/`)).json().access.companies[0].group_ids).toEqual([])
  })

  it('is closed to company admins and users', async () => {
    const body = { slug: 'rebel', names: { 'en-US': 'Rebel' }, endpoint_id: (await newEndpoint()).id }
    for (const email of ['lead@acme.example', 'user@acme.example']) {
      const agent = await t.signIn(email)
      expect((await agent.post(LIST, body)).statusCode).toBe(403)
      const id = t.world.catalogue.services['office-map']!.id
      expect((await agent.request('DELETE', `${LIST}${id}/`)).statusCode).toBe(403)
    }
  })
})

describe('built-in services', () => {
  it('are listed as built-in, keep their slug, open no endpoint and cannot be deleted', async () => {
    const admin = await t.signIn('super@example.com')
    const whiteboard = (await admin.get(`${LIST}whiteboard/?manage=true`)).json()
    expect(whiteboard).toMatchObject({ is_builtin: true, endpoint: null, names: { 'de-DE': 'Whiteboard' } })
    const edit = (changes: Record<string, unknown>) =>
      admin.request('PUT', `${LIST}${whiteboard.id}/`, {
        slug: 'whiteboard',
        names: { 'en-US': 'Shared whiteboard', 'de-DE': 'Gemeinsames Whiteboard' },
        icon: 'chalkboard',
        ...changes,
      })
    expect(Object.keys((await edit({ slug: 'board' })).json().errors)).toEqual(['slug'])
    const endpoint = await newEndpoint()
    expect(Object.keys((await edit({ endpoint_id: endpoint.id })).json().errors)).toEqual(['endpoint_id'])
    const renamed = await edit({})
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().name).toBe('Shared whiteboard')
    const refused = await admin.request('DELETE', `${LIST}${whiteboard.id}/`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe('A built-in service cannot be deleted.')
  })
})

describe('start pages that are services', () => {
  it('carries the service’s address in me, and follows a new slug', async () => {
    const peter = await t.signIn('user@initech.example')
    expect((await peter.get(ME)).json().active_company_homepage_endpoint).toEqual({
      type: 'external_new_tab',
      endpoint: 'https://meet.jit.si/',
      service_slug: 'video-meetings',
    })
    const admin = await t.signIn('super@example.com')
    const service = (await admin.get(`${LIST}video-meetings/?manage=true`)).json()
    const body = {
      slug: 'meetings',
      names: service.names,
      descriptions: service.descriptions,
      icon: service.icon,
      category_id: service.category,
      endpoint_id: service.endpoint.id,
    }
    expect((await admin.request('PUT', `${LIST}${service.id}/`, body)).statusCode).toBe(200)
    expect((await peter.get(ME)).json().active_company_homepage_endpoint.service_slug).toBe('meetings')
    expect(
      (await admin.get(`${COMPANIES}${t.world.initech.id}/`)).json().homepage_endpoint.service_slug,
    ).toBe('meetings')
    await admin.request('PUT', `${LIST}${service.id}/`, { ...body, slug: 'video-meetings' })
  })

  it('refuses to give a start-page service an endpoint of another type, or to delete it', async () => {
    const admin = await t.signIn('super@example.com')
    const service = (await admin.get(`${LIST}video-meetings/?manage=true`)).json()
    const embed = await newEndpoint('embed')
    const moved = await admin.request('PUT', `${LIST}${service.id}/`, {
      slug: 'video-meetings',
      names: service.names,
      endpoint_id: embed.id,
    })
    expect(moved.statusCode).toBe(400)
    expect(Object.keys(moved.json().errors)).toEqual(['endpoint_id'])
    const endpointType = await admin.request('PUT', `/api/v1/services/endpoints/${service.endpoint.id}/`, {
      name: 'Jitsi',
      type: 'embed',
      url: 'https://meet.jit.si/',
    })
    expect(Object.keys(endpointType.json().errors)).toEqual(['type'])
    const deleted = await admin.request('DELETE', `${LIST}${service.id}/`)
    expect(deleted.statusCode).toBe(409)
    expect((await admin.get(`${LIST}video-meetings/?manage=true`)).json().endpoint.type).toBe(
      'external_new_tab',
    )
  })

  it('lets a company start on a service of the start page’s type only', async () => {
    const admin = await t.signIn('super@example.com')
    const put = (homepage: Record<string, unknown>) =>
      admin.request('PUT', `${COMPANIES}${t.world.globex.id}/`, {
        name: 'Globex',
        homepage_endpoint: { endpoint: null, service_slug: null, ...homepage },
      })
    const wrongType = await put({ type: 'embed', service_slug: 'video-meetings' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().errors).toEqual({
      'homepage_endpoint.service_slug': [
        'The service does not open this way; choose a service of the start page’s type.',
      ],
    })
    expect((await put({ type: 'external', service_slug: 'no-such-service' })).json().errors).toHaveProperty(
      'homepage_endpoint.service_slug',
    )
    expect((await put({ type: 'external' })).json().errors).toHaveProperty('homepage_endpoint.service_slug')
    expect((await put({ type: 'embed', service_slug: 'whiteboard' })).statusCode).toBe(400)
    expect((await put({ type: 'internal', endpoint: '/\\evil.example' })).json().errors).toHaveProperty(
      'homepage_endpoint.endpoint',
    )
    const saved = await put({ type: 'embed', service_slug: 'office-map', endpoint: '/ignored' })
    expect(saved.json().homepage_endpoint).toEqual({
      type: 'embed',
      endpoint: null,
      service_slug: 'office-map',
    })
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(ME)).json().active_company_homepage_endpoint).toMatchObject({
      type: 'embed',
      endpoint: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
    })
    await put({ type: null })
    const [row] = await t.db.select().from(services).where(eq(services.slug, 'office-map'))
    expect(row?.slug).toBe('office-map')
  })
})
