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
      source_id: t.world.marketIntelligence.acme.sources.reuters,
      occurred_on: '2026-11-04',
      competitor_id: id,
      tags: ['product', 'product'],
    })
    expect(signal.json()).toMatchObject({
      competitor: { id, name: 'Vandelay Industries' },
      source: { name: 'Reuters', kind: 'news_site', reliability: 'high' },
      tags: ['product'],
      created_by: { email: 'lead@acme.example' },
    })
    const foreign = t.world.marketIntelligence.globex.acme
    const refused = await lena.post(`${M}/signals/`, {
      kind: 'note',
      title: 'x',
      source_id: t.world.marketIntelligence.acme.sources.reuters,
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

  it('keeps sources as records: counts, unique names, in-use sources kept, foreign ones refused', async () => {
    const lena = await t.signIn('lead@acme.example')
    const { sources } = t.world.marketIntelligence.acme
    const list = (await lena.get(`${M}/sources/`)).json()
    const sales = list.find((s: { id: string }) => s.id === sources.sales)
    expect(sales).toMatchObject({ name: 'Sales call notes', kind: 'internal', signal_count: 2 })
    expect(list.find((s: { id: string }) => s.id === sources.gartner)).toMatchObject({
      kind: 'analyst',
      signal_count: 0,
    })
    const made = await lena.post(`${M}/sources/`, {
      name: 'Forrester',
      kind: 'analyst',
      url: 'https://www.forrester.com/',
      reliability: 'high',
      notes: 'Wave reports',
    })
    expect(made.statusCode).toBe(201)
    const dup = await lena.post(`${M}/sources/`, { name: 'forrester' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().errors.name).toHaveLength(1)
    for (const bad of [
      { name: '' },
      { name: 'X', kind: 'blog' },
      { name: 'X', reliability: 'sure' },
      { name: 'X', url: 'http://127.0.0.1/' },
      { name: 'X', extra: 1 },
    ]) {
      const refused = await lena.post(`${M}/sources/`, bad)
      expect(refused.statusCode).toBe(400)
      expect(Object.keys(refused.json().errors).length).toBeGreaterThan(0)
    }
    const id = made.json().id
    const renamed = await lena.request('PUT', `${M}/sources/${id}/`, {
      name: 'Forrester Research',
      kind: 'analyst',
    })
    expect(renamed.json()).toMatchObject({ name: 'Forrester Research', reliability: null, notes: '' })
    // A source that signals use stays, in the caller's language.
    const inUse = await lena.request('DELETE', `${M}/sources/${sources.sales}/`)
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().detail).toMatch(/Quelle/)
    expect((await lena.request('DELETE', `${M}/sources/${id}/`)).statusCode).toBe(204)
    // Globex sees only its own sources, cannot change ACME's, and cannot name one in its signals.
    const hank = await t.signIn('hank.scorpio@globex.example')
    const theirs = (await hank.get(`${M}/sources/`)).json().map((s: { name: string }) => s.name)
    expect(theirs).toEqual(['Acme blog'])
    expect((await hank.request('PUT', `${M}/sources/${sources.reuters}/`, { name: 'Mine' })).statusCode).toBe(
      404,
    )
    expect((await hank.request('DELETE', `${M}/sources/${sources.gartner}/`)).statusCode).toBe(404)
    const foreign = await hank.post(`${M}/signals/`, {
      kind: 'note',
      title: 'Borrowed source',
      source_id: sources.reuters,
      occurred_on: '2026-11-04',
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors.source_id).toEqual(['Not found in this company.'])
    // Signals filter by source.
    const bySource = (await lena.get(`${M}/signals/?source=${sources.sales}`)).json()
    expect(bySource.results.map((s: { source: { name: string } }) => s.source.name)).toEqual([
      'Sales call notes',
      'Sales call notes',
    ])
  })

  it('links a signal to the company’s objectives and measures; foreign or unknown ids are refused', async () => {
    const lena = await t.signIn('lead@acme.example')
    const world = t.world
    const signal = (await lena.get(`${M}/signals/?search=outage`)).json().results[0]
    // The demo links the outage to the reliability objective.
    expect(signal.links.objectives.map((o: { id: string }) => o.id)).toEqual([
      world.okr.acme.objectives.reliability!.id,
    ])
    const guardrails = world.ppm.acme.measuresByTitle['Discount guardrails']!
    const growth = world.okr.acme.objectives.growth!.id
    const linked = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {
      objective_ids: [growth, growth],
      measure_ids: [guardrails],
    })
    expect(linked.statusCode).toBe(200)
    expect(linked.json().links).toMatchObject({
      objectives: [{ id: growth }],
      measures: [{ id: guardrails, title: 'Discount guardrails' }],
    })
    const read = (await lena.get(`${M}/signals/${signal.id}/`)).json()
    expect(read.links).toEqual(linked.json().links)

    // Globex's objective and measure, an unknown id, a programme instead of a measure: 400, nothing changes.
    const globexObjective = Object.values(world.okr.globex.objectives)[0]!.id
    const globexMeasure = world.ppm.globex.measureIds[0]!
    for (const [body, field] of [
      [{ objective_ids: [globexObjective] }, 'objective_ids'],
      [{ measure_ids: [globexMeasure] }, 'measure_ids'],
      [{ measure_ids: [crypto.randomUUID()] }, 'measure_ids'],
      [{ measure_ids: [world.ppm.acme.programId] }, 'measure_ids'],
      [{ objective_ids: ['not-an-id'] }, 'objective_ids.0'],
    ] as const) {
      const refused = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors[field]).toHaveLength(1)
    }
    const german = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {
      measure_ids: [globexMeasure],
    })
    expect(german.json().errors.measure_ids).toEqual(['In diesem Unternehmen nicht gefunden.'])
    expect((await lena.get(`${M}/signals/${signal.id}/`)).json().links).toEqual(linked.json().links)

    // Members read the links; only managers change them. Globex cannot find the signal at all.
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${M}/signals/${signal.id}/`)).json().links.measures).toHaveLength(1)
    expect((await ada.request('PUT', `${M}/signals/${signal.id}/links/`, {})).statusCode).toBe(403)
    const hank = await t.signIn('hank.scorpio@globex.example')
    expect((await hank.get(`${M}/signals/${signal.id}/`)).statusCode).toBe(404)
    expect(
      (await hank.request('PUT', `${M}/signals/${signal.id}/links/`, { objective_ids: [globexObjective] }))
        .statusCode,
    ).toBe(404)
    // Clearing the links.
    const cleared = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {})
    expect(cleared.json().links).toEqual({ objectives: [], measures: [] })
  })

  it('imports signals from CSV and JSON: a preview, then idempotent writes and a report', async () => {
    const lena = await t.signIn('lead@acme.example')
    const csv = [
      'external_id,kind,title,summary,source,url,occurred_on,competitor,tags',
      'feed-1,news,Initech buys a chatbot start-up,,Reuters,https://news.example.com/a,2026-11-10,Initech,ai;m&a',
      'feed-2,note,"Umbrella cuts prices, again",Heard at a fair,Fair gossip,,2026-11-11,umbrella analytics,pricing',
      ',news,Keyed by its address,,Reuters,https://news.example.com/c,2026-11-12,,',
      ',news,No key at all,,Reuters,,2026-11-12,,',
      'feed-4,rumour,Bad kind,,Reuters,,2026-13-40,,',
      'feed-5,news,Unknown rival,,Reuters,,2026-11-12,Vandelay,',
      'feed-1,news,Twice in the file,,Reuters,,2026-11-12,,',
    ].join('\n')
    const before = (await lena.get(`${M}/signals/`)).json().count
    const preview = await lena.post(`${M}/signals/import/`, { format: 'csv', content: csv })
    expect(preview.statusCode).toBe(200)
    const report = preview.json()
    expect(report.dry_run).toBe(true)
    expect(report.created.map((r: { external_id: string }) => r.external_id)).toEqual([
      'feed-1',
      'feed-2',
      'https://news.example.com/c',
    ])
    expect(report.updated).toEqual([])
    expect(report.new_sources).toEqual(['Fair gossip'])
    expect(report.refused.map((r: { row: number }) => r.row)).toEqual([4, 5, 6, 7])
    const reasons = Object.fromEntries(
      report.refused.map((r: { row: number; reasons: string[] }) => [r.row, r.reasons.join(' | ')]),
    )
    // In Lena's language (German), each naming its column.
    expect(reasons[4]).toMatch(/^external_id: .*url/)
    expect(reasons[5]).toMatch(/kind: /)
    expect(reasons[5]).toMatch(/occurred_on: /)
    expect(reasons[6]).toBe(
      'competitor: Einen Wettbewerber „Vandelay“ gibt es in diesem Unternehmen nicht; legen Sie ihn zuerst an.',
    )
    expect(reasons[7]).toBe('external_id: Derselbe Schlüssel steht bereits in Zeile 1 dieser Datei.')
    expect((await lena.get(`${M}/signals/`)).json().count).toBe(before)

    const run = (
      await lena.post(`${M}/signals/import/`, { format: 'csv', content: csv, dry_run: false })
    ).json()
    expect(run.created).toHaveLength(3)
    expect((await lena.get(`${M}/signals/`)).json().count).toBe(before + 3)
    const imported = (await lena.get(`${M}/signals/?search=chatbot`)).json().results[0]
    expect(imported).toMatchObject({
      external_id: 'feed-1',
      source: { name: 'Reuters' },
      competitor: { name: 'Initech' },
      tags: ['ai', 'm&a'],
    })
    const gossip = (await lena.get(`${M}/sources/`))
      .json()
      .find((s: { name: string }) => s.name === 'Fair gossip')
    expect(gossip).toMatchObject({ kind: 'other', signal_count: 1 })

    // The same file again creates nothing; a changed row updates its signal.
    const again = (
      await lena.post(`${M}/signals/import/`, { format: 'csv', content: csv, dry_run: false })
    ).json()
    expect(again.created).toEqual([])
    expect(again.updated).toHaveLength(3)
    expect(again.new_sources).toEqual([])
    const json = JSON.stringify([
      { external_id: 'feed-1', title: 'Initech buys ChatCo', source: 'reuters', occurred_on: '2026-11-10' },
      {
        external_id: 'feed-9',
        kind: 'note',
        title: 'New from JSON',
        source: 'Gartner',
        occurred_on: '2026-11-13',
        tags: ['ai'],
      },
    ])
    const fromJson = (
      await lena.post(`${M}/signals/import/`, { format: 'json', content: json, dry_run: false })
    ).json()
    expect(fromJson.updated.map((r: { title: string }) => r.title)).toEqual(['Initech buys ChatCo'])
    expect(fromJson.created.map((r: { external_id: string }) => r.external_id)).toEqual(['feed-9'])
    expect((await lena.get(`${M}/signals/`)).json().count).toBe(before + 4)
    const updated = (await lena.get(`${M}/signals/${imported.id}/`)).json()
    expect(updated).toMatchObject({
      title: 'Initech buys ChatCo',
      competitor: null,
      tags: [],
      source: { name: 'Reuters' },
    })

    // An unreadable file is a 400 on content; Globex's import never touches ACME's signals.
    for (const [format, content] of [
      ['json', '{"not": "a list"}'],
      ['json', '[{'],
      ['csv', 'name;date\nx;y'],
    ] as const) {
      const bad = await lena.post(`${M}/signals/import/`, { format, content })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors.content).toHaveLength(1)
    }
    expect((await lena.post(`${M}/signals/import/`, { format: 'xml', content: 'x' })).statusCode).toBe(400)
    const hank = await t.signIn('hank.scorpio@globex.example')
    const theirs = (
      await hank.post(`${M}/signals/import/`, { format: 'csv', content: csv, dry_run: false })
    ).json()
    // Globex has no competitors named Initech or Umbrella: those rows are refused there.
    expect(theirs.created.map((r: { external_id: string }) => r.external_id)).toEqual([
      'https://news.example.com/c',
    ])
    expect((await lena.get(`${M}/signals/${imported.id}/`)).json().title).toBe('Initech buys ChatCo')
    expect((await hank.get(`${M}/signals/`)).json().count).toBe(2)
    const ada = await t.signIn('user@acme.example')
    expect((await ada.post(`${M}/signals/import/`, { format: 'csv', content: csv })).statusCode).toBe(403)
  })
})

describe('while the company has PPM switched off (ADR 49)', () => {
  it('shows no measure links on signals, refuses to link one, and keeps the stored ones', async () => {
    const staff = await t.sessionAs('super@example.com')
    const features = `/api/v1/okr/companies/${t.world.acme.id}/features/`
    const lena = await t.sessionAs('lead@acme.example')
    const signal = (await lena.get(`${M}/signals/?search=outage`)).json().results[0]
    const guardrails = t.world.ppm.acme.measuresByTitle['Discount guardrails']!
    const growth = t.world.okr.acme.objectives.growth!.id
    const reliability = t.world.okr.acme.objectives.reliability!.id
    const linked = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {
      objective_ids: [reliability],
      measure_ids: [guardrails],
    })
    expect(linked.json().links.measures.map((m: { id: string }) => m.id)).toEqual([guardrails])

    expect((await staff.request('PUT', features, { visibility: { ppm: 'locked' } })).statusCode).toBe(200)
    const read = (await lena.get(`${M}/signals/${signal.id}/`)).json()
    expect(read.links).toEqual({ objectives: linked.json().links.objectives, measures: [] })
    const listed = (await lena.get(`${M}/signals/?search=outage`)).json().results[0]
    expect(listed.links.measures).toEqual([])
    const refused = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {
      objective_ids: [growth],
      measure_ids: [guardrails],
    })
    expect(refused.statusCode).toBe(403)
    // Linking objectives alone works and leaves the measure links the company cannot see alone.
    const objectivesOnly = await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {
      objective_ids: [growth],
    })
    expect(objectivesOnly.statusCode).toBe(200)
    expect(objectivesOnly.json().links).toMatchObject({ objectives: [{ id: growth }], measures: [] })

    expect((await staff.request('PUT', features, { visibility: {} })).statusCode).toBe(200)
    const back = (await lena.get(`${M}/signals/${signal.id}/`)).json().links
    expect(back).toMatchObject({ objectives: [{ id: growth }], measures: [{ id: guardrails }] })
    expect((await lena.request('PUT', `${M}/signals/${signal.id}/links/`, {})).statusCode).toBe(200)
  })
})
