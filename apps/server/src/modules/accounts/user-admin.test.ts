import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, teamMembers } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from './accounts.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const USERS = '/api/v1/accounts/users/'
const id = (email: string) => t.world.users[email]!.id
const one = (email: string) => `${USERS}${id(email)}/`
const AUDIT = '/api/v1/accounts/audit-log/'
type Agent = Awaited<ReturnType<TestApp['signIn']>>
/** The editable fields of a user as the detail shows them: what a form sends back. */
const formOf = async (agent: Agent, email: string) => {
  const user = (await agent.get(one(email))).json()
  return { email: user.email, first_name: user.first_name, last_name: user.last_name, locale: user.locale }
}
const lastEvent = async (target: string) => {
  const admin = await t.signIn('super@example.com')
  return (await admin.get(`${AUDIT}?target=${target}`)).json().results[0]
}

describe('creating users', () => {
  it('lets staff create a user in any company with groups, and mails the invitation', async () => {
    const admin = await t.signIn('admin@example.com')
    const created = await admin.post(USERS, {
      email: '  Rita.Rep@Globex.example ',
      first_name: 'Rita',
      last_name: 'Rep',
      locale: 'de-DE',
      memberships: [{ company: t.world.globex.id, is_company_admin: true }],
      group_ids: [t.world.groups.pilots.id],
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      email: 'rita.rep@globex.example',
      role: 0,
      is_active: true,
      email_verified: false,
      companies: [{ id: t.world.globex.id, name: 'Globex', is_company_admin: true }],
      groups: [{ name: 'Pilot users' }],
    })
    const outbox = (await admin.get('/api/v1/mail/outbox/?search=rita.rep')).json()
    expect(outbox.results[0]).toMatchObject({ template: 'invitation', status: 'stored', locale: 'de-DE' })
    expect(outbox.results[0].body).toContain('/reset-password?token=')
    expect(await lastEvent(created.json().id)).toMatchObject({
      action: 'created',
      actor_email: 'admin@example.com',
      details: { companies: ['Globex'], invited: true },
    })
  })

  it('refuses an e-mail that exists already, ignoring case and spaces', async () => {
    const lena = await t.signIn('lead@acme.example')
    const answer = await lena.post(USERS, { email: ' USER@acme.example', invite: false })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors).toEqual({ email: ['Dieser Wert ist bereits vergeben.'] })
  })

  it('lets only a superuser create admins and superusers', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(USERS, { email: 'boss1@example.com', role: 1 })).statusCode).toBe(403)
    expect((await admin.post(USERS, { email: 'boss2@example.com', is_superuser: true })).statusCode).toBe(403)
    const superuser = await t.signIn('super@example.com')
    const boss = await superuser.post(USERS, { email: 'boss3@example.com', role: 1, invite: false })
    expect(boss.statusCode).toBe(201)
    expect(boss.json()).toMatchObject({ role: 1, is_superuser: false })
  })

  it('puts a company admin’s new user into their company, and only there', async () => {
    const lena = await t.signIn('lead@acme.example')
    const created = await lena.post(USERS, { email: 'newbie@acme.example', first_name: 'New', invite: false })
    expect(created.statusCode).toBe(201)
    expect(created.json().companies).toEqual([{ id: t.world.acme.id, name: 'ACME', is_company_admin: false }])
    const elsewhere = await lena.post(USERS, {
      email: 'spy@acme.example',
      memberships: [{ company: t.world.globex.id, is_company_admin: false }],
    })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().errors.memberships).toEqual(['Nur Ihr eigenes Unternehmen kann gewählt werden.'])
    expect((await lena.post(USERS, { email: 'spy@acme.example', role: 1 })).statusCode).toBe(403)
    const foreignGroup = await lena.post(USERS, {
      email: 'spy@acme.example',
      group_ids: [t.world.groups.pilots.id],
    })
    expect(foreignGroup.statusCode).toBe(400)
    expect(Object.keys(foreignGroup.json().errors)).toEqual(['group_ids'])
    expect(await t.db.select().from(users).where(eq(users.email, 'spy@acme.example'))).toEqual([])
  })
})

