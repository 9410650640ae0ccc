import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@portal/server/core/db'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BENCH_USER, generateOkrDataSet } from './okr-data.ts'
import { SCENARIOS } from './okr-scenarios.ts'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * OKR benchmark: `POST /api/v1/okr/table/` and `POST /api/v1/okr/diagram/` on a generated data set of
 * 20,000 OKR items in 50 companies, signed into the largest company (4,000 items), against the
 * production server in its own process. PGlite always; PostgreSQL too when BENCH_DATABASE_URL names
 * a server (a fresh database is made there and dropped afterwards). Bar: p95 < 50 ms, one request
 * at a time. Usage: npm run bench:okr
 */
const PORT = Number(process.env.BENCH_PORT ?? 3212)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const WARM_UP = 30
const BAR_MS = 50
const today = new Date().toISOString().slice(0, 10)

interface Target {
  name: string
  /** Makes an empty, migrated database; answers the server's environment and a clean-up. */
  prepare(): Promise<{
    env: Record<string, string>
    database: ReturnType<typeof openDatabase>
    cleanUp(): Promise<void>
  }>
}

const pglite: Target = {
  name: 'PGlite (embedded)',
  async prepare() {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-okr-'))
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
      const name = `portal_bench_okr_${Date.now()}`
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

/** CPU time (user + system, ms) the process has used so far; Linux only (null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** Closed-loop client: `concurrency` requests in flight until `samples` are done; latency of each. */
async function measure(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  concurrency: number,
  serverPid: number | undefined,
) {
  const send = async () => {
    const started = performance.now()
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
    const bytes = (await response.arrayBuffer()).byteLength
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return { ms: performance.now() - started, bytes }
  }
  for (let i = 0; i < WARM_UP; i++) await send()
  const latencies: number[] = []
  const cpuBefore = cpuMsOf(serverPid)
  let bytes = 0
  let started = 0
  const worker = async () => {
    while (started < SAMPLES) {
      started++
      const result = await send()
      latencies.push(result.ms)
      bytes = result.bytes
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const cpuAfter = cpuMsOf(serverPid)
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length
  latencies.sort((a, b) => a - b)
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)]!
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), kb: bytes / 1024, cpu }
}

const round = (ms: number) => Math.round(ms * 10) / 10
const lines: string[] = []
let failed = false
const targets = [
  pglite,
  ...(process.env.BENCH_DATABASE_URL ? [postgres(process.env.BENCH_DATABASE_URL)] : []),
]
for (const target of targets) {
  const { env, database, cleanUp } = await target.prepare()
  try {
    await database.migrate()
    const began = performance.now()
    const set = await generateOkrDataSet(database.db, today)
    // After a bulk load the planner needs statistics: PostgreSQL's autovacuum would gather them within
    // minutes, PGlite has no autovacuum at all.
    await database.db.execute(sql`analyze`)
    const seconds = Math.round((performance.now() - began) / 100) / 10
    await database.close()
    const server = start([SERVER], {
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
      const { cookie, csrf } = await signIn(base, BENCH_USER.email, BENCH_USER.password)
      const headers = { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' }
      lines.push(
        `### ${target.name}`,
        '',
        `${set.items} OKR items in 50 companies (generated in ${seconds} s); signed into the largest (${set.largeCompanyItems} items). ${SAMPLES} requests per row after ${WARM_UP} warm-up requests.`,
        '',
        '| request | in flight | p50 ms | p95 ms | p99 ms | app CPU ms / request | answer kB |',
        '|---|---|---|---|---|---|---|',
      )
      for (const scenario of SCENARIOS) {
        for (const concurrency of [1, 4]) {
          const url = `${base}${scenario.path}`
          const result = await measure(url, scenario.body, headers, concurrency, server.pid)
          if (concurrency === 1 && scenario.bar !== false && result.p95 >= BAR_MS) failed = true
          lines.push(
            `| ${scenario.name}${scenario.bar === false ? ' (no bar)' : ''} | ${concurrency} | ${round(result.p50)} | ${round(result.p95)} | ${round(result.p99)} | ${result.cpu === null ? '–' : round(result.cpu)} | ${Math.round(result.kb)} |`,
          )
        }
      }
      lines.push('')
    } finally {
      await stop(server)
    }
  } finally {
    await cleanUp()
  }
}
lines.push(
  `Bar: p95 < ${BAR_MS} ms with one request in flight. (${new Date().toISOString()}, node ${process.version})`,
)
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/okr-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
