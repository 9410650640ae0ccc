import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { LOCALES, type Locale } from '@portal/contracts/locales'
import type { MicrotrendListQuery } from '@portal/contracts/trends'
import { count as countRows } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../apps/server/src/core/db.ts'
import { IMPORT_MAX_ROWS, importMicrotrends } from '../apps/server/src/modules/trends/import.service.ts'
import { listMicrotrends, microtrendFilter } from '../apps/server/src/modules/trends/library.service.ts'
import { seedTrendLibrary } from '../apps/server/src/modules/trends/trends.seed.ts'
import {
  industries,
  innovations,
  macrotrends,
  megatrends,
  microtrends,
} from '../apps/server/src/modules/trends/trends.tables.ts'
import {
  INDUSTRIES,
  INNOVATIONS,
  MACROTRENDS,
  MEGATRENDS,
} from '../apps/server/src/modules/trends/trends-library.data.ts'

/**
 * The trend library at scale (issue 15, ADR 32): 100,000 microtrends with texts in all 7 locales,
 * imported through the import service in files of 10,000, then the main filtered and text-searched
 * list queries, one in flight, through the service that answers `GET microtrends/` (count + page).
 * "matches" is the exact count (taken once, not timed); "answer" is the count the list gives, exact up
 * to 1,000 matches and estimated past them (ADR 41). `BENCH_PG_URL` names the server and the database
 * to connect to for creating (and at the end dropping) the bench's own database:
 *
 *   npx tsx bench/trends-search.ts                 # embedded PGlite, in memory
 *   npx tsx bench/trends-search.ts --postgres      # a fresh database on BENCH_PG_URL (default local)
 *   TRENDS=20000 npx tsx bench/trends-search.ts    # fewer trends
 *   BENCH_CASES=title,innovation npx tsx bench/trends-search.ts   # only the queries named so
 *   BENCH_PGLITE_DIR=/tmp/bench-trends npx tsx bench/trends-search.ts   # the same for PGlite, on disk
 *   BENCH_PG_KEEP=bench_trends_kept npx tsx bench/trends-search.ts --postgres
 *       # that database is created once, kept, and its library reused (not imported again) while it
 *       # has the trends: the queries again after a change (its migrations run on opening)
 */
const say = (line: string) => process.stdout.write(`${line}\n`)
const total = Number(process.env.TRENDS ?? 100_000)
const onPostgres = process.argv.includes('--postgres')
const FILE = 10_000
const RUNS = 40

