import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import type { Database } from '@portal/server/core/db'
import { companies } from '@portal/server/core/identity.tables'
import { createUser } from '@portal/server/modules/accounts/accounts.seed'
import { ppmEffects, ppmNodes, ppmStatusReports } from '@portal/server/modules/ppm/ppm.tables'
import { rebuildTotals } from '@portal/server/modules/ppm/totals'
import { count, eq, sql } from 'drizzle-orm'
import { benchTargets, onEachTarget, percentile } from './bench-databases.ts'
import { insertAll } from './okr-data.ts'
import { root } from './server-process.ts'

/**
 * PPM benchmark: a portfolio of 10,000 measures (1 programme, 10 projects, 100 packages) with 24 months
 * of planned and actual effects each (240,000 effect rows), against the production server in
 * its own process. Reads: the portfolio list, a project's effects roll-up and the effects-by-gate chart.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database is made there
 * and dropped afterwards; BENCH_PGLITE=0 leaves PGlite out). Every project and package has 24 published monthly
 * status reports, every measure 3 published ones and a draft (what the "last report" of a row reads).
 * BENCH_SERVERS=a.js,b.js runs each compiled server in turn on the same data (e.g. a build of `main` and
 * one of the branch), so a before/after comparison shares the data and the hour. Bar: p95 < 50 ms, one
 * request in flight. Usage: npm run bench:ppm -w bench
 */
const PORT = Number(process.env.BENCH_PORT ?? 3213)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARM_UP = 10
const BAR_MS = 50
const USER = { email: 'bench@ppm.example', password: 'Bench!mark1' }
/** The compiled servers to measure in turn on the same data (default: the worktree's build). */
const SERVERS = process.env.BENCH_SERVERS?.split(',')