describe('editing users', () => {
  it('lets a company admin edit a member of their company and make them company admin', async () => {
    const lena = await t.signIn('lead@acme.example')
    const edited = await lena.request('PUT', one('sofia.rossi@acme.example'), {
      ...(await formOf(lena, 'sofia.rossi@acme.example')),
      last_name: 'Rossi-Bianchi',
      memberships: [{ company: t.world.acme.id, is_company_admin: true }],
      group_ids: [t.world.groups.management.id],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      last_name: 'Rossi-Bianchi',
      companies: [{ name: 'ACME', is_company_admin: true }],
      groups: [{ name: 'Management' }],
    })
    const events = (
      await (await t.signIn('super@example.com')).get(`${AUDIT}?target=${id('sofia.rossi@acme.example')}`)
    ).json().results
    expect(events.map((e: { action: string }) => e.action).sort()).toEqual([
      'company_admin_changed',
      'updated',
    ])
    // Sofia, now company admin, sees the users administration at once.
    expect((await (await t.signIn('sofia.rossi@acme.example')).get(USERS)).statusCode).toBe(200)
  })

  it('keeps staff accounts, other companies’ users and shared accounts out of a company admin’s reach', async () => {
    const lena = await t.signIn('lead@acme.example')
    const superForm = { email: 'super@example.com', first_name: 'Sam', last_name: 'Evil', locale: 'en-US' }
    expect((await lena.request('PUT', one('super@example.com'), superForm)).statusCode).toBe(403)
    expect((await lena.request('DELETE', one('admin@example.com'))).statusCode).toBe(403)
    expect((await lena.get(one('user@globex.example'))).statusCode).toBe(404)
    // Chris also works for Globex: his e-mail (and with it his password) stays with staff.
    const chris = await formOf(lena, 'chris.consult@partner.example')
    const takeover = await lena.request('PUT', one('chris.consult@partner.example'), {
      ...chris,
      email: 'lena.owns.this@acme.example',
    })
    expect(takeover.statusCode).toBe(403)
    expect(takeover.json().detail).toMatch(/anderen Unternehmen/)
    const flagged = await lena.request('PUT', one('chris.consult@partner.example'), {
      ...chris,
      memberships: [{ company: t.world.acme.id, is_company_admin: true }],
    })
    expect(flagged.statusCode).toBe(200)
    expect(flagged.json()).toMatchObject({ companies: [{ name: 'ACME' }], other_company_count: 1 })
  })

  it('lets only a superuser change admins and roles; nobody changes their own rights', async () => {
    const admin = await t.signIn('admin@example.com')
    const superForm = await formOf(admin, 'super@example.com')
    expect((await admin.request('PUT', one('super@example.com'), superForm)).statusCode).toBe(403)
    const mia = await formOf(admin, 'mia.chen@acme.example')
    expect((await admin.request('PUT', one('mia.chen@acme.example'), { ...mia, role: 1 })).statusCode).toBe(
      403,
    )
    const superuser = await t.signIn('super@example.com')
    const promoted = await superuser.request('PUT', one('mia.chen@acme.example'), { ...mia, role: 1 })
    expect(promoted.json()).toMatchObject({ role: 1 })
    expect(await lastEvent(id('mia.chen@acme.example'))).toMatchObject({
      action: 'role_changed',
      details: { from: 'user', to: 'admin' },
    })
    // Mia is an admin now: other admins no longer edit her.
    expect((await admin.request('PUT', one('mia.chen@acme.example'), mia)).statusCode).toBe(403)
    const self = await formOf(superuser, 'super@example.com')
    const demoted = await superuser.request('PUT', one('super@example.com'), { ...self, is_superuser: false })
    expect(demoted.statusCode).toBe(403)
    expect(demoted.json().detail).toMatch(/own rights/)
    expect(
      (await superuser.request('PUT', one('super@example.com'), { ...self, is_active: false })).statusCode,
    ).toBe(403)
    expect((await superuser.request('DELETE', one('super@example.com'))).statusCode).toBe(403)
    // Editing one's own name through the administration is fine.
    expect(
      (await superuser.request('PUT', one('super@example.com'), { ...self, last_name: 'S.' })).statusCode,
    ).toBe(200)
  })

  it('leaves a legacy address as it is when the form sends it back', async () => {
    const admin = await t.signIn('admin@example.com')
    const legacy = ' Max.Mustermann@ACME.example '
    const form = await formOf(admin, legacy)
    const saved = await admin.request('PUT', one(legacy), { ...form, first_name: 'Maximilian' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ email: legacy, first_name: 'Maximilian' })
  })

  it('ends a deactivated user’s sessions at once, and lets them back in when reactivated', async () => {
    const liam = await t.signIn('liam.oconnor@acme.example')
    expect((await liam.get('/api/v1/accounts/me/')).statusCode).toBe(200)
    const admin = await t.signIn('admin@example.com')
    const form = await formOf(admin, 'liam.oconnor@acme.example')
    const off = await admin.request('PUT', one('liam.oconnor@acme.example'), { ...form, is_active: false })
    expect(off.json().is_active).toBe(false)
    expect((await liam.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    await expect(t.signIn('liam.oconnor@acme.example')).rejects.toThrow()
    await admin.request('PUT', one('liam.oconnor@acme.example'), { ...form, is_active: true })
    expect(await lastEvent(id('liam.oconnor@acme.example'))).toMatchObject({ action: 'reactivated' })
    expect((await (await t.signIn('liam.oconnor@acme.example')).get('/api/v1/accounts/me/')).statusCode).toBe(
      200,
    )
  })

  it('drops team and group memberships with a company membership, and moves the active company', async () => {
    const chrisId = id('chris.consult@partner.example')
    const chris = await t.signIn('chris.consult@partner.example')
    expect((await chris.get('/api/v1/accounts/me/')).json().active_company).toBe(t.world.acme.id)
    await t.db
      .insert(teamMembers)
      .values({ setId: t.world.teams.product.id, companyId: t.world.acme.id, userId: chrisId })
    await t.db
      .insert(groupMembers)
      .values({ setId: t.world.groups.analysts.id, companyId: t.world.acme.id, userId: chrisId })
    const admin = await t.signIn('admin@example.com')
    const moved = await admin.request('PUT', one('chris.consult@partner.example'), {
      ...(await formOf(admin, 'chris.consult@partner.example')),
      memberships: [{ company: t.world.globex.id, is_company_admin: false }],
    })
    expect(moved.json().companies).toEqual([
      { id: t.world.globex.id, name: 'Globex', is_company_admin: false },
    ])
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, chrisId))).toEqual([])
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, chrisId))).toEqual([])
    // His session sees the change on the next request: Globex is his active company now.
    expect((await chris.get('/api/v1/accounts/me/')).json().active_company).toBe(t.world.globex.id)
  })
})

