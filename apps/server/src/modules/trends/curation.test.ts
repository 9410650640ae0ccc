import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../core/identity.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const T = '/api/v1/trend_managment'
type Named = { id: string; name: string; megatrend_id?: string }

/** A staff member reading the given language (the stored locale decides the API's words). */
async function staffIn(locale: 'en-US' | 'de-DE') {
  await t.db.update(users).set({ locale }).where(eq(users.email, 'admin@example.com'))
  return t.sessionAs('admin@example.com')
}

describe('staff curate megatrends and macrotrends', () => {
  it('create them with texts per locale, last in the order, and readers see them in their language', async () => {
    const staff = await staffIn('en-US')
    const made = await staff.post(`${T}/megatrends/`, {
      names: { 'en-US': 'Space economy', 'de-DE': 'Weltraumwirtschaft', 'fr-FR': 'Économie spatiale' },
      descriptions: { 'en-US': 'Business beyond the atmosphere.' },
      color: '#F5DD00',
    })
    expect(made.statusCode).toBe(201)
    const mega = made.json()
    expect(mega).toMatchObject({ name: 'Space economy', macrotrend_count: 0, microtrend_count: 0 })
    const order = (await staff.get(`${T}/megatrends/`)).json() as Named[]
    expect(order.at(-1)!.id).toBe(mega.id)

    const macro = await staff.post(`${T}/macrotrends/`, {
      megatrend_id: mega.id,
      names: { 'en-US': 'Satellite services', 'de-DE': 'Satellitendienste' },
    })
    expect(macro.statusCode).toBe(201)
    const ada = await t.signIn('user@acme.example')
    const german = (await ada.get(`${T}/macrotrends/?megatrend=${mega.id}`)).json() as Named[]
    expect(german.map((m) => m.name)).toEqual(['Satellitendienste'])
    expect((await ada.get(`${T}/megatrends/${mega.id}/`)).json().name).toBe('Weltraumwirtschaft')
    // Its microtrends can be filed under it at once.
    const trend = await staff.post(`${T}/microtrends/`, {
      translations: { 'en-US': { title: 'Orbital data centres', summary: '' } },
      macrotrend_ids: [macro.json().id],
    })
    expect(trend.json().megatrend_ids).toEqual([mega.id])
  })

  it('refuse bad input with field messages and change nothing', async () => {
    const staff = await staffIn('en-US')
    const before = (await staff.get(`${T}/megatrends/`)).json() as Named[]
    const cases: [string, unknown, string][] = [
      [`${T}/megatrends/`, { names: { 'de-DE': 'Nur deutsch' }, color: '#00484D' }, 'names.en-US'],
      [`${T}/megatrends/`, { names: { 'en-US': 'Red' }, color: 'red' }, 'color'],
      [`${T}/megatrends/`, { names: { 'en-US': 'x'.repeat(121) }, color: '#00484D' }, 'names.en-US'],
      [`${T}/megatrends/`, { names: { 'en-US': 'Extra' }, color: '#00484D', order: 1 }, 'order'],
      [
        `${T}/macrotrends/`,
        { megatrend_id: crypto.randomUUID(), names: { 'en-US': 'Orphan' } },
        'megatrend_id',
      ],
      [`${T}/macrotrends/`, { megatrend_id: 'not-a-uuid', names: { 'en-US': 'Orphan' } }, 'megatrend_id'],
      [`${T}/macrotrends/`, { megatrend_id: before[0]!.id, names: {} }, 'names.en-US'],
    ]
    for (const [url, body, field] of cases) {
      const answer = await staff.post(url, body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.headers['content-type']).toContain('application/problem+json')
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field)
    }
    expect((await staff.get(`${T}/megatrends/`)).json()).toEqual(before)
    const macros = (await staff.get(`${T}/macrotrends/`)).json() as Named[]
    expect(macros.some((m) => m.name === 'Orphan')).toBe(false)
    // Members of a company read the library but never write it.
    const lena = await t.signIn('lead@acme.example')
    expect(
      (await lena.post(`${T}/megatrends/`, { names: { 'en-US': 'Mine' }, color: '#00484D' })).statusCode,
    ).toBe(403)
  })

  it('reorder the megatrends, refusing a list that is not every megatrend once', async () => {
    const staff = await staffIn('en-US')
    const ids = ((await staff.get(`${T}/megatrends/`)).json() as Named[]).map((m) => m.id)
    const reversed = [...ids].reverse()
    const answer = await staff.request('PUT', `${T}/megatrends/order/`, { megatrend_ids: reversed })
    expect(answer.statusCode).toBe(200)
    expect((answer.json() as Named[]).map((m) => m.id)).toEqual(reversed)
    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), crypto.randomUUID()], []]) {
      const refused = await staff.request('PUT', `${T}/megatrends/order/`, { megatrend_ids: bad })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.megatrend_ids).toBeDefined()
    }
    expect(((await staff.get(`${T}/megatrends/`)).json() as Named[]).map((m) => m.id)).toEqual(reversed)
    await staff.request('PUT', `${T}/megatrends/order/`, { megatrend_ids: ids })
  })

  it('delete a megatrend only without macrotrends, saying why in the reader’s language', async () => {
    const { megatrends, macrotrends } = t.world.trends
    const german = await staffIn('de-DE')
    const refused = await german.request('DELETE', `${T}/megatrends/${megatrends.health}/`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toMatch(/^Dieser Megatrend hat noch \d+ Makrotrends/)
    expect((await german.get(`${T}/megatrends/${megatrends.health}/`)).statusCode).toBe(200)

    const english = await staffIn('en-US')
    const empty = (
      await english.post(`${T}/megatrends/`, { names: { 'en-US': 'Short-lived' }, color: '#00484D' })
    ).json()
    const macro = (
      await english.post(`${T}/macrotrends/`, { megatrend_id: empty.id, names: { 'en-US': 'Moving out' } })
    ).json()
    expect((await english.request('DELETE', `${T}/megatrends/${empty.id}/`)).json().detail).toBe(
      'This megatrend still has 1 macrotrend: move it to another megatrend or delete it first.',
    )
    // Reassigned to another megatrend, the macrotrend leaves the first one empty.
    const moved = await english.request('PUT', `${T}/macrotrends/${macro.id}/`, {
      megatrend_id: megatrends.health,
      names: { 'en-US': 'Moving out' },
    })
    expect(moved.json().megatrend_id).toBe(megatrends.health)
    expect((await english.request('DELETE', `${T}/megatrends/${empty.id}/`)).statusCode).toBe(204)
    expect((await english.get(`${T}/megatrends/${empty.id}/`)).statusCode).toBe(404)
    expect((await english.request('DELETE', `${T}/megatrends/${empty.id}/`)).statusCode).toBe(404)
    expect((await english.get(`${T}/macrotrends/${macro.id}/`)).statusCode).toBe(200)
    expect(macrotrends.ai).toBeDefined()
  })

  it('delete a macrotrend by moving its microtrends, which stay in the library and in hubs', async () => {
    const staff = await staffIn('en-US')
    const { megatrends, macrotrends, hubs } = t.world.trends
    const make = async (name: string) =>
      (
        await staff.post(`${T}/macrotrends/`, { megatrend_id: megatrends.health, names: { 'en-US': name } })
      ).json() as Named
    const leaving = await make('Leaving')
    const staying = await make('Staying')
    const file = async (title: string, macrotrendIds: string[]) =>
      (
        await staff.post(`${T}/microtrends/`, {
          translations: { 'en-US': { title, summary: '' } },
          macrotrend_ids: macrotrendIds,
        })
      ).json() as { id: string }
    const only = await file('Only in leaving', [leaving.id])
    const both = await file('In both', [leaving.id, staying.id])
    const ada = await t.signIn('user@acme.example')
    await ada.post(`${T}/hubs/${hubs.future.id}/add-trend/`, { microtrend_id: only.id, notes: 'Keep it' })

    const refused = await staff.request('DELETE', `${T}/macrotrends/${leaving.id}/`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      '2 trends belong to this macrotrend: name the macrotrend they move to (move_to).',
    )
    for (const [moveTo, status] of [
      [leaving.id, 400],
      [crypto.randomUUID(), 400],
      ['not-a-uuid', 400],
    ] as const) {
      const answer = await staff.request('DELETE', `${T}/macrotrends/${leaving.id}/?move_to=${moveTo}`)
      expect(answer.statusCode, moveTo).toBe(status)
      expect(answer.json().errors.move_to).toBeDefined()
    }
    expect((await staff.get(`${T}/macrotrends/${leaving.id}/`)).json().microtrend_count).toBe(2)

    const lena = await t.signIn('lead@acme.example')
    expect(
      (await lena.request('DELETE', `${T}/macrotrends/${leaving.id}/?move_to=${staying.id}`)).statusCode,
    ).toBe(403)
    const done = await staff.request('DELETE', `${T}/macrotrends/${leaving.id}/?move_to=${staying.id}`)
    expect(done.statusCode).toBe(204)
    expect((await staff.get(`${T}/macrotrends/${leaving.id}/`)).statusCode).toBe(404)
    for (const trend of [only, both]) {
      const read = (await staff.get(`${T}/microtrends/${trend.id}/`)).json()
      expect(read.macrotrend_ids).toEqual([staying.id])
    }
    expect((await staff.get(`${T}/macrotrends/${staying.id}/`)).json().microtrend_count).toBe(2)
    const hub = (await ada.get(`${T}/hubs/${hubs.future.id}/`)).json()
    expect(hub.trends.some((x: { microtrend: { id: string } }) => x.microtrend.id === only.id)).toBe(true)
    // A macrotrend without trends goes without moving anything.
    const empty = await make('Empty')
    expect((await staff.request('DELETE', `${T}/macrotrends/${empty.id}/`)).statusCode).toBe(204)
    expect(macrotrends.ai).toBeDefined()
  })
})

