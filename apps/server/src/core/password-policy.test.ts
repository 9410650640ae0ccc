import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, DEMO_PASSWORD } from '../modules/accounts/accounts.seed.ts'
import { issueLinkToken } from '../modules/accounts/link-tokens.ts'
import { createActivationCode } from '../modules/activation/activation.seed.ts'
import { startTestApp, type TestApp } from '../test/test-app.ts'
import { users } from './identity.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** Accepted by the old rule (ten characters), all on every breached-password list. */
const WEAK = ['1234567890', 'password12', 'aaaaaaaaaa', 'qwertyuiop']
/** Built from the person's own name and e-mail (Quentin Quill, quentin.quill…@acme.example). */
const PERSONAL = ['QuentinQuill1', 'quill.quentin2026', 'Qu1ll!Quent1n']
const STRONG = 'Harbour!lantern-42'
const TOO_EASY = /^This password is too easy to guess/
const FROM_NAME = 'This password is too easy to guess: it is built from your name or e-mail address.'

let serial = 0
const nextIp = () => `192.0.2.${++serial}`
const person = () => ({
  email: `quentin.quill${++serial}@acme.example`,
  firstName: 'Quentin',
  lastName: 'Quill',
})

/** Every refused password answers 400 with help on the password field and changes nothing. */
async function expectRefused(
  attempt: (password: string) => Promise<{ statusCode: number; json(): unknown }>,
  field: string,
) {
  for (const password of [...WEAK, ...PERSONAL]) {
    const response = await attempt(password)
    expect(response.statusCode, password).toBe(400)
    const messages = (response.json() as { errors: Record<string, string[]> }).errors[field]!
    expect(messages[0], password).toMatch(TOO_EASY)
    expect(messages.length, password).toBeGreaterThan(1)
    if (PERSONAL.includes(password)) expect(messages[0]).toBe(FROM_NAME)
  }
}

describe('password strength on every path that sets a password', () => {
  it('registration refuses weak and personal passwords, accepts a strong one and the demo password', async () => {
    const register = (email: string, password: string, headers?: Record<string, string>) =>
      t
        .agent()
        .post(
          '/api/v1/accounts/register/',
          { email, first_name: 'Quentin', last_name: 'Quill', password },
          { ip: nextIp(), headers },
        )
    const tried: string[] = []
    const email = () => tried[tried.push(person().email) - 1]!
    await expectRefused((password) => register(email(), password), 'password')
    const german = await register(email(), 'QuentinQuill1', { 'accept-language': 'de-DE' })
    expect(german.json().errors.password[0]).toBe(
      'Dieses Passwort ist zu leicht zu erraten: Es besteht aus Ihrem Namen oder Ihrer E-Mail-Adresse.',
    )
    expect(await t.db.select().from(users).where(inArray(users.email, tried))).toEqual([])

    for (const password of [STRONG, DEMO_PASSWORD]) {
      const { email } = person()
      expect((await register(email, password)).statusCode).toBe(200)
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
    }
  })

  it('a reset or invitation link refuses them on new_password and keeps the link usable', async () => {
    const user = await createUser(t.db, { ...person(), company: { id: t.world.acme.id } })
    const token = await issueLinkToken(t.db, user.id, 'password_reset')
    const confirm = (new_password: string) =>
      t.agent().post('/api/v1/accounts/password-reset/confirm/', { token, new_password })
    await expectRefused(confirm, 'new_password')
    expect((await confirm(STRONG)).statusCode).toBe(200)
    await expect(t.signIn(user.email, STRONG)).resolves.toBeDefined()
  })

  it('a change on the profile refuses them and keeps the old password', async () => {
    const user = await createUser(t.db, { ...person(), company: { id: t.world.acme.id } })
    const agent = await t.signIn(user.email)
    const change = (new_password: string) =>
      agent.post('/api/v1/accounts/password/', { current_password: DEMO_PASSWORD, new_password })
    await expectRefused(change, 'new_password')
    await expect(t.signIn(user.email)).resolves.toBeDefined()
    expect((await change(STRONG)).statusCode).toBe(200)
    await expect(t.signIn(user.email, STRONG)).resolves.toBeDefined()
  })

  it('an activation code refuses them for a new account and stays unused', async () => {
    const { code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    const { email } = person()
    const activate = (password: string) =>
      t
        .agent()
        .post(
          '/api/v1/accounts/activate/',
          { code, email, first_name: 'Quentin', last_name: 'Quill', password },
          { ip: nextIp() },
        )
    await expectRefused(activate, 'password')
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect((await activate(STRONG)).statusCode).toBe(200)
  })
})