async function generate(db: Database) {
  const companyId = randomUUID()
  await db.insert(companies).values({ id: companyId, name: 'PPM bench company' })
  await createUser(db, { ...USER, firstName: 'Bench', lastName: 'Mark', company: { id: companyId } })
  const programId = randomUUID()
  const nodes: (typeof ppmNodes.$inferInsert)[] = [
    { id: programId, companyId, level: 'program', title: 'Bench programme', targetCents: 10_000_000_000 },
  ]
  const reports: (typeof ppmStatusReports.$inferInsert)[] = []
  const report = (nodeId: string, periodEnd: string, published: boolean) =>
    reports.push({
      companyId,
      nodeId,
      periodEnd,
      overall: 'green',
      schedule: 'amber',
      budget: 'green',
      scope: 'green',
      summary: 'On track.',
      publishedAt: published ? new Date(`${periodEnd}T12:00:00Z`) : null,
    })
  const monthEnd = (month: number) =>
    new Date(Date.UTC(2025 + Math.floor(month / 12), (month % 12) + 1, 0)).toISOString().slice(0, 10)
  let projectId = ''
  let packageId = ''
  for (let p = 0; p < 10; p++) {
    projectId = randomUUID()
    nodes.push({ id: projectId, companyId, level: 'project', programId, title: `Project ${p}` })
    for (let month = 0; month < 24; month++) report(projectId, monthEnd(month), true)
    for (let k = 0; k < 10; k++) {
      packageId = randomUUID()
      nodes.push({
        id: packageId,
        companyId,
        level: 'package',
        programId,
        projectId,
        title: `Package ${p}.${k}`,
      })
      for (let month = 0; month < 24; month++) report(packageId, monthEnd(month), true)
      for (let m = 0; m < 100; m++) {
        const id = randomUUID()
        nodes.push({
          id,
          companyId,
          level: 'measure',
          programId,
          projectId,
          packageId,
          title: `Measure ${p}.${k}.${m}`,
          gate: m % 6,
        })
      }
    }
  }
  await insertAll(db, ppmNodes, nodes)
  await insertAll(db, ppmStatusReports, reports)
  // Each measure's 24 months of effects (planned 1,000 + its number in the package, realised 900 for the
  // first 10 months) and its 4 reports (the last 4 months of 2026, the last a draft) are written by the
  // database itself: 280,000 rows sent from here took PGlite, in this process, most of an hour under load.
  const ofMeasures = sql`n.company_id = ${companyId} and n.level = 'measure'`
  await db.execute(sql`
    insert into ${ppmEffects} (company_id, measure_id, effect_type, month, planned_cents, actual_cents)
    select n.company_id, n.id, 'cost_reduction', (date '2026-01-01' + m * interval '1 month')::date,
      100000 + split_part(n.title, '.', 3)::int, case when m < 10 then 90000 else 0 end
    from ${ppmNodes} n cross join generate_series(0, 23) m where ${ofMeasures}`)
  await db.execute(sql`
    insert into ${ppmStatusReports} (company_id, node_id, period_end, overall, schedule, budget, scope, summary, published_at)
    select n.company_id, n.id, e.period_end, 'green', 'amber', 'green', 'green', 'On track.',
      case when e.period_end < date '2026-12-31' then (e.period_end + time '12:00') at time zone 'UTC' end
    from ${ppmNodes} n cross join lateral (
      select (date '2026-09-01' + (m + 1) * interval '1 month' - interval '1 day')::date period_end
      from generate_series(0, 3) m) e
    where ${ofMeasures}`)
  // Statistics first: without them the planner joins the rebuild's per-level sums to 10,111 levels by
  // nested loops (minutes instead of seconds).
  await db.execute(sql`analyze`)
  await rebuildTotals(db, companyId)
  const rowsOf = async (table: typeof ppmEffects | typeof ppmStatusReports) =>
    (await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.n
  return {
    projectId,
    packageId,
    measures: 10_000,
    effects: await rowsOf(ppmEffects),
    reports: await rowsOf(ppmStatusReports),
  }
}

async function measure(url: string, headers: Record<string, string>) {
  const send = async () => {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const bytes = (await response.arrayBuffer()).byteLength
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return { ms: performance.now() - started, bytes }
  }
  for (let i = 0; i < WARM_UP; i++) await send()
  const latencies: number[] = []
  let bytes = 0
  for (let i = 0; i < SAMPLES; i++) {
    const result = await send()
    latencies.push(result.ms)
    bytes = result.bytes
  }
  latencies.sort((a, b) => a - b)
  const at = (share: number) => percentile(latencies, share)
  return { p50: at(0.5), p95: at(0.95), kb: bytes / 1024 }
}

const lines: string[] = []
let failed = false
await onEachTarget(
  benchTargets('ppm'),
  { port: PORT, servers: SERVERS, user: USER, generate },
  async ({ target, serverPath, set, seconds, base, cookie }) => {
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')
    lines.push(
      `### PPM on ${target.name}${SERVERS && SERVERS.length > 1 ? ` — server ${serverPath}` : ''}`,
      '',
      `${set.measures} measures, ${set.effects} effect rows, ${set.reports} status reports (generated, with the stored totals, in ${seconds} s). ${SAMPLES} requests per row after ${WARM_UP} warm-up requests, one in flight. Load average (1 / 5 / 15 min) at the start: ${load()}.`,
      '',
      '| request | p50 ms | p95 ms | answer kB |',
      '|---|---|---|---|',
    )
    const scenarios = [
      ['portfolio (tree to the packages, with totals)', '/api/v1/ppm/portfolio/', true],
      ['portfolio filtered to gate L5', '/api/v1/ppm/portfolio/?gate=5', true],
      ['project effects roll-up', `/api/v1/ppm/projects/${set.projectId}/effects/`, true],
      ['effects-by-gate chart (company)', '/api/v1/ppm/portfolio/effects-by-gate/', true],
      [
        'effects-by-gate chart (a project)',
        `/api/v1/ppm/portfolio/effects-by-gate/?root_id=${set.projectId}`,
        true,
      ],
      [
        'a package opened: its 100 measures',
        `/api/v1/ppm/measure-packages/${set.packageId}/measures/?page_size=200`,
        false,
      ],
      ['measures of a project, page of 25', `/api/v1/ppm/projects/${set.projectId}/measures/`, false],
    ] as const
    for (const [name, path, barred] of scenarios) {
      const result = await measure(`${base}${path}`, { cookie })
      if (barred && result.p95 >= BAR_MS) failed = true
      lines.push(
        `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${Math.round(result.kb)} |`,
      )
    }
    lines.push(
      '',
      `Bar: p95 < ${BAR_MS} ms for the first five rows. Load average at the end: ${load()}. (${new Date().toISOString()}, node ${process.version})`,
      '',
    )
  },
)
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/ppm-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
