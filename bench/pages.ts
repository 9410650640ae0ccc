import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * Server-side rendering of a signed-in dashboard (DESIGN §4: < 30 ms median) and the teams list's
 * throughput against a bare Fastify route in the same run (≥ 1/4, p99 < 50 ms at 50 connections).
 * Production build on a fresh embedded PGlite with the demo data. Usage: npm run build && npm run
 * bench:pages
 */
const APP_PORT = Number(process.env.BENCH_PORT ?? 3214)
const BARE_PORT = APP_PORT + 1
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

async function run(url: string, connections: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: DURATION, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return {
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

/** User and system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

// BENCH_SERVERS=a.js,b.js: several compiled servers (e.g. a build of `main` and the branch's), all up at
// once on their own ports and data folders, measured in turn for BENCH_ROUNDS rounds: before and after
// under the same machine load. The teams list and bare Fastify are measured against the first one.
const SERVERS = process.env.BENCH_SERVERS ? process.env.BENCH_SERVERS.split(',') : [SERVER]
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
// BENCH_PROFILE=1: a V8 CPU profile of the server in bench/out/ (bench/cpu-profile-summary.ts reads it).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', 'bench/out'] : []
const apps = SERVERS.map((serverPath, index) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'))
  const port = index === 0 ? APP_PORT : APP_PORT + 1 + index
  const child = start([...profile, serverPath], {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  })
  return { serverPath, dataDir, child, base: `http://127.0.0.1:${port}`, cookie: '' }
})
const bare = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) })
const lines: string[] = []
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`)
  for (const app of apps) {
    await waitFor(`${app.base}/api/ready`)
    app.cookie = (await signIn(app.base, 'user@acme.example', 'Portal!demo1')).cookie
    const check = await fetch(`${app.base}/en-US/client/dashboard`, {
      headers: { cookie: app.cookie },
      redirect: 'manual',
    })
    if (check.status !== 200) throw new Error(`${app.serverPath}: dashboard answered ${check.status}`)
    // Warm-up: JIT, caches.
    await autocannon({
      url: `${app.base}/en-US/client/dashboard`,
      connections: 1,
      duration: 2,
      headers: { cookie: app.cookie },
    })
  }
  const first = apps[0]!
  const teams = `${first.base}/api/v1/okr/teams/`
  await autocannon({ url: teams, connections: 10, duration: 2, headers: { cookie: first.cookie } })
  await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 10, duration: 2 })
  const ssrRows: string[] = []
  const verdicts: string[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (const app of apps) {
      const cpuBefore = cpuMs(app.child.pid!)
      const ssr = await run(`${app.base}/en-US/client/dashboard`, 1, { cookie: app.cookie })
      // The server's own CPU time per page: unlike the wall time, it hardly grows with other work on a
      // shared machine (the wall time does, with the load average).
      const cpuPerPage = (cpuMs(app.child.pid!) - cpuBefore) / ssr.total
      const which = apps.length > 1 ? `, ${app.serverPath}` : ''
      const when = ROUNDS > 1 ? `, round ${round}` : ''
      // Printed at once: the 50-connection runs below may fail on a loaded machine (timeouts).
      process.stdout.write(
        `dashboard SSR (signed in, 1 connection${which}${when}): median ${ssr.p50} ms, p99 ${ssr.p99} ms, ${ssr.rps} req/s, server CPU ${cpuPerPage.toFixed(1)} ms per page (load ${load()})\n`,
      )
      ssrRows.push(
        `| GET /en-US/client/dashboard (SSR, signed in; server CPU ${cpuPerPage.toFixed(1)} ms per page${which}${when}) | 1 | ${ssr.rps} | ${ssr.p50} | ${ssr.p99} |`,
      )
      verdicts.push(`dashboard SSR median ${ssr.p50} ms${which}${when} (bar: < 30 ms)`)
    }
  }
  const bareResult = await run(`http://127.0.0.1:${BARE_PORT}/bare`, 50)
  const teamsResult = await run(teams, 50, { cookie: first.cookie })
  lines.push(
    '| measure | connections | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...ssrRows,
    `| bare Fastify JSON route | 50 | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p99} |`,
    `| GET /api/v1/okr/teams/ (signed in) | 50 | ${teamsResult.rps} | ${teamsResult.p50} | ${teamsResult.p99} |`,
    '',
    ...verdicts,
    `teams / bare ${(teamsResult.rps / bareResult.rps).toFixed(2)} (issue 18: ≥ 0.15 on PostgreSQL, judged in bench:lists; this is PGlite), teams p99 ${teamsResult.p99} ms (bar: < 50 ms)`,
    `(${DURATION} s each, ${new Date().toISOString()}, node ${process.version}, load ${load()})`,
  )
} finally {
  for (const app of apps) {
    await stop(app.child)
    rmSync(app.dataDir, { recursive: true, force: true })
  }
  await stop(bare)
}
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/pages-latest.md'), `${lines.join('\n')}\n`)
process.stdout.write(`${lines.join('\n')}\n`)
