import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * List endpoints under load (issue 18 items 2 and 3), on the compiled production server with the demo
 * data, on PostgreSQL (a database of its own, dropped afterwards) and PGlite, against a bare Fastify
 * JSON route measured in the same run between the app's rows:
 * - `GET /api/v1/okr/teams/` at 50 connections (bar: ≥ 15 % of bare, p99 ≤ 50 ms on PostgreSQL);
 * - `GET /api/v1/okr/objectives/?page_size=25` at 50 connections (bar: ≥ 5 % of bare);
 * - a mixed run: the objectives list at 30 connections with check-ins (`POST key-results/{id}/check-ins/`)
 *   at 20, together (bar: 0 errors, 0 timeouts, p99 ≤ 250 ms); the server's RSS idle before it and its
 *   peak during it (bar: growth ≤ 30 %);
 * - `GET /api/health` and `GET /api/v1/accounts/me/` (signed in) at 50 connections, the issue's other rows
 *   per database (no bar here: the pipeline's bar is bench:pipeline's);
 * - PGlite within 3× of PostgreSQL on each row.
 * BENCH_SECONDS (8) per row, BENCH_MIXED_SECONDS (60) for the mixed run, BENCH_TARGETS=postgres,pglite,
 * BENCH_PROFILE=1 for a CPU profile of the server, BENCH_SERVERS=a.js,b.js to run each compiled server in
 * turn on each target (e.g. a build of `main` and one of the branch: before and after in the same hour).
 * Usage: npm run build && npm run bench:lists
 */
const PORT = Number(process.env.BENCH_PORT ?? 3400)
const BARE_PORT = PORT + 1
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',')
const SERVERS = process.env.BENCH_SERVERS ? process.env.BENCH_SERVERS.split(',') : [SERVER]
const USER = { email: 'user@acme.example', password: 'Portal!demo1' }

// BENCH_PROFILE=1: a V8 CPU profile of each server in bench/out/ (bench/cpu-profile-summary.ts reads it).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', 'bench/out'] : []
// BENCH_NODE_ARGS: more options for the server's node (e.g. `--trace-gc`, or `--import=<file>` to sample memory).
const nodeArgs = [...profile, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])]
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

export function rssMb(pid: number | undefined) {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return Math.round(Number(line?.[1] ?? 0) / 1024)
  } catch {
    return 0
  }
}

interface Shot {
  rps: number
  p50: number
  p99: number
  max: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
}

export async function shoot(
  url: string,
  options: {
    connections: number
    seconds: number
    headers?: Record<string, string>
    /** POSTs, each to the next of these paths with its body, round the list. */
    posts?: CheckIn[]
    overallRate?: number
  },
): Promise<Shot> {
  let next = 0
  const posts = options.posts ?? []
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.overallRate && { overallRate: options.overallRate }),
    ...(options.headers && { headers: options.headers }),
    ...(posts.length > 0 && {
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const post = posts[next++ % posts.length]!
            return { ...request, method: 'POST', path: post.path, body: post.body }
          },
        },
      ],
    }),
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

interface Person {
  id: string
  email: string
}

interface CheckIn {
  path: string
  body: string
}

/**
 * The signed-in headers, and a check-in on each key result this user may check in on (the demo's
 * own: several, so concurrent check-ins are not all queued on one row's lock).
 */
export async function session(base: string) {
  const { cookie, csrf } = await signIn(base, USER.email, USER.password)
  const read = { cookie }
  const write = { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' }
  const page = (await (
    await fetch(`${base}/api/v1/okr/key-results/?page_size=100`, { headers: read })
  ).json()) as {
    results: { id: string; metric: string; current_value: number }[]
  }
  const checkIns: CheckIn[] = []
  for (const kr of page.results.filter((k) => k.metric !== 'milestone' && k.metric !== 'yes_no')) {
    // The same value again: a check-in with confidence and comment, each one a new row.
    const body = JSON.stringify({ value: kr.current_value, confidence: 7, comment: 'bench check-in' })
    const path = `/api/v1/okr/key-results/${kr.id}/check-ins/`
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers: write, body })
    if (answer.status === 201) checkIns.push({ path, body })
  }
  if (checkIns.length === 0) throw new Error(`no key result ${USER.email} may check in on`)
  return { read, write, checkIns }
}

