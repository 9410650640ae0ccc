import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from '@portal/server/core/db'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * The databases a data-set benchmark (okr.ts, ppm.ts) runs on: an empty, migrated database, filled by
 * the benchmark's own generator, then served by the compiled server in its own process.
 */
export interface BenchTarget {
  name: string
  /** Makes an empty database; answers where it is, the server's environment, the database and a clean-up. */
  prepare(): Promise<{
    where: string
    env: Record<string, string>
    database: ReturnType<typeof openDatabase>
    cleanUp(): Promise<void>
  }>
}

/** An embedded PGlite database in a fresh temporary folder. */
export function pgliteTarget(prefix: string): BenchTarget {
  return {
    name: 'PGlite (embedded)',
    async prepare() {
      const dir = mkdtempSync(join(tmpdir(), `portal-bench-${prefix}-`))
      return {
        where: dir,
        env: { DATA_DIR: dir },
        database: openDatabase({ kind: 'pglite', dataDir: dir }),
        cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
      }
    },
  }
}

/** A fresh database on the PostgreSQL server at `url`, dropped afterwards. */
export function postgresTarget(url: string, prefix: string): BenchTarget {
  return {
    name: 'PostgreSQL',
    async prepare() {
      const name = `portal_bench_${prefix}_${Date.now()}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      const target = new URL(url)
      target.pathname = `/${name}`
      return {
        where: target.toString(),
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

/** PGlite (unless BENCH_PGLITE=0), and PostgreSQL too when BENCH_DATABASE_URL names a server. */
export function benchTargets(prefix: string): BenchTarget[] {
  return [
    ...(process.env.BENCH_PGLITE === '0' ? [] : [pgliteTarget(prefix)]),
    ...(process.env.BENCH_DATABASE_URL ? [postgresTarget(process.env.BENCH_DATABASE_URL, prefix)] : []),
  ]
}

/**
 * For each target: a migrated database filled by `generate` (timed, then analysed), then `run` against
 * each compiled server in turn (default: the worktree's build) on that same data, signed in as `user`;
 * the database is removed afterwards, unless BENCH_KEEP=1 (to look at its plans; it says where it is).
 */
export async function onEachTarget<S>(
  targets: BenchTarget[],
  options: {
    port: number
    servers?: string[]
    user: { email: string; password: string }
    generate(db: Database): Promise<S>
  },
  run: (session: {
    target: BenchTarget
    serverPath: string
    set: S
    /** Seconds the data set took to generate and analyse. */
    seconds: number
    base: string
    cookie: string
    csrf: string
    pid: number | undefined
  }) => Promise<void>,
) {
  for (const target of targets) {
    const { where, env, database, cleanUp } = await target.prepare()
    try {
      await database.migrate()
      const began = performance.now()
      const set = await options.generate(database.db)
      // After a bulk load the planner needs statistics: PostgreSQL's autovacuum would gather them within
      // minutes, PGlite has no autovacuum at all.
      await database.db.execute(sql`analyze`)
      const seconds = Math.round((performance.now() - began) / 100) / 10
      await database.close()
      for (const serverPath of options.servers ?? [SERVER]) {
        const server = start([serverPath], {
          ...env,
          PORT: String(options.port),
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          SERVE_WEB: '0',
          SEED_DEMO: '0',
        })
        try {
          const base = `http://127.0.0.1:${options.port}`
          await waitFor(`${base}/api/ready`)
          const { cookie, csrf } = await signIn(base, options.user.email, options.user.password)
          await run({ target, serverPath, set, seconds, base, cookie, csrf, pid: server.pid })
        } finally {
          await stop(server)
        }
      }
    } finally {
      if (process.env.BENCH_KEEP === '1') process.stderr.write(`${target.name}: data kept in ${where}\n`)
      else await cleanUp()
    }
  }
}

/** The p-th share of sorted latencies (0.95: p95). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}
