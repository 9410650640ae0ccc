import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, acmeOkr, currentPeriod, globexOkr, personId, titles } from './okr-fixtures.ts'
import { today } from './pace.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const PROJECTS = `${API}/projects/`
const TASKS = `${API}/tasks/`
const id = (email: string) => personId(t, email)

describe('projects', () => {
  // First: it reads the demo data as seeded.
  it('lists and filters projects, with linked key results and task counts', async () => {
    const ada = await t.signIn('user@acme.example')
    const query = async (q: string) => titles((await ada.get(`${PROJECTS}?page_size=50&${q}`)).json()).sort()
    expect(await query(`team=${t.world.teams.product.id}`)).toEqual([
      'Database cluster migration',
      'Guided setup wizard',
      'Website relaunch',
    ])
    expect(await query(`owner=${id('user@acme.example')}`)).toEqual(['Invoice automation'])
    expect(await query('owner=me')).toEqual(['Invoice automation'])
    expect(await query('status=planned')).toEqual(['Website relaunch'])
    expect(await query(`key_result=${acmeOkr(t).keyResults.customers!.id}`)).toEqual(['Reseller programme'])
    expect(await query('search=ROLLOUT')).toEqual(['HR system rollout'])
    expect(await query(`period=${currentPeriod().key}`)).toHaveLength(6)
    const wizard = (await ada.get(`${PROJECTS}${acmeOkr(t).projects.wizard!.id}/`)).json()
    expect(wizard).toMatchObject({
      owner: { email: 'mia.chen@acme.example' },
      team: { name: 'Product' },
      status: 'in_progress',
      task_count: 4,
      done_task_count: 2,
      progress: 0.5,
      can_edit: false,
    })
    expect(wizard.key_results.map((kr: { title: string }) => kr.title)).toEqual([
      'Launch the guided setup',
      'Onboarding completion rate',
    ])
  })

  it('lists a project’s key results in full; filter_by_team takes the team in the body', async () => {
    const ada = await t.signIn('user@acme.example')
    const linked = (await ada.get(`${PROJECTS}${acmeOkr(t).projects.cluster!.id}/key_results/`)).json()
    expect(linked.results.map((kr: { title: string; metric: string }) => [kr.title, kr.metric])).toEqual([
      ['Move to the new database cluster', 'yes_no'],
      ['p95 API latency', 'number'],
    ])
    const sales = await ada.post(`${PROJECTS}filter_by_team/`, { team_id: t.world.teams.sales.id })
    expect(titles(sales.json())).toEqual(['Reseller programme'])
    expect(
      (await ada.post(`${PROJECTS}filter_by_team/`, { team_id: t.world.teams.engineering.id })).statusCode,
    ).toBe(404)
    const release = globexOkr(t).projects.release!.id
    expect((await ada.get(`${PROJECTS}${release}/`)).statusCode).toBe(404)
    expect((await ada.get(`${PROJECTS}${release}/key_results/`)).statusCode).toBe(404)
  })

  it('lets a user create their own project and change it with PUT and PATCH', async () => {
    const ada = await t.signIn('user@acme.example')
    const { start, end } = currentPeriod()
    const body = {
      title: 'Supplier portal',
      owner_id: id('user@acme.example'),
      team_id: t.world.teams.operations.id,
      start_date: start,
      end_date: end,
      key_result_ids: [acmeOkr(t).keyResults.invoices!.id],
    }
    const created = await ada.post(PROJECTS, body)
    expect(created.statusCode).toBe(201)
    const project = created.json()
    expect(project).toMatchObject({ status: 'planned', progress: 0, task_count: 0, can_edit: true })
    expect(project.key_results.map((kr: { title: string }) => kr.title)).toEqual([
      'Invoices processed automatically',
    ])
    const patched = await ada.request('PATCH', `${PROJECTS}${project.id}/`, { status: 'in_progress' })
    expect(patched.json()).toMatchObject({
      status: 'in_progress',
      title: 'Supplier portal',
      team: { name: 'Operations' },
    })
    expect(patched.json().key_results).toHaveLength(1)
    const put = await ada.request('PUT', `${PROJECTS}${project.id}/`, {
      title: 'Supplier portal v2',
      owner_id: body.owner_id,
    })
    expect(put.json()).toMatchObject({
      title: 'Supplier portal v2',
      status: 'planned',
      team: null,
      key_results: [],
    })
    expect((await ada.request('PATCH', `${PROJECTS}${project.id}/`, {})).json().errors).toEqual({
      non_field_errors: ['Senden Sie mindestens ein Feld.'],
    })
    const backwards = await ada.request('PATCH', `${PROJECTS}${project.id}/`, {
      start_date: end,
      end_date: start,
    })
    expect(Object.keys(backwards.json().errors)).toEqual(['end_date'])
    const late = await ada.request('PATCH', `${PROJECTS}${project.id}/`, { start_date: '2099-01-01' })
    expect(late.statusCode).toBe(200)
    const endsBefore = await ada.request('PATCH', `${PROJECTS}${project.id}/`, { end_date: '2098-12-31' })
    expect(Object.keys(endsBefore.json().errors)).toEqual(['end_date'])
  })

  it('keeps projects to their owner, the company admin and staff', async () => {
    const resellers = acmeOkr(t).projects.resellers!.id
    const ada = await t.signIn('user@acme.example')
    expect((await ada.request('PATCH', `${PROJECTS}${resellers}/`, { status: 'on_hold' })).statusCode).toBe(
      403,
    )
    expect(
      (await ada.post(PROJECTS, { title: 'For Mia', owner_id: id('mia.chen@acme.example') })).statusCode,
    ).toBe(403)
    for (const email of ['jonas.weber@acme.example', 'lead@acme.example', 'super@example.com']) {
      const agent = await t.signIn(email)
      expect(
        (await agent.request('PATCH', `${PROJECTS}${resellers}/`, { status: 'in_progress' })).statusCode,
        email,
      ).toBe(200)
    }
    const lena = await t.signIn('lead@acme.example')
    expect(
      (await lena.post(PROJECTS, { title: 'For Mia', owner_id: id('mia.chen@acme.example') })).statusCode,
    ).toBe(201)
    const foreignKr = await lena.post(PROJECTS, {
      title: 'Linked abroad',
      owner_id: id('lead@acme.example'),
      key_result_ids: [globexOkr(t).keyResults.rating!.id],
    })
    expect(Object.keys(foreignKr.json().errors)).toEqual(['key_result_ids'])
  })

  it('asks what happens to the tasks of a deleted project: move or delete, never detach', async () => {
    const lena = await t.signIn('lead@acme.example')
    const owner = id('lead@acme.example')
    const doomed = (await lena.post(PROJECTS, { title: 'Doomed', owner_id: owner })).json().id
    const keeper = (await lena.post(PROJECTS, { title: 'Keeper', owner_id: owner })).json().id
    const task = (await lena.post(TASKS, { project_id: doomed, title: 'Survive', is_complete: true })).json()
      .id
    expect((await lena.request('DELETE', `${PROJECTS}${doomed}/`)).statusCode).toBe(409)
    expect((await lena.request('DELETE', `${PROJECTS}${doomed}/?children=detach`)).statusCode).toBe(400)
    expect(
      (await lena.request('DELETE', `${PROJECTS}${doomed}/?children=move&move_to=${doomed}`)).statusCode,
    ).toBe(400)
    expect(
      (await lena.request('DELETE', `${PROJECTS}${doomed}/?children=move&move_to=${keeper}`)).statusCode,
    ).toBe(204)
    expect((await lena.get(`${TASKS}${task}/`)).json().project).toEqual({ id: keeper, title: 'Keeper' })
    expect((await lena.get(`${PROJECTS}${keeper}/`)).json().progress).toBe(1)
    expect((await lena.request('DELETE', `${PROJECTS}${keeper}/?children=delete`)).statusCode).toBe(204)
    expect((await lena.get(`${TASKS}${task}/`)).statusCode).toBe(404)
    const empty = (await lena.post(PROJECTS, { title: 'Empty', owner_id: owner })).json().id
    expect((await lena.request('DELETE', `${PROJECTS}${empty}/`)).statusCode).toBe(204)
  })
})

