import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { pictureBytes, pictureDataUrl } from './test-pictures.ts'
import { MICROTRENDS } from './trends-library.data.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const T = '/api/v1/trend_managment'
type Trend = {
  id: string
  title: string
  macrotrend_ids: string[]
  megatrend_ids: string[]
  is_favorite: boolean
}
const titles = (body: { results: Trend[] }) => body.results.map((r) => r.title)

describe('the trend library', () => {
  it('lists microtrends in the reader’s language with their macro- and megatrends', async () => {
    const ada = await t.signIn('user@acme.example')
    const all = (await ada.get(`${T}/microtrends/?page_size=200`)).json()
    expect(all.count).toBe(MICROTRENDS.length)
    // Ada reads German; newest first by default.
    expect(all.results[0]).toMatchObject({ title: 'Sprachlernen im Job', external_id: 'demo-120' })
    const copilots = all.results.find((r: Trend) => r.title === 'KI-Assistenten im Job')
    expect(copilots.macrotrend_ids.sort()).toEqual(
      [t.world.trends.macrotrends.ai, t.world.trends.macrotrends.work].sort(),
    )
    expect(copilots.megatrend_ids.sort()).toEqual(
      [t.world.trends.megatrends.digital, t.world.trends.megatrends.demography].sort(),
    )
    expect(copilots.is_favorite).toBe(true)
    const gina = await t.signIn('user@globex.example')
    const english = (await gina.get(`${T}/microtrends/?search=copilot`)).json()
    expect(titles(english)).toEqual(['AI copilots at work'])
    expect(english.results[0].is_favorite).toBe(false)
  })

  it('searches only the reader’s language and filters by every facet, dates and favourites', async () => {
    const ada = await t.signIn('user@acme.example')
    const { macrotrends, megatrends, industries, innovations } = t.world.trends
    // "Wasserstoff" is German: Ada finds it, an English reader does not.
    expect(titles((await ada.get(`${T}/microtrends/?search=wasserstoff`)).json())).toEqual([
      'Grüner Wasserstoff in der Industrie',
      'Wasserstoff-Importpartnerschaften',
      'Notstrom für Rechenzentren',
      'Abnahmeverträge für grünen Stahl',
    ])
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(`${T}/microtrends/?search=wasserstoff`)).json().count).toBe(0)

    const mobility = (
      await gina.get(`${T}/microtrends/?macrotrend=${macrotrends.mobility}&sort=title`)
    ).json()
    expect(titles(mobility)).toEqual(
      [
        'E-cargo bikes for the last mile',
        'Electric trucks',
        'Germany-wide transit ticket',
        'Megawatt charging for trucks',
        'Mobility as a service',
        'Night trains revival',
        'On-demand rural shuttles',
        'Robotaxis',
        'Super apps',
        'Vehicle-to-grid charging',
        'Zero-emission delivery zones',
        '15-minute city',
      ].sort((a, b) => a.localeCompare(b, 'en-US')),
    )
    const health = (await gina.get(`${T}/microtrends/?megatrend=${megatrends.health}&page_size=50`)).json()
    expect(health.count).toBe(41)
    const both = await gina.get(
      `${T}/microtrends/?industry=${industries.health}&innovation=${innovations.genai}&sort=title`,
    )
    expect(titles(both.json())).toEqual([
      'AI in drug discovery',
      'AI regulation compliance',
      'AI-read radiology images',
      'AI-supported therapy chatbots',
      'Ambient clinical documentation',
      'Privacy-enhancing technologies',
      'Synthetic training data',
    ])
    const autumn = (await gina.get(`${T}/microtrends/?from=2026-10-12&to=2026-10-20&sort=oldest`)).json()
    expect(titles(autumn)).toEqual([
      'Critical raw materials',
      'Personalised skincare from skin tests',
      'Vertical farms near cities',
      'AI copilots at work',
    ])
    const mine = (await ada.get(`${T}/microtrends/?favorites=true&sort=title`)).json()
    expect(titles(mine)).toEqual(['KI-Assistenten im Job', 'Vier-Tage-Woche'])
    const paged = (await gina.get(`${T}/microtrends/?page=2&page_size=10&sort=title`)).json()
    expect(paged.results).toHaveLength(10)
    expect(paged.previous).toContain('page=1')
  })

  it('refuses bad filters with field messages', async () => {
    const ada = await t.signIn('user@acme.example')
    for (const query of [
      'from=2026-13-01',
      'to=yesterday',
      'sort=random',
      'megatrend=nope',
      'from=2026-10-02&to=2026-10-01',
    ]) {
      const answer = await ada.get(`${T}/microtrends/?${query}`)
      expect(answer.statusCode, query).toBe(400)
      expect(Object.keys(answer.json().errors ?? {}).length, query).toBeGreaterThan(0)
    }
  })

  it('reads megatrends, macrotrends, their links, industries and innovations', async () => {
    const gina = await t.signIn('user@globex.example')
    const { macrotrends, megatrends, microtrends } = t.world.trends
    const megas = (await gina.get(`${T}/megatrends/`)).json()
    expect(megas.map((m: { name: string }) => m.name)).toEqual([
      'Climate Change',
      'Digitalisation',
      'Demographic Change',
      'Urbanisation',
      'Health & Wellbeing',
      'New Globalisation',
      'Individualisation',
      'Knowledge Society',
      'Security & Trust',
      'Bioeconomy & Food',
    ])
    expect(megas[1]).toMatchObject({ macrotrend_count: 5, names: { 'de-DE': 'Digitalisierung' } })
    expect((await gina.get(`${T}/megatrends/${megatrends.urban}/`)).json()).toMatchObject({
      name: 'Urbanisation',
    })
    const digital = (await gina.get(`${T}/macrotrends/?megatrend=${megatrends.digital}`)).json()
    expect(digital.map((m: { name: string }) => m.name)).toEqual([
      'Artificial Intelligence',
      'Connectivity & Edge',
      'Cyber Security',
      'Platform Economy',
      'Robotics & Automation',
    ])
    expect((await gina.get(`${T}/macrotrends/`)).json()).toHaveLength(42)
    expect((await gina.get(`${T}/macrotrends/${macrotrends.ai}/`)).json()).toMatchObject({
      name: 'Artificial Intelligence',
      megatrend_id: megatrends.digital,
      microtrend_count: 33,
    })
    expect((await gina.get(`${T}/macrotrends/${macrotrends.ai}/megatrend/`)).json().name).toBe(
      'Digitalisation',
    )
    const ofTrend = (await gina.get(`${T}/microtrends/${microtrends.Robotaxis}/macrotrends/`)).json()
    expect(ofTrend.map((m: { name: string }) => m.name)).toEqual(['Artificial Intelligence', 'New Mobility'])
    expect((await gina.get(`${T}/industries/`)).json()).toHaveLength(13)
    expect((await gina.get(`${T}/innovations/`)).json()[0].name).toBe('Additive Manufacturing')
    const missing = crypto.randomUUID()
    for (const path of [
      `megatrends/${missing}/`,
      `macrotrends/${missing}/`,
      `macrotrends/${missing}/megatrend/`,
      `microtrends/${missing}/`,
      `microtrends/${missing}/macrotrends/`,
    ]) {
      expect((await gina.get(`${T}/${path}`)).statusCode, path).toBe(404)
    }
  })

  it('lets staff add, edit and delete microtrends, checking links and external ids', async () => {
    const staff = await t.signIn('super@example.com')
    const { macrotrends, industries } = t.world.trends
    const body = {
      external_id: 'manual-1',
      translations: {
        'en-US': { title: 'Solid-state batteries', summary: 'Safer cells.' },
        'de-DE': { title: 'Festkörperbatterien' },
      },
      macrotrend_ids: [macrotrends.energy],
      industry_ids: [industries.mobility],
      created_at_external: '2026-11-01T10:00:00Z',
      pictures: [await pictureDataUrl('#336699', 'jpeg')],
    }
    const created = await staff.post(`${T}/microtrends/`, body)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      title: 'Solid-state batteries',
      preview_picture_url: expect.stringMatching(
        /^\/api\/v1\/trend_managment\/pictures\/[0-9a-f-]{36}\/preview\/$/,
      ),
      megatrend_ids: [t.world.trends.megatrends.climate],
      translations: { 'de-DE': { title: 'Festkörperbatterien', summary: '' } },
    })
    const id = created.json().id
    const again = await staff.post(`${T}/microtrends/`, body)
    expect(again.statusCode).toBe(400)
    expect(again.json().errors.external_id).toBeDefined()
    const badLink = await staff.post(`${T}/microtrends/`, {
      ...body,
      external_id: null,
      macrotrend_ids: [crypto.randomUUID()],
    })
    expect(badLink.json().errors.macrotrend_ids).toBeDefined()
    expect(
      (
        await staff.post(`${T}/microtrends/`, {
          ...body,
          external_id: null,
          translations: { 'de-DE': { title: 'Nur deutsch' } },
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await staff.post(`${T}/microtrends/`, {
          ...body,
          external_id: null,
          pictures: ['http://insecure.example/x.jpg'],
        })
      ).statusCode,
    ).toBe(400)

    const edited = await staff.request('PUT', `${T}/microtrends/${id}/`, {
      ...body,
      macrotrend_ids: [macrotrends.mobility],
    })
    expect(edited.json().megatrend_ids).toEqual([t.world.trends.megatrends.urban])
    expect((await staff.request('DELETE', `${T}/microtrends/${id}/`)).statusCode).toBe(204)
    expect((await staff.get(`${T}/microtrends/${id}/`)).statusCode).toBe(404)
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(`${T}/microtrends/`, body)).statusCode).toBe(403)
  })
})