describe('the import report', () => {
  it('gives each refused row’s reasons in the reader’s language, with their parameters', async () => {
    const feed = JSON.stringify([
      { external_id: 'loc-1', translations: { 'en-US': { title: 'Fine' } } },
      { external_id: 'loc-1', translations: { 'en-US': { title: 'Again' } } },
      { translations: { 'en-US': { title: 'No id' } } },
      { external_id: 'loc-3', translations: { 'en-US': { title: 'x'.repeat(201) } } },
      {
        external_id: 'loc-4',
        translations: { 'en-US': { title: 'Link' } },
        industry_ids: [crypto.randomUUID()],
      },
    ])
    const reasons = async (locale: 'en-US' | 'de-DE') => {
      const staff = await staffIn(locale)
      const report = (
        await staff.post(`${T}/microtrends/import/`, { format: 'json', content: feed, dry_run: true })
      ).json()
      return Object.fromEntries(
        report.refused.map((r: { row: number; reasons: unknown[] }) => [r.row, r.reasons]),
      )
    }
    expect(await reasons('en-US')).toEqual({
      2: [{ field: 'external_id', message: 'The same external id is already in row 1.' }],
      3: [{ field: 'external_id', message: 'This field is required.' }],
      4: [{ field: 'translations.en-US.title', message: 'Must be at most 200 characters.' }],
      5: [{ field: 'industry_ids', message: 'One of these is not in the trend library.' }],
    })
    const german = await reasons('de-DE')
    expect(german[2]).toEqual([
      { field: 'external_id', message: 'Dieselbe externe ID steht bereits in Zeile 1.' },
    ])
    expect(german[4]).toEqual([{ field: 'translations.en-US.title', message: expect.stringMatching(/200/) }])
    for (const list of Object.values(german) as { message: string }[][]) {
      for (const { message } of list) expect(message).not.toMatch(/^api\.|\bfields\./)
    }
    expect(german[3][0].message).not.toBe('This field is required.')
  })
})

