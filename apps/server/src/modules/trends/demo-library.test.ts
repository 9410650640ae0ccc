import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { LOCALES } from '@portal/contracts/locales'
import { asc, count, eq, like } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import {
  demoPictureCacheFolder,
  demoPictureFile,
  demoPictureSvg,
  prepareDemoPictures,
} from './demo-pictures.ts'
import { preparePicture } from './pictures.service.ts'
import { microtrendMacrotrends, microtrends, pictures, titleKeys } from './trends.tables.ts'
import { MACROTRENDS, MEGATRENDS, MICROTRENDS } from './trends-library.data.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const T = '/api/v1/trend_managment'
type Listed = {
  id: string
  external_id: string | null
  preview_picture_url: string | null
  pictures: string[]
}

describe('the demo trend library (ADR 57)', () => {
  it('holds about ten megatrends, forty macrotrends and some three hundred microtrends', async () => {
    const gina = await t.signIn('user@globex.example')
    const megas = (await gina.get(`${T}/megatrends/`)).json()
    expect(megas).toHaveLength(Object.keys(MEGATRENDS).length)
    expect(megas.length).toBeGreaterThanOrEqual(9)
    expect(megas.length).toBeLessThanOrEqual(12)
    const macros = (await gina.get(`${T}/macrotrends/`)).json()
    expect(macros).toHaveLength(Object.keys(MACROTRENDS).length)
    expect(macros.length).toBeGreaterThanOrEqual(35)
    expect(macros.length).toBeLessThanOrEqual(45)
    const micros = (await gina.get(`${T}/microtrends/?page_size=1`)).json()
    expect(micros.count).toBe(MICROTRENDS.length)
    expect(micros.count).toBeGreaterThanOrEqual(250)
    // Every megatrend has macrotrends, and every macrotrend has microtrends.
    for (const mega of megas) expect(mega.macrotrend_count, mega.name).toBeGreaterThan(0)
    for (const macro of macros) expect(macro.microtrend_count, macro.name).toBeGreaterThan(0)
  })

  it('gives every demo microtrend English and German texts, 1–3 macrotrends and distinct titles', async () => {
    const rows = await t.db
      .select({ externalId: microtrends.externalId, translations: microtrends.translations })
      .from(microtrends)
      .where(like(microtrends.externalId, 'demo-%'))
    expect(rows).toHaveLength(MICROTRENDS.length)
    for (const row of rows) {
      for (const locale of ['en-US', 'de-DE'] as const) {
        expect(row.translations[locale]?.title, `${row.externalId} ${locale}`).toBeTruthy()
        expect(row.translations[locale]?.summary, `${row.externalId} ${locale}`).toBeTruthy()
      }
    }
    for (const locale of ['en-US', 'de-DE'] as const) {
      const titles = rows.map((r) => r.translations[locale]!.title)
      expect(new Set(titles).size, locale).toBe(titles.length)
    }
    for (const trend of MICROTRENDS) {
      expect(trend.macrotrends.length, trend.en[0]).toBeGreaterThanOrEqual(1)
      expect(trend.macrotrends.length, trend.en[0]).toBeLessThanOrEqual(3)
    }
  })

  it('writes the title keys of every demo microtrend: one per macrotrend link and locale', async () => {
    // Rows per demo microtrend in a table keyed by microtrend.
    const perTrend = (table: typeof microtrendMacrotrends | typeof titleKeys) =>
      t.db
        .select({ id: table.microtrendId, n: count() })
        .from(table)
        .innerJoin(microtrends, eq(microtrends.id, table.microtrendId))
        .where(like(microtrends.externalId, 'demo-%'))
        .groupBy(table.microtrendId)
    const links = await perTrend(microtrendMacrotrends)
    const keys = await perTrend(titleKeys)
    expect(links).toHaveLength(MICROTRENDS.length)
    const keysOf = new Map(keys.map((k) => [k.id, k.n]))
    for (const link of links) expect(keysOf.get(link.id), link.id).toBe(link.n * LOCALES.length)
  })

  it('serves every demo microtrend’s picture and its WebP preview, made by the upload pipeline', async () => {
    const ada = await t.signIn('user@acme.example')
    const listed: Listed[] = []
    for (let page = 1; listed.length < MICROTRENDS.length; page++) {
      const body = (await ada.get(`${T}/microtrends/?page_size=100&page=${page}&sort=oldest`)).json()
      expect(body.results.length).toBeGreaterThan(0)
      listed.push(...body.results)
    }
    const demo = listed.filter((r) => r.external_id?.startsWith('demo-'))
    expect(demo).toHaveLength(MICROTRENDS.length)
    for (const trend of demo) {
      expect(trend.pictures.length, trend.external_id!).toBeGreaterThanOrEqual(1)
      expect(trend.preview_picture_url, trend.external_id!).toMatch(/\/preview\/$/)
      const preview = await ada.get(trend.preview_picture_url!)
      expect(preview.statusCode, trend.external_id!).toBe(200)
      expect(preview.headers['content-type'], trend.external_id!).toBe('image/webp')
    }
    const first = demo.find((r) => r.external_id === 'demo-001')!
    const full = await ada.get(first.pictures[0]!)
    expect(full.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(full.rawPayload).metadata()).width).toBe(720)
    const preview = await sharp((await ada.get(first.preview_picture_url!)).rawPayload).metadata()
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 480, 320])
    // What is stored is what the upload pipeline makes of the drawn file, byte for byte.
    const [stored] = await t.db
      .select({ sha256: pictures.sha256, data: pictures.data, preview: pictures.preview })
      .from(pictures)
      .innerJoin(microtrends, eq(microtrends.id, pictures.microtrendId))
      .where(eq(microtrends.externalId, 'demo-001'))
      .orderBy(asc(pictures.position))
    const again = await preparePicture(await demoPictureFile(MICROTRENDS[0]!))
    expect(stored!.sha256).toBe(again.sha256)
    expect(Buffer.compare(stored!.data, again.data)).toBe(0)
  })

  it('draws a different picture for each trend, the same one every time', () => {
    const svgs = MICROTRENDS.map(demoPictureSvg)
    expect(new Set(svgs).size).toBe(MICROTRENDS.length)
    expect(demoPictureSvg(MICROTRENDS[7]!)).toBe(svgs[7])
  })
})

