import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships, users, verifications } from '../../core/identity.tables.ts'
import { groupMembers } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://portal.example' })
})
afterAll(() => t.close())

const REGISTER = '/api/v1/accounts/register/'
const VERIFY = '/api/v1/accounts/verify-email/'
const LOGIN = '/api/v1/accounts/login/'
const PASSWORD = 'Newcomer!pass1'
// Each test registers from its own address: the per-IP throttle must not carry over between tests.
let lastIp = 0
const nextIp = () => `198.51.100.${++lastIp}`

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  first_name: 'Nina',
  last_name: 'Neu',
  password: PASSWORD,
  locale: 'en-US',
  ...extra,
})
const register = (email: string, extra: Record<string, unknown> = {}, ip = nextIp()) =>
  t.agent().post(REGISTER, registration(email, extra), { ip })

/** The newest mail to an address, as an admin reads it in the outbox. */
async function mailTo(email: string) {
  const admin = await t.signIn('admin@example.com')
  const outbox = (await admin.get(`/api/v1/mail/outbox/?search=${encodeURIComponent(email)}`)).json()
  return outbox.results[0] as { subject: string; body: string; template: string; locale: string } | undefined
}
const linkIn = (body: string) => new URL(body.match(/https:\/\/\S+/)![0])
const tokenIn = (body: string) => linkIn(body).searchParams.get('token')!
const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]

