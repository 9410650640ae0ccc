import { performance } from 'node:perf_hooks'
import { openDatabase } from '../apps/server/src/core/db.ts'
import { importMicrotrends } from '../apps/server/src/modules/trends/import.service.ts'
import { listMicrotrends } from '../apps/server/src/modules/trends/library.service.ts'
import { seedTrendLibrary } from '../apps/server/src/modules/trends/trends.seed.ts'

/**
 * Import of 10,000 microtrends in two locales into a fresh embedded database (PGlite), then a text
 * search and a filtered list over the result: `npx tsx bench/trends-import.ts`.
 */
const say = (line: string) => process.stdout.write(`${line}\n`)
const database = openDatabase({ kind: 'pglite', dataDir: null })
await database.migrate()
const library = await seedTrendLibrary(database.db)
const macros = Object.values(library.macrotrends)
const items = Array.from({ length: 10_000 }, (_, i) => ({
  external_id: `bench-${i}`,
  translations: {
    'en-US': {
      title: `Trend ${i} about ${i % 7 === 0 ? 'hydrogen' : 'platforms'}`,
      summary: 'A generated trend.',
    },
    'de-DE': {
      title: `Trend ${i} über ${i % 7 === 0 ? 'Wasserstoff' : 'Plattformen'}`,
      summary: 'Ein erzeugter Trend.',
    },
  },
  created_at_external: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
  macrotrend_ids: [macros[i % macros.length]!],
}))
const content = JSON.stringify(items)
let started = performance.now()
const report = await importMicrotrends(database.db, { format: 'json', content, dry_run: false })
let seconds = (performance.now() - started) / 1000
say(
  `import: ${report.created.length} created in ${seconds.toFixed(1)} s = ${Math.round(report.created.length / seconds)} items/s`,
)
started = performance.now()
const again = await importMicrotrends(database.db, { format: 'json', content, dry_run: false })
seconds = (performance.now() - started) / 1000
say(
  `re-import: ${again.updated.length} updated in ${seconds.toFixed(1)} s = ${Math.round(again.updated.length / seconds)} items/s`,
)
const reader = { locale: 'en-US' as const, userId: '00000000-0000-4000-8000-000000000000', companyId: null }
const times: number[] = []
for (let i = 0; i < 30; i++) {
  const t0 = performance.now()
  await listMicrotrends(database.db, reader, {
    search: 'hydrogen',
    megatrend: [Object.values(library.megatrends)[0]!],
    sort: 'newest',
    page: 1,
    page_size: 25,
  })
  times.push(performance.now() - t0)
}
times.sort((a, b) => a - b)
say(
  `search + megatrend filter over ${10_000 + Object.keys(library.microtrends).length} microtrends: median ${times[15]!.toFixed(1)} ms, p95 ${times[28]!.toFixed(1)} ms`,
)
await database.close()