describe('the demo picture cache', () => {
  const trends = MICROTRENDS.slice(0, 3)
  let folder: string
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'portal-demo-pictures-'))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const entries = () => readdirSync(folder).filter((name) => name.endsWith('.v8'))
  const entry = () => join(folder, entries()[0]!)
  /** A cache file holding `pictures`, with the digest the cache checks. */
  const store = (pictures: unknown) => {
    const payload = serialize(pictures)
    writeFileSync(entry(), Buffer.concat([createHash('sha256').update(payload).digest(), payload]))
  }

  it("lives in the user's cache folder unless told otherwise", () => {
    expect(demoPictureCacheFolder({})).toBe(join(homedir(), '.cache', 'portal'))
    expect(demoPictureCacheFolder({ XDG_CACHE_HOME: '/var/cache/ada' } as NodeJS.ProcessEnv)).toBe(
      '/var/cache/ada/portal',
    )
    expect(demoPictureCacheFolder({ DEMO_PICTURE_CACHE: '/srv/pictures' } as NodeJS.ProcessEnv)).toBe(
      '/srv/pictures',
    )
  })

  it('keeps what a seed drew, and gives it to the next seed', async () => {
    const drawn = await prepareDemoPictures(trends, folder)
    expect(entries()).toHaveLength(1)
    expect(drawn.map((p) => p.sha256)).toEqual(
      await Promise.all(
        trends.map(async (trend) => (await preparePicture(await demoPictureFile(trend))).sha256),
      ),
    )
    // The next seed takes the kept pictures as they are: a kept entry in another order is what it gets.
    store([drawn[2], drawn[0], drawn[1]])
    const kept = await prepareDemoPictures(trends, folder)
    expect(kept.map((p) => p.sha256)).toEqual([drawn[2]!.sha256, drawn[0]!.sha256, drawn[1]!.sha256])
    expect(Buffer.isBuffer(kept[0]!.data)).toBe(true)
  })

  it('draws anew over a damaged entry or one of another size, and mends it', async () => {
    const drawn = await prepareDemoPictures(trends, null)
    const bytes = readFileSync(entry())
    bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff
    writeFileSync(entry(), bytes)
    expect((await prepareDemoPictures(trends, folder)).map((p) => p.sha256)).toEqual(
      drawn.map((p) => p.sha256),
    )
    const mended = readFileSync(entry())
    const payload = mended.subarray(32)
    expect(createHash('sha256').update(payload).digest().equals(mended.subarray(0, 32))).toBe(true)
    store(drawn.slice(0, 2))
    expect(await prepareDemoPictures(trends, folder)).toHaveLength(3)
    expect(deserialize(readFileSync(entry()).subarray(32))).toHaveLength(3)
  })

  it('makes a new entry for other trends and drops the old one', async () => {
    await prepareDemoPictures(trends, folder)
    const before = entries()
    await prepareDemoPictures(MICROTRENDS.slice(1, 3), folder)
    expect(entries()).toHaveLength(1)
    expect(entries()).not.toEqual(before)
  })

  it('still draws where no cache can be written', async () => {
    const file = join(folder, 'not-a-folder')
    writeFileSync(file, '')
    const drawn = await prepareDemoPictures(trends.slice(0, 1), join(file, 'portal'))
    expect(drawn).toHaveLength(1)
    expect(await prepareDemoPictures(trends.slice(0, 1), null)).toEqual(drawn)
  })
})