describe('importing microtrends', () => {
  const feed = () => [
    {
      external_id: 'feed-1',
      translations: { 'en-US': { title: 'Drone inspections', summary: 'Drones check power lines.' } },
      macrotrend_ids: [t.world.trends.macrotrends.energy],
      created_at_external: '2026-11-02T00:00:00Z',
    },
    { external_id: 'feed-2', translations: { 'en-US': { title: 'Lab-grown meat' } } },
    { external_id: 'feed-3', translations: { 'de-DE': { title: 'Ohne Englisch' } } },
    { translations: { 'en-US': { title: 'No id' } } },
    { external_id: 'feed-1', translations: { 'en-US': { title: 'Twice' } } },
    {
      external_id: 'feed-4',
      translations: { 'en-US': { title: 'Bad link' } },
      industry_ids: [crypto.randomUUID()],
    },
  ]

  it('previews, creates, then updates by external id, reporting what it refused', async () => {
    const staff = await t.signIn('super@example.com')
    const send = (content: unknown, dry_run: boolean) =>
      staff.post(`${T}/microtrends/import/`, { format: 'json', content: JSON.stringify(content), dry_run })
    const before = (await staff.get(`${T}/microtrends/?page_size=1`)).json().count
    const preview = (await send(feed(), true)).json()
    expect(preview).toMatchObject({ dry_run: true, created: ['feed-1', 'feed-2'], updated: [] })
    expect(preview.refused.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6])
    expect((await staff.get(`${T}/microtrends/?page_size=1`)).json().count).toBe(before)

    const first = (await send(feed(), false)).json()
    expect(first.created).toEqual(['feed-1', 'feed-2'])
    expect((await staff.get(`${T}/microtrends/?page_size=1`)).json().count).toBe(before + 2)
    const second = (await send(feed(), false)).json()
    expect(second).toMatchObject({ created: [], updated: ['feed-1', 'feed-2'] })
    expect((await staff.get(`${T}/microtrends/?page_size=1`)).json().count).toBe(before + 2)
    const drone = (await staff.get(`${T}/microtrends/?search=drone`)).json().results[0]
    expect(drone).toMatchObject({ external_id: 'feed-1', created_at_external: '2026-11-02T00:00:00.000Z' })
  })

  it('reads CSV with a column per locale and lists split by semicolons', async () => {
    const staff = await t.signIn('super@example.com')
    const { macrotrends } = t.world.trends
    const csv = [
      'external_id,created_at_external,title_en-US,summary_en-US,title_de-DE,macrotrend_ids',
      `csv-1,2026-11-03T00:00:00Z,Space-based solar,Power beamed from orbit.,Weltraum-Solar,${macrotrends.energy};${macrotrends.ai}`,
      'csv-2,,,,Nur deutsch,',
    ].join('\n')
    const report = (await staff.post(`${T}/microtrends/import/`, { format: 'csv', content: csv })).json()
    expect(report.created).toEqual(['csv-1'])
    expect(report.refused).toMatchObject([{ row: 2, external_id: 'csv-2' }])
    const ada = await t.signIn('user@acme.example')
    const found = (await ada.get(`${T}/microtrends/?search=weltraum`)).json().results[0]
    expect(found.macrotrend_ids).toHaveLength(2)
  })

  it('refuses unreadable files whole', async () => {
    const staff = await t.signIn('super@example.com')
    for (const [format, content] of [
      ['json', '{not json'],
      ['json', '{"a":1}'],
      ['csv', 'title\nx'],
    ]) {
      const answer = await staff.post(`${T}/microtrends/import/`, { format, content })
      expect(answer.statusCode, content).toBe(400)
      expect(answer.json().errors.content).toBeDefined()
    }
  })
})

