import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, verifications } from '../../core/identity.tables.ts'
import { mailOutbox } from '../../core/mail.tables.ts'
import { Mailer } from '../../core/mail.ts'
import { linkIn, startSmtpServer } from '../../test/smtp.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { sendPasswordLink, setPasswordWithToken } from './password-links.ts'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startTestApp({ publicUrl: 'https://portal.example' })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const quiet = { error: () => {} }
const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!
const over = (smtpUrl: string | null) => ({
  db: t.db,
  config: t.config,
  mailer: new Mailer(t.db, { smtpUrl, from: 'Portal <portal@example.com>' }, quiet),
})

describe('password links by e-mail', () => {
  it('mails a link in the recipient’s language over SMTP; following it sets the password once', async () => {
    const ada = await userRow('user@acme.example')
    const before = await t.signIn('user@acme.example')
    expect(await sendPasswordLink(over(smtp.url), ada, 'password_reset')).toBe('sent')

    const [mail] = await smtp.mailsTo('user@acme.example')
    expect(mail!.subject).toBe('Passwort für das Kundenportal zurücksetzen')
    expect(mail!.text).toContain('Guten Tag Ada Muster,')
    expect(mail!.html).toContain('<a href="https://portal.example/reset-password?token=')
    const link = linkIn(mail!)
    // Ada reads German: the page has no locale prefix.
    expect(link.pathname).toBe('/reset-password')

    const token = link.searchParams.get('token')!
    expect(await setPasswordWithToken(t.db, token, 'Brand-new!pass1')).toBe(ada.id)
    expect(await setPasswordWithToken(t.db, token, 'Another!pass2')).toBeNull()
    // Every session of the account has ended; the new password signs in, the old one does not.
    expect((await before.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    await expect(t.signIn('user@acme.example')).rejects.toThrow()
    expect(
      (await (await t.signIn('user@acme.example', 'Brand-new!pass1')).get('/api/v1/accounts/me/')).statusCode,
    ).toBe(200)

    // A delivered mail keeps no body in the outbox: its link must not be readable there.
    const [recorded] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'user@acme.example'))
    expect(recorded).toMatchObject({
      status: 'sent',
      body: null,
      template: 'password_reset',
      locale: 'de-DE',
    })
  })

  it('keeps only the newest link of a user working, and none past its hour', async () => {
    const gina = await userRow('user@globex.example')
    await sendPasswordLink(over(smtp.url), gina, 'password_reset')
    await sendPasswordLink(over(smtp.url), gina, 'password_reset')
    const mails = await smtp.mailsTo('user@globex.example')
    expect(mails).toHaveLength(2)
    const [first, second] = mails.map((m) => linkIn(m).searchParams.get('token')!)
    // English reader: the page is under /en-US.
    expect(linkIn(mails[0]!).pathname).toBe('/en-US/reset-password')
    expect(await setPasswordWithToken(t.db, first!, 'Gina!newpass1')).toBeNull()
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'password:%'))
    expect(await setPasswordWithToken(t.db, second!, 'Gina!newpass1')).toBeNull()
  })

  it('stores the mail in the outbox without SMTP, readable by staff only', async () => {
    const mia = await userRow('mia.chen@acme.example')
    expect(await sendPasswordLink(over(null), mia, 'invitation')).toBe('stored')
    const admin = await t.signIn('admin@example.com')
    const outbox = (await admin.get('/api/v1/mail/outbox/?search=mia.chen')).json()
    expect(outbox.results[0]).toMatchObject({
      recipient: 'mia.chen@acme.example',
      subject: 'Your Client Portal account is ready',
      status: 'stored',
    })
    expect(outbox.results[0].body).toContain('https://portal.example/en-US/reset-password?token=')
    expect(outbox.results[0].body).toContain('within 168 hours')
    expect((await (await t.signIn('lead@acme.example')).get('/api/v1/mail/outbox/')).statusCode).toBe(403)
  })

  it('records a failed delivery instead of failing the request', async () => {
    const liam = await userRow('liam.oconnor@acme.example')
    expect(await sendPasswordLink(over('smtp://127.0.0.1:9'), liam, 'password_reset')).toBe('failed')
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, liam.email))
    expect(row!.status).toBe('failed')
    expect(row!.error).toBeTruthy()
  })
})
