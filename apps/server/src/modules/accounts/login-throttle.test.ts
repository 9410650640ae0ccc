import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from './accounts.seed.ts'

const LOGIN = '/api/v1/accounts/login/'
const PASSWORD = 'Portal!demo1'
const PROXY = '10.1.1.1'

let t: TestApp
let other: FastifyInstance
beforeAll(async () => {
  // Behind one reverse proxy, configured as an operator would: TRUST_PROXY=1.
  const { trustProxy } = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' })
  t = await startTestApp({ trustProxy })
  other = await t.anotherProcess()
})
afterAll(() => t.close())

let serial = 0
async function account() {
  serial += 1
  const email = `throttle-${serial}@acme.example`
  await createUser(t.db, { email, company: { id: t.world.acme.id } })
  return email
}

/** A client seen by the app through the proxy: the proxy appends the address it saw. */
const viaProxy = (client: string, claimed?: string) => ({
  ip: PROXY,
  headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
})

const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1
  return counts
}

describe('concurrent wrong passwords', () => {
  it('checks at most 10 of 40 concurrent guesses at one account; the rest get 429 with Retry-After', async () => {
    const email = await account()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.agent().post(LOGIN, { email, password: `wrong-${i}` }, viaProxy(`198.51.100.${i + 1}`)),
      ),
    )
    expect(statuses(answers)).toEqual({ 400: 10, 429: 30 })
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(180)
    }
  })

  it('holds across two app processes on one database', async () => {
    const email = await account()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new Agent(i % 2 ? other : t.app).post(
          LOGIN,
          { email, password: `wrong-${i}` },
          viaProxy(`198.51.101.${i + 1}`),
        ),
      ),
    )
    expect(statuses(answers)).toEqual({ 400: 10, 429: 30 })
  })

  it('holds per address too: 40 concurrent guesses at 40 accounts from one address, on two processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new Agent(i % 2 ? other : t.app).post(
          LOGIN,
          { email: `nobody-${i}@acme.example`, password: 'wrong-pass' },
          viaProxy('203.0.113.40'),
        ),
      ),
    )
    expect(statuses(answers)).toEqual({ 400: 10, 429: 30 })
  })
})

describe('client address behind a proxy (TRUST_PROXY=1: one hop)', () => {
  it('takes the address the proxy saw, so a forged X-Forwarded-For does not reset the limit', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await t
        .agent()
        .post(
          LOGIN,
          { email: `ghost-${i}@acme.example`, password: 'wrong-pass' },
          viaProxy('203.0.113.7', `192.0.2.${i + 1}`),
        )
      expect(answer.statusCode).toBe(400)
    }
    const rotated = await t
      .agent()
      .post(LOGIN, { email: 'user@acme.example', password: PASSWORD }, viaProxy('203.0.113.7', '192.0.2.99'))
    expect(rotated.statusCode).toBe(429)
    // Another client behind the same proxy is not affected.
    const neighbour = await t
      .agent()
      .post(LOGIN, { email: 'user@acme.example', password: PASSWORD }, viaProxy('203.0.113.8'))
    expect(neighbour.statusCode).toBe(200)
  })
})

