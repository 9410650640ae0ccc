import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/okr/teams/'
const names = (body: { results: { name: string }[] }) => body.results.map((team) => team.name)
const id = (email: string) => t.world.users[email]!.id

describe('teams of the active company', () => {
  it('lists the teams of one’s own company with lead and members, and nothing of another', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = (await ada.get(LIST)).json()
    expect(names(list)).toEqual(['Leadership', 'Operations', 'Product', 'Sales'])
    const product = list.results.find((team: { name: string }) => team.name === 'Product')
    expect(product.lead).toMatchObject({ email: 'mia.chen@acme.example', first_name: 'Mia' })
    expect(product.members.map((m: { email: string }) => m.email).sort()).toEqual([
      'liam.oconnor@acme.example',
      'mia.chen@acme.example',
      'user@acme.example',
    ])
    expect(product.member_count).toBe(3)
    expect((await ada.get(`${LIST}${t.world.teams.engineering.id}/`)).statusCode).toBe(404)
    const gina = await t.signIn('user@globex.example')
    expect(names((await gina.get(LIST)).json())).toEqual(['Engineering'])
  })

  it('searches by name and filters by member; active-teams is the same list', async () => {
    const ada = await t.signIn('user@acme.example')
    expect(names((await ada.get(`${LIST}?search=PROD`)).json())).toEqual(['Product'])
    expect(names((await ada.get(`${LIST}?member=${id('user@acme.example')}`)).json())).toEqual([
      'Operations',
      'Product',
    ])
    expect(names((await ada.get(`${LIST}?member=me`)).json())).toEqual(['Operations', 'Product'])
    const active = (await ada.get('/api/v1/okr/active-teams/')).json()
    expect(active.results).toEqual((await ada.get(LIST)).json().results)
  })

  it('lists each team exactly as reading it answers (the list is built in SQL, the read in JS), pages too', async () => {
    const lead = await t.signIn('lead@acme.example')
    // A team whose lead is not one of its members any more shows no lead, in both.
    const [sales] = await t.db.select().from(teams).where(eq(teams.name, 'Sales'))
    await t.db
      .update(teams)
      .set({ leadId: id('user@acme.example') })
      .where(eq(teams.id, sales!.id))
    const list = (await lead.get(LIST)).json()
    expect(list.count).toBe(4)
    for (const team of list.results) expect(team).toEqual((await lead.get(`${LIST}${team.id}/`)).json())
    expect(list.results.find((team: { name: string }) => team.name === 'Sales').lead).toBeNull()
    await t.db.update(teams).set({ leadId: sales!.leadId }).where(eq(teams.id, sales!.id))
    expect(list.results[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const second = (await lead.get(`${LIST}?page=2&page_size=3`)).json()
    expect({ count: second.count, names: names(second) }).toEqual({ count: 4, names: ['Sales'] })
    // Past the last page: no rows, and still the count.
    const past = (await lead.get(`${LIST}?page=3&page_size=3`)).json()
    expect({ count: past.count, results: past.results }).toEqual({ count: 4, results: [] })
    const empty = (await lead.get(`${LIST}?search=nothing-like-this`)).json()
    expect({ count: empty.count, results: empty.results }).toEqual({ count: 0, results: [] })
  })

  it('follows the active company when staff switch', async () => {
    const admin = await t.signIn('admin@example.com')
    expect(names((await admin.get('/api/v1/okr/active-teams/')).json())).toContain('Product')
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.globex.id })
    expect(names((await admin.get('/api/v1/okr/active-teams/')).json())).toEqual(['Engineering'])
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.acme.id })
  })

  it('answers 409 to someone without an active company', async () => {
    await createUser(t.db, { email: 'loner@example.com' })
    const loner = await t.signIn('loner@example.com')
    const answer = await loner.get(LIST)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().detail).toMatch(/Choose a company first/)
  })
})

