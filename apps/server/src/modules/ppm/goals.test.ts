import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { keyResultBody, objectiveBody } from '../okr/okr-fixtures.ts'
import { webhookDeliveries } from '../webhooks/webhooks.tables.ts'

/** The goals link (issue 14 item 7, ADR 39): measures linked to key results whose value follows them. */

let t: TestApp
let lead: Agent
let ada: Agent
let gina: Agent
beforeAll(async () => {
  t = await startTestApp()
  ;[lead, ada, gina] = await Promise.all([
    t.sessionAs('lead@acme.example'),
    t.sessionAs('user@acme.example'),
    t.sessionAs('user@globex.example'),
  ])
})
afterAll(() => t.close())

const PPM = '/api/v1/ppm'
const OKR = '/api/v1/okr'
const put = (agent: Agent, url: string, body: unknown, headers?: Record<string, string>) =>
  agent.request('PUT', url, body, { headers })
const del = (agent: Agent, url: string) => agent.request('DELETE', url)

/** A fresh programme → project → package of ACME's with `count` measures in the package. */
async function tree(count: number) {
  const suffix = crypto.randomUUID().slice(0, 8)
  const program = (await lead.post(`${PPM}/programs/`, { title: `Goals ${suffix}` })).json()
  const project = (
    await lead.post(`${PPM}/projects/`, { program_id: program.id, title: `P ${suffix}` })
  ).json()
  const pkg = (
    await lead.post(`${PPM}/measure-packages/`, { project_id: project.id, title: `Pkg ${suffix}` })
  ).json()
  const measures: { id: string; title: string }[] = []
  for (let i = 0; i < count; i++) {
    measures.push(
      (await lead.post(`${PPM}/measures/`, { package_id: pkg.id, title: `M${i} ${suffix}` })).json(),
    )
  }
  return { program, project, pkg, measures }
}

/** A key result in a new objective owned by the lead (Ada only reads it). */
async function keyResult(overrides: Record<string, unknown> = {}) {
  const objective = (
    await lead.post(
      `${OKR}/objectives/`,
      objectiveBody(t, { owner_id: t.world.users['lead@acme.example']!.id }),
    )
  ).json()
  const created = await lead.post(
    `${OKR}/key-results/`,
    keyResultBody(objective.id, { start_value: 0, target_value: 100_000, ...overrides }),
  )
  expect(created.statusCode).toBe(201)
  return created.json() as { id: string; title: string }
}

const actual = (measureId: string, cents: number, type = 'revenue_increase', month = '2027-01') =>
  put(lead, `${PPM}/measures/${measureId}/effects/`, {
    cells: [{ month, effect_type: type, planned_cents: 0, actual_cents: cents }],
  })
const link = (agent: Agent, measureId: string, ids: string[], headers?: Record<string, string>) =>
  put(agent, `${PPM}/measures/${measureId}/key-results/`, { key_result_ids: ids }, headers)
const currentValue = async (id: string) =>
  (await ada.get(`${OKR}/key-results/${id}/`)).json().current_value as number
const checkIns = async (id: string) =>
  (await ada.get(`${OKR}/key-results/${id}/check-ins/?page_size=100`)).json().results as {
    id: string
    value: number
    previous_value: number
    via_measures: boolean
    via_integration: boolean
  }[]

