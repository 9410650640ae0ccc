import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { objectivesUpTo, rssMb, session, shoot } from './lists.ts'
import { SERVER, start, stop, waitFor } from './server-process.ts'

/**
 * Soak (issue 18 item 3): the compiled server on PostgreSQL (a database of its own, with the demo data)
 * under the mixed load of bench:lists — objectives list pages and check-ins — at a bounded rate
 * (BENCH_SOAK_RATE requests/s in all, loopback only) for BENCH_SOAK_SECONDS (600), in 30 s rounds.
 * The server's RSS is read after every round. Bar: no growth, read as RSS at the end ≤ 10 % above RSS
 * after the first minute (the heap and JIT settle in that minute); 0 errors and 0 timeouts.
 * Usage: npm run build && npm run bench:soak
 */
const PORT = Number(process.env.BENCH_PORT ?? 3410)
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 200)
const ROUND = Math.min(30, SECONDS)
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

const name = `ops_bench_soak_${process.pid}`
execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', name])
const server = start(
  [SERVER],
  {
    PORT: String(PORT),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    DATABASE_URL: `${PG}/${name}`,
    SEED_DEMO: 'true',
    SESSION_SECRET: 'bench-soak-secret-bench-soak-secret-0000',
  },
  { stdout: 'ignore' },
)
try {
  const base = `http://127.0.0.1:${PORT}`
  await waitFor(`${base}/api/ready`)
  const { read, write, checkIns } = await session(base)
  await objectivesUpTo(base, write, 25)
  const objectives = `${base}/api/v1/okr/objectives/?page_size=25`
  const samples: { at: number; rss: number }[] = [{ at: 0, rss: rssMb(server.pid) }]
  let requests = 0
  let errors = 0
  let timeouts = 0
  let p99 = 0
  for (let at = ROUND; at <= SECONDS; at += ROUND) {
    // Three reads for two writes, as in the mixed run (30 and 20 connections).
    const [reads, writes] = await Promise.all([
      shoot(objectives, { connections: 6, seconds: ROUND, overallRate: (RATE * 3) / 5, headers: read }),
      shoot(base, {
        connections: 4,
        seconds: ROUND,
        overallRate: (RATE * 2) / 5,
        headers: write,
        posts: checkIns,
      }),
    ])
    for (const r of [reads, writes]) {
      requests += r.requests
      errors += r.errors + r.non2xx
      timeouts += r.timeouts
      p99 = Math.max(p99, r.p99)
    }
    samples.push({ at, rss: rssMb(server.pid) })
  }
  const settled = samples.find((s) => s.at >= 60) ?? samples.at(-1)!
  const end = samples.at(-1)!
  const growth = (end.rss - settled.rss) / settled.rss
  const lines = [
    '| soak | value |',
    '|---|---|',
    `| length, rate | ${SECONDS} s at ${RATE} req/s (objectives list 3 : check-ins 2) |`,
    `| requests, errors, timeouts | ${requests}, ${errors}, ${timeouts} |`,
    `| worst 30 s round p99 | ${p99} ms |`,
    `| RSS (MB) every ${ROUND} s | ${samples.map((s) => s.rss).join(', ')} |`,
    '',
    `bar check — soak RSS ${settled.rss} MB at ${settled.at} s → ${end.rss} MB at ${end.at} s: ${growth >= 0 ? '+' : ''}${Math.round(growth * 100)} % (bar: no growth, ≤ +10 %); errors ${errors}, timeouts ${timeouts} (bar 0, 0)`,
    `(${new Date().toISOString()}, node ${process.version}, PostgreSQL, load after ${load()})`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  await stop(server)
  execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--force', name])
}
