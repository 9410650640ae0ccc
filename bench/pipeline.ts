import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { SERVER, start, stop, waitFor } from './server-process.ts'

/**
 * The shared request pipeline: GET /api/health (no database, no session) against a bare Fastify JSON
 * route in the same run (issue 18: ≥ 60 %), on the compiled production server (PGlite, API only, the
 * production log level `info` unless LOG_LEVEL says otherwise). BENCH_PROFILE=1 writes a V8 CPU profile
 * of the server to bench/out/ (open it in Chrome DevTools or speedscope). Usage: npm run build &&
 * npm run bench:pipeline. BENCH_SERVERS=a.js,b.js measures each compiled server in turn against the same
 * bare route (e.g. a build of `main` and one of the branch: before and after in the same hour).
 */
const APP_PORT = Number(process.env.BENCH_PORT ?? 3323)
const BARE_PORT = APP_PORT + 1
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 50

/**
 * CPU seconds a process has used (user + system, from /proc): the server's own cost per request, which
 * is steadier than its rate when the load generator shares the machine's two cores with it.
 */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

async function run(url: string, server: ChildProcess) {
  const cpuBefore = cpuSeconds(server.pid!)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const cpuUsPerRequest = ((cpuSeconds(server.pid!) - cpuBefore) * 1e6) / result.requests.total
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: cpuUsPerRequest,
  }
}

const SERVERS = process.env.BENCH_SERVERS ? process.env.BENCH_SERVERS.split(',') : [SERVER]
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', 'bench/out'] : []
const bare = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) })
const lines = [
  '| measure | req/s (2 runs) | p50 ms | p99 ms | server CPU µs per request |',
  '|---|---|---|---|---|',
]
const verdicts: string[] = []
try {
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`
  await waitFor(bareUrl)
  await autocannon({ url: bareUrl, connections: 10, duration: 2 })
  for (const serverPath of SERVERS) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pipeline-'))
    const app = start(
      [...profile, serverPath],
      {
        PORT: String(APP_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        SERVE_WEB: 'false',
      },
      { stdout: 'ignore' },
    ) // the request log (JSON lines) goes where a log shipper would read it
    try {
      const health = `http://127.0.0.1:${APP_PORT}/api/health`
      const which = SERVERS.length > 1 ? `, ${serverPath}` : ''
      await waitFor(health)
      // Warm-up, then alternate so both see the same machine load.
      await autocannon({ url: health, connections: 10, duration: 2 })
      const bare1 = await run(bareUrl, bare)
      const health1 = await run(health, app)
      const bare2 = await run(bareUrl, bare)
      const health2 = await run(health, app)
      const ratio = (health1.rps + health2.rps) / (bare1.rps + bare2.rps)
      const cpu = (a: { cpuUs: number }, b: { cpuUs: number }) => ((a.cpuUs + b.cpuUs) / 2).toFixed(1)
      lines.push(
        `| bare Fastify JSON route | ${bare1.rps}, ${bare2.rps} | ${bare2.p50} | ${bare2.p99} | ${cpu(bare1, bare2)} |`,
        `| GET /api/health (log level ${process.env.LOG_LEVEL ?? 'info'}${which}) | ${health1.rps}, ${health2.rps} | ${health2.p50} | ${health2.p99} | ${cpu(health1, health2)} |`,
      )
      const cpuRatio = (bare1.cpuUs + bare2.cpuUs) / (health1.cpuUs + health2.cpuUs)
      verdicts.push(
        `health / bare${which}: ${ratio.toFixed(2)} (bar: ≥ 0.60); bare's CPU per request ÷ health's: ${cpuRatio.toFixed(2)}`,
      )
    } finally {
      await stop(app)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  lines.push(
    '',
    ...verdicts,
    `(${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}, node ${process.version}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  )
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  await stop(bare)
}