describe('linking measures and key results', () => {
  it('links a measure to key results (replacing the set) and shows the link on both sides', async () => {
    const { measures } = await tree(2)
    const [first, second] = [await keyResult(), await keyResult({ metric: 'currency', unit: 'EUR' })]
    const linked = await link(ada, measures[0]!.id, [first.id, second.id, first.id])
    expect(linked.statusCode).toBe(200)
    expect(
      linked
        .json()
        .map((k: { id: string }) => k.id)
        .sort(),
    ).toEqual([first.id, second.id].sort())
    expect(linked.json()[0]).toMatchObject({ from_measures: false, objective: { id: expect.any(String) } })
    await link(ada, measures[1]!.id, [first.id])
    await actual(measures[0]!.id, 12_345)
    await actual(measures[1]!.id, 55, 'investment')

    const side = (await ada.get(`${PPM}/key-results/${first.id}/measures/`)).json()
    expect(side).toMatchObject({ key_result_id: first.id, from_measures: false, currency: 'EUR' })
    expect(side.measures.map((m: { id: string }) => m.id).sort()).toEqual(measures.map((m) => m.id).sort())
    expect(side.effects.actual_cents).toBe(12_345 - 55)

    // PUT replaces: the second key result is no longer linked to the first measure.
    expect((await link(ada, measures[0]!.id, [first.id])).json().map((k: { id: string }) => k.id)).toEqual([
      first.id,
    ])
    expect((await ada.get(`${PPM}/key-results/${second.id}/measures/`)).json().measures).toEqual([])
    expect((await ada.get(`${PPM}/measures/${measures[0]!.id}/key-results/`)).json()).toHaveLength(1)
    const trail = (await ada.get(`${PPM}/measures/${measures[0]!.id}/activities/`)).json().results
    expect(trail[0]).toMatchObject({
      kind: 'key_results_linked',
      changes: [{ field: 'key_results', from: [first.title, second.title].sort(), to: [first.title] }],
    })
  })

  it('refuses another company’s or unknown key results with a localized 400 on key_result_ids, changing nothing', async () => {
    const { measures } = await tree(1)
    const own = await keyResult()
    await link(ada, measures[0]!.id, [own.id])
    const globexKeyResult = (await gina.get(`${OKR}/key-results/?page_size=1`)).json().results[0].id
    for (const ids of [[own.id, globexKeyResult], [crypto.randomUUID()]]) {
      const refused = await link(ada, measures[0]!.id, ids, { 'accept-language': 'de-DE' })
      expect(refused.statusCode).toBe(400)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      expect(refused.json().errors.key_result_ids).toEqual(['In diesem Unternehmen nicht gefunden.'])
    }
    for (const body of [{ key_result_ids: ['nope'] }, {}, { key_result_ids: own.id }]) {
      expect((await put(ada, `${PPM}/measures/${measures[0]!.id}/key-results/`, body)).statusCode).toBe(400)
    }
    const tooMany = Array.from({ length: 51 }, () => crypto.randomUUID())
    expect((await link(ada, measures[0]!.id, tooMany)).json().errors).toHaveProperty('key_result_ids')
    expect(
      (await ada.get(`${PPM}/measures/${measures[0]!.id}/key-results/`))
        .json()
        .map((k: { id: string }) => k.id),
    ).toEqual([own.id])
  })

  it('keeps each company to its own: Globex finds neither ACME’s measures nor its key results', async () => {
    const { measures } = await tree(1)
    const own = await keyResult()
    expect((await gina.get(`${PPM}/measures/${measures[0]!.id}/key-results/`)).statusCode).toBe(404)
    expect((await link(gina, measures[0]!.id, [])).statusCode).toBe(404)
    expect((await gina.get(`${PPM}/key-results/${own.id}/measures/`)).statusCode).toBe(404)
    expect(
      (await put(gina, `${PPM}/key-results/${own.id}/value-source/`, { from_measures: true })).statusCode,
    ).toBe(404)
    expect((await ada.get(`${PPM}/key-results/${crypto.randomUUID()}/measures/`)).statusCode).toBe(404)
  })
})

