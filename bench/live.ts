import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@portal/server/core/db'
import { seedDemo } from '@portal/server/seed'
import { sql } from 'drizzle-orm'
import { openStream } from './event-stream.ts'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * Notifications benchmark, against the production server in its own process on embedded PGlite:
 * 1. the inbox of a user with 100,000 notifications (one third unread): 300 requests each, one at a
 *    time — bar p95 < 50 ms;
 * 2. 1,000 live streams (Server-Sent Events) open on the one process: memory per connection (the
 *    process's resident set before and after), and the time from a change to its event reaching every
 *    stream (marking a notification read publishes the user's count once; every stream listens to that
 *    user), 20 rounds after a warm-up round. Usage: npm run bench:live (writes bench/out/live-latest.md)
 */
const PORT = Number(process.env.BENCH_PORT ?? 3213)
const NOTIFICATIONS = 100_000
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000)
const SAMPLES = 300
const ROUNDS = 20
const PASSWORD = 'Portal!demo1'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const round = (n: number) => Math.round(n * 10) / 10
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

const base = `http://127.0.0.1:${PORT}`

/** The production server, API only, on the benchmark's data folder. */
const serverEnv = (dir: string) => ({
  DATA_DIR: dir,
  PORT: String(PORT),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SERVE_WEB: '0',
})

/** Once the server is ready: Ada's session and the headers of her calls. */
async function signInAda() {
  await waitFor(`${base}/api/ready`)
  const { cookie, csrf } = await signIn(base, 'user@acme.example', PASSWORD)
  return { cookie, headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' } }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-live-'))
  const lines: string[] = [`# Notifications benchmark — ${new Date().toISOString()}`, '']
  try {
    const database = openDatabase({ kind: 'pglite', dataDir: dir })
    await database.migrate()
    const world = await seedDemo(database.db)
    const ada = world.users['user@acme.example']!.id
    await database.db.execute(sql`
      insert into user_notifications (user_id, company_id, kind, params, link, created_at, read_at)
      select ${ada}::uuid, ${world.acme.id}::uuid, 'task_assigned',
        jsonb_build_object('title', 'Task ' || g, 'actor', 'Lena Lead'), '/client/okr',
        now() - g * interval '1 minute', case when g % 3 = 0 then null else now() end
      from generate_series(1, ${NOTIFICATIONS}) g`)
    await database.db.execute(sql`analyze`)
    await database.close()

    const server = start([SERVER], serverEnv(dir))
    try {
      const { headers } = await signInAda()

      lines.push(
        `## Inbox of a user with ${NOTIFICATIONS.toLocaleString('en')} notifications`,
        '',
        `${SAMPLES} requests each, one at a time, after 20 warm-up requests.`,
        '',
        '| request | p50 ms | p95 ms | p99 ms |',
        '|---|---|---|---|',
      )
      const requests = [
        ['GET /api/v1/notifications/user/ (newest 25)', '/api/v1/notifications/user/'],
        ['GET /api/v1/notifications/user/?is_read=false', '/api/v1/notifications/user/?is_read=false'],
        [
          'GET /api/v1/notifications/user/?kind=task_assigned&page=40',
          '/api/v1/notifications/user/?kind=task_assigned&page=40',
        ],
        ['GET /api/v1/notifications/user/unread-count/', '/api/v1/notifications/user/unread-count/'],
      ] as const
      for (const [name, path] of requests) {
        const times: number[] = []
        for (let i = 0; i < SAMPLES + 20; i++) {
          const began = performance.now()
          const response = await fetch(`${base}${path}`, { headers })
          await response.arrayBuffer()
          if (!response.ok) throw new Error(`${path}: ${response.status}`)
          if (i >= 20) times.push(performance.now() - began)
        }
        lines.push(
          `| ${name} | ${round(percentile(times, 50))} | ${round(percentile(times, 95))} | ${round(percentile(times, 99))} |`,
        )
      }
    } finally {
      await stop(server)
    }
    // Live streams, on a fresh process (the inbox's large answers would blur its memory figures).
    const live = start([SERVER], serverEnv(dir))
    try {
      const { cookie, headers } = await signInAda()
      const warm = await openStream(base, cookie, '/api/v1/notifications/stream/')
      await warm.next('unread')
      warm.close()
      await new Promise((r) => setTimeout(r, 2000))
      const before = rssKb(live.pid!)
      const streams = await Promise.all(
        Array.from({ length: STREAMS }, () => openStream(base, cookie, '/api/v1/notifications/stream/')),
      )
      await Promise.all(streams.map((s) => s.next('unread')))
      await new Promise((r) => setTimeout(r, 2000))
      const after = rssKb(live.pid!)
      // The event: marking one notification read publishes the user's count once, to every stream.
      const newest = (await (
        await fetch(`${base}/api/v1/notifications/user/?page_size=1`, { headers })
      ).json()) as {
        results: { id: string }[]
      }
      const body = JSON.stringify({ id: newest.results[0]!.id })
      const latencies: number[] = []
      const slowest: number[] = []
      for (let i = 0; i <= ROUNDS; i++) {
        const began = performance.now()
        const arrived = Promise.all(
          streams.map((s) => s.next('unread').then(() => performance.now() - began)),
        )
        const response = await fetch(`${base}/api/v1/notifications/user/mark-as-read/`, {
          method: 'POST',
          headers,
          body,
        })
        if (!response.ok) throw new Error(`mark-as-read: ${response.status}`)
        const times = await arrived
        // Round 0 warms up.
        if (i === 0) continue
        latencies.push(...times)
        slowest.push(Math.max(...times))
      }
      for (const stream of streams) stream.close()
      lines.push(
        '',
        `## ${STREAMS.toLocaleString('en')} live streams on one process`,
        '',
        `- resident memory: ${Math.round(before / 1024)} MB before, ${Math.round(after / 1024)} MB with the streams open: **${round((after - before) / STREAMS)} kB per connection** (server side; the client's sockets are in the benchmark process)`,
        `- one event to all ${STREAMS} streams, from the write's request to each stream's receipt, ${ROUNDS} rounds (${latencies.length} deliveries): p50 **${round(percentile(latencies, 50))} ms**, p95 **${round(percentile(latencies, 95))} ms**, p99 ${round(percentile(latencies, 99))} ms; the last stream of a round p50 ${round(percentile(slowest, 50))} ms, max ${round(Math.max(...slowest))} ms`,
      )
    } finally {
      await stop(live)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const report = `${lines.join('\n')}\n`
  mkdirSync(join(root, 'bench/out'), { recursive: true })
  writeFileSync(join(root, 'bench/out/live-latest.md'), report)
  process.stdout.write(report)
}

await main()
