import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/identity.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createCompany } from './companies.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/okr/companies/'
const ME = '/api/v1/accounts/me/'
const ACTIVE = '/api/v1/accounts/active-company/'
const names = (body: { results: { name: string }[] }) => body.results.map((c) => c.name)

describe('companies list and detail', () => {
  it('shows a user only the companies they belong to', async () => {
    const acme = await t.signIn('user@acme.example')
    const response = await acme.get(LIST)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ count: 1, next: null, previous: null })
    expect(names(response.json())).toEqual(['ACME'])
    expect((await acme.get(`${LIST}${t.world.globex.id}/`)).statusCode).toBe(404)
    const globex = await t.signIn('user@globex.example')
    expect(names((await globex.get(LIST)).json())).toEqual(['Globex'])
  })

  it('shows staff every company, with search and pages', async () => {
    const admin = await t.signIn('admin@example.com')
    expect(names((await admin.get(LIST)).json())).toEqual(expect.arrayContaining(['ACME', 'Globex']))
    expect(names((await admin.get(`${LIST}?search=glo`)).json())).toEqual(['Globex'])
    const first = (await admin.get(`${LIST}?page_size=1`)).json()
    expect(first.results).toHaveLength(1)
    expect(first.next).toBe('/api/v1/okr/companies/?page_size=1&page=2')
    const second = (await admin.get(first.next)).json()
    expect(second.previous).toBe('/api/v1/okr/companies/?page_size=1&page=1')
    expect(second.results[0].id).not.toBe(first.results[0].id)
    const detail = (await admin.get(`${LIST}${t.world.acme.id}/`)).json()
    expect(detail).toMatchObject({
      name: 'ACME',
      homepage_endpoint: { type: 'internal', endpoint: '/client/dashboard', service_slug: null },
    })
    expect(detail.member_count).toBeGreaterThanOrEqual(5)
  })

  it('treats search text literally', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.get(`${LIST}?search=%25`)).json().count).toBe(0)
  })

  it('refuses a malformed id and bad paging with 400', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.get(`${LIST}not-a-uuid/`)).statusCode).toBe(400)
    expect((await admin.get(`${LIST}?page=0`)).statusCode).toBe(400)
  })
})

describe('company administration', () => {
  it('lets staff create, update and delete; users and company admins may not', async () => {
    const body = {
      name: 'Initech',
      homepage_endpoint: { type: 'internal', endpoint: '/client/okr', service_slug: null },
    }
    for (const email of ['user@acme.example', 'lead@acme.example']) {
      const agent = await t.signIn(email)
      expect((await agent.post(LIST, body)).statusCode).toBe(403)
    }
    const admin = await t.signIn('admin@example.com')
    const created = await admin.post(LIST, body)
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const updated = await admin.request('PUT', `${LIST}${id}/`, { ...body, name: 'Initech GmbH' })
    expect(updated.json()).toMatchObject({
      name: 'Initech GmbH',
      homepage_endpoint: { endpoint: '/client/okr' },
    })
    expect((await admin.request('DELETE', `${LIST}${id}/`)).statusCode).toBe(204)
    expect((await admin.get(`${LIST}${id}/`)).statusCode).toBe(404)
  })

  it('refuses an internal start page that is not a portal path, and changes nothing', async () => {
    const admin = await t.signIn('admin@example.com')
    const bad = await admin.request('PUT', `${LIST}${t.world.globex.id}/`, {
      name: 'Globex',
      homepage_endpoint: { type: 'internal', endpoint: '//evil.example', service_slug: null },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors['homepage_endpoint.endpoint']).toBeDefined()
    expect((await admin.get(`${LIST}${t.world.globex.id}/`)).json().homepage_endpoint.type).toBeNull()
  })

  it('changes the start page members see at once', async () => {
    const member = await t.signIn('user@globex.example')
    expect((await member.get(ME)).json().active_company_homepage_endpoint.type).toBeNull()
    const admin = await t.signIn('super@example.com')
    await admin.request('PUT', `${LIST}${t.world.globex.id}/`, {
      name: 'Globex',
      homepage_endpoint: { type: 'internal', endpoint: '/client/okr', service_slug: null },
    })
    expect((await member.get(ME)).json().active_company_homepage_endpoint).toEqual({
      type: 'internal',
      endpoint: '/client/okr',
      service_slug: null,
    })
    await admin.request('PUT', `${LIST}${t.world.globex.id}/`, { name: 'Globex' })
  })
})

describe('active company', () => {
  it('switches to a company one belongs to, saved on the user', async () => {
    const second = await createCompany(t.db, { name: 'ACME Labs' })
    const { addMember } = await import('./companies.seed.ts')
    const [lead] = await t.db.select().from(users).where(eq(users.email, 'lead@acme.example'))
    await addMember(t.db, second.id, lead!.id)
    const agent = await t.signIn('lead@acme.example')
    expect((await agent.get(ME)).json().is_company_admin).toBe(true)
    const switched = await agent.post(ACTIVE, { id: second.id })
    expect(switched.statusCode).toBe(200)
    expect(switched.json()).toMatchObject({ active_company: second.id, is_company_admin: false })
    // Saved on the user: a new session sees it too.
    const again = await t.signIn('lead@acme.example')
    expect((await again.get(ME)).json().active_company).toBe(second.id)
    await again.post(ACTIVE, { id: t.world.acme.id })
  })

  it('refuses a company one does not belong to, and changes nothing', async () => {
    const agent = await t.signIn('user@acme.example')
    const refused = await agent.post(ACTIVE, { id: t.world.globex.id })
    expect(refused.statusCode).toBe(400)
    // Ada's stored locale is German.
    expect(refused.json().detail).toBe('Sie gehören diesem Unternehmen nicht an.')
    expect((await agent.get(ME)).json().active_company).toBe(t.world.acme.id)
  })

  it('lets staff switch to any company', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(ACTIVE, { id: t.world.globex.id })).json().active_company).toBe(
      t.world.globex.id,
    )
    await admin.post(ACTIVE, { id: t.world.acme.id })
  })
})