// Topics in every language (de-AT writes as de-DE here; the fallback is exercised by locales without
// their own text in a tenth of the trends).
const TOPICS: Record<'en' | 'de' | 'es' | 'fr' | 'pt' | 'zh', string[]> = {
  en: [
    'hydrogen',
    'robotics',
    'remote work',
    'vertical farming',
    'quantum computing',
    'circular economy',
    'drone delivery',
    'digital health',
    'space tourism',
    'battery storage',
    'smart cities',
    'gene editing',
    'micro mobility',
    'cyber security',
    'carbon capture',
    'lab-grown meat',
    'e-sports',
    'edge computing',
    'wearables',
    'aging society',
  ],
  de: [
    'Wasserstoff',
    'Robotik',
    'Fernarbeit',
    'vertikale Landwirtschaft',
    'Quantencomputer',
    'Kreislaufwirtschaft',
    'Drohnenlieferung',
    'digitale Gesundheit',
    'Weltraumtourismus',
    'Batteriespeicher',
    'intelligente Städte',
    'Geneditierung',
    'Mikromobilität',
    'Cybersicherheit',
    'CO2-Abscheidung',
    'Laborfleisch',
    'E-Sport',
    'Edge-Computing',
    'Wearables',
    'alternde Gesellschaft',
  ],
  es: [
    'hidrógeno',
    'robótica',
    'teletrabajo',
    'agricultura vertical',
    'computación cuántica',
    'economía circular',
    'entrega con drones',
    'salud digital',
    'turismo espacial',
    'almacenamiento de baterías',
    'ciudades inteligentes',
    'edición genética',
    'micromovilidad',
    'ciberseguridad',
    'captura de carbono',
    'carne cultivada',
    'deportes electrónicos',
    'computación en el borde',
    'dispositivos vestibles',
    'envejecimiento',
  ],
  fr: [
    'hydrogène',
    'robotique',
    'télétravail',
    'agriculture verticale',
    'informatique quantique',
    'économie circulaire',
    'livraison par drone',
    'santé numérique',
    'tourisme spatial',
    'stockage par batterie',
    'villes intelligentes',
    'édition génomique',
    'micromobilité',
    'cybersécurité',
    'captage du carbone',
    'viande cultivée',
    'e-sport',
    'informatique en périphérie',
    'objets connectés',
    'vieillissement',
  ],
  pt: [
    'hidrogénio',
    'robótica',
    'teletrabalho',
    'agricultura vertical',
    'computação quântica',
    'economia circular',
    'entrega por drones',
    'saúde digital',
    'turismo espacial',
    'armazenamento em baterias',
    'cidades inteligentes',
    'edição genética',
    'micromobilidade',
    'cibersegurança',
    'captura de carbono',
    'carne cultivada',
    'desportos eletrónicos',
    'computação de borda',
    'dispositivos vestíveis',
    'envelhecimento',
  ],
  zh: [
    '氢能',
    '机器人',
    '远程办公',
    '垂直农业',
    '量子计算',
    '循环经济',
    '无人机配送',
    '数字健康',
    '太空旅游',
    '电池储能',
    '智慧城市',
    '基因编辑',
    '微出行',
    '网络安全',
    '碳捕集',
    '人造肉',
    '电子竞技',
    '边缘计算',
    '可穿戴设备',
    '老龄化社会',
  ],
}
const LANGUAGE: Record<Locale, keyof typeof TOPICS> = {
  'en-US': 'en',
  'de-DE': 'de',
  'de-AT': 'de',
  'es-ES': 'es',
  'fr-FR': 'fr',
  'pt-PT': 'pt',
  'zh-CHS': 'zh',
}
const SUMMARY: Record<keyof typeof TOPICS, (topic: string, other: string, n: number) => string> = {
  en: (t, o, n) => `How ${t} meets ${o}: signal ${n} from the feed, with examples from several markets.`,
  de: (t, o, n) => `Wie ${t} auf ${o} trifft: Signal ${n} aus dem Feed, mit Beispielen aus mehreren Märkten.`,
  es: (t, o, n) => `Cómo ${t} se cruza con ${o}: señal ${n} del feed, con ejemplos de varios mercados.`,
  fr: (t, o, n) => `Quand ${t} rencontre ${o} : signal ${n} du flux, avec des exemples de plusieurs marchés.`,
  pt: (t, o, n) => `Como ${t} se cruza com ${o}: sinal ${n} do feed, com exemplos de vários mercados.`,
  zh: (t, o, n) => `${t}与${o}的交汇：来自信息流的第${n}条信号，附多个市场的案例。`,
}

function trend(i: number, macros: string[], industries: string[], innovations: string[]) {
  const topic = i % 20
  const other = (i * 7 + 3) % 20
  const translations: Record<string, { title: string; summary: string }> = {}
  for (const locale of LOCALES) {
    // A tenth of the trends lack some languages: readers of those fall back (SPEC §1).
    if (i % 10 === 0 && locale !== 'en-US' && locale !== 'de-DE') continue
    const words = TOPICS[LANGUAGE[locale]]
    translations[locale] = {
      title: `${words[topic]} × ${words[other]} #${i}`,
      summary: SUMMARY[LANGUAGE[locale]](words[topic]!, words[other]!, i),
    }
  }
  return {
    external_id: `scale-${i}`,
    translations,
    created_at_external: new Date(Date.UTC(2020, 0, 1) + i * 1_800_000).toISOString(),
    macrotrend_ids: [macros[i % macros.length]!, macros[(i * 3 + 1) % macros.length]!],
    industry_ids: [industries[i % industries.length]!],
    innovation_ids: i % 3 === 0 ? [innovations[i % innovations.length]!] : [],
  }
}

