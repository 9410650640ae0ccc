import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, currentPeriod, keyResultBody, objectiveBody, personId } from './okr-fixtures.ts'

let t: TestApp
let lena: Agent
beforeAll(async () => {
  t = await startTestApp()
  lena = await t.signIn('lead@acme.example')
})
afterAll(() => t.close())

const objective = async (overrides: Record<string, unknown> = {}) => {
  const created = await lena.post(`${API}/objectives/`, objectiveBody(t, overrides))
  expect(created.statusCode, created.body).toBe(201)
  return created.json().id as string
}
const keyResult = async (objectiveId: string, overrides: Record<string, unknown>) => {
  const created = await lena.post(`${API}/key-results/`, keyResultBody(objectiveId, overrides))
  expect(created.statusCode, created.body).toBe(201)
  return created.json()
}
const progressOf = async (kind: 'objectives' | 'key-results' | 'projects', id: string) =>
  (await lena.get(`${API}/${kind}/${id}/`)).json().progress as number

describe('key result progress by metric', () => {
  it('runs linearly from start to target, also downwards, clamped to 0..1', async () => {
    const o = await objective()
    const cases: [Record<string, unknown>, number][] = [
      [{ metric: 'percentage', start_value: 20, target_value: 80, current_value: 50 }, 0.5],
      [{ metric: 'number', start_value: 14, target_value: 4, current_value: 9, unit: 'days' }, 0.5],
      [{ metric: 'currency', start_value: 0, target_value: 1000, current_value: 1500, unit: 'EUR' }, 1],
      [{ metric: 'number', start_value: 10, target_value: 20, current_value: 5 }, 0],
      [{ metric: 'number', start_value: 10, target_value: 20 }, 0],
    ]
    for (const [body, expected] of cases) {
      const kr = await keyResult(o, body)
      expect(kr.progress, JSON.stringify(body)).toBeCloseTo(expected, 10)
    }
  })

  it('stores percentage with “%” and currency with its code; refuses an equal target and a bad code', async () => {
    const o = await objective()
    expect((await keyResult(o, { metric: 'percentage', target_value: 90, unit: 'points' })).unit).toBe('%')
    const equal = await lena.post(
      `${API}/key-results/`,
      keyResultBody(o, { start_value: 5, target_value: 5 }),
    )
    expect(equal.json().errors).toEqual({
      target_value: ['Der Zielwert muss sich vom Startwert unterscheiden.'],
    })
    const euro = await lena.post(
      `${API}/key-results/`,
      keyResultBody(o, { metric: 'currency', unit: 'Euro' }),
    )
    expect(Object.keys(euro.json().errors)).toEqual(['unit'])
    const noTarget = await lena.post(`${API}/key-results/`, keyResultBody(o, { target_value: undefined }))
    expect(noTarget.json().errors).toEqual({ target_value: ['Dieses Feld ist erforderlich.'] })
  })

  it('counts yes/no as 0 or 1', async () => {
    const o = await objective()
    const kr = await keyResult(o, { metric: 'yes_no', start_value: 7, target_value: 9 })
    expect(kr).toMatchObject({ start_value: 0, target_value: 1, current_value: 0, progress: 0 })
    const done = await lena.post(`${API}/key-results/${kr.id}/check-ins/`, { value: 1, comment: 'Signed.' })
    expect(done.json()).toMatchObject({ value: 1, previous_value: 0, progress: 1 })
    expect(await progressOf('key-results', kr.id)).toBe(1)
    const maybe = await lena.post(`${API}/key-results/${kr.id}/check-ins/`, { value: 0.5 })
    expect(maybe.json().errors).toEqual({ value: ['Muss 0 (nein) oder 1 (ja) sein.'] })
  })

  it('counts milestones as done / total, in their order', async () => {
    const o = await objective()
    const kr = await keyResult(o, {
      metric: 'milestone',
      milestones: [{ title: 'Plan', done: true }, { title: 'Build' }, { title: 'Test' }, { title: 'Ship' }],
    })
    expect(kr).toMatchObject({ start_value: 0, target_value: 4, current_value: 1, progress: 0.25 })
    expect(kr.milestones.map((m: { title: string }) => m.title)).toEqual(['Plan', 'Build', 'Test', 'Ship'])
    const [plan, build, test] = kr.milestones.map((m: { id: string }) => m.id)
    const checkIn = await lena.post(`${API}/key-results/${kr.id}/check-ins/`, {
      done_milestone_ids: [plan, build, test],
    })
    expect(checkIn.json()).toMatchObject({ value: 3, previous_value: 1, progress: 0.75 })
    const after = (await lena.get(`${API}/key-results/${kr.id}/`)).json()
    expect(after.milestones.map((m: { done: boolean }) => m.done)).toEqual([true, true, true, false])
    const unknown = await lena.post(`${API}/key-results/${kr.id}/check-ins/`, {
      done_milestone_ids: [crypto.randomUUID()],
    })
    expect(Object.keys(unknown.json().errors)).toEqual(['done_milestone_ids'])
    const empty = await lena.post(`${API}/key-results/`, keyResultBody(o, { metric: 'milestone' }))
    expect(Object.keys(empty.json().errors)).toEqual(['milestones'])
  })
})

