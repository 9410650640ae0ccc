import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from '@portal/server/core/db'
import { companies } from '@portal/server/core/identity.tables'
import { createUser } from '@portal/server/modules/accounts/accounts.seed'
import { ppmEffects, ppmNodes } from '@portal/server/modules/ppm/ppm.tables'
import { sql } from 'drizzle-orm'
import { insertAll } from './okr-data.ts'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * PPM benchmark: a portfolio of 10,000 measures (1 programme, 10 projects, 100 packages) with 24 months
 * of planned and actual effects each (240,000 effect rows), on PGlite, against the production server in
 * its own process. Reads: the portfolio list, a project's effects roll-up and the effects-by-gate chart.
 * Bar: p95 < 50 ms, one request in flight. Usage: npm run bench:ppm -w bench
 */
const PORT = Number(process.env.BENCH_PORT ?? 3213)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100)
const WARM_UP = 10
const BAR_MS = 50
const USER = { email: 'bench@ppm.example', password: 'Bench!mark1' }

async function generate(db: Database) {
  const companyId = randomUUID()
  await db.insert(companies).values({ id: companyId, name: 'PPM bench company' })
  await createUser(db, { ...USER, firstName: 'Bench', lastName: 'Mark', company: { id: companyId } })
  const programId = randomUUID()
  const nodes: (typeof ppmNodes.$inferInsert)[] = [
    { id: programId, companyId, level: 'program', title: 'Bench programme', targetCents: 10_000_000_000 },
  ]
  const effects: (typeof ppmEffects.$inferInsert)[] = []
  let projectId = ''
  for (let p = 0; p < 10; p++) {
    projectId = randomUUID()
    nodes.push({ id: projectId, companyId, level: 'project', programId, title: `Project ${p}` })
    for (let k = 0; k < 10; k++) {
      const packageId = randomUUID()
      nodes.push({
        id: packageId,
        companyId,
        level: 'package',
        programId,
        projectId,
        title: `Package ${p}.${k}`,
      })
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
  return { projectId, measures: 10_000, effects: effects.length }
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

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-ppm-'))
const lines: string[] = []
let failed = false
try {
  const database = openDatabase({ kind: 'pglite', dataDir: dir })
  await database.migrate()
  const began = performance.now()
  const set = await generate(database.db)
  await database.db.execute(sql`analyze`)
  const seconds = Math.round((performance.now() - began) / 100) / 10
  await database.close()
  const server = start([SERVER], {
    DATA_DIR: dir,
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
    lines.push(
      '### PPM on PGlite (embedded)',
      '',
      `${set.measures} measures, ${set.effects} effect rows (generated in ${seconds} s). ${SAMPLES} requests per row after ${WARM_UP} warm-up requests, one in flight.`,
      '',
      '| request | p50 ms | p95 ms | answer kB |',
      '|---|---|---|---|',
    )
    const scenarios = [
      ['portfolio list (every level)', '/api/v1/ppm/portfolio/'],
      ['portfolio filtered to gate L5', '/api/v1/ppm/portfolio/?gate=5'],
      ['project effects roll-up', `/api/v1/ppm/projects/${set.projectId}/effects/`],
      ['effects-by-gate chart', '/api/v1/ppm/portfolio/effects-by-gate/'],
      ['measures of a project, page of 25', `/api/v1/ppm/projects/${set.projectId}/measures/`],
    ] as const
    for (const [name, path] of scenarios) {
      const result = await measure(`${base}${path}`, { cookie })
      if (result.p95 >= BAR_MS) failed = true
      lines.push(
        `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${Math.round(result.kb)} |`,
      )
    }
    lines.push('', `Bar: p95 < ${BAR_MS} ms. (${new Date().toISOString()}, node ${process.version})`)
  } finally {
    await stop(server)
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/ppm-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
