import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API } from './okr-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const VIEWS = `${API}/saved-views/`
const names = (body: { results: { name: string }[] }) => body.results.map((v) => v.name)

describe('saved views', () => {
  it('keeps a view private to its owner until shared, then shows it read-only to the company', async () => {
    const ada = await t.signIn('user@acme.example')
    const created = await ada.post(VIEWS, {
      name: 'My product OKRs',
      view_type: 'table',
      filters: { team_ids: [t.world.teams.product.id], statuses: ['active'] },
      columns: ['title', 'owner', 'progress'],
      sort: { field: 'progress', direction: 'desc' },
      group_by: 'owner',
    })
    expect(created.statusCode).toBe(201)
    const view = created.json()
    expect(view).toMatchObject({
      name: 'My product OKRs',
      view_type: 'table',
      filters: { team_ids: [t.world.teams.product.id], statuses: ['active'] },
      columns: ['title', 'owner', 'progress'],
      sort: { field: 'progress', direction: 'desc' },
      group_by: 'owner',
      is_shared: false,
      owner: { email: 'user@acme.example' },
      is_own: true,
      can_edit: true,
    })
    const jonas = await t.signIn('jonas.weber@acme.example')
    expect(names((await jonas.get(VIEWS)).json())).not.toContain('My product OKRs')
    expect((await jonas.request('PATCH', `${VIEWS}${view.id}/`, { name: 'Mine now' })).statusCode).toBe(404)

    const shared = await ada.request('PATCH', `${VIEWS}${view.id}/`, { is_shared: true })
    expect(shared.json()).toMatchObject({ is_shared: true, name: 'My product OKRs', group_by: 'owner' })
    const seen = (await jonas.get(VIEWS)).json().results.find((v: { id: string }) => v.id === view.id)
    expect(seen).toMatchObject({ is_own: false, can_edit: false, owner: { email: 'user@acme.example' } })
    expect((await jonas.request('PATCH', `${VIEWS}${view.id}/`, { name: 'Mine now' })).statusCode).toBe(403)
    expect((await jonas.request('DELETE', `${VIEWS}${view.id}/`)).statusCode).toBe(403)

    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(VIEWS)).json().count).toBe(0)
    expect((await gina.request('DELETE', `${VIEWS}${view.id}/`)).statusCode).toBe(404)
  })

  it('lets the company admin tidy up shared views, but not see private ones', async () => {
    const ada = await t.signIn('user@acme.example')
    const shared = (
      await ada.post(VIEWS, { name: 'Shared diagram', view_type: 'diagram', is_shared: true })
    ).json()
    const secret = (await ada.post(VIEWS, { name: 'Secret', view_type: 'table' })).json()
    const lena = await t.signIn('lead@acme.example')
    expect(
      (await lena.request('PATCH', `${VIEWS}${shared.id}/`, { name: 'Company diagram' })).json(),
    ).toMatchObject({
      name: 'Company diagram',
      owner: { email: 'user@acme.example' },
      can_edit: true,
    })
    expect((await lena.request('DELETE', `${VIEWS}${secret.id}/`)).statusCode).toBe(404)
    expect((await lena.request('DELETE', `${VIEWS}${shared.id}/`)).statusCode).toBe(204)
  })

  it('lists own views first by name, then shared ones; filters by view type', async () => {
    const mia = await t.signIn('mia.chen@acme.example')
    await mia.post(VIEWS, { name: 'zeta', view_type: 'table' })
    await mia.post(VIEWS, { name: 'Alpha', view_type: 'diagram' })
    const sofia = await t.signIn('sofia.rossi@acme.example')
    await sofia.post(VIEWS, { name: 'Aaa shared', view_type: 'table', is_shared: true })
    const all = names((await mia.get(VIEWS)).json())
    expect(all.slice(0, 2)).toEqual(['Alpha', 'zeta'])
    expect(all).toContain('Aaa shared')
    expect(names((await mia.get(`${VIEWS}?view_type=diagram`)).json())).toEqual(['Alpha'])
  })

  it('refuses a second view of the same name by the same owner, and an empty or unknown change', async () => {
    const liam = await t.signIn('liam.oconnor@acme.example')
    const view = (await liam.post(VIEWS, { name: 'Reliability', view_type: 'table' })).json()
    const duplicate = await liam.post(VIEWS, { name: 'reliability', view_type: 'diagram' })
    expect(duplicate.statusCode).toBe(400)
    expect(Object.keys(duplicate.json().errors)).toEqual(['name'])
    const other = await t.signIn('mia.chen@acme.example')
    expect((await other.post(VIEWS, { name: 'Reliability', view_type: 'table' })).statusCode).toBe(201)
    expect((await liam.request('PATCH', `${VIEWS}${view.id}/`, {})).statusCode).toBe(400)
    expect((await liam.request('PATCH', `${VIEWS}${view.id}/`, { columns: ['colour'] })).statusCode).toBe(400)
    expect(
      (await liam.request('PATCH', `${VIEWS}${view.id}/`, { filters: { period: '2026-Q9' } })).statusCode,
    ).toBe(400)
    expect((await liam.request('DELETE', `${VIEWS}${view.id}/`)).statusCode).toBe(204)
  })
})
