import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAccounts, companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { mailOutbox } from '../../core/mail.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'
import { createActivationCode, DEMO_CODES } from './activation.seed.ts'
import { activationCodes } from './activation.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const ACTIVATE = '/api/v1/accounts/activate/'
const CHECK = '/api/v1/accounts/activate/check/'
const codesOf = (companyId: string) => `/api/v1/okr/companies/${companyId}/activation-codes/`
const PASSWORD = 'a-new-password-2026'
let ipCounter = 0
/** Each test guesses from its own address, so the throttle of one never reaches another. */
const nextIp = () => `198.51.100.${++ipCounter}`

const codeRow = async (id: string) =>
  (await t.db.select().from(activationCodes).where(eq(activationCodes.id, id)))[0]!

describe('issuing codes', () => {
  it('shows the code once to staff and keeps only its hash', async () => {
    const staff = await t.signIn('admin@example.com')
    const issued = await staff.post(codesOf(t.world.acme.id), {
      email: 'Nina.Neu@ACME.example',
      first_name: 'Nina',
      last_name: 'Neu',
      valid_days: 7,
    })
    expect(issued.statusCode).toBe(201)
    const { code, ...shown } = issued.json()
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/)
    expect(shown).toMatchObject({
      company: t.world.acme.id,
      hint: code.slice(-4),
      email: 'nina.neu@acme.example',
      status: 'active',
      created_by: { email: 'admin@example.com' },
      used_by: null,
    })
    const days = (Date.parse(shown.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const row = await codeRow(shown.id)
    expect(JSON.stringify(row)).not.toContain(code)
    expect(JSON.stringify(row)).not.toContain(code.replaceAll('-', ''))

    const list = (await staff.get(codesOf(t.world.acme.id))).json()
    expect(list.results[0]).toEqual(shown)
    expect(JSON.stringify(list)).not.toContain(code)
    const statuses = (await staff.get(`${codesOf(t.world.acme.id)}?page_size=50`))
      .json()
      .results.map((c: { status: string }) => c.status)
    expect(new Set(statuses)).toEqual(new Set(['active', 'used', 'expired', 'revoked']))
    expect((await staff.get(`${codesOf(t.world.acme.id)}?status=used`)).json().count).toBe(1)
  })

  it('is for staff only', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(codesOf(t.world.acme.id))).statusCode).toBe(403)
    expect((await lena.post(codesOf(t.world.acme.id), {})).statusCode).toBe(403)
  })

  it('revokes an unused code; a used one stays, and another company’s is out of reach', async () => {
    const staff = await t.signIn('super@example.com')
    const { id, code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    expect((await staff.request('DELETE', `${codesOf(t.world.acme.id)}${id}/`)).statusCode).toBe(204)
    expect((await codeRow(id)).revokedAt).not.toBeNull()
    const refused = await t.agent().post(CHECK, { code }, { ip: nextIp() })
    expect(refused.json().errors.code).toEqual([
      'This code is not valid: it may be mistyped, used, revoked or expired.',
    ])
    const used = await staff.request('DELETE', `${codesOf(t.world.acme.id)}${t.world.activation.used.id}/`)
    expect(used.statusCode).toBe(409)
    const foreign = await staff.request(
      'DELETE',
      `${codesOf(t.world.acme.id)}${t.world.activation.globex.id}/`,
    )
    expect(foreign.statusCode).toBe(404)
    expect((await codeRow(t.world.activation.globex.id)).revokedAt).toBeNull()
  })
})

