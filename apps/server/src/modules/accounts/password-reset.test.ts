import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, verifications } from '../../core/identity.tables.ts'
import { mailOutbox } from '../../core/mail.tables.ts'
import { Mailer } from '../../core/mail.ts'
import { linkIn, startSmtpServer } from '../../test/smtp.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from './accounts.seed.ts'
import { sendPasswordLink } from './password-links.ts'

const RESET = '/api/v1/accounts/password-reset/'
const CONFIRM = '/api/v1/accounts/password-reset/confirm/'
let lastIp = 0
const nextIp = () => `203.0.113.${++lastIp}`

describe('password reset over a real SMTP server', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await startTestApp({
      publicUrl: 'https://portal.example',
      mail: { smtpUrl: smtp.url, from: 'Portal <portal@example.com>' },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('mails the link, whose token sets a new password once; every session ends', async () => {
    const before = await t.signIn('user@globex.example')
    // Served once, so the session is in this process's cache when the password changes.
    expect((await before.get('/api/v1/accounts/me/')).statusCode).toBe(200)
    const requested = await t.agent().post(RESET, { email: 'User@Globex.example' }, { ip: nextIp() })
    expect(requested.statusCode).toBe(200)

    const [mail] = await smtp.mailsTo('user@globex.example')
    expect(mail!.subject).toBe('Reset your Client Portal password')
    const link = linkIn(mail!)
    expect(link.pathname).toBe('/en-US/reset-password')
    const token = link.searchParams.get('token')!

    const confirmed = await t.agent().post(CONFIRM, { token, new_password: 'Globex!fresh1' })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ email: 'user@globex.example' })
    expect((await before.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    await expect(t.signIn('user@globex.example')).rejects.toThrow()
    const gina = await t.signIn('user@globex.example', 'Globex!fresh1')
    expect((await gina.get('/api/v1/accounts/me/')).json().email).toBe('user@globex.example')

    const reused = await t.agent().post(CONFIRM, { token, new_password: 'Globex!again1' })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().errors.token).toHaveLength(1)
  })
})

describe('password reset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://portal.example' })
  })
  afterAll(() => t.close())

  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))
  const tokenIn = (body: string) => new URL(body.match(/https:\/\/\S+/)![0]).searchParams.get('token')!

  it('answers the same for any address and mails only an active account', async () => {
    await createUser(t.db, { email: 'sleeping@acme.example', isActive: false })
    const answers = []
    for (const email of ['mia.chen@acme.example', 'nobody@acme.example', 'sleeping@acme.example']) {
      answers.push(await t.agent().post(RESET, { email }, { ip: nextIp() }))
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(answers[0]!.json().detail).toMatch(/If an account has this address/)
    expect(await mailsTo('mia.chen@acme.example')).toHaveLength(1)
    expect(await mailsTo('nobody@acme.example')).toHaveLength(0)
    expect(await mailsTo('sleeping@acme.example')).toHaveLength(0)
  })

  it('refuses a link past its hour, a made-up token and a weak password, changing nothing', async () => {
    await t.agent().post(RESET, { email: 'sofia.rossi@acme.example' }, { ip: nextIp() })
    const [mail] = await mailsTo('sofia.rossi@acme.example')
    const token = tokenIn(mail!.body!)
    const weak = await t.agent().post(CONFIRM, { token, new_password: 'short' })
    expect(Object.keys(weak.json().errors)).toEqual(['new_password'])
    const madeUp = await t.agent().post(CONFIRM, { token: `${token}x`, new_password: 'Sofia!newpass1' })
    expect(madeUp.statusCode).toBe(400)
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'password:%'))
    const late = await t.agent().post(CONFIRM, { token, new_password: 'Sofia!newpass1' })
    expect(late.statusCode).toBe(400)
    await expect(t.signIn('sofia.rossi@acme.example')).resolves.toBeDefined()
  })

  it('takes an invitation link on the same endpoint', async () => {
    const invited = await createUser(t.db, {
      email: 'invited@acme.example',
      company: { id: t.world.acme.id },
    })
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, invited.id))
    await sendPasswordLink(
      { db: t.db, config: t.config, mailer: new Mailer(t.db, t.config.mail, { error: () => {} }) },
      { ...invited, locale: 'en-US' },
      'invitation',
    )
    const [mail] = await mailsTo('invited@acme.example')
    expect(mail!.template).toBe('invitation')
    const confirmed = await t
      .agent()
      .post(CONFIRM, { token: tokenIn(mail!.body!), new_password: 'Harbour!lantern-7' })
    expect(confirmed.statusCode).toBe(200)
    // Following the mailed link confirmed the address too.
    await expect(t.signIn('invited@acme.example', 'Harbour!lantern-7')).resolves.toBeDefined()
  })

  it('locks an address after 5 requests in an hour, and an IP after 20', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.agent().post(RESET, { email: 'liam.oconnor@acme.example' }, { ip: nextIp() })).statusCode,
      ).toBe(200)
    }
    const locked = await t.agent().post(RESET, { email: 'liam.oconnor@acme.example' }, { ip: nextIp() })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBeDefined()
    expect(await mailsTo('liam.oconnor@acme.example')).toHaveLength(5)

    const ip = nextIp()
    for (let i = 0; i < 20; i++) await t.agent().post(RESET, { email: `ghost${i}@acme.example` }, { ip })
    expect((await t.agent().post(RESET, { email: 'jonas.weber@acme.example' }, { ip })).statusCode).toBe(429)
    expect(await mailsTo('jonas.weber@acme.example')).toHaveLength(0)
  })
})
