import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from '@portal/server/core/db'
import { companies } from '@portal/server/core/identity.tables'
import { createUser } from '@portal/server/modules/accounts/accounts.seed'
import { ppmEffects, ppmNodes, ppmStatusReports } from '@portal/server/modules/ppm/ppm.tables'
import { rebuildTotals } from '@portal/server/modules/ppm/totals'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { insertAll } from './okr-data.ts'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

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
const SERVERS = process.env.BENCH_SERVERS ? process.env.BENCH_SERVERS.split(',') : [SERVER]

async function generate(db: Database) {
  const companyId = randomUUID()
  await db.insert(companies).values({ id: companyId, name: 'PPM bench company' })
  await createUser(db, { ...USER, firstName: 'Bench', lastName: 'Mark', company: { id: companyId } })
  const programId = randomUUID()
  const nodes: (typeof ppmNodes.$inferInsert)[] = [
    { id: programId, companyId, level: 'program', title: 'Bench programme', targetCents: 10_000_000_000 },
  ]
  const effects: (typeof ppmEffects.$inferInsert)[] = []
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
        for (let month = 20; month < 24; month++) report(id, monthEnd(month), month < 23)
        for (let month = 0; month < 24; month++) {
          effects.push({
            companyId,
            measureId: id,
            effectType: 'cost_reduction',
            month: `${2026 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`,
            plannedCents: 100_000 + m,
            actualCents: month < 10 ? 90_000 : 0,
          })
        }
      }
    }
  }
  await insertAll(db, ppmNodes, nodes)
  await insertAll(db, ppmEffects, effects)
  await insertAll(db, ppmStatusReports, reports)
  await rebuildTotals(db, companyId)
  return { projectId, packageId, measures: 10_000, effects: effects.length, reports: reports.length }
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
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)]!
  return { p50: at(0.5), p95: at(0.95), kb: bytes / 1024 }
}

interface Target {
  name: string
  prepare(): Promise<{
    env: Record<string, string>
    database: ReturnType<typeof openDatabase>
    cleanUp(): Promise<void>
  }>
}

const pglite: Target = {
  name: 'PGlite (embedded)',
  async prepare() {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ppm-'))
    return {
      env: { DATA_DIR: dir },
      database: openDatabase({ kind: 'pglite', dataDir: dir }),
      cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
    }
  },
}

function postgres(url: string): Target {
  return {
    name: 'PostgreSQL',
    async prepare() {
      const name = `portal_bench_ppm_${Date.now()}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const target = new URL(url)
      target.pathname = `/${name}`
      return {
        env: { DATABASE_URL: target.toString(), SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!' },
        database: openDatabase({ kind: 'postgres', url: target.toString() }),
        cleanUp: async () => {
          const client = new pg.Client({ connectionString: url })
          await client.connect()
          await client.query(`drop database if exists ${name} with (force)`)
          await client.end()
        },
      }
    },
  }
}

const lines: string[] = []
let failed = false
const targets = [
  ...(process.env.BENCH_PGLITE === '0' ? [] : [pglite]),
  ...(process.env.BENCH_DATABASE_URL ? [postgres(process.env.BENCH_DATABASE_URL)] : []),
]
for (const target of targets) {
  const { env, database, cleanUp } = await target.prepare()
  try {
    await database.migrate()
    const began = performance.now()
    const set = await generate(database.db)
    await database.db.execute(sql`analyze`)
    const seconds = Math.round((performance.now() - began) / 100) / 10
    await database.close()
    for (const serverPath of SERVERS) {
      const server = start([serverPath], {
        ...env,
        PORT: String(PORT),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SERVE_WEB: '0',
        SEED_DEMO: '0',
      })
      try {
        const base = `http://127.0.0.1:${PORT}`
        await waitFor(`${base}/api/ready`)
        const { cookie } = await signIn(base, USER.email, USER.password)
        const load = () =>
          loadavg()
            .map((l) => l.toFixed(1))
            .join(' / ')
        lines.push(
          `### PPM on ${target.name}${SERVERS.length > 1 ? ` — server ${serverPath}` : ''}`,
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
      } finally {
        await stop(server)
      }
    }
  } finally {
    await cleanUp()
  }
}
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/ppm-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
