import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SceneElement } from '@portal/contracts/whiteboard'
import { openDatabase } from '@portal/server/core/db'
import { insertScene, SceneBuilder } from '@portal/server/modules/whiteboard/whiteboard.seed'
import { seedDemo } from '@portal/server/seed'
import { openStream } from './event-stream.ts'
import { root, SERVER, signIn, start, stop, waitFor } from './server-process.ts'

/**
 * Whiteboard benchmark, against the production server in its own process on embedded PGlite, with a
 * scene of 5,000 elements (2,500 sticky notes with their text):
 * 1. saves, one at a time: a stroke (one changed element, what a browser sends while drawing) and the
 *    whole scene (every element changed, as after an import) — bar p95 of a save < 100 ms;
 * 2. the scene read whole (opening it) and read since a version (what a collaborator reads);
 * 3. relay to 20 people on the scene: from one person's save to each of the other 19 browsers having the
 *    change (its live event, then the read of what changed) — bar p95 < 1 s (the issue: "within a second").
 * Usage: npm run bench:whiteboard (writes bench/out/whiteboard-latest.md)
 */
const PORT = Number(process.env.BENCH_PORT ?? 3214)
const NOTES = 2_500
const STROKES = 200
const FULL_SAVES = 20
const READS = 50
const PEOPLE = 20
const ROUNDS = 30
const PASSWORD = 'Portal!demo1'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const round = (n: number) => Math.round(n * 10) / 10
const row = (name: string, times: number[]) =>
  `| ${name} | ${times.length} | ${round(percentile(times, 50))} | ${round(percentile(times, 95))} | ${round(percentile(times, 99))} |`
const base = `http://127.0.0.1:${PORT}`

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-whiteboard-'))
  const lines: string[] = [`# Whiteboard benchmark — ${new Date().toISOString()}`, '']
  try {
    const database = openDatabase({ kind: 'pglite', dataDir: dir })
    await database.migrate()
    const world = await seedDemo(database.db)
    const board = new SceneBuilder('bench')
    for (let i = 0; i < NOTES; i++)
      board.note((i % 50) * 230, Math.floor(i / 50) * 140, `Idea ${i}`, '#ffec99')
    const scene = await insertScene(database.db, {
      companyId: world.acme.id,
      ownerId: world.users['lead@acme.example']!.id,
      title: 'Benchmark board',
      sharing: 'edit',
      elements: board.elements,
    })
    await database.close()

    const server = start([SERVER], {
      DATA_DIR: dir,
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SERVE_WEB: '0',
    })
    try {
      await waitFor(`${base}/api/ready`)
      const { cookie, csrf } = await signIn(base, 'lead@acme.example', PASSWORD)
      const headers = { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' }
      const data = `${base}/api/v1/whiteboard/scene-data/${scene.id}/`
      let version = 1
      const elements = board.elements.map((e) => ({ ...e }))
      const save = async (changed: SceneElement[], client = 'bench') => {
        for (const element of changed) {
          element.version += 1
          element.versionNonce = Math.floor(Math.random() * 2 ** 31)
          element.x += 1
        }
        const response = await fetch(`${data}?client=${client}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ base_version: version, elements: changed }),
        })
        if (!response.ok) throw new Error(`save: ${response.status} ${await response.text()}`)
        version = ((await response.json()) as { version: number }).version
      }
      const timed = async (count: number, work: (i: number) => Promise<unknown>) => {
        const times: number[] = []
        for (let i = 0; i < count + 5; i++) {
          const began = performance.now()
          await work(i)
          if (i >= 5) times.push(performance.now() - began)
        }
        return times
      }
      const strokes = await timed(STROKES, (i) => save([elements[i % elements.length]!]))
      const full = await timed(FULL_SAVES, () => save(elements))
      const readAll = await timed(READS, async () => (await fetch(data, { headers })).arrayBuffer())
      // What a collaborator reads after a stroke: the one element it changed.
      await save([elements[0]!])
      const readSince = await timed(READS, async () =>
        (await fetch(`${data}?since=${version - 1}`, { headers })).arrayBuffer(),
      )
      lines.push(
        `Scene of ${elements.length.toLocaleString('en')} elements; requests one at a time after 5 warm-up requests.`,
        '',
        '| request | n | p50 ms | p95 ms | p99 ms |',
        '|---|---|---|---|---|',
        row('save a stroke (1 changed element)', strokes),
        row(`save the whole scene (${elements.length} elements)`, full),
        row('read the whole scene', readAll),
        row('read what changed since a version (after a stroke)', readSince),
      )

      // Relay: 19 others on the scene, each with its stream; a save reaches each as an event, and each
      // then reads what changed, as the browser does.
      const others = await Promise.all(
        Array.from({ length: PEOPLE - 1 }, () =>
          openStream(base, cookie, `/api/v1/whiteboard/scenes/${scene.id}/live/`),
        ),
      )
      await Promise.all(others.map((s) => s.next('ready')))
      const relays: number[] = []
      const slowest: number[] = []
      for (let i = 0; i <= ROUNDS; i++) {
        const since = version
        const began = performance.now()
        const arrived = Promise.all(
          others.map(async (stream) => {
            await stream.next('changed')
            await (await fetch(`${data}?since=${since}`, { headers: { cookie } })).arrayBuffer()
            return performance.now() - began
          }),
        )
        await save([elements[i]!], 'writer')
        const times = await arrived
        if (i === 0) continue
        relays.push(...times)
        slowest.push(Math.max(...times))
      }
      for (const stream of others) stream.close()
      lines.push(
        '',
        `## Relay to ${PEOPLE} people on one scene`,
        '',
        `From the writer's save request to each of the other ${PEOPLE - 1} having read the change (live event, then \`?since=\`), ${ROUNDS} rounds (${relays.length} deliveries): p50 **${round(percentile(relays, 50))} ms**, p95 **${round(percentile(relays, 95))} ms**, p99 ${round(percentile(relays, 99))} ms; the last of a round p50 ${round(percentile(slowest, 50))} ms, max ${round(Math.max(...slowest))} ms.`,
      )
    } finally {
      await stop(server)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const report = `${lines.join('\n')}\n`
  mkdirSync(join(root, 'bench/out'), { recursive: true })
  writeFileSync(join(root, 'bench/out/whiteboard-latest.md'), report)
  process.stdout.write(report)
}

await main()
