import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const M = '/api/v1/market_intelligence'

describe('market intelligence', () => {
  it('shows a company its own competitors with counts, last signal and top tags', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = (await ada.get(`${M}/competitors/`)).json()
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      'Hooli Cloud',
      'Initech',
      'Umbrella Analytics',
    ])
    expect(list[1]).toMatchObject({
      signal_count: 5,
      last_signal_on: '2026-11-03',
      top_tags: ['dach', 'pricing', 'churn-risk'],
    })
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${M}/competitors/`)).json().map((c: { name: string }) => c.name)).toEqual([
      'Acme Corp',
    ])
    expect((await gina.get(`${M}/signals/`)).json().count).toBe(1)
  })

  it('filters signals by competitor, tag, kind, words and dates, newest first', async () => {
    const ada = await t.signIn('user@acme.example')
    const { initech } = t.world.marketIntelligence.acme
    const titles = async (query: string) =>
      (await ada.get(`${M}/signals/?${query}`)).json().results.map((s: { title: string }) => s.title)
    expect(await titles(`competitor=${initech}&kind=note`)).toEqual([
      'Initech offers free migration from our platform',
      'Initech undercut us on the Müller tender by 12 %',
    ])
    expect(await titles('tag=pricing&from=2026-09-01')).toEqual([
      'Initech offers free migration from our platform',
      'Hooli Cloud cuts list prices by 20 %',
    ])
    expect(await titles('search=outage')).toEqual(['Hooli Cloud suffers a six-hour outage in Europe'])
    expect((await ada.get(`${M}/signals/?from=2026-10-02&to=2026-10-01`)).statusCode).toBe(400)
  })

  it('counts signals by month and competitor', async () => {
    const ada = await t.signIn('user@acme.example')
    const stats = (await ada.get(`${M}/signals/stats/?from=2026-09-01&to=2026-10-31`)).json()
    expect(stats.months.map((m: { month: string; count: number }) => [m.month, m.count])).toEqual([
      ['2026-09', 3],
      ['2026-10', 4],
    ])
    expect(stats.months[0].by_competitor).toEqual({ 'Hooli Cloud': 1, '': 1, 'Umbrella Analytics': 1 })
    expect(stats.competitors[0]).toMatchObject({ name: 'Hooli Cloud', count: 3 })
  })

  it('lets the company admin manage competitors and signals; users only read', async () => {
    const lena = await t.signIn('lead@acme.example')
    const created = await lena.post(`${M}/competitors/`, {
      name: 'Vandelay Industries',
      website: 'https://vandelay.example.com/',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    expect(
      (await lena.post(`${M}/competitors/`, { name: 'vandelay industries' })).json().errors.name,
    ).toBeDefined()
    expect(
      (await lena.post(`${M}/competitors/`, { name: 'Local', website: 'http://10.0.0.1/' })).statusCode,
    ).toBe(400)
    const signal = await lena.post(`${M}/signals/`, {
      kind: 'news',
      title: 'Vandelay imports latex',
      source: 'Daily Planet',
      occurred_on: '2026-11-04',
      competitor_id: id,
      tags: ['product', 'product'],
    })
    expect(signal.json()).toMatchObject({
      competitor: { id, name: 'Vandelay Industries' },
      tags: ['product'],
      created_by: { email: 'lead@acme.example' },
    })
    const foreign = t.world.marketIntelligence.globex.acme
    const refused = await lena.post(`${M}/signals/`, {
      kind: 'note',
      title: 'x',
      source: 'y',
      occurred_on: '2026-11-04',
      competitor_id: foreign,
    })
    expect(refused.json().errors.competitor_id).toBeDefined()
    const ada = await t.signIn('user@acme.example')
    expect((await ada.post(`${M}/competitors/`, { name: 'Mine' })).statusCode).toBe(403)
    expect((await ada.request('DELETE', `${M}/signals/${signal.json().id}/`)).statusCode).toBe(403)
    // Deleting the competitor keeps its signal, without a competitor.
    expect((await lena.request('DELETE', `${M}/competitors/${id}/`)).statusCode).toBe(204)
    const kept = (await ada.get(`${M}/signals/?search=latex`)).json().results[0]
    expect(kept.competitor).toBeNull()
    expect((await lena.request('DELETE', `${M}/signals/${kept.id}/`)).statusCode).toBe(204)
    const gina = await t.signIn('user@globex.example')
    expect(
      (await gina.request('DELETE', `${M}/competitors/${t.world.marketIntelligence.acme.hooli}/`)).statusCode,
    ).toBe(403)
  })
})