describe('counts of a large library', () => {
  it('are exact up to a bound and estimated past it, saying so, while pages stay exact', async () => {
    const staff = await staffIn('en-US')
    const feed = Array.from({ length: 1100 }, (_, i) => ({
      external_id: `bulk-${i}`,
      translations: { 'en-US': { title: `Bulk signal ${i}`, summary: i < 30 ? 'Rare marker' : '' } },
    }))
    const report = (
      await staff.post(`${T}/microtrends/import/`, { format: 'json', content: JSON.stringify(feed) })
    ).json()
    expect(report.created).toHaveLength(1100)

    const broad = (await staff.get(`${T}/microtrends/?search=bulk%20signal`)).json()
    expect(broad.count_precision).not.toBe('exact')
    expect(broad.count).toBeGreaterThanOrEqual(1000)
    expect(broad.next).toContain('page=2')
    // The last page of the broad query: `next` is null exactly when nothing follows.
    const last = (await staff.get(`${T}/microtrends/?search=bulk%20signal&page=22&page_size=50`)).json()
    expect(last.results).toHaveLength(50)
    expect(last.next).toBeNull()
    expect(last.count_precision).toBe('exact')
    expect(last.count).toBe(1100)

    const narrow = (await staff.get(`${T}/microtrends/?search=rare%20marker&page_size=10`)).json()
    expect(narrow).toMatchObject({ count: 30, count_precision: 'exact' })
    expect(narrow.next).toContain('page=2')
    const all = (await staff.get(`${T}/microtrends/?search=rare%20marker&page_size=50`)).json()
    expect(all).toMatchObject({ count: 30, count_precision: 'exact', next: null })
  })
})

