import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { companyMemberships } from '../companies/companies.tables.ts'
import { createUser } from './accounts.seed.ts'
import { users } from './accounts.tables.ts'
import { applyAutoAssign } from './apply-auto-assign.ts'
import { createRule } from './auto-assign.seed.ts'
import { autoAssignRules } from './auto-assign.tables.ts'
import { groupMembers } from './groups.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
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
      groups: [{ id: t.world.groups.analysts.id, name: 'Analysts' }],
      group_ids: [t.world.groups.analysts.id],
      is_company_admin: false,
      is_active: true,
    })
    expect((await lena.get(`${LIST}${t.world.autoAssignRules.globex.id}/`)).statusCode).toBe(404)
    expect((await (await t.signIn('user@acme.example')).get(LIST)).statusCode).toBe(403)
    const hank = await t.signIn('hank.scorpio@globex.example')
    expect(domains((await hank.get(LIST)).json())).toEqual(['globex.example'])
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
    expect(assigned.json().company).toBe(t.world.acme.id)
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
    expect(groups.map((g) => g.groupId)).toEqual([t.world.groups.analysts.id])
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
