import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { sessions, users } from '../../core/identity.tables.ts'
import { countQueries } from '../../core/query-count.ts'
import type { Agent } from '../../test/test-app.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser, DEMO_PASSWORD } from './accounts.seed.ts'

// The server's clock, moved forward by the tests instead of waiting hours; back to real time after each.
let offsetMs = 0
const clock = () => new Date(Date.now() + offsetMs)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const advance = (ms: number) => {
  offsetMs += ms
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, { clock })
})
afterEach(() => {
  offsetMs = 0
})
afterAll(() => t.close())

const ME = '/api/v1/accounts/me/'
const SESSIONS = '/api/v1/accounts/sessions/'
const REVOKE_OTHERS = `${SESSIONS}revoke-others/`

let serial = 0
/** A person of ACME of their own, so one test's sign-outs never reach another's. */
async function person() {
  const email = `session.person${++serial}@acme.example`
  await createUser(t.db, {
    email,
    firstName: 'Session',
    lastName: `Person${serial}`,
    company: { id: t.world.acme.id },
  })
  return email
}

async function sessionsOf(email: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return t.db.select().from(sessions).where(eq(sessions.userId, user!.id))
}

/** Signs in through the login endpoint, from a browser and address of its own. */
async function signInFrom(email: string, userAgent: string, ip: string) {
  const agent = t.agent()
  const response = await agent.post(
    '/api/v1/accounts/login/',
    { email, password: DEMO_PASSWORD },
    { headers: { 'user-agent': userAgent }, ip },
  )
  expect(response.statusCode).toBe(200)
  return agent
}

const status = async (agent: Agent) => (await agent.get(ME)).statusCode

describe('idle timeout (SESSION_IDLE_TIMEOUT, default 8 hours)', () => {
  it('keeps a session in use alive, and ends it after 8 hours without a request', async () => {
    const email = await person()
    const agent = await t.signIn(email)
    expect(await status(agent)).toBe(200)
    for (let i = 0; i < 3; i++) {
      advance(7 * HOUR)
      expect(await status(agent)).toBe(200)
    }
    // Served from the cache a moment ago; the cached caller must not outlive the idle limit.
    advance(8 * HOUR + MINUTE)
    const answer = await agent.get(ME)
    expect(answer.statusCode).toBe(401)
    expect(await sessionsOf(email)).toEqual([])
  })

  it('records "last seen" at most once a minute, and every process honours it', async () => {
    const email = await person()
    const agent = await t.signIn(email)
    const other = await t.anotherProcess()
    const onOther = () =>
      other.inject({
        method: 'GET',
        url: ME,
        headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
    advance(2 * MINUTE)
    const first = await countQueries(() => agent.get(ME))
    expect(first.queries.filter((q) => q.startsWith('update "sessions"'))).toHaveLength(1)
    const second = await countQueries(() => agent.get(ME))
    expect(second.queries).toEqual([])
    const [row] = await sessionsOf(email)
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() + MINUTE)

    // Used in this process 7 h later, then 7 h later again in the other one: alive in both.
    advance(7 * HOUR)
    expect(await status(agent)).toBe(200)
    advance(7 * HOUR)
    expect((await onOther()).statusCode).toBe(200)
    advance(8 * HOUR + MINUTE)
    expect((await onOther()).statusCode).toBe(401)
    expect(await status(agent)).toBe(401)
  })
})

describe('absolute limit (SESSION_MAX_AGE, default 14 days)', () => {
  it('ends a session 14 days after its sign-in however busy it is', async () => {
    const email = await person()
    const agent = await t.signIn(email)
    let elapsed = 0
    while (elapsed + 7 * HOUR < 14 * DAY) {
      advance(7 * HOUR)
      elapsed += 7 * HOUR
      expect(await status(agent), `after ${elapsed / HOUR} h`).toBe(200)
    }
    advance(7 * HOUR)
    expect(await status(agent)).toBe(401)
    expect(await sessionsOf(email)).toEqual([])
  })

  it('is not extended by starting and stopping an impersonation', async () => {
    const admin = await t.signIn('admin@example.com')
    const [adminUser] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'))
    const [target] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, await person()))
    const signIns = async (userId: string) =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) =>
        s.createdAt.getTime(),
      )
    const [signedInAt] = await signIns(adminUser!.id)

    expect((await admin.post(`/api/v1/accounts/impersonate/${target!.id}/`)).statusCode).toBe(200)
    expect(await signIns(target!.id)).toEqual([signedInAt])
    expect((await admin.post('/api/v1/accounts/impersonate/stop/')).statusCode).toBe(200)
    expect(await signIns(adminUser!.id)).toEqual([signedInAt])
  })
})

