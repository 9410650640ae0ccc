import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, acmeOkr, globexOkr, keyResultBody, objectiveBody, personId, titles } from './okr-fixtures.ts'
import { today } from './pace.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const KEY_RESULTS = `${API}/key-results/`
const id = (email: string) => personId(t, email)
const daysFromToday = (days: number) =>
  new Date(Date.parse(today()) + days * 86_400_000).toISOString().slice(0, 10)

describe('key results', () => {
  // First: it reads the demo data as seeded.
  it('filters by objective, responsible, metric, confidence, objective status, team and search', async () => {
    const ada = await t.signIn('user@acme.example')
    const query = async (q: string) =>
      titles((await ada.get(`${KEY_RESULTS}?page_size=100&${q}`)).json()).sort()
    expect(await query(`objective=${acmeOkr(t).objectives.midmarket!.id}`)).toEqual([
      'New mid-market customers',
      'Qualified pipeline',
      'Sign the first reseller partnership',
    ])
    expect(await query(`owner=${id('sofia.rossi@acme.example')}`)).toEqual([
      'Employee engagement score',
      'Lease signed',
      'Qualified pipeline',
      'Roll out the new HR system',
    ])
    // `owner=me`: the caller's own key results (the dashboard's "my key results" card).
    expect(await query('owner=me')).toEqual([
      'Invoices processed automatically',
      'Onboarding completion rate',
    ])
    expect((await ada.get(`${KEY_RESULTS}?owner=someone`)).statusCode).toBe(400)
    expect(await query('metric=currency')).toEqual([
      'Annual recurring revenue',
      'New bookings',
      'Qualified pipeline',
    ])
    expect(await query('confidence_max=3&status=active')).toEqual([
      'New mid-market customers',
      'Regretted attrition',
      'Sign the first reseller partnership',
      'p95 API latency',
    ])
    expect(await query(`team=${t.world.teams.operations.id}&status=draft`)).toEqual(['Lease signed'])
    expect(await query('search=cluster')).toEqual(['Move to the new database cluster'])
  })

  it('lets whoever edits the objective add and change key results; others may not', async () => {
    const onboarding = acmeOkr(t).objectives.onboarding!.id
    const ada = await t.signIn('user@acme.example')
    const created = await ada.post(
      KEY_RESULTS,
      keyResultBody(onboarding, {
        title: 'Trial conversions',
        metric: 'number',
        start_value: 100,
        target_value: 250,
        responsible_id: id('liam.oconnor@acme.example'),
        weight: 2,
      }),
    )
    expect(created.statusCode).toBe(201)
    const kr = created.json()
    expect(kr).toMatchObject({
      objective: { id: onboarding },
      current_value: 100,
      confidence: 5,
      weight: 2,
      responsible: { email: 'liam.oconnor@acme.example' },
      progress: 0,
      last_check_in_at: null,
      project_count: 0,
      can_edit: true,
    })
    const jonas = await t.signIn('jonas.weber@acme.example')
    expect((await jonas.post(KEY_RESULTS, keyResultBody(onboarding))).statusCode).toBe(403)
    expect(
      (await jonas.request('PUT', `${KEY_RESULTS}${kr.id}/`, keyResultBody(onboarding))).statusCode,
    ).toBe(403)
    expect((await jonas.request('DELETE', `${KEY_RESULTS}${kr.id}/`)).statusCode).toBe(403)
    const renamed = await ada.request(
      'PUT',
      `${KEY_RESULTS}${kr.id}/`,
      keyResultBody(onboarding, {
        title: 'Trial conversions per month',
        start_value: 100,
        target_value: 300,
      }),
    )
    expect(renamed.json()).toMatchObject({
      title: 'Trial conversions per month',
      target_value: 300,
      current_value: 100,
    })
    expect((await ada.request('DELETE', `${KEY_RESULTS}${kr.id}/`)).statusCode).toBe(204)
  })

  it('lets the responsible person edit and check in on their key result only', async () => {
    const timeToValue = acmeOkr(t).keyResults.time_to_value!.id
    const liam = await t.signIn('liam.oconnor@acme.example')
    expect((await liam.get(`${KEY_RESULTS}${timeToValue}/`)).json().can_edit).toBe(true)
    const checkIn = await liam.post(`${KEY_RESULTS}${timeToValue}/check-ins/`, {
      value: 8,
      confidence: 5,
      comment: 'New tour shaved a day off.',
    })
    expect(checkIn.statusCode).toBe(201)
    expect(checkIn.json()).toMatchObject({
      value: 8,
      previous_value: 9,
      confidence: 5,
      comment: 'New tour shaved a day off.',
      author: { email: 'liam.oconnor@acme.example' },
      is_impersonated: false,
    })
    const completion = acmeOkr(t).keyResults.completion!.id
    expect((await liam.post(`${KEY_RESULTS}${completion}/check-ins/`, { value: 70 })).statusCode).toBe(403)
    const sofia = await t.signIn('sofia.rossi@acme.example')
    expect((await sofia.post(`${KEY_RESULTS}${timeToValue}/check-ins/`, { value: 1 })).statusCode).toBe(403)
  })

  it('keeps the check-in history, newest first, and records an admin acting as someone', async () => {
    const invoices = acmeOkr(t).keyResults.invoices!.id
    const ada = await t.signIn('user@acme.example')
    const before = (await ada.get(`${KEY_RESULTS}${invoices}/check-ins/?page_size=100`)).json()
    expect(before.count).toBeGreaterThan(0)
    const dates = before.results.map((c: { created_at: string }) => c.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(before.results[0].value).toBe(66)

    const admin = await t.signIn('admin@example.com')
    await admin.post(`/api/v1/accounts/impersonate/${id('user@acme.example')}/`)
    const asAda = await admin.post(`${KEY_RESULTS}${invoices}/check-ins/`, {
      value: 70,
      comment: 'Batch from March done.',
    })
    expect(asAda.json()).toMatchObject({ author: { email: 'user@acme.example' }, is_impersonated: true })
    const after = (await ada.get(`${KEY_RESULTS}${invoices}/check-ins/`)).json()
    expect(after.count).toBe(before.count + 1)
    expect(after.results[0]).toMatchObject({
      value: 70,
      previous_value: 66,
      comment: 'Batch from March done.',
    })
    const kr = (await ada.get(`${KEY_RESULTS}${invoices}/`)).json()
    expect(kr).toMatchObject({
      current_value: 70,
      confidence: 8,
      last_check_in_at: after.results[0].created_at,
    })
  })

  it('records a value or confidence changed through PUT as a check-in, and nothing else as one', async () => {
    const ada = await t.signIn('user@acme.example')
    const objective = (await ada.post(`${API}/objectives/`, objectiveBody(t))).json().id
    const kr = (await ada.post(KEY_RESULTS, keyResultBody(objective, { target_value: 10 }))).json()
    const history = async () => (await ada.get(`${KEY_RESULTS}${kr.id}/check-ins/`)).json().count
    await ada.request(
      'PUT',
      `${KEY_RESULTS}${kr.id}/`,
      keyResultBody(objective, { title: 'Renamed', target_value: 10 }),
    )
    expect(await history()).toBe(0)
    await ada.request(
      'PUT',
      `${KEY_RESULTS}${kr.id}/`,
      keyResultBody(objective, { target_value: 10, current_value: 4 }),
    )
    expect(await history()).toBe(1)
    await ada.request(
      'PUT',
      `${KEY_RESULTS}${kr.id}/`,
      keyResultBody(objective, { target_value: 10, confidence: 2 }),
    )
    const list = (await ada.get(`${KEY_RESULTS}${kr.id}/check-ins/`)).json()
    expect(list.results.map((c: { value: number; confidence: number }) => [c.value, c.confidence])).toEqual([
      [4, 2],
      [4, 5],
    ])
  })

  it('refuses check-ins without the value their metric needs', async () => {
    const ada = await t.signIn('user@acme.example')
    const invoices = acmeOkr(t).keyResults.invoices!.id
    expect(
      (await ada.post(`${KEY_RESULTS}${invoices}/check-ins/`, { comment: 'No value' })).json().errors,
    ).toEqual({
      value: ['Dieses Feld ist erforderlich.'],
    })
    expect(
      (await ada.post(`${KEY_RESULTS}${invoices}/check-ins/`, { value: 1, confidence: 11 })).statusCode,
    ).toBe(400)
    const hr = acmeOkr(t).keyResults.hr_system!.id
    const sofia = await t.signIn('sofia.rossi@acme.example')
    expect(
      Object.keys((await sofia.post(`${KEY_RESULTS}${hr}/check-ins/`, { value: 3 })).json().errors),
    ).toEqual(['done_milestone_ids'])
  })

  it('judges pace against the time passed in the objective’s period', async () => {
    const ada = await t.signIn('user@acme.example')
    const halfway = (
      await ada.post(
        `${API}/objectives/`,
        objectiveBody(t, {
          title: 'Halfway',
          period_start: daysFromToday(-50),
          period_end: daysFromToday(50),
        }),
      )
    ).json().id
    const at = async (current: number) =>
      (
        await ada.post(
          KEY_RESULTS,
          keyResultBody(halfway, { start_value: 0, target_value: 100, current_value: current }),
        )
      ).json().pace
    // Half the period has passed: 50 % is expected; 70 % of that is on track, 40 % at risk.
    expect([await at(40), await at(30), await at(15), await at(100)]).toEqual([
      'on_track',
      'at_risk',
      'off_track',
      'on_track',
    ])
    const early = (
      await ada.post(
        `${API}/objectives/`,
        objectiveBody(t, { title: 'Early', period_start: daysFromToday(-2), period_end: daysFromToday(88) }),
      )
    ).json().id
    const fresh = await ada.post(KEY_RESULTS, keyResultBody(early, { start_value: 0, target_value: 100 }))
    expect(fresh.json().pace).toBe('on_track')
    const behind = (await ada.get(`${KEY_RESULTS}?objective=${halfway}&pace=off_track`)).json()
    expect(behind.results.map((kr: { current_value: number }) => kr.current_value)).toEqual([15])
  })

  it('never shows or changes another company’s key results', async () => {
    const ada = await t.signIn('user@acme.example')
    const rating = globexOkr(t).keyResults.rating!.id
    expect((await ada.get(`${KEY_RESULTS}${rating}/`)).statusCode).toBe(404)
    expect((await ada.get(`${KEY_RESULTS}${rating}/check-ins/`)).statusCode).toBe(404)
    expect((await ada.post(`${KEY_RESULTS}${rating}/check-ins/`, { value: 5 })).statusCode).toBe(404)
    const intoGlobex = await ada.post(KEY_RESULTS, keyResultBody(globexOkr(t).objectives.mobile!.id))
    expect(Object.keys(intoGlobex.json().errors)).toEqual(['objective_id'])
    const lena = await t.signIn('lead@acme.example')
    const foreignPerson = await lena.post(
      KEY_RESULTS,
      keyResultBody(acmeOkr(t).objectives.growth!.id, { responsible_id: id('user@globex.example') }),
    )
    expect(Object.keys(foreignPerson.json().errors)).toEqual(['responsible_id'])
  })
})
