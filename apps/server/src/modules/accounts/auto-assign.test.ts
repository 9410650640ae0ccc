import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from './accounts.seed.ts'
import { applyAutoAssign } from './apply-auto-assign.ts'
import { createRule } from './auto-assign.seed.ts'
import { autoAssignRules } from './auto-assign.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    operatorDomains: loadConfig({ OPERATOR_DOMAINS: 'Portal-Operator.example' }).operatorDomains,
  })
})
afterAll(() => t.close())

const LIST = '/api/v1/accounts/auto-assign-rules/'
const domains = (body: { results: { domain: string }[] }) => body.results.map((r) => r.domain)

describe('auto-assign rules', () => {
  it('shows the company admin the rules of their company with their groups; users may not see them', async () => {
    const lena = await t.signIn('lead@acme.example')
    const list = (await lena.get(LIST)).json()
    expect(domains(list)).toEqual(['acme.example'])
    expect(list.results[0]).toMatchObject({
      company: t.world.acme.id,
      company_name: 'ACME',
      status: 'approved',
      groups: [{ id: t.world.groups.analysts.id, name: 'Analysts' }],
      group_ids: [t.world.groups.analysts.id],
      is_company_admin: false,
      is_active: true,
    })
    expect((await lena.get(`${LIST}${t.world.autoAssignRules.globex.id}/`)).statusCode).toBe(404)
    expect((await (await t.signIn('user@acme.example')).get(LIST)).statusCode).toBe(403)
    const hank = await t.signIn('hank.scorpio@globex.example')
    expect(domains((await hank.get(LIST)).json())).toEqual(['globex-research.example', 'globex.example'])
  })

  it('creates a rule with a normalised domain, edits and deletes it', async () => {
    const lena = await t.signIn('lead@acme.example')
    const created = await lena.post(LIST, {
      domain: '  @Sales.ACME-Corp.Example. ',
      group_ids: [t.world.groups.management.id],
      is_company_admin: true,
    })
    expect(created.statusCode).toBe(201)
    const rule = created.json()
    expect(rule).toMatchObject({
      domain: 'sales.acme-corp.example',
      status: 'pending',
      reviewed_at: null,
      groups: [{ name: 'Management' }],
      is_company_admin: true,
      is_active: true,
    })
    // An international domain is kept as its punycode, the form mail addresses arrive in.
    const idn = await lena.post(LIST, { domain: 'Bücher-ACME.example' })
    expect(idn.json().domain).toBe('xn--bcher-acme-9db.example')
    const edited = await lena.request('PUT', `${LIST}${rule.id}/`, {
      domain: 'sales.acme-corp.example',
      group_ids: [],
      is_active: false,
    })
    expect(edited.json()).toMatchObject({ groups: [], is_company_admin: false, is_active: false })
    expect(domains((await lena.get(`${LIST}?search=CORP`)).json())).toEqual(['sales.acme-corp.example'])
    expect((await lena.request('DELETE', `${LIST}${rule.id}/`)).statusCode).toBe(204)
    expect((await lena.get(`${LIST}${rule.id}/`)).statusCode).toBe(404)
  })

  it('refuses what is not a domain, public mail providers and a domain another company holds', async () => {
    await createRule(t.db, { companyId: t.world.globex.id, domain: 'globex-labs.example' })
    const lena = await t.signIn('lead@acme.example')
    const before = await t.db.select().from(autoAssignRules)
    const cases: [string, string][] = [
      ['not a domain', 'Geben Sie eine Domain wie beispiel.de ein.'],
      ['acme.example/path', 'Geben Sie eine Domain wie beispiel.de ein.'],
      ['localhost', 'Geben Sie eine Domain wie beispiel.de ein.'],
      [
        'GMail.com',
        'Die Domain eines öffentlichen E-Mail-Anbieters kann niemanden einem Unternehmen zuordnen.',
      ],
      [
        '@outlook.com',
        'Die Domain eines öffentlichen E-Mail-Anbieters kann niemanden einem Unternehmen zuordnen.',
      ],
      ['Globex-Labs.Example', 'Dieser Wert ist bereits vergeben.'],
      [
        'globex.example',
        'Personen eines anderen Unternehmens nutzen diese Domain. Bitten Sie die Administration des Portals, sie zuzuordnen.',
      ],
    ]
    for (const [domain, message] of cases) {
      const answer = await lena.post(LIST, { domain })
      expect(answer.statusCode, domain).toBe(400)
      expect(answer.json().errors, domain).toEqual({ domain: [message] })
    }
    const foreignGroup = await lena.post(LIST, {
      domain: 'research.acme.example',
      group_ids: [t.world.groups.pilots.id],
    })
    expect(Object.keys(foreignGroup.json().errors)).toEqual(['group_ids'])
    const hijack = await lena.request('PUT', `${LIST}${t.world.autoAssignRules.globex.id}/`, {
      domain: 'acme-owned.example',
    })
    expect(hijack.statusCode).toBe(404)
    expect(await t.db.select().from(autoAssignRules)).toEqual(before)
  })

  it('keeps a company admin from claiming a domain that another company’s people use; staff may', async () => {
    await createUser(t.db, { email: 'peter@initech.example', company: { id: t.world.globex.id } })
    const lena = await t.signIn('lead@acme.example')
    const refused = await lena.post(LIST, { domain: 'initech.example' })
    expect(refused.json().errors.domain).toEqual([
      'Personen eines anderen Unternehmens nutzen diese Domain. Bitten Sie die Administration des Portals, sie zuzuordnen.',
    ])
    const admin = await t.signIn('admin@example.com')
    const assigned = await admin.post(LIST, { domain: 'initech.example' })
    expect(assigned.statusCode).toBe(201)
    expect(assigned.json()).toMatchObject({ company: t.world.acme.id, status: 'approved' })
    expect(assigned.json().reviewed_at).toEqual(expect.any(String))
  })

  it('drops a deleted group from its rules', async () => {
    const lena = await t.signIn('lead@acme.example')
    const group = (await lena.post('/api/v1/accounts/groups/', { name: 'Temporary' })).json()
    const rule = (await lena.post(LIST, { domain: 'temp.acme.example', group_ids: [group.id] })).json()
    expect(rule.groups).toEqual([{ id: group.id, name: 'Temporary' }])
    await lena.request('DELETE', `/api/v1/accounts/groups/${group.id}/`)
    expect((await lena.get(`${LIST}${rule.id}/`)).json().group_ids).toEqual([])
  })
})