describe('one’s own sessions on the profile', () => {
  it('lists the current session and the others, with device and address, never a token', async () => {
    const email = await person()
    const laptop = await signInFrom(email, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', '203.0.113.10')
    const phone = await signInFrom(email, 'Mozilla/5.0 (iPhone) Safari/605.1.15', '203.0.113.20')
    const stranger = await t.signIn(await person())
    expect(await status(stranger)).toBe(200)

    const list = await laptop.get(SESSIONS)
    expect(list.statusCode).toBe(200)
    const body = list.json()
    expect(body.count).toBe(2)
    expect(body.results.map((s: Record<string, unknown>) => Object.keys(s).sort())).toEqual([
      ['created_at', 'current', 'id', 'ip_address', 'last_seen_at', 'user_agent'],
      ['created_at', 'current', 'id', 'ip_address', 'last_seen_at', 'user_agent'],
    ])
    expect(body.results).toMatchObject([
      { current: true, user_agent: expect.stringContaining('Firefox'), ip_address: '203.0.113.10' },
      { current: false, user_agent: expect.stringContaining('iPhone'), ip_address: '203.0.113.20' },
    ])
    const tokens = (await sessionsOf(email)).map((s) => s.token)
    for (const token of tokens) expect(list.body).not.toContain(token)
    expect((await phone.get(SESSIONS)).json().results[0]).toMatchObject({
      current: true,
      ip_address: '203.0.113.20',
    })
  })

  it('signs out one other session, which ends at once in every process', async () => {
    const email = await person()
    const laptop = await signInFrom(email, 'laptop', '203.0.113.30')
    const phone = await signInFrom(email, 'phone', '203.0.113.31')
    expect(await status(phone)).toBe(200)
    const [current, other] = (await laptop.get(SESSIONS)).json().results
    expect(other.user_agent).toBe('phone')

    expect((await laptop.request('DELETE', `${SESSIONS}${other.id}/`)).statusCode).toBe(204)
    expect(await status(phone)).toBe(401)
    expect(await status(laptop)).toBe(200)
    expect((await sessionsOf(email)).map((s) => s.id)).toEqual([current.id])
    expect((await laptop.request('DELETE', `${SESSIONS}${other.id}/`)).statusCode).toBe(404)
    // The session in use is ended by signing out, not here.
    expect((await laptop.request('DELETE', `${SESSIONS}${current.id}/`)).statusCode).toBe(400)
  })

  it('signs out everywhere else', async () => {
    const email = await person()
    const [first, second, third] = [
      await signInFrom(email, 'one', '203.0.113.40'),
      await signInFrom(email, 'two', '203.0.113.41'),
      await signInFrom(email, 'three', '203.0.113.42'),
    ]
    for (const agent of [first, second, third]) expect(await status(agent)).toBe(200)
    const answer = await first.post(REVOKE_OTHERS, {})
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ ended: 2 })
    expect(await status(second)).toBe(401)
    expect(await status(third)).toBe(401)
    expect(await status(first)).toBe(200)
    expect(await sessionsOf(email)).toHaveLength(1)
  })

  it('lets no one else see or end them, not even an admin acting as their owner', async () => {
    const email = await person()
    const owner = await signInFrom(email, 'owner', '203.0.113.50')
    const ownerSession = (await owner.get(SESSIONS)).json().results[0].id
    const intruder = await t.signIn(await person())

    expect((await intruder.get(SESSIONS)).json().results.map((s: { id: string }) => s.id)).not.toContain(
      ownerSession,
    )
    expect((await intruder.request('DELETE', `${SESSIONS}${ownerSession}/`)).statusCode).toBe(404)
    expect((await intruder.post(REVOKE_OTHERS, {})).json()).toEqual({ ended: 0 })
    expect(await status(owner)).toBe(200)

    const [target] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(`/api/v1/accounts/impersonate/${target!.id}/`)).statusCode).toBe(200)
    expect((await admin.get(SESSIONS)).statusCode).toBe(403)
    expect((await admin.request('DELETE', `${SESSIONS}${ownerSession}/`)).statusCode).toBe(403)
    expect((await admin.post(REVOKE_OTHERS, {})).statusCode).toBe(403)
    expect(await status(owner)).toBe(200)
    // The admin's acting session is not one of the owner's sign-ins.
    expect((await owner.get(SESSIONS)).json().count).toBe(1)
  })
})

describe('configuration', () => {
  it('reads both limits as durations and refuses bad ones by name', () => {
    expect(loadConfig({}).sessions).toEqual({ idleTimeoutSeconds: 8 * 3600, maxAgeSeconds: 14 * 86_400 })
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '30m', SESSION_MAX_AGE: '1d' }).sessions).toEqual({
      idleTimeoutSeconds: 1800,
      maxAgeSeconds: 86_400,
    })
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '3600' }).sessions.idleTimeoutSeconds).toBe(3600)
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: 'eight hours' })).toThrow(/SESSION_IDLE_TIMEOUT/)
    expect(() => loadConfig({ SESSION_MAX_AGE: '1m' })).toThrow(/SESSION_MAX_AGE/)
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '2d', SESSION_MAX_AGE: '1d' })).toThrow(
      /SESSION_IDLE_TIMEOUT/,
    )
  })
})