describe('a key result’s value from PPM measures', () => {
  it('may be switched on by who may change the key result, for a number or a currency in the PPM currency', async () => {
    const number = await keyResult()
    const source = `${PPM}/key-results/${number.id}/value-source/`
    expect((await put(ada, source, { from_measures: true })).statusCode).toBe(403)
    for (const body of [{}, { from_measures: 'yes' }, { from_measures: true, extra: 1 }]) {
      expect((await put(lead, source, body)).statusCode).toBe(400)
    }
    const yesNo = await keyResult({ metric: 'yes_no', start_value: 0, target_value: undefined })
    const dollars = await keyResult({ metric: 'currency', unit: 'USD' })
    for (const kr of [yesNo, dollars]) {
      const refused = await put(
        lead,
        `${PPM}/key-results/${kr.id}/value-source/`,
        { from_measures: true },
        {
          'accept-language': 'de-DE',
        },
      )
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.from_measures[0]).toMatch(/Schlüsselergebnis/)
    }
    const on = await put(lead, source, { from_measures: true })
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({ from_measures: true, measures: [] })
    expect((await ada.get(`${PPM}/key-results/${number.id}/measures/`)).json().from_measures).toBe(true)
  })

  it('follows effects, link changes, moves and deletes to the cent, with a check-in only when the value changed', async () => {
    const one = await tree(2)
    const two = await tree(1)
    const [m1, m2] = [one.measures[0]!, one.measures[1]!]
    const m3 = two.measures[0]!
    const kr = await keyResult({ metric: 'currency', unit: 'EUR' })
    const bystander = await keyResult()
    await link(ada, m1.id, [kr.id, bystander.id])
    await link(ada, m2.id, [kr.id])
    expect(
      (await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: true })).json(),
    ).toMatchObject({ from_measures: true, effects: { actual_cents: 0 } })
    expect(await checkIns(kr.id)).toEqual([]) // 0 was already its value

    // Effects saved: benefits minus costs, in euros to the cent.
    await actual(m1.id, 123_456)
    await actual(m1.id, 10_001, 'one_off_cost')
    expect(await currentValue(kr.id)).toBe(1134.55)
    const history = await checkIns(kr.id)
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({
      value: 1134.55,
      previous_value: 1234.56,
      via_measures: true,
      via_integration: false,
    })
    expect((await ada.get(`${OKR}/key-results/${kr.id}/`)).json().progress).toBeCloseTo(1134.55 / 100_000, 10)
    // A planned-only change leaves the realised value: no check-in.
    await put(lead, `${PPM}/measures/${m1.id}/effects/`, {
      cells: [{ month: '2027-02', effect_type: 'cost_reduction', planned_cents: 999_999, actual_cents: 0 }],
    })
    expect(await checkIns(kr.id)).toHaveLength(2)
    await actual(m2.id, 50, 'cost_reduction')
    expect(await currentValue(kr.id)).toBe(1135.05)

    // A move keeps the effects: same value, no check-in.
    expect((await lead.post(`${PPM}/measures/${m2.id}/move/`, { package_id: two.pkg.id })).statusCode).toBe(
      200,
    )
    expect(await currentValue(kr.id)).toBe(1135.05)
    expect(await checkIns(kr.id)).toHaveLength(3)

    // Link set changes.
    await actual(m3.id, 1_000)
    await link(ada, m3.id, [kr.id])
    expect(await currentValue(kr.id)).toBe(1145.05)
    await link(ada, m2.id, [])
    expect(await currentValue(kr.id)).toBe(1144.55)
    await link(ada, m2.id, [kr.id])

    // Deletes: a measure, then the package holding the two others' remainder.
    expect((await del(lead, `${PPM}/measures/${m1.id}/`)).statusCode).toBe(204)
    expect(await currentValue(kr.id)).toBe(10.5)
    expect((await del(lead, `${PPM}/measure-packages/${two.pkg.id}/`)).statusCode).toBe(204)
    expect(await currentValue(kr.id)).toBe(0)
    const all = await checkIns(kr.id)
    expect(all.map((c) => c.value)).toEqual([0, 10.5, 1145.05, 1144.55, 1145.05, 1135.05, 1134.55, 1234.56])
    expect(all.every((c) => c.via_measures)).toBe(true)
    expect((await ada.get(`${PPM}/key-results/${kr.id}/measures/`)).json()).toMatchObject({
      measures: [],
      effects: { actual_cents: 0 },
    })

    // The linked key result that did not opt in kept its own value all along.
    expect(await currentValue(bystander.id)).toBe(0)
    expect(await checkIns(bystander.id)).toEqual([])

    // Switched off, the value stays where it is and no longer follows.
    const { measures } = await tree(1)
    await link(ada, measures[0]!.id, [kr.id])
    await actual(measures[0]!.id, 700)
    expect(await currentValue(kr.id)).toBe(7)
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: false })
    await actual(measures[0]!.id, 900)
    expect(await currentValue(kr.id)).toBe(7)
    // Switched on again, it catches up at once.
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: true })
    expect(await currentValue(kr.id)).toBe(9)
  })

  it('follows a whole programme’s delete and a project’s move to another programme', async () => {
    const one = await tree(1)
    const two = await tree(1)
    const kr = await keyResult()
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: true })
    await link(ada, one.measures[0]!.id, [kr.id])
    await link(ada, two.measures[0]!.id, [kr.id])
    await actual(one.measures[0]!.id, 101)
    await actual(two.measures[0]!.id, 202)
    expect(await currentValue(kr.id)).toBe(3.03)
    await lead.post(`${PPM}/projects/${one.project.id}/move/`, { program_id: two.program.id })
    expect(await currentValue(kr.id)).toBe(3.03)
    expect(await checkIns(kr.id)).toHaveLength(2)
    await del(lead, `${PPM}/programs/${two.program.id}/`)
    expect(await currentValue(kr.id)).toBe(0)
  })

  it('tells the company’s webhooks of each check-in the measures made, and of none that did not happen', async () => {
    const hook = await lead.post(`${OKR}/webhooks/`, {
      url: 'https://hooks.example.com/portal',
      events: ['okr.check_in.created'],
    })
    expect(hook.statusCode, hook.body).toBe(201)
    const queued = async () =>
      (
        await t.db
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, hook.json().id))
      ).map((row) => (row.payload as { data: Record<string, unknown> }).data)
    const { measures } = await tree(1)
    const kr = await keyResult()
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: true })
    await link(ada, measures[0]!.id, [kr.id])
    await actual(measures[0]!.id, 4_200)
    const [made] = await checkIns(kr.id)
    expect(await queued()).toEqual([
      expect.objectContaining({ key_result_id: kr.id, check_in_id: made!.id, value: 42 }),
    ])
    // A refused write changes nothing and announces nothing; an unchanged value makes no check-in.
    const refused = await put(lead, `${PPM}/measures/${measures[0]!.id}/effects/`, {
      cells: [{ month: '2027-13', effect_type: 'revenue_increase', planned_cents: 0, actual_cents: 1 }],
    })
    expect(refused.statusCode).toBe(400)
    await actual(measures[0]!.id, 4_200)
    expect(await queued()).toHaveLength(1)
  })
})