describe('objective progress', () => {
  it('is the weighted mean of its key results', async () => {
    const o = await objective()
    await keyResult(o, { metric: 'yes_no', current_value: 1, weight: 3 })
    expect(await progressOf('objectives', o)).toBe(1)
    await keyResult(o, { metric: 'number', start_value: 0, target_value: 10, weight: 1 })
    expect(await progressOf('objectives', o)).toBeCloseTo(0.75, 10)
    const half = await keyResult(o, {
      metric: 'percentage',
      start_value: 0,
      target_value: 100,
      current_value: 50,
      weight: 4,
    })
    expect(await progressOf('objectives', o)).toBeCloseTo((3 * 1 + 0 + 4 * 0.5) / 8, 10)
    expect((await lena.request('DELETE', `${API}/key-results/${half.id}/`)).statusCode).toBe(204)
    expect(await progressOf('objectives', o)).toBeCloseTo(0.75, 10)
  })

  it('rolls up through aligned objectives (each counts 1, drafts and abandoned ones not), to every parent', async () => {
    const grandparent = await objective({ title: 'Grandparent' })
    const parent = await objective({ title: 'Parent', parent_ids: [grandparent] })
    const sibling = await objective({ title: 'Second parent' })
    await keyResult(parent, { metric: 'percentage', start_value: 0, target_value: 100, current_value: 50 })
    const child = await objective({ title: 'Child', parent_ids: [parent, sibling] })
    const childKr = await keyResult(child, {
      metric: 'number',
      start_value: 0,
      target_value: 4,
      current_value: 3,
    })
    const draft = await objective({ title: 'Draft', status: 'draft', parent_ids: [parent] })
    await keyResult(draft, { metric: 'yes_no', current_value: 1 })
    const abandoned = await objective({ title: 'Abandoned', status: 'abandoned', parent_ids: [parent] })
    await keyResult(abandoned, { metric: 'yes_no', current_value: 1 })

    expect(await progressOf('objectives', child)).toBeCloseTo(0.75, 10)
    expect(await progressOf('objectives', parent)).toBeCloseTo((0.5 + 0.75) / 2, 10)
    expect(await progressOf('objectives', grandparent)).toBeCloseTo(0.625, 10)
    expect(await progressOf('objectives', sibling)).toBeCloseTo(0.75, 10)

    // One check-in moves every objective above it, in the same request.
    await lena.post(`${API}/key-results/${childKr.id}/check-ins/`, { value: 4, confidence: 9 })
    expect(await progressOf('objectives', parent)).toBeCloseTo(0.75, 10)
    expect(await progressOf('objectives', grandparent)).toBeCloseTo(0.75, 10)
    expect(await progressOf('objectives', sibling)).toBe(1)

    // A draft that becomes active starts to count.
    const draftNow = (await lena.get(`${API}/objectives/${draft}/`)).json()
    await lena.request(
      'PUT',
      `${API}/objectives/${draft}/`,
      objectiveBody(t, {
        title: 'Draft',
        owner_id: draftNow.owner.id,
        status: 'active',
        parent_ids: [parent],
      }),
    )
    expect(await progressOf('objectives', parent)).toBeCloseTo((0.5 + 1 + 1) / 3, 10)
    expect(await progressOf('objectives', grandparent)).toBeCloseTo((0.5 + 1 + 1) / 3, 10)
  })

  it('recomputes both objectives when a key result moves, and an objective leaving a parent', async () => {
    const from = await objective({ title: 'From' })
    const to = await objective({ title: 'To' })
    const kr = await keyResult(from, { metric: 'yes_no', current_value: 1 })
    await keyResult(to, { metric: 'yes_no', current_value: 0 })
    expect(await progressOf('objectives', from)).toBe(1)
    await lena.request(
      'PUT',
      `${API}/key-results/${kr.id}/`,
      keyResultBody(to, { title: kr.title, metric: 'yes_no' }),
    )
    expect(await progressOf('objectives', from)).toBe(0)
    expect(await progressOf('objectives', to)).toBe(0.5)

    const parent = await objective({ title: 'Parent' })
    await lena.request(
      'PUT',
      `${API}/objectives/${to}/`,
      objectiveBody(t, { title: 'To', parent_ids: [parent] }),
    )
    expect(await progressOf('objectives', parent)).toBe(0.5)
    await lena.request('PUT', `${API}/objectives/${to}/`, objectiveBody(t, { title: 'To', parent_ids: [] }))
    expect(await progressOf('objectives', parent)).toBe(0)
  })
})

describe('project progress', () => {
  it('is done tasks / tasks, through create, toggle, update, move and delete', async () => {
    const owner = personId(t, 'lead@acme.example')
    const { start, end } = currentPeriod()
    const project = (
      await lena.post(`${API}/projects/`, {
        title: 'Rollout',
        owner_id: owner,
        start_date: start,
        end_date: end,
      })
    ).json().id
    const other = (await lena.post(`${API}/projects/`, { title: 'Other', owner_id: owner })).json().id
    expect(await progressOf('projects', project)).toBe(0)
    const tasks: string[] = []
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      tasks.push((await lena.post(`${API}/tasks/`, { project_id: project, title })).json().id)
    }
    await lena.post(`${API}/tasks/${tasks[0]}/toggle_complete/`)
    expect(await progressOf('projects', project)).toBe(0.25)
    await lena.request('PUT', `${API}/tasks/${tasks[1]}/`, {
      project_id: project,
      title: 'Two',
      is_complete: true,
    })
    expect(await progressOf('projects', project)).toBe(0.5)
    await lena.request('DELETE', `${API}/tasks/${tasks[3]}/`)
    expect(await progressOf('projects', project)).toBeCloseTo(2 / 3, 10)
    await lena.request('PUT', `${API}/tasks/${tasks[0]}/`, {
      project_id: other,
      title: 'One',
      is_complete: true,
    })
    expect(await progressOf('projects', project)).toBe(0.5)
    expect(await progressOf('projects', other)).toBe(1)
    await lena.post(`${API}/tasks/${tasks[1]}/toggle_complete/`)
    expect(await progressOf('projects', project)).toBe(0)
  })
})