describe('activating an account', () => {
  it('creates the account in the code’s company, signs it in, and uses the code once', async () => {
    const visitor = t.agent()
    const ip = nextIp()
    const check = await visitor.post(CHECK, { code: ' acme-2026-welcome ' }, { ip })
    expect(check.json()).toMatchObject({
      company: { id: t.world.acme.id, name: 'ACME' },
      email: null,
      first_name: '',
      has_account: false,
    })
    const activated = await visitor.post(
      ACTIVATE,
      {
        code: DEMO_CODES.acme,
        email: 'Paula.Park@acme.example',
        first_name: 'Paula',
        last_name: 'Park',
        password: PASSWORD,
      },
      { ip, headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    )
    expect(activated.statusCode).toBe(200)
    expect(activated.json()).toMatchObject({
      email: 'paula.park@acme.example',
      first_name: 'Paula',
      last_name: 'Park',
      role: 0,
      is_company_admin: false,
      active_company: t.world.acme.id,
      locale: 'de-DE',
    })
    expect((await visitor.get('/api/v1/accounts/me/')).json().email).toBe('paula.park@acme.example')
    const used = await codeRow(t.world.activation.open.id)
    expect(used.usedAt).not.toBeNull()
    expect(used.usedBy).toBeTruthy()
    const again = await t.agent().post(
      ACTIVATE,
      {
        code: DEMO_CODES.acme,
        email: 'someone.else@acme.example',
        first_name: 'S',
        last_name: 'E',
        password: PASSWORD,
      },
      { ip },
    )
    expect(again.statusCode).toBe(400)
    expect(Object.keys(again.json().errors)).toEqual(['code'])
    // The code named no address: the typed one is confirmed by mail before the next sign-in.
    const refused = await t
      .agent()
      .post('/api/v1/accounts/login/', { email: 'paula.park@acme.example', password: PASSWORD })
    expect(refused.statusCode).toBe(403)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'paula.park@acme.example'))
    expect(mail).toMatchObject({ template: 'email_verification', status: 'stored' })
    const token = new URL(mail!.body!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')
    expect((await t.agent().post('/api/v1/accounts/verify-email/', { token })).statusCode).toBe(200)
    expect((await t.signIn('paula.park@acme.example', PASSWORD)).cookies.size).toBeGreaterThan(0)
  })

  it('needs only the password when the code names the person', async () => {
    const visitor = t.agent()
    const check = (await visitor.post(CHECK, { code: DEMO_CODES.named }, { ip: nextIp() })).json()
    expect(check).toMatchObject({
      email: 'tom.neu@acme.example',
      first_name: 'Tom',
      last_name: 'Neu',
      has_account: false,
    })
    const mismatch = await visitor.post(ACTIVATE, {
      code: DEMO_CODES.named,
      email: 'eve@acme.example',
      password: PASSWORD,
    })
    expect(mismatch.json().errors).toEqual({ email: ['This code was issued for another e-mail address.'] })
    const activated = await visitor.post(ACTIVATE, { code: DEMO_CODES.named, password: PASSWORD })
    expect(activated.json()).toMatchObject({
      email: 'tom.neu@acme.example',
      first_name: 'Tom',
      last_name: 'Neu',
    })
    const [tom] = await t.db.select().from(users).where(eq(users.email, 'tom.neu@acme.example'))
    expect(tom!.emailVerified).toBe(true)
  })

  it('refuses an unnamed code without e-mail or names, and a too short password, using nothing', async () => {
    const { id, code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    const visitor = t.agent()
    const noEmail = await visitor.post(ACTIVATE, { code, password: PASSWORD })
    expect(noEmail.json().errors).toEqual({ email: ['This field is required.'] })
    const noNames = await visitor.post(ACTIVATE, { code, email: 'nameless@acme.example', password: PASSWORD })
    expect(Object.keys(noNames.json().errors).sort()).toEqual(['first_name', 'last_name'])
    const short = await visitor.post(ACTIVATE, {
      code,
      email: 'x@acme.example',
      first_name: 'X',
      last_name: 'Y',
      password: 'short',
    })
    expect(Object.keys(short.json().errors)).toEqual(['password'])
    expect((await codeRow(id)).usedAt).toBeNull()
    expect(await t.db.select().from(users).where(eq(users.email, 'nameless@acme.example'))).toEqual([])
  })

  it('refuses expired and revoked codes', async () => {
    for (const code of [t.world.activation.expired.code, t.world.activation.revoked.code]) {
      const answer = await t.agent().post(CHECK, { code }, { ip: nextIp() })
      expect(answer.statusCode).toBe(400)
      expect(Object.keys(answer.json().errors)).toEqual(['code'])
    }
  })

  it('adds the company to an existing account only with its current password', async () => {
    const { id, code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    const gina = t.agent()
    const ip = nextIp()
    const wrong = await gina.post(
      ACTIVATE,
      { code, email: 'user@globex.example', password: 'not-her-password' },
      { ip },
    )
    expect(wrong.json().errors).toEqual({
      password: ['An account with this e-mail exists: enter its current password to join the company.'],
    })
    expect((await codeRow(id)).usedAt).toBeNull()
    const joined = await gina.post(
      ACTIVATE,
      { code, email: 'user@globex.example', password: 'Portal!demo1' },
      { ip },
    )
    expect(joined.json()).toMatchObject({
      email: 'user@globex.example',
      first_name: 'Gina',
      active_company: t.world.acme.id,
    })
    const memberships = await t.db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, t.world.users['user@globex.example']!.id))
    expect(memberships.map((m) => m.companyId).sort()).toEqual([t.world.acme.id, t.world.globex.id].sort())
    // Her password is unchanged.
    await t.signIn('user@globex.example')
  })

  it('sets the password of an invited account only from a code issued for its address', async () => {
    const invited = await createUser(t.db, {
      email: 'ivy.invited@acme.example',
      firstName: 'Ivy',
      lastName: 'Vite',
    })
    await t.db.delete(authAccounts).where(eq(authAccounts.userId, invited.id))
    const open = await createActivationCode(t.db, { companyId: t.world.globex.id })
    const takeover = await t.agent().post(ACTIVATE, {
      code: open.code,
      email: 'ivy.invited@acme.example',
      first_name: 'Mallory',
      last_name: 'M',
      password: PASSWORD,
    })
    expect(takeover.json().errors).toEqual({
      email: ['An account with this e-mail exists. Sign in, or ask for a code issued to this address.'],
    })
    const named = await createActivationCode(t.db, {
      companyId: t.world.globex.id,
      email: 'ivy.invited@acme.example',
    })
    const activated = await t.agent().post(ACTIVATE, { code: named.code, password: PASSWORD })
    expect(activated.json()).toMatchObject({ first_name: 'Ivy', active_company: t.world.globex.id })
    await t.signIn('ivy.invited@acme.example', PASSWORD)
  })

  it('refuses a deactivated account', async () => {
    const { code } = await createActivationCode(t.db, {
      companyId: t.world.acme.id,
      email: 'nora.berg@acme.example',
    })
    const answer = await t.agent().post(ACTIVATE, { code, password: PASSWORD })
    expect(answer.json().errors).toEqual({
      email: ['This account is deactivated. Please contact your administrator.'],
    })
  })

  it('ends the session the browser came with', async () => {
    const ada = await t.signIn('user@acme.example')
    const adaId = t.world.users['user@acme.example']!.id
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, adaId))
    const { code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    const activated = await ada.post(ACTIVATE, {
      code,
      email: 'quentin.quick@acme.example',
      first_name: 'Quentin',
      last_name: 'Quick',
      password: PASSWORD,
    })
    expect(activated.json().email).toBe('quentin.quick@acme.example')
    expect((await ada.get('/api/v1/accounts/me/')).json().email).toBe('quentin.quick@acme.example')
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, adaId))
    expect(after).toHaveLength(before.length - 1)
  })
})

describe('guessing codes', () => {
  it('locks an address out after ten wrong codes, and nobody else', async () => {
    const ip = nextIp()
    const guesser = t.agent()
    for (let i = 0; i < 10; i++) {
      const miss = await guesser.post(CHECK, { code: `WRONG-CODE-${i}` }, { ip })
      expect(miss.statusCode).toBe(400)
    }
    const locked = await guesser.post(CHECK, { code: 'WRONG-CODE-X' }, { ip })
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    const { id, code } = await createActivationCode(t.db, { companyId: t.world.acme.id })
    const right = await guesser.post(
      ACTIVATE,
      { code, email: 'z@acme.example', first_name: 'Z', last_name: 'Z', password: PASSWORD },
      { ip },
    )
    expect(right.statusCode).toBe(429)
    expect((await codeRow(id)).usedAt).toBeNull()
    expect((await t.agent().post(CHECK, { code }, { ip: nextIp() })).statusCode).toBe(200)
    // The accounts' own sign-in is untouched.
    await t.signIn('lead@acme.example')
  })
})