describe('a key result kept by its measures (ADR 50)', () => {
  /** A key result of the lead's whose value follows one measure with 123.45 realised. */
  async function kept(overrides: Record<string, unknown> = {}) {
    const { measures } = await tree(1)
    const kr = await keyResult(overrides)
    await link(lead, measures[0]!.id, [kr.id])
    expect(
      (await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: true })).statusCode,
    ).toBe(200)
    await actual(measures[0]!.id, 12_345)
    expect(await currentValue(kr.id)).toBe(123.45)
    return { kr, measure: measures[0]! }
  }

  it('marks linked and following key results for the OKR table, company by company', async () => {
    const { kr, measure } = await kept()
    const linkedOnly = await keyResult()
    await link(lead, measure.id, [kr.id, linkedOnly.id])
    const sourceOnly = await keyResult()
    await put(lead, `${PPM}/key-results/${sourceOnly.id}/value-source/`, { from_measures: true })

    const links = (await ada.get(`${PPM}/key-results/`)).json() as {
      key_result_id: string
      measure_count: number
      from_measures: boolean
    }[]
    const of = (id: string) => links.find((l) => l.key_result_id === id)
    expect(of(kr.id)).toEqual({ key_result_id: kr.id, measure_count: 1, from_measures: true })
    expect(of(linkedOnly.id)).toEqual({
      key_result_id: linkedOnly.id,
      measure_count: 1,
      from_measures: false,
    })
    expect(of(sourceOnly.id)).toEqual({ key_result_id: sourceOnly.id, measure_count: 0, from_measures: true })
    const globex = (await gina.get(`${PPM}/key-results/`)).json() as { key_result_id: string }[]
    expect(globex.map((l) => l.key_result_id)).not.toContain(kr.id)
  })

  it('refuses a check-in by hand or by an integration with a field message in the user’s locale, changing nothing', async () => {
    const { kr, measure } = await kept()
    const before = await checkIns(kr.id)
    const checkIn = (agent: Agent, headers?: Record<string, string>) =>
      agent.post(`${OKR}/key-results/${kr.id}/check-ins/`, { value: 5, comment: 'by hand' }, { headers })

    // The lead's own language (German) wins over the browser's.
    const refused = await checkIn(lead, { 'accept-language': 'fr-FR' })
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/)
    expect(refused.json().errors.value[0]).toMatch(/übernimmt seinen Wert aus seinen PPM-Maßnahmen/)
    // Who may not change it hears so, as for any key result; another company's finds nothing.
    expect((await checkIn(ada)).statusCode).toBe(403)
    expect((await checkIn(gina)).statusCode).toBe(404)
    expect(await currentValue(kr.id)).toBe(123.45)
    expect(await checkIns(kr.id)).toEqual(before)

    // An integration's push too, even when the key result was also set to take integrations' values.
    const account = await lead.post('/api/v1/companies/service-accounts/', { name: 'CRM' })
    const token = await lead.post(`/api/v1/companies/service-accounts/${account.json().id}/tokens/`, {
      name: 'Nightly',
      scopes: ['okr:write'],
      expires_in_days: 90,
    })
    await put(lead, `${OKR}/key-results/${kr.id}/value-source/`, { from_integrations: true })
    const push = await t.app.inject({
      method: 'POST',
      url: `${OKR}/key-results/${kr.id}/values/`,
      headers: { authorization: `Bearer ${token.json().secret}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 7 }),
    })
    expect(push.statusCode).toBe(400)
    expect(push.json().errors.value).toHaveLength(1)
    expect(await checkIns(kr.id)).toEqual(before)

    // The measures still move it; switched off, a person checks in again.
    await actual(measure.id, 20_000)
    expect(await currentValue(kr.id)).toBe(200)
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: false })
    const allowed = await checkIn(lead)
    expect(allowed.statusCode).toBe(201)
    expect(allowed.json()).toMatchObject({ value: 5, via_measures: false })
  })

  it('refuses an edit that sets the value by hand, or a metric or currency its measures cannot give (in the lead’s German)', async () => {
    const { kr, measure } = await kept({ metric: 'currency', unit: 'EUR' })
    const current = (await lead.get(`${OKR}/key-results/${kr.id}/`)).json()
    const body = {
      objective_id: current.objective.id,
      title: current.title,
      metric: 'currency',
      unit: 'EUR',
      start_value: 0,
      target_value: 100_000,
    }
    const edit = (changes: Record<string, unknown>) =>
      put(lead, `${OKR}/key-results/${kr.id}/`, { ...body, ...changes })

    const percentage = await edit({ metric: 'percentage', unit: '' })
    expect(percentage.statusCode).toBe(400)
    expect(percentage.json().errors.metric[0]).toMatch(/Zahlen- oder Währungsergebnis/)
    const milestone = await edit({ metric: 'milestone', milestones: [{ title: 'Done', done: false }] })
    expect(milestone.json().errors.metric).toHaveLength(1)
    const dollars = await edit({ unit: 'USD' })
    expect(dollars.statusCode).toBe(400)
    expect(dollars.json().errors.unit[0]).toMatch(/PPM-Währung/)
    const value = await edit({ current_value: 7 })
    expect(value.statusCode).toBe(400)
    expect(value.json().errors.current_value[0]).toMatch(/nicht von Hand/)
    const after = (await lead.get(`${OKR}/key-results/${kr.id}/`)).json()
    expect(after).toMatchObject({
      metric: 'currency',
      unit: 'EUR',
      current_value: 123.45,
      title: current.title,
    })

    // Anything else may change, the value sent as it is included; the measures keep following.
    const renamed = await edit({ title: 'Savings realised', current_value: 123.45, target_value: 200_000 })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ title: 'Savings realised', current_value: 123.45 })
    await actual(measure.id, 30_000)
    expect(await currentValue(kr.id)).toBe(300)
    // Switched off, the metric is free again.
    await put(lead, `${PPM}/key-results/${kr.id}/value-source/`, { from_measures: false })
    expect((await edit({ metric: 'percentage', unit: '', title: 'Share' })).statusCode).toBe(200)
  })
})
