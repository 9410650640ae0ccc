import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchTargets, onEachTarget, percentile } from './bench-databases.ts'
import { BENCH_USER, generateOkrDataSet } from './okr-data.ts'
import { SCENARIOS } from './okr-scenarios.ts'
import { root } from './server-process.ts'

/**
 * OKR benchmark: `POST /api/v1/okr/table/` and `POST /api/v1/okr/diagram/` on a generated data set of
 * 20,000 OKR items in 50 companies, signed into the largest company (4,000 items), against the
 * production server in its own process. PGlite always; PostgreSQL too when BENCH_DATABASE_URL names
 * a server (a fresh database is made there and dropped afterwards; BENCH_PGLITE=0 leaves PGlite out). Bar: p95 < 50 ms, one request
 * at a time. Usage: npm run bench:okr
 */
const PORT = Number(process.env.BENCH_PORT ?? 3212)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const WARM_UP = 30
const BAR_MS = 50
const today = new Date().toISOString().slice(0, 10)

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
  const at = (share: number) => percentile(latencies, share)
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), kb: bytes / 1024, cpu }
}

const round = (ms: number) => Math.round(ms * 10) / 10
const lines: string[] = []
let failed = false
await onEachTarget(
  benchTargets('okr'),
  { port: PORT, user: BENCH_USER, generate: (db) => generateOkrDataSet(db, today) },
  async ({ target, set, seconds, base, cookie, csrf, pid }) => {
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
        const result = await measure(url, scenario.body, headers, concurrency, pid)
        if (concurrency === 1 && scenario.bar !== false && result.p95 >= BAR_MS) failed = true
        lines.push(
          `| ${scenario.name}${scenario.bar === false ? ' (no bar)' : ''} | ${concurrency} | ${round(result.p50)} | ${round(result.p95)} | ${round(result.p99)} | ${result.cpu === null ? '–' : round(result.cpu)} | ${Math.round(result.kb)} |`,
        )
      }
    }
    lines.push('')
  },
)
lines.push(
  `Bar: p95 < ${BAR_MS} ms with one request in flight. (${new Date().toISOString()}, node ${process.version})`,
)
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/okr-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
if (failed) process.exitCode = 1