describe('domain approval', () => {
  const REQUESTS = '/api/v1/accounts/auto-assign-requests/'
  const OPERATOR =
    'Diese Domain gehört dem Betreiber des Portals und kann niemanden einem Unternehmen zuordnen.'
  let lastIp = 0
  const registerAt = (email: string) =>
    t
      .agent()
      .post(
        '/api/v1/accounts/register/',
        { email, first_name: 'Nina', last_name: 'Neu', password: 'Newcomer!pass1', locale: 'en-US' },
        { ip: `198.51.100.${++lastIp}` },
      )
  const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]

  it('refuses the operator’s own domains to a company admin: its staff’s and the configured ones', async () => {
    const lena = await t.signIn('lead@acme.example')
    const before = await t.db.select().from(autoAssignRules)
    for (const domain of [
      'example.com',
      'Mail.Example.com',
      'portal-operator.example',
      'eu.portal-operator.example',
    ]) {
      const answer = await lena.post(LIST, { domain })
      expect(answer.statusCode, domain).toBe(400)
      expect(answer.json().errors, domain).toEqual({ domain: [OPERATOR] })
    }
    const [acmeRule] = (await lena.get(LIST)).json().results
    const moved = await lena.request('PUT', `${LIST}${acmeRule.id}/`, { domain: 'example.com' })
    expect(moved.json().errors).toEqual({ domain: [OPERATOR] })
    expect(await t.db.select().from(autoAssignRules)).toEqual(before)
  })

  it('keeps a company admin’s new domain pending, assigning nobody, until staff approve it', async () => {
    const lena = await t.signIn('lead@acme.example')
    const requested = await lena.post(LIST, {
      domain: 'newco.example',
      group_ids: [t.world.groups.analysts.id],
    })
    expect(requested.statusCode).toBe(201)
    const rule = requested.json()
    expect(rule).toMatchObject({ status: 'pending', reviewed_at: null })

    const early = await registerAt('early@newco.example')
    expect(early.statusCode).toBe(400)
    expect(Object.keys(early.json().errors)).toEqual(['email'])
    expect(await userOf('early@newco.example')).toBeUndefined()
    const person = await createUser(t.db, { email: 'walk-in@newco.example' })
    expect(await applyAutoAssign(t.db, person)).toBeNull()

    // A company admin cannot approve their own request; staff see it in the review list.
    expect((await lena.post(`${LIST}${rule.id}/approve/`)).statusCode).toBe(403)
    const staff = await t.signIn('admin@example.com')
    const waiting = (await staff.get(REQUESTS)).json().results
    expect(waiting.map((r: { domain: string }) => r.domain)).toEqual(
      expect.arrayContaining(['newco.example', 'globex-research.example']),
    )
    expect(waiting.find((r: { id: string }) => r.id === rule.id)).toMatchObject({ company_name: 'ACME' })

    const approved = await staff.post(`${LIST}${rule.id}/approve/`)
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) })
    expect((await staff.get(REQUESTS)).json().results.map((r: { id: string }) => r.id)).not.toContain(rule.id)

    const later = await registerAt('later@newco.example')
    expect(later.statusCode).toBe(200)
    const newcomer = await userOf('later@newco.example')
    expect(newcomer!.activeCompanyId).toBe(t.world.acme.id)
    expect(await applyAutoAssign(t.db, person)).toEqual({ companyId: t.world.acme.id, ruleId: rule.id })
  })

  it('asks again when a company admin moves an approved rule to another domain; other edits keep it', async () => {
    const lena = await t.signIn('lead@acme.example')
    const staff = await t.signIn('admin@example.com')
    const rule = (await lena.post(LIST, { domain: 'branch.acme.example' })).json()
    await staff.post(`${LIST}${rule.id}/approve/`)
    const regrouped = await lena.request('PUT', `${LIST}${rule.id}/`, {
      domain: 'branch.acme.example',
      group_ids: [t.world.groups.analysts.id],
    })
    expect(regrouped.json()).toMatchObject({ status: 'approved' })
    const moved = await lena.request('PUT', `${LIST}${rule.id}/`, { domain: 'branch2.acme.example' })
    expect(moved.json()).toMatchObject({ status: 'pending', reviewed_at: null })
    const rejected = await staff.post(`${LIST}${rule.id}/reject/`)
    expect(rejected.json()).toMatchObject({ status: 'rejected' })
    const person = await createUser(t.db, { email: 'someone@branch2.acme.example' })
    expect(await applyAutoAssign(t.db, person)).toBeNull()
  })

  it('gives a domain to one company at most: a claim, pending or approved, refuses every other', async () => {
    const lena = await t.signIn('lead@acme.example')
    const staff = await t.signIn('admin@example.com')
    // Globex's request (seeded, pending) holds globex-research.example.
    const taken = await lena.post(LIST, { domain: 'globex-research.example' })
    expect(taken.json().errors).toEqual({ domain: ['Dieser Wert ist bereits vergeben.'] })
    // Staff reject it: the domain is free for another company's request, and Globex's cannot come back.
    const request = t.world.autoAssignRules.globexRequest.id
    expect((await staff.post(`${LIST}${request}/reject/`)).json()).toMatchObject({ status: 'rejected' })
    const acmeClaim = await lena.post(LIST, { domain: 'globex-research.example' })
    expect(acmeClaim.json()).toMatchObject({ status: 'pending', company: t.world.acme.id })
    const revived = await staff.post(`${LIST}${request}/approve/`)
    expect(revived.statusCode).toBe(400)
    expect(revived.json().errors).toEqual({ domain: ['This value is already taken.'] })
    const rows = await t.db
      .select()
      .from(autoAssignRules)
      .where(eq(autoAssignRules.domain, 'globex-research.example'))
    expect(rows.map((r) => [r.companyId, r.status]).sort()).toEqual(
      [
        [t.world.acme.id, 'pending'],
        [t.world.globex.id, 'rejected'],
      ].sort(),
    )
  })
})

