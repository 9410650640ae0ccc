import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { MACROTRENDS, MEGATRENDS } from './library/taxonomy.ts'
import { type PreparedPicture, preparePicture } from './pictures.service.ts'
import { type DemoMicrotrend, demoExternalId } from './trends-library.data.ts'

/**
 * The demo microtrends' pictures (ADR 57), drawn at seed time instead of shipped: an SVG composition in
 * the colour of the trend's megatrend — a gradient, a glow, and a motif chosen by its first macrotrend
 * (rings, stripes, dots, waves, peaks or bubbles) placed by a generator seeded with its feed id — rendered
 * to a JPEG by sharp, then checked and resized by `preparePicture` like any upload. The same trend always
 * gets the same picture.
 */
/** 3:2 like the preview (480 × 320), so the preview is the picture made smaller, nothing cut off. */
export const DEMO_PICTURE_WIDTH = 720
export const DEMO_PICTURE_HEIGHT = 480
/** Pictures drawn at once: sharp works on libuv's thread pool, so more only queue. */
const AT_ONCE = 4

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine. */
function numbers(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `colour` mixed with white (amount > 0) or black (amount < 0), as #rrggbb. */
function shade(colour: string, amount: number) {
  const target = amount > 0 ? 255 : 0
  const mix = (hex: string) =>
    Math.round(Number.parseInt(hex, 16) + (target - Number.parseInt(hex, 16)) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0')
  return `#${mix(colour.slice(1, 3))}${mix(colour.slice(3, 5))}${mix(colour.slice(5, 7))}`
}

const MOTIFS = ['rings', 'stripes', 'dots', 'waves', 'peaks', 'bubbles'] as const
type Motif = (typeof MOTIFS)[number]

/** The motif's shapes in `ink`, over the whole picture, placed by `random`. */
function motif(kind: Motif, random: () => number, ink: string): string {
  const w = DEMO_PICTURE_WIDTH
  const h = DEMO_PICTURE_HEIGHT
  const at = (max: number) => Math.round(random() * max)
  switch (kind) {
    case 'rings': {
      const [cx, cy] = [at(w), at(h)]
      return Array.from({ length: 5 + at(4) }, (_, i) => {
        const r = 40 + i * (28 + at(14))
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${6 + at(10)}" stroke-opacity="${(0.15 + random() * 0.35).toFixed(2)}"/>`
      }).join('')
    }
    case 'stripes': {
      const angle = -60 + at(120)
      const stripes = Array.from({ length: 9 + at(6) }, (_, i) => {
        const x = -w + i * (90 + at(40))
        return `<rect x="${x}" y="${-h}" width="${18 + at(46)}" height="${h * 3}" fill="${ink}" fill-opacity="${(0.1 + random() * 0.3).toFixed(2)}"/>`
      }).join('')
      return `<g transform="rotate(${angle} ${w / 2} ${h / 2})">${stripes}</g>`
    }
    case 'dots': {
      const step = 34 + at(26)
      const dots: string[] = []
      for (let y = step / 2; y < h; y += step)
        for (let x = step / 2; x < w; x += step) {
          const r = (step / 2) * (0.15 + random() * 0.55)
          dots.push(`<circle cx="${x}" cy="${y}" r="${r.toFixed(1)}" fill="${ink}" fill-opacity="0.35"/>`)
        }
      return dots.join('')
    }
    case 'waves':
      return Array.from({ length: 5 + at(4) }, (_, i) => {
        const y = 60 + i * (70 + at(20))
        const a = 20 + at(60)
        const path = `M0 ${y} C ${w / 4} ${y - a}, ${w / 4} ${y + a}, ${w / 2} ${y} S ${(3 * w) / 4} ${y - a}, ${w} ${y}`
        return `<path d="${path}" fill="none" stroke="${ink}" stroke-width="${8 + at(16)}" stroke-opacity="${(0.15 + random() * 0.35).toFixed(2)}" stroke-linecap="round"/>`
      }).join('')
    case 'peaks':
      return Array.from({ length: 4 + at(3) }, (_, i) => {
        const base = h - i * 20
        const x = at(w)
        const top = 120 + at(h / 2)
        const span = 180 + at(260)
        return `<polygon points="${x - span},${base} ${x},${top} ${x + span},${base}" fill="${ink}" fill-opacity="${(0.12 + random() * 0.25).toFixed(2)}"/>`
      }).join('')
    case 'bubbles':
      return Array.from({ length: 10 + at(10) }, () => {
        const r = 12 + at(90)
        return `<circle cx="${at(w)}" cy="${at(h)}" r="${r}" fill="${ink}" fill-opacity="${(0.1 + random() * 0.3).toFixed(2)}"/>`
      }).join('')
  }
}

const macrotrendKeys = Object.keys(MACROTRENDS)

/** The SVG of a demo microtrend's picture. */
export function demoPictureSvg(trend: DemoMicrotrend): string {
  const random = numbers(demoExternalId(trend))
  const [first, second] = trend.macrotrends
  const colour = MEGATRENDS[MACROTRENDS[first!].megatrend].color
  const accent = second ? MEGATRENDS[MACROTRENDS[second].megatrend].color : shade(colour, 0.5)
  const kind = MOTIFS[macrotrendKeys.indexOf(first!) % MOTIFS.length]!
  const w = DEMO_PICTURE_WIDTH
  const h = DEMO_PICTURE_HEIGHT
  const angle = Math.round(random() * 360)
  const glow = {
    x: Math.round(random() * w),
    y: Math.round(random() * h),
    r: 160 + Math.round(random() * 200),
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)">
<stop offset="0" stop-color="${shade(colour, -0.35)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(accent, 0.25)}"/>
</linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" fill="url(#glow)"/>
${motif(kind, random, shade(accent, 0.7))}
${motif(MOTIFS[(MOTIFS.indexOf(kind) + 1 + Math.floor(random() * 5)) % MOTIFS.length]!, random, shade(colour, -0.5))}
</svg>`
}

/** A demo microtrend's picture file, as someone would upload it (a JPEG; the pipeline encodes it again). */
export async function demoPictureFile(trend: DemoMicrotrend): Promise<Buffer> {
  // Loaded when the seed draws, not when the server starts (ADR 61).
  const { default: sharp } = await import('sharp')
  return sharp(Buffer.from(demoPictureSvg(trend)))
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** Every trend's picture, drawn and prepared (checked, resized, previewed), AT_ONCE at a time. */
async function drawDemoPictures(trends: readonly DemoMicrotrend[]): Promise<PreparedPicture[]> {
  const prepared: PreparedPicture[] = []
  let next = 0
  const drawer = async () => {
    for (let i = next++; i < trends.length; i = next++) {
      prepared[i] = await preparePicture(await demoPictureFile(trends[i]!))
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, drawer))
  return prepared
}

/**
 * Where drawn demo pictures are kept between seeds: the user's cache folder (`DEMO_PICTURE_CACHE`, or
 * `$XDG_CACHE_HOME/portal`, or `~/.cache/portal`). Drawing them is most of a seed's CPU (some 16 s of
 * 24), and every fresh database seeds them again: the tests' templates, each journey run's server, every
 * first start of `npm start`.
 */
export function demoPictureCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEMO_PICTURE_CACHE ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'portal')
}

/**
 * The cache entry's name: a digest of what the pictures are made from — each trend's SVG — and of how:
 * the first trend's picture, drawn and prepared now (some 50 ms), stands for the drawing and preparing
 * code, its settings and sharp's version, so a change to any of them that shows in a picture draws anew.
 */
async function cacheKey(trends: readonly DemoMicrotrend[]): Promise<string> {
  const hash = createHash('sha256')
  for (const svg of trends.map(demoPictureSvg)) hash.update(svg).update('\0')
  if (trends[0]) {
    const sample = await preparePicture(await demoPictureFile(trends[0]))
    hash.update(sample.data).update(sample.preview).update(`${sample.width}×${sample.height}`)
  }
  return hash.digest('hex').slice(0, 40)
}

/** A cached entry is its payload's SHA-256, then the payload: a cut-off or damaged file is not used. */
const DIGEST_BYTES = 32

async function readCached(file: string, expected: number): Promise<PreparedPicture[] | null> {
  const bytes = await readFile(file).catch(() => null)
  if (!bytes || bytes.length <= DIGEST_BYTES) return null
  const payload = bytes.subarray(DIGEST_BYTES)
  if (!createHash('sha256').update(payload).digest().equals(bytes.subarray(0, DIGEST_BYTES))) return null
  const pictures = deserialize(payload) as PreparedPicture[]
  return Array.isArray(pictures) && pictures.length === expected ? pictures : null
}

/** Best effort: a read-only or missing home (a container's user) only means drawing next time too. */
async function writeCached(folder: string, file: string, pictures: PreparedPicture[]) {
  const payload = serialize(pictures)
  const partial = join(folder, `.${randomUUID()}.partial`)
  try {
    await mkdir(folder, { recursive: true })
    await writeFile(partial, Buffer.concat([createHash('sha256').update(payload).digest(), payload]))
    // Two seeds at once (journey runs) each write whole files; the rename makes either one the entry.
    await rename(partial, file)
    // Entries for earlier inputs are never read again.
    for (const name of await readdir(folder))
      if (/^demo-pictures-\w+\.v8$/.test(name) && join(folder, name) !== file)
        await rm(join(folder, name), { force: true })
  } catch {
    await rm(partial, { force: true }).catch(() => undefined)
  }
}

/**
 * Every trend's picture, drawn and prepared like an upload — or the same pictures from the cache when
 * an earlier seed made them from the same inputs (`demoPictureCacheFolder`).
 */
export async function prepareDemoPictures(
  trends: readonly DemoMicrotrend[],
  folder: string | null = demoPictureCacheFolder(),
): Promise<PreparedPicture[]> {
  if (folder === null) return drawDemoPictures(trends)
  const file = join(folder, `demo-pictures-${await cacheKey(trends)}.v8`)
  const cached = await readCached(file, trends.length)
  if (cached) return cached
  const drawn = await drawDemoPictures(trends)
  await writeCached(folder, file, drawn)
  return drawn
}
