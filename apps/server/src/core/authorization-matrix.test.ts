import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompany } from '../modules/companies/companies.seed.ts'
import { type Agent, startTestApp, type TestApp } from '../test/test-app.ts'

/**
 * Every /api route × every kind of caller × objects of both companies. The table below must have a
 * row for each route the app registers (the test fails otherwise), and every row says what each caller
 * gets. Callers act from ACME unless named otherwise; "foreign" objects belong to Globex.
 */
const PERSONAS = [
  'anonymous',
  'user',
  'companyAdmin',
  'otherUser',
  'admin',
  'superuser',
  'impersonating',
] as const
type Persona = (typeof PERSONAS)[number]

const EMAIL: Record<Exclude<Persona, 'anonymous' | 'impersonating'>, string> = {
  user: 'user@acme.example',
  companyAdmin: 'lead@acme.example',
  otherUser: 'user@globex.example',
  admin: 'admin@example.com',
  superuser: 'super@example.com',
}

const staff = (p: Persona) => p === 'admin' || p === 'superuser'
const signedIn = (p: Persona) => p !== 'anonymous'
const everyone = () => 200

interface Row {
  /** Sends the request for a persona (ids of the world are at hand). */
  call: (agent: Agent, persona: Persona) => Promise<LightMyRequestResponse>
  /** The status this persona must get. */
  expect: (persona: Persona) => number
  /** Extra checks on a 2xx answer (no foreign ids in lists…). */
  check?: (body: unknown, persona: Persona) => void
}

let t: TestApp
let ids: { acme: string; globex: string; globexUser: string }

beforeAll(async () => {
  t = await startTestApp()
  const admin = await t.signIn('admin@example.com')
  const globexUser = (await admin.get('/api/v1/accounts/users/?search=user@globex')).json().results[0].id
  ids = { acme: t.world.acme.id, globex: t.world.globex.id, globexUser }
})
afterAll(() => t.close())

const idsIn = (body: unknown) => ((body as { results: { id: string }[] }).results ?? []).map((r) => r.id)
const companyBody = (name: string) => ({
  name,
  homepage_endpoint: { type: null, endpoint: null, service_slug: null },
})

