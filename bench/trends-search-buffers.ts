import { randomUUID } from 'node:crypto'
import type { Locale } from '@portal/contracts/locales'
import type { MicrotrendListQuery } from '@portal/contracts/trends'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/core/db.ts'
import { listMicrotrends } from '../apps/server/src/modules/trends/library.service.ts'
import {
  INDUSTRIES,
  INNOVATIONS,
  MACROTRENDS,
} from '../apps/server/src/modules/trends/trends-library.data.ts'

/**
 * What the slow library queries of `trends-search.ts` read, independent of the machine's load: each
 * statement `listMicrotrends` sends (on a kept bench database, BENCH_PG_KEEP) is run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`, and its shared buffers (pages hit or read) and rows are added up.
 *
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/<kept bench database> npx tsx bench/trends-search-buffers.ts
 *
 * BENCH_PLANS=1 also prints each statement and its plan as text (after the table).
 */
const url = process.env.BENCH_PG_URL
if (!url || new URL(url).pathname === '/test') throw new Error('BENCH_PG_URL: a kept bench database')
const sent: { text: string; values: unknown[] }[] = []
const query = pg.Pool.prototype.query as (...args: unknown[]) => unknown
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined]
  if (typeof first === 'string') sent.push({ text: first, values: second ?? [] })
  else sent.push({ text: first.text, values: first.values ?? second ?? [] })
  return query.apply(this, args)
} as typeof pg.Pool.prototype.query

const database = openDatabase({ kind: 'postgres', url })
const client = new pg.Client({ connectionString: url })
const plans: string[] = []
await client.connect()
try {
  const id = async (table: string, name: string) =>
    (await client.query(`select id from ${table} where names->>'en-US' = $1`, [name])).rows[0].id as string
  const macro = await id('trend_macrotrends', Object.values(MACROTRENDS)[2]!.name[0])
  const industry0 = await id('trend_industries', Object.values(INDUSTRIES)[0]![0])
  const industry1 = await id('trend_industries', Object.values(INDUSTRIES)[1]![0])
  const innovation0 = await id('trend_innovations', Object.values(INNOVATIONS)[0]![0])
  const cases: [string, Locale, Partial<MicrotrendListQuery>][] = [
    [
      'search + industry + date range',
      'es-ES',
      { search: 'robótica', industry: [industry1], from: '2022-01-01', to: '2023-12-31' },
    ],
    ['macrotrend, sorted by title', 'de-AT', { macrotrend: [macro], sort: 'title' }],
    [
      'industry + innovation, oldest first',
      'pt-PT',
      { industry: [industry0], innovation: [innovation0], sort: 'oldest' },
    ],
  ]
  process.stdout.write(
    '| query | statements | shared buffers | rows out of scans |\n| --- | ---: | ---: | ---: |\n',
  )
  for (const [name, locale, q] of cases) {
    const reader = { locale, userId: randomUUID(), companyId: null }
    await listMicrotrends(database.db, reader, { page: 1, page_size: 25, sort: 'newest', ...q })
    sent.length = 0
    await listMicrotrends(database.db, reader, { page: 1, page_size: 25, sort: 'newest', ...q })
    let buffers = 0
    let rows = 0
    if (process.env.BENCH_PLANS) {
      for (const s of sent.filter((s) => !s.text.startsWith('explain'))) {
        const text = await client.query(`explain (analyze, buffers) ${s.text}`, s.values)
        plans.push(
          `### ${name}\n\n${s.text}\n${JSON.stringify(s.values)}\n\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
        )
      }
    }
    const statements = sent.filter((s) => !s.text.startsWith('explain'))
    for (const s of statements) {
      const plan = (await client.query(`explain (analyze, buffers, format json) ${s.text}`, s.values))
        .rows[0]['QUERY PLAN'][0].Plan
      const walk = (node: Record<string, unknown>) => {
        if (String(node['Node Type']).includes('Scan'))
          rows += Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1)
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child)
      }
      walk(plan)
      buffers += Number(plan['Shared Hit Blocks'] ?? 0) + Number(plan['Shared Read Blocks'] ?? 0)
    }
    process.stdout.write(`| ${name} | ${statements.length} | ${buffers} | ${rows} |\n`)
  }
  for (const plan of plans) process.stdout.write(`\n${plan}`)
} finally {
  await client.end()
  await database.close()
}