describe('device cookie', () => {
  async function lockFromStrangers(email: string, prefix: string) {
    for (let i = 0; i < 10; i++) {
      const answer = await t
        .agent()
        .post(LOGIN, { email, password: `wrong-${i}` }, viaProxy(`${prefix}.${i + 1}`))
      expect(answer.statusCode).toBe(400)
    }
    const stranger = await t.agent().post(LOGIN, { email, password: PASSWORD }, viaProxy(`${prefix}.200`))
    expect(stranger.statusCode).toBe(429)
  }

  it('is set HttpOnly, SameSite=Strict, for the sign-in path only, after a successful sign-in', async () => {
    const email = await account()
    const answer = await t.agent().post(LOGIN, { email, password: PASSWORD })
    const cookie = answer.cookies.find((c) => c.name === 'portal.device')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: LOGIN })
    expect(Number(cookie?.maxAge)).toBeGreaterThan(0)
    // The session cookie is still set beside it.
    expect(answer.cookies.find((c) => c.name.endsWith('session_token'))).toBeDefined()
    const failed = await t.agent().post(LOGIN, { email, password: 'wrong-pass' })
    expect(failed.cookies.find((c) => c.name === 'portal.device')).toBeUndefined()
  })

  it('lets the owner sign in from their device while strangers have locked the account', async () => {
    const email = await account()
    const owner = t.agent()
    expect(
      (await owner.post(LOGIN, { email, password: PASSWORD }, viaProxy('198.51.102.1'))).statusCode,
    ).toBe(200)
    await lockFromStrangers(email, '198.51.103')
    const back = await owner.post(LOGIN, { email, password: PASSWORD }, viaProxy('198.51.102.1'))
    expect(back.statusCode).toBe(200)
    expect(back.json().email).toBe(email)
    // A tampered cookie is a stranger's.
    const forger = t.agent()
    const [device] = [...owner.cookies].filter(([name]) => name === 'portal.device')
    forger.cookies.set('portal.device', `${device![1].slice(0, -2)}xx`)
    expect((await forger.post(LOGIN, { email, password: PASSWORD })).statusCode).toBe(429)
  })

  it('counts the owner’s own wrong passwords per device, and a device cookie opens only its account', async () => {
    const email = await account()
    const owner = t.agent()
    await owner.post(LOGIN, { email, password: PASSWORD })
    for (let i = 0; i < 10; i++) {
      expect((await owner.post(LOGIN, { email, password: `typo-${i}` })).statusCode).toBe(400)
    }
    expect((await owner.post(LOGIN, { email, password: PASSWORD })).statusCode).toBe(429)
    // Strangers' bucket of the account is untouched by the device's failures.
    expect(
      (await t.agent().post(LOGIN, { email, password: PASSWORD }, viaProxy('198.51.104.1'))).statusCode,
    ).toBe(200)
    // The owner's device cookie for one account does not unlock another.
    const victim = await account()
    await lockFromStrangers(victim, '198.51.105')
    const holder = t.agent()
    await holder.post(LOGIN, { email: await account(), password: PASSWORD })
    expect((await holder.post(LOGIN, { email: victim, password: PASSWORD })).statusCode).toBe(429)
  })
})

describe('lockouts in the audit log', () => {
  it('records when an account and an address become locked, once per lock', async () => {
    const email = await account()
    for (let i = 0; i < 12; i++) {
      await t.agent().post(LOGIN, { email, password: `wrong-${i}` }, viaProxy('203.0.113.50'))
    }
    const staff = await t.sessionAs('admin@example.com')
    const log = await staff.get('/api/v1/accounts/audit-log/?action=login_locked&page_size=100')
    expect(log.statusCode).toBe(200)
    const mine = log
      .json()
      .results.filter(
        (e: { target_email: string; details: { ip: string } }) =>
          e.target_email === email || e.details.ip === '203.0.113.50',
      )
    expect(mine).toHaveLength(2)
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'login_locked',
          actor_email: '',
          target_email: email,
          details: expect.objectContaining({ scope: 'account', ip: '203.0.113.50', failures: 10 }),
        }),
        expect.objectContaining({
          target_email: '',
          target_id: null,
          details: expect.objectContaining({ scope: 'ip', ip: '203.0.113.50' }),
        }),
      ]),
    )
    const accountEntry = mine.find((e: { target_email: string }) => e.target_email === email)
    expect(accountEntry.target_id).toEqual(expect.any(String))
    const byTarget = await staff.get(`/api/v1/accounts/audit-log/?target=${accountEntry.target_id}`)
    expect(byTarget.json().results.map((e: { action: string }) => e.action)).toContain('login_locked')
  })
})