const MATRIX: Record<string, Row> = {
  'GET /api/health': { call: (a) => a.get('/api/health'), expect: everyone },
  'GET /api/ready': { call: (a) => a.get('/api/ready'), expect: everyone },
  'GET /api/v1/features/': { call: (a) => a.get('/api/v1/features/'), expect: everyone },
  'POST /api/v1/accounts/login/': {
    // A wrong password for everybody: the route is open, the answer generic.
    call: (a) =>
      a.post('/api/v1/accounts/login/', { email: 'user@acme.example', password: 'wrong-password' }),
    expect: () => 400,
  },
  'POST /api/v1/accounts/logout/': { call: (a) => a.post('/api/v1/accounts/logout/'), expect: everyone },
  'GET /api/v1/accounts/me/': {
    call: (a) => a.get('/api/v1/accounts/me/'),
    expect: (p) => (signedIn(p) ? 200 : 401),
    check: (body, p) =>
      expect((body as { is_impersonate: boolean }).is_impersonate).toBe(p === 'impersonating'),
  },
  'POST /api/v1/accounts/me/': {
    call: (a) => a.post('/api/v1/accounts/me/', { first_name: 'Matrix', last_name: 'Person' }),
    expect: (p) => (signedIn(p) ? 200 : 401),
  },
  'POST /api/v1/accounts/profile/locale/': {
    call: (a) => a.post('/api/v1/accounts/profile/locale/', { locale: 'en-US' }),
    expect: (p) => (signedIn(p) ? 200 : 401),
  },
  'POST /api/v1/accounts/password/': {
    // A wrong current password: refused as a field error, nothing changes.
    call: (a) =>
      a.post('/api/v1/accounts/password/', { current_password: 'not-it', new_password: 'Another!pass1' }),
    expect: (p) => (!signedIn(p) ? 401 : p === 'impersonating' ? 403 : 400),
  },
  'GET /api/v1/okr/companies/': {
    call: (a) => a.get('/api/v1/okr/companies/'),
    expect: (p) => (signedIn(p) ? 200 : 401),
    check: (body, p) => {
      if (staff(p)) return
      const own = p === 'otherUser' ? ids.globex : ids.acme
      expect(idsIn(body)).toEqual([own])
    },
  },
  'GET /api/v1/okr/companies/:id/': {
    call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/`),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) || p === 'otherUser' ? 200 : 404),
  },
  'POST /api/v1/okr/companies/': {
    call: (a) => a.post('/api/v1/okr/companies/', companyBody('Matrix Co')),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) ? 201 : 403),
  },
  'PUT /api/v1/okr/companies/:id/': {
    call: (a) => a.request('PUT', `/api/v1/okr/companies/${ids.globex}/`, companyBody('Globex')),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) ? 200 : 403),
  },
  'DELETE /api/v1/okr/companies/:id/': {
    call: async (a) => {
      const victim = await createCompany(t.db, { name: 'Doomed' })
      return a.request('DELETE', `/api/v1/okr/companies/${victim.id}/`)
    },
    expect: (p) => (!signedIn(p) ? 401 : staff(p) ? 204 : 403),
  },
  'POST /api/v1/accounts/active-company/': {
    call: (a) => a.post('/api/v1/accounts/active-company/', { id: ids.globex }),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) || p === 'otherUser' ? 200 : 400),
  },
  'GET /api/v1/accounts/users/': {
    call: (a) => a.get('/api/v1/accounts/users/'),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) || p === 'companyAdmin' ? 200 : 403),
    check: (body, p) => {
      if (p === 'companyAdmin') expect(idsIn(body)).not.toContain(ids.globexUser)
    },
  },
  'POST /api/v1/accounts/impersonate/:id/': {
    call: (a) => a.post(`/api/v1/accounts/impersonate/${ids.globexUser}/`),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) ? 200 : 403),
  },
  'POST /api/v1/accounts/impersonate/stop/': {
    call: (a) => a.post('/api/v1/accounts/impersonate/stop/'),
    expect: (p) => (!signedIn(p) ? 401 : p === 'impersonating' ? 200 : 400),
  },
  'GET /api/v1/accounts/impersonation-log/': {
    call: (a) => a.get('/api/v1/accounts/impersonation-log/'),
    expect: (p) => (!signedIn(p) ? 401 : staff(p) ? 200 : 403),
  },
}

async function agentFor(persona: Persona): Promise<Agent> {
  if (persona === 'anonymous') return t.agent()
  if (persona === 'impersonating') {
    const admin = await t.signIn('admin@example.com')
    const started = await admin.post(`/api/v1/accounts/impersonate/${await userId('user@acme.example')}/`)
    expect(started.statusCode).toBe(200)
    return admin
  }
  return t.signIn(EMAIL[persona])
}

async function userId(email: string) {
  const admin = await t.signIn('super@example.com')
  return (await admin.get(`/api/v1/accounts/users/?search=${encodeURIComponent(email)}`)).json().results[0]
    .id as string
}

describe('authorization matrix', () => {
  it('has a row for every API route the app registers', () => {
    const registered = t.app.apiRoutes.filter((r) => r.url !== '/api/*').map((r) => `${r.method} ${r.url}`)
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([])
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([])
  })

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: every caller gets what the table says`, async () => {
      for (const persona of PERSONAS) {
        // A fresh session per call: some calls end or change the session they came with.
        const agent = await agentFor(persona)
        const response = await row.call(agent, persona)
        expect(response.statusCode, `${route} as ${persona}: ${response.body.slice(0, 200)}`).toBe(
          row.expect(persona),
        )
        if (response.statusCode < 300 && row.check && response.body) row.check(response.json(), persona)
        // Leave the world as it was for the next caller.
        await t.db.execute(
          sql`update users set active_company_id = (select company_id from company_memberships m where m.user_id = users.id order by m.created_at limit 1)`,
        )
      }
    })
  }
})