describe('registration', () => {
  it('creates an unverified account in the rule’s company and groups, and mails a verification link', async () => {
    const answer = await register('Nina.Neu@ACME.example')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().detail).toMatch(/sent a mail/)
    const nina = await userRow('nina.neu@acme.example')
    expect(nina).toMatchObject({ emailVerified: false, firstName: 'Nina', locale: 'en-US' })
    expect(nina!.activeCompanyId).toBe(t.world.acme.id)
    const [membership] = await t.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, nina!.id))
    expect(membership).toMatchObject({ companyId: t.world.acme.id, isCompanyAdmin: false })
    const groups = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, nina!.id))
    expect(groups.map((g) => g.setId)).toEqual([t.world.groups.analysts.id])

    const mail = await mailTo('nina.neu@acme.example')
    expect(mail).toMatchObject({
      subject: 'Confirm your e-mail address for the Client Portal',
      template: 'email_verification',
    })
    expect(mail!.body).toContain('within 48 hours')
    expect(linkIn(mail!.body).pathname).toBe('/en-US/callback/verify-email')
  })

  it('refuses sign-in until the address is confirmed, with a message only the right password gets', async () => {
    await register('olaf@acme.example')
    const early = await t.agent().post(LOGIN, { email: 'olaf@acme.example', password: PASSWORD })
    expect(early.statusCode).toBe(403)
    expect(early.json().detail).toMatch(/confirm your e-mail address first/)
    expect(early.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined()
    const wrong = await t.agent().post(LOGIN, { email: 'olaf@acme.example', password: 'Not-the-pass1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().detail).toBe('E-mail or password is wrong.')

    const token = tokenIn((await mailTo('olaf@acme.example'))!.body)
    const verified = await t.agent().post(VERIFY, { token })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toEqual({ email: 'olaf@acme.example' })
    const again = await t.agent().post(VERIFY, { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().errors.token).toEqual([
      'This link is not valid any more: it has been used or has expired. Ask for a new one.',
    ])

    const olaf = await t.signIn('olaf@acme.example', PASSWORD)
    expect((await olaf.get('/api/v1/accounts/me/')).json()).toMatchObject({
      email: 'olaf@acme.example',
      first_name: 'Nina',
      active_company: t.world.acme.id,
      is_company_admin: false,
    })
  })

  it('mails in the language chosen on the page; German links have no prefix', async () => {
    await register('greta@globex.example', { locale: 'de-DE', first_name: 'Greta' })
    const mail = await mailTo('greta@globex.example')
    expect(mail).toMatchObject({
      locale: 'de-DE',
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für das Kundenportal',
    })
    expect(mail!.body).toContain('Guten Tag Greta Neu,')
    expect(linkIn(mail!.body).pathname).toBe('/callback/verify-email')
    expect((await userRow('greta@globex.example'))!.activeCompanyId).toBe(t.world.globex.id)
  })

  it('is closed where no active rule covers the domain, saying so on the e-mail field', async () => {
    for (const email of ['someone@initech.example', 'someone@gmail.com', 'someone@sub.acme.example']) {
      const answer = await register(email)
      expect(answer.statusCode, email).toBe(400)
      expect(answer.json().errors, email).toEqual({
        email: [
          'Registration is not open for this e-mail domain. Ask your company’s administrator for an invitation.',
        ],
      })
      expect(await userRow(email), email).toBeUndefined()
    }
    const invalid = await register('not-an-address')
    expect(invalid.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] })
    const weak = await register('weak@acme.example', { password: 'short' })
    expect(Object.keys(weak.json().errors)).toEqual(['password'])
  })

  it('answers an existing address exactly like a new one, changes nothing and tells its owner', async () => {
    const before = await userRow('user@acme.example')
    const fresh = await register('fresh@acme.example')
    const existing = await register('user@acme.example', {
      first_name: 'Mallory',
      password: 'Otter!kettle-88',
    })
    expect(existing.statusCode).toBe(fresh.statusCode)
    expect(existing.body).toBe(fresh.body)
    expect(await userRow('user@acme.example')).toEqual(before)
    // Ada reads German: the mail says an account exists and how to get back in.
    const mail = await mailTo('user@acme.example')
    expect(mail).toMatchObject({
      template: 'account_exists',
      subject: 'Sie haben bereits ein Konto im Kundenportal',
    })
    expect(mail!.body).toContain('https://portal.example/login')
    expect(mail!.body).toContain('https://portal.example/reset-password')
    // The demo password still signs in: the registration's password was not taken.
    await expect(t.signIn('user@acme.example')).resolves.toBeDefined()
  })

  it('lets the newest registration of an unconfirmed address replace the pending one', async () => {
    await register('twice@acme.example', { first_name: 'First' })
    const first = tokenIn((await mailTo('twice@acme.example'))!.body)
    await register('twice@acme.example', { first_name: 'Second', password: 'Walnut!harbour-5' })
    const second = tokenIn((await mailTo('twice@acme.example'))!.body)
    expect((await t.agent().post(VERIFY, { token: first })).statusCode).toBe(400)
    expect((await t.agent().post(VERIFY, { token: second })).statusCode).toBe(200)
    expect((await userRow('twice@acme.example'))!.firstName).toBe('Second')
    await expect(t.signIn('twice@acme.example', PASSWORD)).rejects.toThrow()
    await t.signIn('twice@acme.example', 'Walnut!harbour-5')
  })

  it('refuses an expired verification link', async () => {
    await register('late@acme.example')
    const token = tokenIn((await mailTo('late@acme.example'))!.body)
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'verify-email:%'))
    expect((await t.agent().post(VERIFY, { token })).statusCode).toBe(400)
    expect((await userRow('late@acme.example'))!.emailVerified).toBe(false)
  })

  it('does not revive a deactivated account through its link', async () => {
    await register('leaver@acme.example')
    const token = tokenIn((await mailTo('leaver@acme.example'))!.body)
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'leaver@acme.example'))
    expect((await t.agent().post(VERIFY, { token })).statusCode).toBe(400)
  })
})

describe('registration throttle', () => {
  it('locks an address after 5 requests in an hour, whatever the IP', async () => {
    for (let i = 0; i < 5; i++) expect((await register('eager@acme.example')).statusCode).toBe(200)
    const locked = await register('eager@acme.example')
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000)
    expect(locked.json().detail).toMatch(/Too many requests/)
  })

  it('locks an IP after 20 requests in an hour, and no other', async () => {
    const ip = nextIp()
    for (let i = 0; i < 20; i++) {
      expect((await register(`flood${i}@initech.example`, {}, ip)).statusCode).toBe(400)
    }
    expect((await register('calm@acme.example', {}, ip)).statusCode).toBe(429)
    expect((await register('calm@acme.example')).statusCode).toBe(200)
    const rows = await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'calm@acme.example')))
    expect(rows).toHaveLength(1)
  })
})