/** The demo company has fewer objectives than a page of 25: the bench adds its own up to `rows`. */
export async function objectivesUpTo(base: string, write: Record<string, string>, rows: number) {
  const list = `${base}/api/v1/okr/objectives/`
  const page = (await (await fetch(`${list}?page_size=100`, { headers: write })).json()) as {
    count: number
    results: { owner: Person; responsible: Person[] }[]
  }
  const count = page.count
  const people = page.results.flatMap((o) => [o.owner, ...o.responsible])
  const me = people.find((p) => p.email === USER.email)
  if (!me) throw new Error(`${USER.email} is on no objective to learn their id from`)
  const year = new Date().getUTCFullYear()
  for (let i = count; i < rows; i++) {
    const body = {
      title: `Bench objective ${i + 1}`,
      owner_id: me.id,
      period_start: `${year}-01-01`,
      period_end: `${year}-12-31`,
    }
    const answer = await fetch(list, { method: 'POST', headers: write, body: JSON.stringify(body) })
    if (answer.status !== 201)
      throw new Error(`objective not created: ${answer.status} ${await answer.text()}`)
  }
}

/** Samples the server's RSS every 250 ms while `work` runs; answers its peak. */
export async function peakRssDuring<T>(pid: number | undefined, work: Promise<T>) {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid))
  }, 250)
  try {
    return { result: await work, peak }
  } finally {
    clearInterval(timer)
  }
}

