import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/identity.tables.ts'
import { mailOutbox } from '../../core/mail.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const BATCH = '/api/v1/accounts/users/batch/'
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n

describe('batch of users', () => {
  it('checks every row first and writes nothing when one is wrong, reporting row → field → messages', async () => {
    const lena = await t.signIn('lead@acme.example')
    const before = await userCount()
    const answer = await lena.post(BATCH, {
      rows: [
        { email: 'fine@acme.example', first_name: 'Fine', groups: ['analysts'] },
        { email: 'not-an-email', locale: 'xx-XX' },
        { email: ' FINE@acme.example ' },
        { email: 'Jonas.Weber@ACME.example' },
        { email: 'elsewhere@acme.example', company: 'Globex', groups: ['Pilot users'] },
        { email: 'grouped@acme.example', groups: ['Analysts', 'Astronauts'] },
      ],
    })
    expect(answer.statusCode).toBe(400)
    // In Lena's language; rows are counted from 0 as in the request.
    expect(answer.json()).toEqual({
      type: 'about:blank',
      title: 'Ungültige Anfrage',
      status: 400,
      detail: '5 Zeilen sind fehlerhaft. Es wurde nichts angelegt.',
      errors: {
        'rows.1.email': ['Geben Sie eine gültige E-Mail-Adresse ein.'],
        'rows.1.locale': ['Erlaubt sind: de-DE, en-US, es-ES, zh-CHS, fr-FR, pt-PT, de-AT.'],
        'rows.2.email': ['Diese E-Mail-Adresse steht auch in Zeile 1.'],
        'rows.3.email': ['Ein Konto mit dieser E-Mail-Adresse gibt es bereits.'],
        // Groups are looked up in the row's company: with a wrong company only that is reported.
        'rows.4.company': ['Nur Ihr eigenes Unternehmen kann gewählt werden.'],
        'rows.5.groups': ['Eine Gruppe „Astronauts“ gibt es in diesem Unternehmen nicht.'],
      },
    })
    expect(await userCount()).toBe(before)
  })

  it('creates all rows in one go with companies and groups by name, then mails the invitations', async () => {
    const admin = await t.signIn('admin@example.com')
    const answer = await admin.post(BATCH, {
      rows: [
        {
          email: 'Ann.Ray@globex.example',
          first_name: 'Ann',
          last_name: 'Ray',
          company: 'globex',
          is_company_admin: true,
        },
        {
          email: 'bo.lee@globex.example',
          first_name: 'Bo',
          company: t.world.globex.id,
          groups: ['Pilot users'],
        },
        { email: 'cy.doe@acme.example', locale: 'de-DE', groups: ['Analysts', 'Management'] },
      ],
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toMatchObject({
      created: [
        { email: 'ann.ray@globex.example' },
        { email: 'bo.lee@globex.example' },
        { email: 'cy.doe@acme.example' },
      ],
      invited: 3,
    })
    const ann = (await admin.get(`/api/v1/accounts/users/${answer.json().created[0].id}/`)).json()
    expect(ann).toMatchObject({
      first_name: 'Ann',
      locale: 'en-US',
      companies: [{ name: 'Globex', is_company_admin: true }],
    })
    const cy = (await admin.get(`/api/v1/accounts/users/${answer.json().created[2].id}/`)).json()
    expect(cy).toMatchObject({ companies: [{ name: 'ACME' }], locale: 'de-DE' })
    expect(cy.groups.map((g: { name: string }) => g.name)).toEqual(['Analysts', 'Management'])
    const [invitation] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'cy.doe@acme.example'))
    expect(invitation).toMatchObject({ template: 'invitation', locale: 'de-DE', status: 'stored' })
    const log = (await admin.get('/api/v1/accounts/audit-log/?action=created')).json()
    expect(log.results.map((e: { target_email: string }) => e.target_email)).toEqual(
      expect.arrayContaining(['ann.ray@globex.example', 'bo.lee@globex.example', 'cy.doe@acme.example']),
    )
  })

  it('sends no mail when asked not to', async () => {
    const lena = await t.signIn('lead@acme.example')
    const answer = await lena.post(BATCH, { rows: [{ email: 'quiet@acme.example' }], invite: false })
    expect(answer.json()).toMatchObject({ invited: 0, created: [{ email: 'quiet@acme.example' }] })
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'quiet@acme.example')),
    ).toEqual([])
  })

  it('refuses an empty batch and one of more than 1000 rows', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(BATCH, { rows: [] })).statusCode).toBe(400)
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ email: `bulk${i}@acme.example` }))
    const refused = await admin.post(BATCH, { rows: tooMany })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toHaveProperty('rows')
  })
})