describe('applyAutoAssign', () => {
  const membership = async (userId: string) =>
    (
      await t.db
        .select()
        .from(companyMemberships)
        .where(and(eq(companyMemberships.userId, userId), eq(companyMemberships.companyId, t.world.acme.id)))
    )[0]

  it('adds a person to the rule’s company and groups and makes it their active company, once', async () => {
    const person = await createUser(t.db, { email: 'new.analyst@acme.example' })
    expect(await applyAutoAssign(t.db, { id: person.id, email: 'New.Analyst@ACME.example' })).toEqual({
      companyId: t.world.acme.id,
      ruleId: t.world.autoAssignRules.acme.id,
    })
    expect(await applyAutoAssign(t.db, person)).not.toBeNull()
    expect(await membership(person.id)).toMatchObject({ isCompanyAdmin: false })
    const groups = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, person.id))
    expect(groups.map((g) => g.setId)).toEqual([t.world.groups.analysts.id])
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id))
    expect(row!.activeCompanyId).toBe(t.world.acme.id)
  })

  it('grants the company admin flag of a rule and never takes one away', async () => {
    await createRule(t.db, { companyId: t.world.acme.id, domain: 'board.acme.example', isCompanyAdmin: true })
    const chief = await createUser(t.db, { email: 'chief@board.acme.example' })
    await applyAutoAssign(t.db, chief)
    expect(await membership(chief.id)).toMatchObject({ isCompanyAdmin: true })
    await t.db
      .update(autoAssignRules)
      .set({ isCompanyAdmin: false })
      .where(eq(autoAssignRules.domain, 'board.acme.example'))
    await applyAutoAssign(t.db, chief)
    expect(await membership(chief.id)).toMatchObject({ isCompanyAdmin: true })
  })

  it('does nothing without an active rule for exactly that domain', async () => {
    await createRule(t.db, { companyId: t.world.acme.id, domain: 'paused.example', isActive: false })
    for (const email of ['someone@paused.example', 'someone@sub.acme.example', 'someone@gmail.com']) {
      const person = await createUser(t.db, { email })
      expect(await applyAutoAssign(t.db, person), email).toBeNull()
      expect(await membership(person.id), email).toBeUndefined()
    }
  })
})