async function prepare(target: string) {
  const base = { PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn', SERVE_WEB: 'false' }
  if (target === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-lists-'))
    return { env: { ...base, DATA_DIR: dir }, cleanUp: () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `ops_bench_lists_${process.pid}`
  execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', name])
  return {
    env: {
      ...base,
      DATABASE_URL: `${PG}/${name}`,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'bench-lists-secret-bench-lists-secret!',
    },
    cleanUp: () => execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--force', name]),
  }
}

const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`
const row = (name: string, s: Shot, bare?: number) =>
  `| ${name} | ${s.rps} | ${bare ? (s.rps / bare).toFixed(3) : '—'} | ${s.p50} | ${s.p99} | ${s.max} | ${s.errors + s.non2xx} | ${s.timeouts} |`

async function main() {
  const bare = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) })
  const lines = [
    '| target · measure | req/s | ÷ bare | p50 ms | p99 ms | max ms | errors | timeouts |',
    '|---|---|---|---|---|---|---|---|',
  ]
  const verdicts: string[] = []
  const rates: Record<string, Record<string, number>> = {}
  try {
    await waitFor(bareUrl)
    await shoot(bareUrl, { connections: 10, seconds: 2 })
    for (const target of TARGETS)
      for (const serverPath of SERVERS) {
        const { env, cleanUp } = await prepare(target)
        const server = start([...nodeArgs, serverPath], env, { stdout: 'ignore' })
        const began = Date.now()
        // With a profile: where each row starts, in seconds since the server's start (--skip/--until).
        const mark = (phase: string) =>
          profile.length > 0 &&
          process.stderr.write(`${phase} at ${((Date.now() - began) / 1000).toFixed(1)} s\n`)
        try {
          const base = `http://127.0.0.1:${PORT}`
          await waitFor(`${base}/api/ready`)
          const { read, write, checkIns } = await session(base)
          await objectivesUpTo(base, write, 25)
          const teams = `${base}/api/v1/okr/teams/`
          const objectives = `${base}/api/v1/okr/objectives/?page_size=25`
          const rowsOf = (await (await fetch(objectives, { headers: read })).json()) as { results: unknown[] }
          const idle = rssMb(server.pid)
          await shoot(teams, { connections: 10, seconds: 2, headers: read })
          await shoot(objectives, { connections: 10, seconds: 2, headers: read })
          const bare1 = await shoot(bareUrl, { connections: 50, seconds: SECONDS })
          mark('teams')
          const teamsShot = await shoot(teams, { connections: 50, seconds: SECONDS, headers: read })
          const bare2 = await shoot(bareUrl, { connections: 50, seconds: SECONDS })
          mark('objectives')
          const objShot = await shoot(objectives, { connections: 50, seconds: SECONDS, headers: read })
          const bare3 = await shoot(bareUrl, { connections: 50, seconds: SECONDS })
          // The issue's other rows on this database (no bar here; the pipeline's is bench:pipeline's).
          mark('health')
          const healthShot = await shoot(`${base}/api/health`, { connections: 50, seconds: SECONDS })
          mark('me')
          const meShot = await shoot(`${base}/api/v1/accounts/me/`, {
            connections: 50,
            seconds: SECONDS,
            headers: read,
          })
          const bare4 = await shoot(bareUrl, { connections: 50, seconds: SECONDS })
          mark('mixed')
          const beforeMixed = rssMb(server.pid)
          const { result: mixed, peak } = await peakRssDuring(
            server.pid,
            Promise.all([
              shoot(objectives, { connections: 30, seconds: MIXED_SECONDS, headers: read }),
              shoot(base, { connections: 20, seconds: MIXED_SECONDS, headers: write, posts: checkIns }),
            ]),
          )
          const [mixedRead, mixedWrite] = mixed
          mark('end')
          const after = rssMb(server.pid)
          const bareTeams = (bare1.rps + bare2.rps) / 2
          const bareObj = (bare2.rps + bare3.rps) / 2
          const bareOthers = (bare3.rps + bare4.rps) / 2
          const label = `${target === 'pglite' ? 'PGlite' : 'PostgreSQL'}${SERVERS.length > 1 ? ` (${serverPath})` : ''}`
          lines.push(
            row(`bare Fastify (4 runs: ${bare1.rps}, ${bare2.rps}, ${bare3.rps}, ${bare4.rps})`, bare2),
            row(`${label} · GET okr/teams/`, teamsShot, bareTeams),
            row(`${label} · GET okr/objectives/ (${rowsOf.results.length} rows)`, objShot, bareObj),
            row(`${label} · GET /api/health (log level warn)`, healthShot, bareOthers),
            row(`${label} · GET accounts/me/ (signed in)`, meShot, bareOthers),
            row(`${label} · mixed ${MIXED_SECONDS} s: objectives list, 30 conn.`, mixedRead),
            row(
              `${label} · mixed ${MIXED_SECONDS} s: check-ins on ${checkIns.length} key results, 20 conn.`,
              mixedWrite,
            ),
          )
          const growth = (peak - beforeMixed) / beforeMixed
          verdicts.push(
            `${label}: teams ${(teamsShot.rps / bareTeams).toFixed(3)} of bare (bar ≥ 0.15), p99 ${teamsShot.p99} ms (bar ≤ 50); ` +
              `objectives ${(objShot.rps / bareObj).toFixed(3)} of bare (bar ≥ 0.05), p99 ${objShot.p99} ms; ` +
              `mixed errors ${mixedRead.errors + mixedRead.non2xx + mixedWrite.errors + mixedWrite.non2xx}, timeouts ${mixedRead.timeouts + mixedWrite.timeouts}, ` +
              `p99 read ${mixedRead.p99} / write ${mixedWrite.p99} ms (bar 0, 0, ≤ 250); ` +
              `RSS idle ${idle} MB, before mixed ${beforeMixed} MB, peak ${peak} MB (growth ${Math.round(growth * 100)} %, bar ≤ 30 %), after ${after} MB`,
          )
          rates[`${target}|${serverPath}`] = {
            teams: teamsShot.rps,
            objectives: objShot.rps,
            read: mixedRead.rps,
            write: mixedWrite.rps,
            readP99: mixedRead.p99,
            writeP99: mixedWrite.p99,
          }
        } finally {
          await stop(server)
          cleanUp()
        }
      }
  } finally {
    await stop(bare)
  }
  for (const serverPath of SERVERS) {
    const [pg, lite] = [rates[`postgres|${serverPath}`], rates[`pglite|${serverPath}`]]
    if (pg && lite)
      verdicts.push(
        `PostgreSQL ÷ PGlite${SERVERS.length > 1 ? ` (${serverPath})` : ''} (bar ≤ 3): teams ${(pg.teams! / lite.teams!).toFixed(2)}, objectives ${(pg.objectives! / lite.objectives!).toFixed(2)}, ` +
          `mixed read ${(pg.read! / lite.read!).toFixed(2)}, mixed write ${(pg.write! / lite.write!).toFixed(2)}; p99 PGlite ÷ PostgreSQL: mixed read ${(lite.readP99! / pg.readP99!).toFixed(2)}, mixed write ${(lite.writeP99! / pg.writeP99!).toFixed(2)}`,
      )
  }
  lines.push('', ...verdicts.map((v) => `bar check — ${v}`))
  lines.push(
    `(${SECONDS} s per row, 50 connections, ${new Date().toISOString()}, node ${process.version}, load after ${load()})`,
  )
  process.stdout.write(`${lines.join('\n')}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