describe('removing users', () => {
  it('lets a company admin remove someone from the company; left with none, they are deactivated', async () => {
    const lena = await t.signIn('lead@acme.example')
    const paul = await t.signIn('paul.meier@acme.example')
    expect((await lena.request('DELETE', one('paul.meier@acme.example'))).statusCode).toBe(204)
    expect((await paul.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    const admin = await t.signIn('admin@example.com')
    expect((await admin.get(one('paul.meier@acme.example'))).json()).toMatchObject({
      is_active: false,
      companies: [],
    })
    expect((await lena.get(one('paul.meier@acme.example'))).statusCode).toBe(404)
    const actions = (await admin.get(`${AUDIT}?target=${id('paul.meier@acme.example')}`))
      .json()
      .results.map((e: { action: string }) => e.action)
    expect(actions.sort()).toEqual(['deactivated', 'membership_removed'])
  })

  it('keeps the account of someone who still belongs to another company', async () => {
    const shared = await createUser(t.db, {
      email: 'shared@partner.example',
      company: { id: t.world.acme.id },
    })
    await t.db.insert(companyMemberships).values({ companyId: t.world.globex.id, userId: shared.id })
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.request('DELETE', `${USERS}${shared.id}/`)).statusCode).toBe(204)
    const [row] = await t.db.select().from(users).where(eq(users.id, shared.id))
    expect(row).toMatchObject({ isActive: true, activeCompanyId: t.world.globex.id })
    expect(
      await t.db
        .select()
        .from(companyMemberships)
        .where(
          and(eq(companyMemberships.userId, shared.id), eq(companyMemberships.companyId, t.world.acme.id)),
        ),
    ).toEqual([])
  })

  it('lets staff delete an account for good, but never their own', async () => {
    const admin = await t.signIn('admin@example.com')
    const olivia = id('olivia.hart@acme.example')
    expect((await admin.request('DELETE', one('olivia.hart@acme.example'))).statusCode).toBe(204)
    expect((await admin.get(`${USERS}${olivia}/`)).statusCode).toBe(404)
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, olivia))).toEqual([])
    expect(await lastEvent(olivia)).toMatchObject({
      action: 'deleted',
      target_email: 'olivia.hart@acme.example',
      details: { companies: ['ACME'] },
    })
    expect((await admin.request('DELETE', one('admin@example.com'))).statusCode).toBe(403)
  })
})

describe('reset mails and impersonation', () => {
  it('sends a reset mail to an active user in reach, and records it', async () => {
    const lena = await t.signIn('lead@acme.example')
    const sent = await lena.post(`${one('jonas.weber@acme.example')}reset_password/`)
    expect(sent.json()).toEqual({ mail_status: 'stored' })
    const admin = await t.signIn('admin@example.com')
    const outbox = (await admin.get('/api/v1/mail/outbox/?search=jonas.weber')).json()
    expect(outbox.results[0]).toMatchObject({
      template: 'password_reset',
      subject: expect.stringMatching(/Passwort/),
    })
    expect(await lastEvent(id('jonas.weber@acme.example'))).toMatchObject({
      action: 'reset_mail_sent',
      actor_email: 'lead@acme.example',
    })
    expect((await admin.post(`${one('nora.berg@acme.example')}reset_password/`)).statusCode).toBe(400)
    expect((await admin.post(`${one('super@example.com')}reset_password/`)).statusCode).toBe(403)
  })

  it('gives an admin acting as a company admin exactly that company admin’s rights, and logs both', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(`/api/v1/accounts/impersonate/${id('lead@acme.example')}/`)).statusCode).toBe(
      200,
    )
    expect((await admin.get(one('user@globex.example'))).statusCode).toBe(404)
    expect((await admin.get(AUDIT)).statusCode).toBe(403)
    const form = await formOf(admin, 'emil.novak@acme.example')
    expect(
      (await admin.request('PUT', one('emil.novak@acme.example'), { ...form, first_name: 'Emilio' }))
        .statusCode,
    ).toBe(200)
    expect(await lastEvent(id('emil.novak@acme.example'))).toMatchObject({
      action: 'updated',
      actor_email: 'lead@acme.example',
      impersonator_email: 'admin@example.com',
      details: { fields: ['first_name'] },
    })
  })
})