describe('the title order of a macrotrend (title keys, ADR 55)', () => {
  type Listed = { count: number; results: { id: string; title: string }[] }
  const titlesOf = (answer: Listed) => answer.results.map((r) => r.title)

  it('follows new trends, changed titles and links, imports and a macrotrend moved away', async () => {
    const staff = await staffIn('en-US')
    const mega = (await staff.get(`${T}/megatrends/`)).json()[0] as Named
    const newMacro = async (name: string) =>
      (await staff.post(`${T}/macrotrends/`, { megatrend_id: mega.id, names: { 'en-US': name } })).json()
        .id as string
    const alpha = await newMacro('Title order alpha')
    const beta = await newMacro('Title order beta')
    const byTitle = async (macrotrend: string, locale: 'en-US' | 'de-DE' = 'en-US') => {
      const reader = await staffIn(locale)
      return (await reader.get(`${T}/microtrends/?macrotrend=${macrotrend}&sort=title`)).json() as Listed
    }
    const make = async (en: string, de: string | null, macros: string[]) => {
      const translations: Record<string, { title: string; summary: string }> = {
        'en-US': { title: en, summary: '' },
      }
      if (de) translations['de-DE'] = { title: de, summary: '' }
      const made = await staff.post(`${T}/microtrends/`, { translations, macrotrend_ids: macros })
      expect(made.statusCode).toBe(201)
      return made.json().id as string
    }
    // Case and accents do not split the order (the root Unicode collation; bytes would put Ä after z).
    const zebra = await make('zebra crossings', 'Zebrastreifen', [alpha])
    await make('Äpfel on demand', 'Äpfel auf Abruf', [alpha])
    await make('apps for bees', null, [alpha, beta])
    expect(titlesOf(await byTitle(alpha))).toEqual(['Äpfel on demand', 'apps for bees', 'zebra crossings'])
    // A German reader sorts the German titles, and the English one where no German exists.
    expect(titlesOf(await byTitle(alpha, 'de-DE'))).toEqual([
      'Äpfel auf Abruf',
      'apps for bees',
      'Zebrastreifen',
    ])
    // A changed title and a changed macrotrend move the trend.
    await staff.request('PUT', `${T}/microtrends/${zebra}/`, {
      translations: { 'en-US': { title: 'aardvark tours', summary: '' } },
      macrotrend_ids: [alpha, beta],
    })
    expect(titlesOf(await byTitle(alpha))).toEqual(['aardvark tours', 'Äpfel on demand', 'apps for bees'])
    expect(titlesOf(await byTitle(beta))).toEqual(['aardvark tours', 'apps for bees'])
    // An import that renames a trend and files it under beta only.
    const imported = { external_id: 'title-order-1', translations: { 'en-US': { title: 'mole maps' } } }
    const importing = (macrotrend_ids: string[], title: string) =>
      staff.post(`${T}/microtrends/import/`, {
        format: 'json',
        content: JSON.stringify([{ ...imported, translations: { 'en-US': { title } }, macrotrend_ids }]),
        dry_run: false,
      })
    expect((await importing([alpha], 'mole maps')).statusCode).toBe(200)
    expect(titlesOf(await byTitle(alpha))).toContain('mole maps')
    await importing([beta], 'beaver dams')
    expect(titlesOf(await byTitle(alpha))).not.toContain('mole maps')
    expect(titlesOf(await byTitle(alpha))).not.toContain('beaver dams')
    expect(titlesOf(await byTitle(beta))).toEqual(['aardvark tours', 'apps for bees', 'beaver dams'])
    // Pages: the second page continues the order, and the count is exact.
    const reader = await staffIn('en-US')
    const second = (
      await reader.get(`${T}/microtrends/?macrotrend=${beta}&sort=title&page=2&page_size=2`)
    ).json() as Listed
    expect(second).toMatchObject({ count: 3 })
    expect(titlesOf(second)).toEqual(['beaver dams'])
    // Alpha deleted, its trends moved to beta: beta lists them all, in order, once each.
    expect((await staff.request('DELETE', `${T}/macrotrends/${alpha}/?move_to=${beta}`)).statusCode).toBe(204)
    const merged = await byTitle(beta)
    expect(titlesOf(merged)).toEqual(['aardvark tours', 'Äpfel on demand', 'apps for bees', 'beaver dams'])
    expect(merged.count).toBe(4)
    // A deleted trend leaves the order.
    await staff.request('DELETE', `${T}/microtrends/${zebra}/`)
    expect(titlesOf(await byTitle(beta))).toEqual(['Äpfel on demand', 'apps for bees', 'beaver dams'])
  })
})