/** The seeded library of a kept database, in the seed's order (the queries name its nth entries). */
async function libraryOf(db: Database) {
  const byName = async (
    table: typeof industries,
    source: Record<string, { name: readonly string[] } | readonly string[]>,
  ) => {
    const rows = await db.select({ id: table.id, names: table.names }).from(table)
    const ids = new Map(rows.map((r) => [r.names['en-US'], r.id]))
    return Object.fromEntries(
      Object.entries(source).map(([key, value]) => [
        key,
        ids.get(('name' in value ? value.name : value)[0])!,
      ]),
    )
  }
  return {
    megatrends: await byName(megatrends as unknown as typeof industries, MEGATRENDS),
    macrotrends: await byName(macrotrends as unknown as typeof industries, MACROTRENDS),
    industries: await byName(industries, INDUSTRIES),
    innovations: await byName(innovations as unknown as typeof industries, INNOVATIONS),
  }
}

let pgAdmin: pg.Client | null = null
let databaseName = ''
let url = ''
if (onPostgres) {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  // The bench works in a database of its own; the shared `test` database is never its way in.
  if (new URL(base).pathname === '/test')
    throw new Error('BENCH_PG_URL must not name the shared test database')
  pgAdmin = new pg.Client({ connectionString: base })
  await pgAdmin.connect()
  databaseName = process.env.BENCH_PG_KEEP ?? `bench_trends_${randomUUID().replaceAll('-', '')}`
  if (!/^[a-z_][a-z0-9_]*$/.test(databaseName)) throw new Error('BENCH_PG_KEEP: a plain database name')
  if (databaseName === 'test') throw new Error('BENCH_PG_KEEP must not name the shared test database')
  const exists = await pgAdmin.query('select 1 from pg_database where datname = $1', [databaseName])
  if (exists.rowCount === 0) await pgAdmin.query(`create database ${databaseName}`)
  const u = new URL(base)
  u.pathname = `/${databaseName}`
  url = u.toString()
}
// BENCH_PGLITE_DIR: PGlite in that directory (kept, its library reused like BENCH_PG_KEEP's), not in memory.
const database = onPostgres
  ? openDatabase({ kind: 'postgres', url })
  : openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? null })
