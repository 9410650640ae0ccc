import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/identity.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let ids: Record<string, string>
beforeAll(async () => {
  t = await startTestApp()
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users)
  ids = Object.fromEntries(rows.map((r) => [r.email, r.id]))
})
afterAll(() => t.close())

const ME = '/api/v1/accounts/me/'
const START = (email: string) => `/api/v1/accounts/impersonate/${ids[email]}/`
const STOP = '/api/v1/accounts/impersonate/stop/'
const LOG = '/api/v1/accounts/impersonation-log/'
const sessionCookie = (agent: { cookies: Map<string, string> }) =>
  [...agent.cookies].find(([name]) => name.endsWith('session_token'))!.join('=')

describe('impersonation', () => {
  it('lets an admin act as a user with exactly their rights, in a new session, and come back', async () => {
    const admin = await t.signIn('admin@example.com')
    const adminCookie = sessionCookie(admin)
    const started = await admin.post(START('user@acme.example'))
    expect(started.statusCode).toBe(200)
    expect(started.json()).toMatchObject({ email: 'user@acme.example', role: 0, is_impersonate: true })
    expect(sessionCookie(admin)).not.toBe(adminCookie)
    // The admin's old session has ended.
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: { cookie: adminCookie } })).statusCode,
    ).toBe(401)
    // Acting as the user: the user's rights, not the admin's.
    expect((await admin.get(ME)).json()).toMatchObject({ email: 'user@acme.example', is_impersonate: true })
    expect((await admin.post('/api/v1/okr/companies/', { name: 'Not allowed' })).statusCode).toBe(403)
    expect((await admin.get(LOG)).statusCode).toBe(403)

    const actingCookie = sessionCookie(admin)
    const stopped = await admin.post(STOP)
    expect(stopped.statusCode).toBe(200)
    expect(stopped.json()).toMatchObject({ email: 'admin@example.com', role: 1, is_impersonate: false })
    expect(sessionCookie(admin)).not.toBe(actingCookie)
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: { cookie: actingCookie } })).statusCode,
    ).toBe(401)

    const log = (await admin.get(LOG)).json()
    expect(log.results.slice(0, 2)).toMatchObject([
      { action: 'stop', actor_email: 'admin@example.com', target_email: 'user@acme.example' },
      { action: 'start', actor_email: 'admin@example.com', target_email: 'user@acme.example' },
    ])
    expect(log.results[0].ip).toBeTruthy()
  })

  it('never lets an admin act as a superuser or as themselves', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(START('super@example.com'))).statusCode).toBe(403)
    expect((await admin.post(START('admin@example.com'))).statusCode).toBe(400)
    expect((await admin.get(ME)).json()).toMatchObject({ email: 'admin@example.com', is_impersonate: false })
  })

  it('lets a superuser act as an admin, but not start a second impersonation from there', async () => {
    const superuser = await t.signIn('super@example.com')
    expect((await superuser.post(START('admin@example.com'))).json()).toMatchObject({
      email: 'admin@example.com',
      is_impersonate: true,
    })
    const again = await superuser.post(START('user@globex.example'))
    expect(again.statusCode).toBe(400)
    expect((await superuser.post(STOP)).json().email).toBe('super@example.com')
  })

  it('is refused to users and company admins, and for unknown or deactivated people', async () => {
    for (const email of ['user@acme.example', 'lead@acme.example']) {
      const agent = await t.signIn(email)
      expect((await agent.post(START('user@globex.example'))).statusCode).toBe(403)
    }
    const admin = await t.signIn('admin@example.com')
    expect(
      (await admin.post('/api/v1/accounts/impersonate/00000000-0000-4000-8000-000000000000/')).statusCode,
    ).toBe(404)
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'new@acme.example'))
    expect((await admin.post(START('new@acme.example'))).statusCode).toBe(404)
    await t.db.update(users).set({ isActive: true }).where(eq(users.email, 'new@acme.example'))
  })

  it('cannot be stopped when nobody is being impersonated', async () => {
    const agent = await t.signIn('user@acme.example')
    expect((await agent.post(STOP)).statusCode).toBe(400)
    expect((await t.agent().post(STOP)).statusCode).toBe(401)
  })
})