describe('teams of a named company', () => {
  it('shows members their company’s teams, staff any, and others a 404', async () => {
    const url = `/api/v1/okr/companies/${t.world.globex.id}/teams/`
    expect(names((await (await t.signIn('user@globex.example')).get(url)).json())).toEqual(['Engineering'])
    expect(names((await (await t.signIn('super@example.com')).get(url)).json())).toEqual(['Engineering'])
    expect((await (await t.signIn('lead@acme.example')).get(url)).statusCode).toBe(404)
  })
})

describe('managing teams', () => {
  it('lets the company admin create, rename and delete a team; the lead is always a member', async () => {
    const lena = await t.signIn('lead@acme.example')
    const created = await lena.post(LIST, {
      name: 'Customer Success',
      description: 'Keeps customers happy.',
      lead_id: id('sofia.rossi@acme.example'),
      member_ids: [id('liam.oconnor@acme.example')],
    })
    expect(created.statusCode).toBe(201)
    const team = created.json()
    expect(team).toMatchObject({ company: t.world.acme.id, lead: { email: 'sofia.rossi@acme.example' } })
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([
      'liam.oconnor@acme.example',
      'sofia.rossi@acme.example',
    ])
    const renamed = await lena.request('PUT', `${LIST}${team.id}/`, {
      name: 'Customer Care',
      lead_id: null,
      member_ids: [id('user@acme.example')],
    })
    expect(renamed.json()).toMatchObject({
      name: 'Customer Care',
      description: '',
      lead: null,
      member_count: 1,
    })
    expect((await lena.request('DELETE', `${LIST}${team.id}/`)).statusCode).toBe(204)
    expect((await lena.get(`${LIST}${team.id}/`)).statusCode).toBe(404)
  })

  it('refuses a second team of the same name and members of another company, and writes nothing', async () => {
    const lena = await t.signIn('lead@acme.example')
    const [before] = await t.db.select().from(teams).where(eq(teams.id, t.world.teams.sales.id))
    const duplicate = await lena.post(LIST, { name: 'product' })
    expect(duplicate.statusCode).toBe(400)
    expect(duplicate.json().errors.name).toEqual(['Dieser Wert ist bereits vergeben.'])
    const foreign = await lena.request('PUT', `${LIST}${t.world.teams.sales.id}/`, {
      name: 'Sales & Marketing',
      member_ids: [id('user@globex.example')],
    })
    expect(foreign.statusCode).toBe(400)
    expect(Object.keys(foreign.json().errors)).toEqual(['member_ids'])
    const [after] = await t.db.select().from(teams).where(eq(teams.id, t.world.teams.sales.id))
    expect(after).toEqual(before)
  })

  it('never touches another company’s team, even by id', async () => {
    const lena = await t.signIn('lead@acme.example')
    const engineering = `${LIST}${t.world.teams.engineering.id}/`
    expect((await lena.request('PUT', engineering, { name: 'Hijacked' })).statusCode).toBe(404)
    expect((await lena.request('DELETE', engineering)).statusCode).toBe(404)
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(engineering)).json().name).toBe('Engineering')
  })

  it('is closed to users', async () => {
    const ada = await t.signIn('user@acme.example')
    expect((await ada.post(LIST, { name: 'Rebels' })).statusCode).toBe(403)
  })

  it('drops a person from the company’s teams when they leave the company', async () => {
    const [before] = (await (await t.signIn('user@acme.example')).get(`${LIST}?search=Leadership`)).json()
      .results
    expect(before.members.map((m: { email: string }) => m.email)).toContain('jonas.weber@acme.example')
    await t.db
      .delete(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, t.world.acme.id),
          eq(companyMemberships.userId, id('jonas.weber@acme.example')),
        ),
      )
    const sales = (
      await (await t.signIn('user@acme.example')).get(`${LIST}${t.world.teams.sales.id}/`)
    ).json()
    expect(sales.lead).toBeNull()
    expect(sales.members.map((m: { email: string }) => m.email)).toEqual(['sofia.rossi@acme.example'])
  })
})
