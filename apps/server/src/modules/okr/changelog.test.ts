import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, acmeOkr, globexOkr, keyResultBody, objectiveBody, personId } from './okr-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const id = (email: string) => personId(t, email)
type Entry = { action: string; field: string | null; before: unknown; after: unknown; actor_email: string }
const summary = (entries: Entry[]) => entries.map((e) => [e.action, e.field, e.before, e.after])

describe('changelog', () => {
  it('records create, each changed field, and delete of an objective, with who did it', async () => {
    const ada = await t.signIn('user@acme.example')
    const created = (await ada.post(`${API}/objectives/`, objectiveBody(t, { title: 'Logged' }))).json()
    await ada.request(
      'PUT',
      `${API}/objectives/${created.id}/`,
      objectiveBody(t, {
        title: 'Logged again',
        health: 'at_risk',
        responsible_ids: [id('mia.chen@acme.example')],
      }),
    )
    expect((await ada.request('DELETE', `${API}/objectives/${created.id}/`)).statusCode).toBe(204)
    // The history outlives the item.
    const log = (await ada.get(`${API}/objectives/${created.id}/changelog/`)).json()
    expect(log.count).toBe(5)
    const entries = [...log.results].reverse()
    expect(entries[0]).toMatchObject({
      item_type: 'objective',
      item_id: created.id,
      action: 'create',
      field: null,
      before: null,
      after: { title: 'Logged', owner_id: id('user@acme.example'), status: 'active', parent_ids: [] },
      actor: { email: 'user@acme.example' },
      actor_email: 'user@acme.example',
      is_impersonated: false,
      impersonator: null,
    })
    expect(summary(entries.slice(1, 4)).sort()).toEqual([
      ['update', 'health', 'on_track', 'at_risk'],
      ['update', 'responsible_ids', [], [id('mia.chen@acme.example')]],
      ['update', 'title', 'Logged', 'Logged again'],
    ])
    expect(entries[4]).toMatchObject({ action: 'delete', before: { title: 'Logged again' }, after: null })
  })

  it('records key result check-ins, project links and task toggles as field changes', async () => {
    const ada = await t.signIn('user@acme.example')
    const invoices = acmeOkr(t).keyResults.invoices!.id
    await ada.post(`${API}/key-results/${invoices}/check-ins/`, { value: 68, confidence: 7 })
    const krLog = (await ada.get(`${API}/key-results/${invoices}/changelog/?page_size=2`)).json()
    expect(summary(krLog.results).sort()).toEqual([
      ['update', 'confidence', 8, 7],
      ['update', 'current_value', 66, 68],
    ])
    expect(krLog.count).toBeGreaterThan(2) // the demo history: created, then weekly check-ins

    const project = acmeOkr(t).projects.invoice_automation!.id
    await ada.request('PATCH', `${API}/projects/${project}/`, {
      key_result_ids: [invoices, acmeOkr(t).keyResults.hr_system!.id],
    })
    const projectLog = (await ada.get(`${API}/projects/${project}/changelog/?page_size=1`)).json()
    expect(projectLog.results[0]).toMatchObject({ field: 'key_result_ids', before: [invoices] })

    const task = acmeOkr(t).tasks.usability!.id
    await ada.post(`${API}/tasks/${task}/toggle_complete/`)
    const taskLog = (await ada.get(`${API}/tasks/${task}/changelog/?page_size=1`)).json()
    expect(summary(taskLog.results)).toEqual([['update', 'is_complete', false, true]])
  })

  it('names the admin behind an impersonated change', async () => {
    const admin = await t.signIn('admin@example.com')
    await admin.post(`/api/v1/accounts/impersonate/${id('user@acme.example')}/`)
    const objective = (
      await admin.post(`${API}/objectives/`, objectiveBody(t, { title: 'By Alex as Ada' }))
    ).json()
    const [entry] = (await admin.get(`${API}/objectives/${objective.id}/changelog/`)).json().results
    expect(entry).toMatchObject({
      actor: { email: 'user@acme.example' },
      is_impersonated: true,
      impersonator: { email: 'admin@example.com' },
    })
  })

  it('logs every item a cascading delete removes', async () => {
    const lena = await t.signIn('lead@acme.example')
    const parent = (
      await lena.post(`${API}/objectives/`, objectiveBody(t, { owner_id: id('lead@acme.example') }))
    ).json().id
    const child = (
      await lena.post(
        `${API}/objectives/`,
        objectiveBody(t, { owner_id: id('lead@acme.example'), parent_ids: [parent] }),
      )
    ).json().id
    const kr = (await lena.post(`${API}/key-results/`, keyResultBody(child))).json().id
    await lena.request('DELETE', `${API}/objectives/${parent}/?children=delete`)
    for (const [kind, item] of [
      ['objectives', parent],
      ['objectives', child],
      ['key-results', kr],
    ] as const) {
      const [last] = (await lena.get(`${API}/${kind}/${item}/changelog/`)).json().results
      expect(last, `${kind} ${item}`).toMatchObject({ action: 'delete', actor_email: 'lead@acme.example' })
    }
  })

  it('lets only portal admins remove an entry, in the active company', async () => {
    const growth = acmeOkr(t).objectives.growth!.id
    const lena = await t.signIn('lead@acme.example')
    const [entry] = (await lena.get(`${API}/objectives/${growth}/changelog/`)).json().results
    expect((await lena.request('DELETE', `${API}/changelogs/${entry.id}/`)).statusCode).toBe(403)
    const ada = await t.signIn('user@acme.example')
    expect((await ada.request('DELETE', `${API}/changelogs/${entry.id}/`)).statusCode).toBe(403)
    const sam = await t.signIn('super@example.com')
    const globexEntry = (
      await (
        await t.signIn('user@globex.example')
      ).get(`${API}/objectives/${globexOkr(t).objectives.mobile!.id}/changelog/`)
    ).json().results[0]
    expect((await sam.request('DELETE', `${API}/changelogs/${globexEntry.id}/`)).statusCode).toBe(404)
    expect((await sam.request('DELETE', `${API}/changelogs/${entry.id}/`)).statusCode).toBe(204)
    const after = (await lena.get(`${API}/objectives/${growth}/changelog/`)).json()
    expect(after.results.map((e: { id: string }) => e.id)).not.toContain(entry.id)
  })
})