describe('hubs', () => {
  it('are the company’s: Globex never sees ACME’s hubs, trends or ratings', async () => {
    const { future, globex } = t.world.trends.hubs
    const gina = await t.signIn('user@globex.example')
    const list = (await gina.get(`${T}/hubs/`)).json()
    expect(list.results.map((h: { name: string }) => h.name)).toEqual(['Globex Innovation Scouting'])
    expect((await gina.get(`${T}/hubs/${future.id}/`)).statusCode).toBe(404)
    expect((await gina.request('PATCH', `${T}/hubs/${future.id}/`, { name: 'Mine' })).statusCode).toBe(404)
    expect(
      (
        await gina.post(`${T}/hubs/${future.id}/add-trend/`, {
          microtrend_id: t.world.trends.microtrends.Robotaxis,
        })
      ).statusCode,
    ).toBe(404)
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${T}/hubs/${globex.id}/`)).statusCode).toBe(404)
    expect((await ada.get(`${T}/hubs/favorites/?hub=${globex.id}`)).statusCode).toBe(404)
  })

  it('show their trends with notes, ratings and the members’ averages', async () => {
    const ada = await t.signIn('user@acme.example')
    const hub = (await ada.get(`${T}/hubs/${t.world.trends.hubs.future.id}/`)).json()
    expect(hub).toMatchObject({ name: 'Future of Work', trend_count: 8, can_edit: true })
    expect(hub.members.map((m: { email: string }) => m.email).sort()).toEqual([
      'lead@acme.example',
      'mia.chen@acme.example',
      'user@acme.example',
    ])
    const copilots = hub.trends.find(
      (x: { microtrend: Trend }) => x.microtrend.title === 'KI-Assistenten im Job',
    )
    expect(copilots).toMatchObject({
      notes: 'Pilot with the product team in Q1.',
      impact: 4.5,
      relevance: 5,
      time_horizon: 'now',
    })
    expect(copilots.ratings).toHaveLength(2)
    const fourDay = hub.trends.find((x: { microtrend: Trend }) => x.microtrend.title === 'Vier-Tage-Woche')
    // A tie between medium and long: the nearer horizon.
    expect(fourDay.time_horizon).toBe('medium')
  })

  it('are created, changed and deleted by their members; others in the company may only read them', async () => {
    const ada = await t.signIn('user@acme.example')
    const jonasId = t.world.users['jonas.weber@acme.example']!.id
    const created = await ada.post(`${T}/hubs/`, { name: 'Customer Insights', member_ids: [jonasId] })
    expect(created.statusCode).toBe(201)
    const hub = created.json()
    expect(hub.members.map((m: { email: string }) => m.email).sort()).toEqual([
      'jonas.weber@acme.example',
      'user@acme.example',
    ])
    const trend = t.world.trends.microtrends['Embedded finance']!
    const added = (
      await ada.post(`${T}/hubs/${hub.id}/add-trend/`, {
        microtrend_id: trend,
        notes: 'Ask the bank partners.',
      })
    ).json()
    expect(added.trends).toMatchObject([
      { notes: 'Ask the bank partners.', impact: null, time_horizon: null },
    ])
    const renoted = (
      await ada.post(`${T}/hubs/${hub.id}/add-trend/`, { microtrend_id: trend, notes: 'Updated.' })
    ).json()
    expect(renoted.trends).toMatchObject([{ notes: 'Updated.' }])
    const rated = await ada.request('PUT', `${T}/hubs/${hub.id}/ratings/`, {
      microtrend_id: trend,
      impact: 5,
      time_horizon: 'short',
      relevance: 3,
    })
    expect(rated.json().trends[0]).toMatchObject({ impact: 5, relevance: 3, time_horizon: 'short' })
    const rerated = await ada.request('PUT', `${T}/hubs/${hub.id}/ratings/`, {
      microtrend_id: trend,
      impact: 2,
      time_horizon: 'long',
      relevance: 1,
    })
    expect(rerated.json().trends[0].ratings).toHaveLength(1)
    expect(rerated.json().trends[0]).toMatchObject({ impact: 2, time_horizon: 'long' })

    // Mia is in ACME but not in this hub: she reads it and may not change it.
    const mia = await t.signIn('mia.chen@acme.example')
    expect((await mia.get(`${T}/hubs/${hub.id}/`)).json().can_edit).toBe(false)
    expect((await mia.request('PATCH', `${T}/hubs/${hub.id}/`, { name: 'Taken' })).statusCode).toBe(403)
    expect((await mia.post(`${T}/hubs/${hub.id}/add-trend/`, { microtrend_id: trend })).statusCode).toBe(403)
    expect(
      (
        await mia.request('PUT', `${T}/hubs/${hub.id}/ratings/`, {
          microtrend_id: trend,
          impact: 1,
          time_horizon: 'now',
          relevance: 1,
        })
      ).statusCode,
    ).toBe(403)
    expect((await mia.request('DELETE', `${T}/hubs/${hub.id}/`)).statusCode).toBe(403)

    const renamed = await ada.request('PATCH', `${T}/hubs/${hub.id}/`, { name: 'Customer & Market Insights' })
    expect(renamed.json()).toMatchObject({ name: 'Customer & Market Insights', description: '' })
    const removed = (await ada.post(`${T}/hubs/${hub.id}/remove-trend/`, { microtrend_id: trend })).json()
    expect(removed.trends).toEqual([])
    expect((await ada.get(`${T}/hubs/?microtrend=${trend}`)).json().count).toBe(0)
    // The company admin may delete any of the company's hubs.
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.request('DELETE', `${T}/hubs/${hub.id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${T}/hubs/${hub.id}/`)).statusCode).toBe(404)
  })

  it('refuses members from other companies, unknown trends and trends not in the hub', async () => {
    const ada = await t.signIn('user@acme.example')
    const gina = t.world.users['user@globex.example']!.id
    const outsider = await ada.post(`${T}/hubs/`, { name: 'Leaky', member_ids: [gina] })
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().errors.member_ids).toBeDefined()
    const future = t.world.trends.hubs.future.id
    const unknown = await ada.post(`${T}/hubs/${future}/add-trend/`, { microtrend_id: crypto.randomUUID() })
    expect(unknown.json().errors.microtrend_id).toBeDefined()
    const outside = t.world.trends.microtrends['Super apps']!
    const notIn = await ada.request('PUT', `${T}/hubs/${future}/ratings/`, {
      microtrend_id: outside,
      impact: 3,
      time_horizon: 'now',
      relevance: 3,
    })
    expect(notIn.json().errors.microtrend_id).toBeDefined()
    expect((await ada.post(`${T}/hubs/${future}/remove-trend/`, { microtrend_id: outside })).statusCode).toBe(
      400,
    )
    for (const rating of [{ impact: 0 }, { impact: 6 }, { relevance: 2.5 }, { time_horizon: 'soon' }]) {
      const answer = await ada.request('PUT', `${T}/hubs/${future}/ratings/`, {
        microtrend_id: outside,
        impact: 3,
        time_horizon: 'now',
        relevance: 3,
        ...rating,
      })
      expect(answer.statusCode, JSON.stringify(rating)).toBe(400)
    }
    expect((await ada.request('PATCH', `${T}/hubs/${future}/`, {})).statusCode).toBe(400)
    expect((await ada.post(`${T}/hubs/`, { name: '   ' })).statusCode).toBe(400)
  })
})

describe('favourites', () => {
  it('are each user’s own: the check, the list, a hub’s favourites, add and remove', async () => {
    const { microtrends, hubs } = t.world.trends
    const ada = await t.signIn('user@acme.example')
    const copilots = microtrends['AI copilots at work']!
    const check = (await ada.get(`${T}/hubs/favorites/?microtrend=${copilots}`)).json()
    expect(check.count).toBe(1)
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(`${T}/hubs/favorites/?microtrend=${copilots}`)).json().count).toBe(0)
    const inHub = (await ada.get(`${T}/hubs/favorites/?hub=${hubs.future.id}`)).json()
    expect(inHub.results.map((f: { microtrend: Trend }) => f.microtrend.title).sort()).toEqual([
      'KI-Assistenten im Job',
      'Vier-Tage-Woche',
    ])
    expect((await ada.get(`${T}/hubs/favorites/?hub=${hubs.sustainability.id}`)).json().count).toBe(0)

    const solar = microtrends['Balcony solar']!
    const added = await ada.post(`${T}/hubs/favorites/`, { microtrend_id: solar })
    expect(added.statusCode).toBe(201)
    const twice = await ada.post(`${T}/hubs/favorites/`, { microtrend_id: solar })
    expect(twice.json().id).toBe(added.json().id)
    expect((await ada.get(`${T}/hubs/favorites/`)).json().count).toBe(3)
    // Someone else's favourite cannot be removed: it is not found.
    expect((await lena.request('DELETE', `${T}/hubs/favorites/${added.json().id}/`)).statusCode).toBe(404)
    expect((await ada.request('DELETE', `${T}/hubs/favorites/${added.json().id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${T}/hubs/favorites/?microtrend=${solar}`)).json().count).toBe(0)
    const gina = await t.signIn('user@globex.example')
    const ginas = (await gina.get(`${T}/hubs/favorites/`)).json()
    expect(ginas.results.map((f: { microtrend: Trend }) => f.microtrend.title)).toEqual(['Robotaxis'])
    expect((await ada.post(`${T}/hubs/favorites/`, { microtrend_id: crypto.randomUUID() })).statusCode).toBe(
      400,
    )
  })
})

describe('the trends module flag', () => {
  it('closes every trend route to a company that has the module hidden or locked, but not to staff', async () => {
    const staff = await t.signIn('super@example.com')
    const flags = `/api/v1/okr/companies/${t.world.acme.id}/features/`
    const ada = await t.signIn('user@acme.example')
    const gina = await t.signIn('user@globex.example')
    for (const visibility of ['locked', 'hidden']) {
      expect((await staff.request('PUT', flags, { visibility: { trends: visibility } })).statusCode).toBe(200)
      const refused = await ada.get(`${T}/microtrends/`)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().detail).toBe('Dieser Teil des Portals ist für Ihr Unternehmen nicht verfügbar.')
      expect((await ada.get(`${T}/hubs/`)).statusCode).toBe(403)
      expect(
        (await ada.post(`${T}/hubs/favorites/`, { microtrend_id: t.world.trends.microtrends.Robotaxis }))
          .statusCode,
      ).toBe(403)
      expect((await gina.get(`${T}/hubs/`)).statusCode).toBe(200)
      expect((await staff.get(`${T}/microtrends/`)).statusCode).toBe(200)
    }
    expect((await staff.request('PUT', flags, { visibility: {} })).statusCode).toBe(200)
    expect((await ada.get(`${T}/hubs/`)).statusCode).toBe(200)
  })
})

describe('links from hub trends to objectives', () => {
  it('show what the company does about a trend, and take only the company’s own objectives', async () => {
    const { hubs, microtrends } = t.world.trends
    const people = t.world.okr.acme.objectives.people!
    const ada = await t.signIn('user@acme.example')
    const hub = (await ada.get(`${T}/hubs/${hubs.future.id}/`)).json()
    const copilots = hub.trends.find(
      (x: { microtrend: { id: string } }) => x.microtrend.id === microtrends['AI copilots at work'],
    )
    expect(copilots.objectives).toEqual([
      { id: people.id, title: people.title, progress: expect.any(Number) },
    ])

    const skills = microtrends['Skills-based hiring']!
    const other = Object.values(t.world.okr.acme.objectives).find((o) => o.id !== people.id)!
    const linked = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/objectives/`, {
      microtrend_id: skills,
      objective_ids: [other.id, people.id, people.id],
    })
    expect(linked.statusCode).toBe(200)
    const row = linked.json().trends.find((x: { microtrend: { id: string } }) => x.microtrend.id === skills)
    expect(row.objectives.map((o: { id: string }) => o.id).sort()).toEqual([other.id, people.id].sort())

    const globexObjective = Object.values(t.world.okr.globex.objectives)[0]!
    const foreign = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/objectives/`, {
      microtrend_id: skills,
      objective_ids: [globexObjective.id],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors.objective_ids).toBeDefined()
    const cleared = await ada.request('PUT', `${T}/hubs/${hubs.future.id}/objectives/`, {
      microtrend_id: skills,
      objective_ids: [],
    })
    expect(
      cleared.json().trends.find((x: { microtrend: { id: string } }) => x.microtrend.id === skills)
        .objectives,
    ).toEqual([])
  })
})

describe('pictures of microtrends', () => {
  const make = async (staff: Awaited<ReturnType<TestApp['signIn']>>, external: string | null = null) =>
    (
      await staff.post(`${T}/microtrends/`, {
        external_id: external,
        translations: { 'en-US': { title: 'Pictured trend', summary: '' } },
      })
    ).json() as { id: string }
  const idOf = (url: string) => url.split('/').at(-2)!

  it('takes PNG, JPEG and WebP by their bytes, stores them resized with a preview and serves them cached', async () => {
    const staff = await t.signIn('super@example.com')
    const trend = await make(staff)
    const big = await pictureBytes('#884422', 'png', 2400, 1200)
    let answer = await staff.post(`${T}/microtrends/${trend.id}/pictures/`, {
      // What the sender calls it does not count: these are PNG bytes.
      data_url: `data:image/jpeg;base64,${big.toString('base64')}`,
    })
    expect(answer.statusCode).toBe(201)
    for (const format of ['jpeg', 'webp'] as const) {
      answer = await staff.post(`${T}/microtrends/${trend.id}/pictures/`, {
        data_url: await pictureDataUrl('#224488', format),
      })
      expect(answer.statusCode).toBe(201)
    }
    const body = answer.json()
    expect(body.pictures).toHaveLength(3)
    expect(body.preview_picture_url).toBe(`${T}/pictures/${idOf(body.pictures[0])}/preview/`)

    const ada = await t.signIn('user@acme.example')
    const full = await ada.get(body.pictures[0])
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/png')
    expect(full.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    const fullMeta = await sharp(full.rawPayload).metadata()
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['png', 1600, 800])
    const preview = await ada.get(body.preview_picture_url)
    expect(preview.headers['content-type']).toBe('image/webp')
    const previewMeta = await sharp(preview.rawPayload).metadata()
    expect([previewMeta.format, previewMeta.width, previewMeta.height]).toEqual(['webp', 480, 320])
    expect((await ada.get(body.pictures[1])).headers['content-type']).toBe('image/jpeg')
    expect((await ada.get(body.pictures[2])).headers['content-type']).toBe('image/webp')

    // The same file again keeps the stored picture.
    const again = await staff.post(`${T}/microtrends/${trend.id}/pictures/`, {
      data_url: await pictureDataUrl('#224488', 'webp'),
    })
    expect(again.json().pictures).toEqual(body.pictures)
    // Reading the list shows the same addresses.
    const listed = (await ada.get(`${T}/microtrends/?search=Pictured`)).json().results
    expect(listed.find((r: { id: string }) => r.id === trend.id).pictures).toEqual(body.pictures)
  })

  it('refuses SVG, files that only look like pictures, and files over the limit; nothing changes', async () => {
    const staff = await t.signIn('super@example.com')
    const trend = await make(staff)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const png = await pictureBytes('#000000')
    const cases: [string, string][] = [
      [`data:image/svg+xml;base64,${svg.toString('base64')}`, 'not_a_picture'],
      [
        `data:image/png;base64,${Buffer.from('just text, not a picture').toString('base64')}`,
        'not_a_picture',
      ],
      // A PNG signature and header, then cut off: it does not decode.
      [`data:image/png;base64,${png.subarray(0, 40).toString('base64')}`, 'not_a_picture'],
      [
        `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`,
        'picture_too_large',
      ],
      ['https://images.example.com/x.png', 'trend_picture_ref'],
    ]
    for (const [dataUrl, reason] of cases) {
      const answer = await staff.post(`${T}/microtrends/${trend.id}/pictures/`, { data_url: dataUrl })
      expect(answer.statusCode, reason).toBe(400)
      expect(answer.json().errors.data_url, reason).toBeDefined()
    }
    const refusedSvg = await staff.post(`${T}/microtrends/${trend.id}/pictures/`, { data_url: cases[0]![0] })
    expect(refusedSvg.json().errors.data_url[0]).toContain('SVG')
    expect((await staff.get(`${T}/microtrends/${trend.id}/`)).json().pictures).toEqual([])
    // Inline in a hand-made trend: the field is named.
    const inline = await staff.post(`${T}/microtrends/`, {
      translations: { 'en-US': { title: 'Bad picture' } },
      pictures: [await pictureDataUrl('#ffffff'), cases[0]![0]],
    })
    expect(inline.statusCode).toBe(400)
    expect(inline.json().errors['pictures.1']).toBeDefined()
    expect((await staff.get(`${T}/microtrends/?search=Bad%20picture`)).json().count).toBe(0)
  })

  it('lets a replacing edit keep, reorder and drop pictures, but not take another trend’s', async () => {
    const staff = await t.signIn('super@example.com')
    const trend = await make(staff)
    const other = await make(staff)
    const red = await pictureDataUrl('#ff0000')
    const blue = await pictureDataUrl('#0000ff')
    const base = { translations: { 'en-US': { title: 'Pictured trend', summary: '' } } }
    const first = (
      await staff.request('PUT', `${T}/microtrends/${trend.id}/`, { ...base, pictures: [red, blue] })
    ).json()
    expect(first.pictures).toHaveLength(2)
    const swapped = (
      await staff.request('PUT', `${T}/microtrends/${trend.id}/`, {
        ...base,
        pictures: [first.pictures[1], first.pictures[0]],
      })
    ).json()
    expect(swapped.pictures).toEqual([first.pictures[1], first.pictures[0]])
    const otherPicture = (
      await staff.post(`${T}/microtrends/${other.id}/pictures/`, {
        data_url: await pictureDataUrl('#00ff00'),
      })
    ).json().pictures[0]
    const stolen = await staff.request('PUT', `${T}/microtrends/${trend.id}/`, {
      ...base,
      pictures: [otherPicture],
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().errors['pictures.0']).toBeDefined()
    const dropped = (
      await staff.request('PUT', `${T}/microtrends/${trend.id}/`, { ...base, pictures: [first.pictures[0]] })
    ).json()
    expect(dropped.pictures).toEqual([first.pictures[0]])
    expect((await staff.get(first.pictures[1])).statusCode).toBe(404)

    const removed = await staff.request(
      'DELETE',
      `${T}/microtrends/${trend.id}/pictures/${idOf(first.pictures[0])}/`,
    )
    expect(removed.json()).toMatchObject({ pictures: [], preview_picture_url: null })
    expect(
      (await staff.request('DELETE', `${T}/microtrends/${trend.id}/pictures/${idOf(otherPicture)}/`))
        .statusCode,
    ).toBe(404)
  })

  it('imports pictures sent inline, idempotently, and refuses rows with bad ones', async () => {
    const staff = await t.signIn('super@example.com')
    const good = await pictureDataUrl('#123456', 'jpeg')
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`
    const feed = [
      { external_id: 'pic-1', translations: { 'en-US': { title: 'Pictured import' } }, pictures: [good] },
      { external_id: 'pic-2', translations: { 'en-US': { title: 'Bad pictured import' } }, pictures: [svg] },
    ]
    const send = () =>
      staff.post(`${T}/microtrends/import/`, { format: 'json', content: JSON.stringify(feed) })
    const first = (await send()).json()
    expect(first.created).toEqual(['pic-1'])
    expect(first.refused).toMatchObject([{ row: 2, external_id: 'pic-2' }])
    expect(first.refused[0].reasons[0]).toEqual({
      field: 'pictures.0',
      message: 'This is not a PNG, JPEG or WebP picture (SVG is not accepted).',
    })
    const stored = (await staff.get(`${T}/microtrends/?search=Pictured%20import`)).json().results[0]
    expect(stored.pictures).toHaveLength(1)
    expect((await send()).json().updated).toEqual(['pic-1'])
    const again = (await staff.get(`${T}/microtrends/${stored.id}/`)).json()
    expect(again.pictures).toEqual(stored.pictures)

    // CSV: the pictures column holds data: files and our addresses, split by `;` before each.
    const csv = [
      'external_id,title_en-US,pictures',
      // A data: address holds a comma: the field is quoted, as CSV writers do.
      `pic-1,Pictured import,"${stored.pictures[0]};${await pictureDataUrl('#654321', 'png')}"`,
    ].join('\n')
    const report = (await staff.post(`${T}/microtrends/import/`, { format: 'csv', content: csv })).json()
    expect(report).toMatchObject({ updated: ['pic-1'], refused: [] })
    const both = (await staff.get(`${T}/microtrends/${stored.id}/`)).json()
    expect(both.pictures).toHaveLength(2)
    expect(both.pictures[0]).toBe(stored.pictures[0])
  })
})

describe('staff editing megatrends and macrotrends', () => {
  it('changes texts and colours, moves a macrotrend with its trends, refuses bad input', async () => {
    const staff = await t.signIn('super@example.com')
    const { megatrends, macrotrends } = t.world.trends
    const mega = await staff.request('PUT', `${T}/megatrends/${megatrends.urban}/`, {
      names: { 'en-US': 'Urban life', 'de-DE': 'Städtisches Leben' },
      descriptions: { 'en-US': 'How cities change.' },
      color: '#336699',
    })
    expect(mega.statusCode).toBe(200)
    expect(mega.json()).toMatchObject({ color: '#336699', names: { 'de-DE': 'Städtisches Leben' } })
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${T}/megatrends/${megatrends.urban}/`)).json().name).toBe('Städtisches Leben')

    for (const bad of [
      { names: { 'de-DE': 'Nur deutsch' }, color: '#336699' },
      { names: { 'en-US': 'Colour' }, color: 'red' },
    ]) {
      const answer = await staff.request('PUT', `${T}/megatrends/${megatrends.urban}/`, bad)
      expect(answer.statusCode).toBe(400)
    }
    expect((await ada.get(`${T}/megatrends/${megatrends.urban}/`)).json().color).toBe('#336699')

    const moved = await staff.request('PUT', `${T}/macrotrends/${macrotrends.work}/`, {
      megatrend_id: megatrends.urban,
      names: { 'en-US': 'New Work' },
    })
    expect(moved.json()).toMatchObject({ megatrend_id: megatrends.urban, name: 'New Work' })
    const trend = (await ada.get(`${T}/microtrends/?macrotrend=${macrotrends.work}&page_size=1`)).json()
      .results[0]
    expect(trend.megatrend_ids).toContain(megatrends.urban)
    const unknown = await staff.request('PUT', `${T}/macrotrends/${macrotrends.work}/`, {
      megatrend_id: crypto.randomUUID(),
      names: { 'en-US': 'Nowhere' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors.megatrend_id).toBeDefined()
    expect(
      (
        await ada.request('PUT', `${T}/megatrends/${megatrends.urban}/`, {
          names: { 'en-US': 'Mine' },
          color: '#000000',
        })
      ).statusCode,
    ).toBe(403)
  })
})
