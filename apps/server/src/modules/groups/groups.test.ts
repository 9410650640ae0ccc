import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupMembers } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/accounts/groups/'
const ASSIGN = '/api/v1/accounts/assign-groups/'
const id = (email: string) => t.world.users[email]!.id
const emails = (group: { members: { email: string }[] }) => group.members.map((m) => m.email)

describe('groups', () => {
  it('shows the company admin the groups of their company only; users may not see them', async () => {
    const lena = await t.signIn('lead@acme.example')
    const list = (await lena.get(LIST)).json()
    expect(list.results.map((g: { name: string }) => g.name)).toEqual(['Analysts', 'Management'])
    expect(emails(list.results[0])).toEqual([
      'mia.chen@acme.example',
      'user@acme.example',
      ' Max.Mustermann@ACME.example ',
    ])
    expect((await lena.get(`${LIST}${t.world.groups.pilots.id}/`)).statusCode).toBe(404)
    expect((await (await t.signIn('user@acme.example')).get(LIST)).statusCode).toBe(403)
  })

  it('shows staff another company’s groups on request, and a company admin only their own', async () => {
    const admin = await t.signIn('admin@example.com')
    const globex = (await admin.get(`${LIST}?company=${t.world.globex.id}`)).json()
    expect(globex.results.map((g: { name: string }) => g.name)).toEqual(['Pilot users'])
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(`${LIST}?company=${t.world.globex.id}`)).statusCode).toBe(404)
    expect((await lena.get(`${LIST}?company=${t.world.acme.id}`)).json().count).toBe(2)
  })

  it('creates, edits and deletes a group; refuses a duplicate name and outsiders', async () => {
    const lena = await t.signIn('lead@acme.example')
    const created = await lena.post(LIST, {
      name: 'Sales desk',
      member_ids: [id('sofia.rossi@acme.example')],
    })
    expect(created.statusCode).toBe(201)
    const group = created.json()
    expect(emails(group)).toEqual(['sofia.rossi@acme.example'])
    expect((await lena.post(LIST, { name: 'SALES DESK' })).json().errors).toHaveProperty('name')
    const outsider = await lena.request('PUT', `${LIST}${group.id}/`, {
      name: 'Sales desk',
      member_ids: [id('user@globex.example')],
    })
    expect(outsider.statusCode).toBe(400)
    expect(emails((await lena.get(`${LIST}${group.id}/`)).json())).toEqual(['sofia.rossi@acme.example'])
    const edited = await lena.request('PUT', `${LIST}${group.id}/`, {
      name: 'Sales desk',
      description: 'Inside sales',
      member_ids: [],
    })
    expect(edited.json()).toMatchObject({ description: 'Inside sales', member_count: 0 })
    expect((await lena.request('DELETE', `${LIST}${group.id}/`)).statusCode).toBe(204)
  })
})

describe('assign groups', () => {
  it('adds every user to every group, keeps existing memberships, and counts what is new', async () => {
    const lena = await t.signIn('lead@acme.example')
    const body = {
      user_ids: [id('user@acme.example'), id('liam.oconnor@acme.example')],
      group_ids: [t.world.groups.analysts.id, t.world.groups.management.id],
    }
    // Ada is an analyst already: three memberships are new.
    expect((await lena.post(ASSIGN, body)).json()).toEqual({ assigned: 3 })
    expect((await lena.post(ASSIGN, body)).json()).toEqual({ assigned: 0 })
    const management = (await lena.get(`${LIST}${t.world.groups.management.id}/`)).json()
    expect(emails(management)).toContain('liam.oconnor@acme.example')
  })

  it('refuses a group or a user of another company, and writes nothing', async () => {
    const lena = await t.signIn('lead@acme.example')
    const before = await t.db.select().from(groupMembers)
    const foreignGroup = await lena.post(ASSIGN, {
      user_ids: [id('sofia.rossi@acme.example')],
      group_ids: [t.world.groups.analysts.id, t.world.groups.pilots.id],
    })
    expect(foreignGroup.statusCode).toBe(400)
    expect(Object.keys(foreignGroup.json().errors)).toEqual(['group_ids'])
    const foreignUser = await lena.post(ASSIGN, {
      user_ids: [id('sofia.rossi@acme.example'), id('user@globex.example')],
      group_ids: [t.world.groups.analysts.id],
    })
    expect(Object.keys(foreignUser.json().errors)).toEqual(['user_ids'])
    expect(await t.db.select().from(groupMembers)).toEqual(before)
    const pilots = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.setId, t.world.groups.pilots.id))
    expect(pilots).toHaveLength(1)
  })
})
