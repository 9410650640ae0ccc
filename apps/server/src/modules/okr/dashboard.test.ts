import { quarterOf, shiftQuarter } from '@portal/contracts/okr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, keyResultBody, objectiveBody, personId } from './okr-fixtures.ts'
import { today } from './pace.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const daysFromToday = (days: number) =>
  new Date(Date.parse(today()) + days * 86_400_000).toISOString().slice(0, 10)
// Yesterday's quarter holds both "overdue" (due yesterday) and an objective running around today.
const period = quarterOf(daysFromToday(-1))

/** A team with one objective half through its time, four key results, a draft and a project. */
async function lab() {
  const lena = await t.signIn('lead@acme.example')
  const team = (
    await lena.post('/api/v1/okr/teams/', { name: `Lab ${crypto.randomUUID().slice(0, 6)}` })
  ).json()
  const window = { team_id: team.id, period_start: daysFromToday(-45), period_end: daysFromToday(45) }
  const objective = (
    await lena.post(`${API}/objectives/`, objectiveBody(t, { title: 'Lab objective', ...window }))
  ).json()
  const kr = async (title: string, current: number, confidence: number) =>
    (
      await lena.post(
        `${API}/key-results/`,
        keyResultBody(objective.id, {
          title,
          start_value: 0,
          target_value: 100,
          current_value: current,
          confidence,
        }),
      )
    ).json()
  const far = await kr('Far behind', 10, 5)
  const behind = await kr('Behind', 30, 6)
  const doubtful = await kr('Ahead but doubtful', 90, 2)
  await kr('On track', 50, 8)
  const draft = (
    await lena.post(
      `${API}/objectives/`,
      objectiveBody(t, { title: 'Lab draft', status: 'draft', ...window }),
    )
  ).json()
  await lena.post(`${API}/key-results/`, keyResultBody(draft.id, { title: 'Draft KR', confidence: 0 }))
  const project = (
    await lena.post(`${API}/projects/`, {
      title: 'Lab project',
      owner_id: personId(t, 'lead@acme.example'),
      team_id: team.id,
    })
  ).json()
  const task = async (title: string, due: string, done = false) =>
    lena.post(`${API}/tasks/`, { project_id: project.id, title, due_date: due, is_complete: done })
  await task('Late', daysFromToday(-1))
  await task('Late but done', daysFromToday(-1), true)
  await task('Later', daysFromToday(3))
  return { lena, team, objective, far, behind, doubtful }
}

describe('goals dashboard', () => {
  it('sums up a team’s period: progress, risks, low confidence, overdue tasks, recent check-ins', async () => {
    const { lena, team, objective, far, behind, doubtful } = await lab()
    await lena.post(`${API}/key-results/${far.id}/check-ins/`, { value: 12, comment: 'Slow week.' })
    const answer = await lena.get(`${API}/dashboard/?period=${period}&team=${team.id}`)
    expect(answer.statusCode).toBe(200)
    const dashboard = answer.json()
    const progress = (await lena.get(`${API}/objectives/${objective.id}/`)).json().progress
    expect(dashboard.period.key).toBe(period)
    expect(dashboard.team).toEqual({ id: team.id, name: team.name })
    expect(dashboard.totals).toEqual({
      objectives: 1,
      progress,
      objectives_by_status: { draft: 1, active: 1, achieved: 0, abandoned: 0 },
      objectives_by_health: { on_track: 1, at_risk: 0, off_track: 0 },
      key_results: 4,
      key_results_at_risk: 2,
      low_confidence: 1,
      overdue_tasks: 1,
    })
    expect(dashboard.key_results_at_risk.map((kr: { id: string; pace: string }) => [kr.id, kr.pace])).toEqual(
      [
        [far.id, 'off_track'],
        [behind.id, 'at_risk'],
      ],
    )
    expect(dashboard.low_confidence).toEqual([
      expect.objectContaining({
        id: doubtful.id,
        confidence: 2,
        objective: { id: objective.id, title: 'Lab objective' },
      }),
    ])
    expect(dashboard.overdue_tasks).toEqual([
      expect.objectContaining({
        title: 'Late',
        project: expect.objectContaining({ title: 'Lab project' }),
        due_date: daysFromToday(-1),
      }),
    ])
    expect(dashboard.recent_check_ins[0]).toMatchObject({
      key_result: far.id,
      key_result_title: 'Far behind',
      objective: { id: objective.id },
      value: 12,
      comment: 'Slow week.',
      author: { email: 'lead@acme.example' },
    })
    expect(dashboard.by_team).toEqual([{ team: { id: team.id, name: team.name }, objectives: 1, progress }])
    expect(dashboard.by_period.map((p: { period: { key: string } }) => p.period.key)).toEqual(
      [-3, -2, -1, 0].map((offset) => shiftQuarter(period, offset)),
    )
    expect(dashboard.by_period.at(-1)).toMatchObject({ objectives: 1, progress })
  })

  it('defaults to the current quarter and the whole company, and shows only the company’s own', async () => {
    const ada = await t.signIn('user@acme.example')
    const acme = (await ada.get(`${API}/dashboard/`)).json()
    expect(acme.period.key).toBe(quarterOf(today()))
    expect(acme.team).toBeNull()
    expect(acme.by_team.map((row: { team: { name: string } }) => row.team.name)).toEqual(
      expect.arrayContaining(['Leadership', 'Operations', 'Product', 'Sales']),
    )
    // The dashboard counts what the lists show: key results of active and achieved objectives.
    const listed = async (status: string) =>
      (await ada.get(`${API}/key-results/?period=${acme.period.key}&status=${status}`)).json().count
    expect(acme.totals.key_results).toBe((await listed('active')) + (await listed('achieved')))
    const year = (await ada.get(`${API}/dashboard/?period=${quarterOf(today()).slice(0, 4)}`)).json()
    expect(year.by_period.map((p: { period: { key: string } }) => p.period.key.slice(-2))).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
    ])
    const gina = await t.signIn('user@globex.example')
    const globex = (await gina.get(`${API}/dashboard/`)).json()
    expect(globex.by_team).toEqual([
      expect.objectContaining({ team: { id: t.world.teams.engineering.id, name: 'Engineering' } }),
    ])
    expect(globex.totals.objectives).toBe(2)
  })

  it('answers 404 for another company’s team and 400 for a malformed period', async () => {
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${API}/dashboard/?team=${t.world.teams.engineering.id}`)).statusCode).toBe(404)
    expect((await ada.get(`${API}/dashboard/?period=Q4-2026`)).statusCode).toBe(400)
  })
})

describe('responsible people', () => {
  it('finds the active members of the active company, for the people picker', async () => {
    const ada = await t.signIn('user@acme.example')
    const all = (await ada.get(`${API}/responsible-people/?page_size=100`)).json()
    const emails = all.results.map((p: { email: string }) => p.email)
    expect(emails).toContain('mia.chen@acme.example')
    expect(emails).not.toContain('nora.berg@acme.example')
    expect(emails.some((e: string) => e.endsWith('@globex.example'))).toBe(false)
    expect(all.count).toBe(emails.length)
    const found = (await ada.get(`${API}/responsible-people/?search=mia%20c&page_size=20`)).json()
    expect(found).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: personId(t, 'mia.chen@acme.example'),
          first_name: 'Mia',
          last_name: 'Chen',
          email: 'mia.chen@acme.example',
        },
      ],
    })
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${API}/responsible-people/?search=mia`)).json().count).toBe(0)
  })
})
