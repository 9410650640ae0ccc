import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const T = '/api/v1/trend_managment'
type Linked = { id: string; title: string; hubs: { id: string; name: string }[] }
type HubTrendRow = { microtrend: { id: string }; measures: { id: string; title: string; gate: number }[] }

describe('links from hub trends to PPM measures, and what the company does about a trend', () => {
  it('links a hub trend to the company’s measures; foreign, unknown or non-measure ids are a 400', async () => {
    const { hubs, microtrends } = t.world.trends
    const measures = t.world.ppm.acme.measuresByTitle
    const ada = await t.signIn('user@acme.example')
    const skills = microtrends['Skills-based hiring']!
    const row = (body: { trends: HubTrendRow[] }) => body.trends.find((x) => x.microtrend.id === skills)!
    const linked = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
      microtrend_id: skills,
      measure_ids: [measures['Shift model review'], measures['OEE dashboard'], measures['OEE dashboard']],
    })
    expect(linked.statusCode).toBe(200)
    expect(row(linked.json()).measures.map((m) => m.title)).toEqual(['OEE dashboard', 'Shift model review'])
    expect(row(linked.json()).measures[0]!.gate).toEqual(expect.any(Number))

    const before = (await ada.get(`${T}/hubs/${hubs.future.id}/`)).json()
    for (const measureIds of [
      [t.world.ppm.globex.measureIds[0]],
      [crypto.randomUUID()],
      [t.world.ppm.acme.projectIds[0]],
    ]) {
      const refused = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
        microtrend_id: skills,
        measure_ids: measureIds,
      })
      expect(refused.statusCode).toBe(400)
      // Ada reads German.
      expect(refused.json().errors.measure_ids).toEqual(['In diesem Unternehmen nicht gefunden.'])
    }
    const notInHub = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
      microtrend_id: microtrends.Robotaxis,
      measure_ids: [],
    })
    expect(notInHub.statusCode).toBe(400)
    expect(notInHub.json().errors.microtrend_id).toHaveLength(1)
    const bad = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
      microtrend_id: skills,
      measure_ids: ['nope'],
      extra: true,
    })
    expect(Object.keys(bad.json().errors).sort()).toEqual(['extra', 'measure_ids.0'])
    expect((await ada.get(`${T}/hubs/${hubs.future.id}/`)).json()).toEqual(before)

    // Globex cannot reach ACME's hub; a member of ACME who is not in the hub cannot change it.
    const gina = await t.signIn('user@globex.example')
    const foreign = await gina.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
      microtrend_id: skills,
      measure_ids: [],
    })
    expect(foreign.statusCode).toBe(404)
    const jonas = await t.signIn('jonas.weber@acme.example')
    const outsider = await jonas.request('PUT', `${T}/hubs/${hubs.future.id}/measures/`, {
      microtrend_id: skills,
      measure_ids: [],
    })
    expect(outsider.statusCode).toBe(403)
  })

  it('shows on the microtrend what the company does about it, across its hubs, and nothing of other companies', async () => {
    const { hubs, microtrends } = t.world.trends
    const lena = await t.signIn('lead@acme.example')
    const carbon = microtrends['Carbon border adjustment']!
    const goals = (await lena.get(`${T}/microtrends/${carbon}/goals/`)).json()
    expect(goals.objectives).toEqual([])
    expect(goals.measures.map((m: Linked) => [m.title, m.hubs.map((h) => h.name)])).toEqual([
      ['Green power PPA', ['Sustainability Radar']],
      ['Heat recovery in plant 2', ['Sustainability Radar']],
    ])
    // The copilots trend: the people objective and a measure, from the Future of Work hub.
    const copilots = microtrends['AI copilots at work']!
    const people = t.world.okr.acme.objectives.people!
    const own = (await lena.get(`${T}/microtrends/${copilots}/goals/`)).json()
    expect(own.objectives).toEqual([
      {
        id: people.id,
        title: people.title,
        progress: expect.any(Number),
        hubs: [{ id: hubs.future.id, name: 'Future of Work' }],
      },
    ])
    expect(own.measures.map((m: Linked) => m.title)).toEqual(['Self-service quotes'])

    // Globex holds Robotaxis in its own hub, links nothing, and sees nothing of ACME's links.
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${T}/microtrends/${copilots}/goals/`)).json()).toEqual({
      objectives: [],
      measures: [],
    })
    const unknown = await gina.get(`${T}/microtrends/${crypto.randomUUID()}/goals/`)
    expect(unknown.statusCode).toBe(404)
    expect((await gina.get(`${T}/microtrends/not-an-id/goals/`)).statusCode).toBe(400)
  })
})

describe('while the company has PPM switched off (ADR 49)', () => {
  it('shows no measure links and refuses to write them; they are back, unchanged, with PPM', async () => {
    const { hubs, microtrends } = t.world.trends
    const staff = await t.sessionAs('super@example.com')
    const features = `/api/v1/okr/companies/${t.world.acme.id}/features/`
    const lena = await t.sessionAs('lead@acme.example')
    const carbon = microtrends['Carbon border adjustment']!
    const hubOf = async () => (await lena.get(`${T}/hubs/${hubs.sustainability.id}/`)).json()
    const measuresOf = (hub: { trends: HubTrendRow[] }) =>
      hub.trends.find((x) => x.microtrend.id === carbon)!.measures.map((m) => m.title)
    const goalsBefore = (await lena.get(`${T}/microtrends/${carbon}/goals/`)).json()
    expect(goalsBefore.measures).toHaveLength(2)
    expect(measuresOf(await hubOf())).toEqual(['Green power PPA', 'Heat recovery in plant 2'])

    for (const state of ['hidden', 'locked'] as const) {
      expect((await staff.request('PUT', features, { visibility: { ppm: state } })).statusCode).toBe(200)
      expect(measuresOf(await hubOf())).toEqual([])
      const goals = (await lena.get(`${T}/microtrends/${carbon}/goals/`)).json()
      expect(goals).toEqual({ objectives: goalsBefore.objectives, measures: [] })
      const write = await lena.request('PUT', `${T}/hubs/${hubs.sustainability.id}/measures/`, {
        microtrend_id: carbon,
        measure_ids: [],
      })
      expect(write.statusCode).toBe(403)
      // Lena reads German.
      expect(write.json().detail).toBe('PPM ist für Ihr Unternehmen nicht verfügbar.')
    }
    expect((await staff.request('PUT', features, { visibility: {} })).statusCode).toBe(200)
    expect(measuresOf(await hubOf())).toEqual(['Green power PPA', 'Heat recovery in plant 2'])
    expect((await lena.get(`${T}/microtrends/${carbon}/goals/`)).json()).toEqual(goalsBefore)
  })
})