try {
  await database.migrate()
  const [stored] = await database.db.select({ n: countRows() }).from(microtrends)
  const reused = (stored?.n ?? 0) >= total
  const library = reused ? await libraryOf(database.db) : await seedTrendLibrary(database.db)
  const macros = Object.values(library.macrotrends)
  const industries = Object.values(library.industries)
  const innovations = Object.values(library.innovations)
  if (FILE > IMPORT_MAX_ROWS) throw new Error('file too large for one import')

  say(
    `# ${onPostgres ? 'PostgreSQL' : process.env.BENCH_PGLITE_DIR ? 'PGlite (on disk)' : 'PGlite (in memory)'}: ${total.toLocaleString('en-US')} microtrends in ${LOCALES.length} locales`,
  )
  const started = performance.now()
  let firstFile = 0
  for (let from = 0; from < (reused ? 0 : total); from += FILE) {
    const items = Array.from({ length: Math.min(FILE, total - from) }, (_, k) =>
      trend(from + k, macros, industries, innovations),
    )
    const t0 = performance.now()
    const report = await importMicrotrends(database.db, {
      format: 'json',
      content: JSON.stringify(items),
      dry_run: false,
    })
    if (report.refused.length) throw new Error(JSON.stringify(report.refused.slice(0, 3)))
    if (from === 0) firstFile = performance.now() - t0
  }
  if (reused) say(`library reused: ${(stored?.n ?? 0).toLocaleString('en-US')} microtrends (no import)`)
  else {
    const seconds = (performance.now() - started) / 1000
    say(
      `import: ${total.toLocaleString('en-US')} in ${seconds.toFixed(1)} s = ${Math.round(total / seconds)} items/s (first file of ${FILE.toLocaleString('en-US')}: ${Math.round(FILE / (firstFile / 1000))} items/s)`,
    )
    const reimport = Array.from({ length: FILE }, (_, k) => trend(k, macros, industries, innovations))
    const t1 = performance.now()
    const again = await importMicrotrends(database.db, {
      format: 'json',
      content: JSON.stringify(reimport),
      dry_run: false,
    })
    say(
      `re-import of ${FILE.toLocaleString('en-US')} (all updates): ${Math.round(again.updated.length / ((performance.now() - t1) / 1000))} items/s`,
    )
  }
  await database.db.execute('analyze')

  const reader = (locale: Locale) => ({ locale, userId: randomUUID(), companyId: null })
  const page = { page: 1, page_size: 25 } as const
  const mega = Object.values(library.megatrends)
  const cases: [string, Locale, Partial<MicrotrendListQuery>][] = [
    ['newest first, no filter', 'en-US', {}],
    ['search a common word (en-US "robotics")', 'en-US', { search: 'robotics' }],
    ['search a common word (de-DE "wasserstoff")', 'de-DE', { search: 'wasserstoff' }],
    ['search a rare text (fr-FR "#43210 ")', 'fr-FR', { search: '#43210 ' }],
    ['search in zh-CHS ("量子计算")', 'zh-CHS', { search: '量子计算' }],
    ['search + megatrend', 'en-US', { search: 'hydrogen', megatrend: [mega[0]!] }],
    [
      'search + industry + date range',
      'es-ES',
      { search: 'robótica', industry: [industries[1]!], from: '2022-01-01', to: '2023-12-31' },
    ],
    ['macrotrend, sorted by title', 'de-AT', { macrotrend: [macros[2]!], sort: 'title' }],
    [
      'industry + innovation, oldest first',
      'pt-PT',
      { industry: [industries[0]!], innovation: [innovations[0]!], sort: 'oldest' },
    ],
    ['page 100 of a megatrend', 'en-US', { megatrend: [mega[1]!], page: 100 }],
  ]
  say('')
  say('| query | matches | answer | median ms | p95 ms |')
  say('| --- | ---: | ---: | ---: | ---: |')
  // BENCH_CASES: only the queries whose name contains one of these (comma-separated) words.
  const only = process.env.BENCH_CASES?.split(',').map((w) => w.trim())
  for (const [name, locale, query] of cases) {
    if (only && !only.some((word) => name.includes(word))) continue
    const times: number[] = []
    let answered = ''
    for (let run = 0; run < RUNS + 3; run++) {
      const t0 = performance.now()
      const answer = await listMicrotrends(database.db, reader(locale), { ...page, sort: 'newest', ...query })
      const ms = performance.now() - t0
      if (run >= 3) times.push(ms)
      const words = { exact: '', about: 'about ', more_than: 'more than ' }[answer.countPrecision]
      answered = `${words}${answer.count.toLocaleString('en-US')}`
    }
    const where = await microtrendFilter(database.db, reader(locale), { ...page, sort: 'newest', ...query })
    const [exact] = await database.db.select({ n: countRows() }).from(microtrends).where(where)
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!
    say(
      `| ${name} | ${(exact?.n ?? 0).toLocaleString('en-US')} | ${answered} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`,
    )
  }
} finally {
  await database.close()
  if (pgAdmin && !process.env.BENCH_PG_KEEP) {
    await pgAdmin.query(`drop database if exists ${databaseName} with (force)`)
  }
  await pgAdmin?.end()
}
