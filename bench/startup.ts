import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER, start, stop } from './server-process.ts'

/**
 * Start-up to ready on an existing database, and idle RSS, of the compiled server (ADR 34) against the
 * TypeScript sources run through tsx, on PGlite and PostgreSQL; the yardstick is a bare Fastify process
 * started the same way in the same run. Each start is measured RUNS times after one start that creates
 * and seeds the database. Usage: npm run build && npm run bench:startup
 */
const PORT = Number(process.env.BENCH_PORT ?? 3321)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const IDLE_MS = 3000
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'

function rssMb(pid: number) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return Math.round(Number(line?.[1] ?? 0) / 1024)
}

async function readyAfter(args: string[], env: Record<string, string>, url: string) {
  const began = performance.now()
  const child = start(args, env)
  for (;;) {
    // Under heavy load a start can fail (Fastify's 10 s plugin timeout): counted, not measured.
    if (child.exitCode !== null) return { ms: Number.NaN, rss: Number.NaN }
    try {
      if ((await fetch(url)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 25))
  }
  const ms = performance.now() - began
  await new Promise((r) => setTimeout(r, IDLE_MS))
  const rss = rssMb(child.pid ?? 0)
  await stop(child)
  return { ms, rss }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function measure(args: string[], env: Record<string, string>, url: string) {
  const all = []
  for (let i = 0; i < RUNS; i++) all.push(await readyAfter(args, env, url))
  const runs = all.filter((r) => !Number.isNaN(r.ms))
  const failed = all.length - runs.length
  return {
    ms: Math.round(median(runs.map((r) => r.ms))),
    rss: median(runs.map((r) => r.rss)),
    note: failed ? ` (${failed} of ${all.length} starts failed)` : '',
  }
}

const base = { PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' }
const ready = `http://127.0.0.1:${PORT}/api/ready`
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-startup-'))
const pgName = `bench_startup_${process.pid}`
const rows: string[] = []
try {
  // The yardstick, measured again before each row: the machine's load changes while the bench runs.
  const yardstick = () =>
    measure(['bench/bare-server.ts'], { PORT: String(PORT) }, `http://127.0.0.1:${PORT}/bare`)
  const pglite = { ...base, DATA_DIR: dataDir }
  // First start creates and seeds the database; not measured.
  await readyAfter([SERVER], pglite, ready)
  execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', pgName])
  const postgres = {
    ...base,
    DATABASE_URL: `${PG}/${pgName}`,
    SEED_DEMO: 'true',
    SESSION_SECRET: 'bench-startup-secret-bench-startup-secret',
  }
  await readyAfter([SERVER], postgres, ready)
  for (const [db, env] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    for (const [label, args] of [
      ['sources through tsx (before)', ['apps/server/src/server.ts']],
      ['compiled dist/bin/server.js (after)', [SERVER]],
    ] as const) {
      const bare = await yardstick()
      const r = await measure([...args], env, ready)
      rows.push(
        `| ${label} | ${db} | ${r.ms}${r.note} | ${bare.ms} | ${(r.ms / bare.ms).toFixed(1)} | ${r.rss} | ${bare.rss} |`,
      )
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  try {
    execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--if-exists', pgName])
  } catch {}
}
const lines = [
  '| process | database | start-up to ready, ms (median) | bare Fastify (tsx), ms | × bare | idle RSS MB (3 s after ready) | bare RSS MB |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `(${RUNS} starts each on an existing database, ${new Date().toISOString()}, node ${process.version}, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
]
process.stdout.write(`${lines.join('\n')}\n`)