describe('tasks', () => {
  it('lists and filters tasks: project, assignee, state, team, due period, search', async () => {
    const ada = await t.signIn('user@acme.example')
    const query = async (q: string) => titles((await ada.get(`${TASKS}?page_size=100&${q}`)).json()).sort()
    expect(await query(`project=${acmeOkr(t).projects.invoice_automation!.id}&status=open`)).toEqual([
      'Exception workflow',
    ])
    expect(await query(`owner=${id('jonas.weber@acme.example')}&status=overdue`)).toEqual([
      'Draft the partner terms',
    ])
    // `owner=me`: the caller's open tasks (the dashboard's "my tasks" card), overdue ones first.
    const mine = (await ada.get(`${TASKS}?owner=me&status=open`)).json()
    expect(titles(mine)).toEqual([
      'Usability test with five customers',
      'Exception workflow',
      'Switch off the old system',
    ])
    expect(await query(`owner=${id('user@acme.example')}&status=open`)).toEqual(titles(mine).sort())
    expect(await query(`team=${t.world.teams.sales.id}&status=complete`)).toEqual([
      'Shortlist five resellers',
    ])
    expect(await query('search=cut-over')).toEqual(['Cut-over weekend'])
    const overdue = (await ada.get(`${TASKS}?status=overdue&page_size=100`)).json()
    for (const task of overdue.results) expect(task).toMatchObject({ is_overdue: true, is_complete: false })
    expect(overdue.results.every((task: { due_date: string }) => task.due_date < today())).toBe(true)
    expect((await ada.get(`${TASKS}${acmeOkr(t).tasks.usability!.id}/`)).json()).toMatchObject({
      assignee: { email: 'user@acme.example' },
      is_overdue: true,
      can_edit: true,
    })
  })

  it('lets the assignee and the project owner change a task; toggling stamps completion', async () => {
    const usability = acmeOkr(t).tasks.usability!.id
    const ada = await t.signIn('user@acme.example')
    const done = await ada.post(`${TASKS}${usability}/toggle_complete/`)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ is_complete: true, is_overdue: false })
    expect(Date.parse(done.json().completed_at)).toBeGreaterThan(Date.now() - 60_000)
    const mia = await t.signIn('mia.chen@acme.example')
    expect((await mia.post(`${TASKS}${usability}/toggle_complete/`)).json()).toMatchObject({
      is_complete: false,
      completed_at: null,
    })
    const jonas = await t.signIn('jonas.weber@acme.example')
    expect((await jonas.post(`${TASKS}${usability}/toggle_complete/`)).statusCode).toBe(403)
    expect((await jonas.request('DELETE', `${TASKS}${usability}/`)).statusCode).toBe(403)
    // Ada may not add tasks to Mia's project, nor move her task there from one she cannot edit.
    const wizard = acmeOkr(t).projects.wizard!.id
    expect((await ada.post(TASKS, { project_id: wizard, title: 'Sneaky' })).statusCode).toBe(403)
    const invoices = acmeOkr(t).projects.invoice_automation!.id
    const mine = (
      await ada.post(TASKS, {
        project_id: invoices,
        title: 'Mine',
        assignee_id: id('liam.oconnor@acme.example'),
      })
    ).json()
    expect(mine).toMatchObject({ assignee: { email: 'liam.oconnor@acme.example' }, can_edit: true })
    expect(
      (await ada.request('PUT', `${TASKS}${mine.id}/`, { project_id: wizard, title: 'Mine' })).statusCode,
    ).toBe(403)
  })

  it('refuses foreign projects and assignees, and never shows another company’s tasks', async () => {
    const lena = await t.signIn('lead@acme.example')
    const release = globexOkr(t).projects.release!.id
    expect(Object.keys((await lena.post(TASKS, { project_id: release, title: 'x' })).json().errors)).toEqual([
      'project_id',
    ])
    const wizard = acmeOkr(t).projects.wizard!.id
    const foreign = await lena.post(TASKS, {
      project_id: wizard,
      title: 'x',
      assignee_id: id('user@globex.example'),
    })
    expect(Object.keys(foreign.json().errors)).toEqual(['assignee_id'])
    const crashes = globexOkr(t).tasks.crashes!.id
    expect((await lena.get(`${TASKS}${crashes}/`)).statusCode).toBe(404)
    expect((await lena.post(`${TASKS}${crashes}/toggle_complete/`)).statusCode).toBe(404)
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${TASKS}${crashes}/`)).json().is_complete).toBe(false)
  })
})
