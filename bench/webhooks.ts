import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../apps/server/src/core/db.ts'
import { companies } from '../apps/server/src/core/identity.tables.ts'
import { secretBox } from '../apps/server/src/core/secret-box.ts'
import { newSecret } from '../apps/server/src/modules/webhooks/send.ts'
import { deliverDue, enqueue } from '../apps/server/src/modules/webhooks/webhooks.service.ts'
import { webhooks } from '../apps/server/src/modules/webhooks/webhooks.tables.ts'

/**
 * Webhook outbox throughput on a fresh embedded database (PGlite): 1,000 events enqueued through the
 * seam, then delivered, signed, to a receiver on loopback that answers at once, and to one that takes
 * 100 ms: `npx tsx bench/webhooks.ts`.
 */
const say = (line: string) => process.stdout.write(`${line}\n`)
const EVENTS = 1_000
const database = openDatabase({ kind: 'pglite', dataDir: null })
await database.migrate()
const [company] = await database.db.insert(companies).values({ name: 'Bench' }).returning()
if (!company) throw new Error('no company')
const box = secretBox('bench-secret-bench-secret-bench-secret', 'webhooks')
const deps = {
  db: database.db,
  box,
  policy: { allowLoopback: true },
  publicUrl: 'https://portal.example',
  notifier: { publish: async () => {}, record: async () => {} },
  clock: () => new Date(),
}

for (const delayMs of [0, 100]) {
  const receiver = createServer((request, response) => {
    request.resume()
    request.on('end', () => setTimeout(() => response.end(), delayMs))
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  const [hook] = await database.db
    .insert(webhooks)
    .values({
      companyId: company.id,
      url: `http://127.0.0.1:${port}/`,
      events: ['okr.check_in.created'],
      secretSealed: box.seal(newSecret()),
      secretHint: 'whsec_…',
    })
    .returning()
  let started = performance.now()
  for (let i = 0; i < EVENTS; i++) {
    await enqueue(deps, {
      companyId: company.id,
      type: 'okr.check_in.created',
      link: `/client/okr?open=key_result:${i}`,
      data: { check_in_id: `c${i}`, value: i },
    })
  }
  let seconds = (performance.now() - started) / 1000
  say(
    `receiver ${delayMs} ms: enqueue ${EVENTS} events in ${seconds.toFixed(2)} s = ${Math.round(EVENTS / seconds)}/s (${((seconds * 1000) / EVENTS).toFixed(2)} ms each)`,
  )
  started = performance.now()
  let delivered = 0
  while (delivered < EVENTS)
    delivered += (await deliverDue(deps, new Date())).filter((r) => r.status === 'succeeded').length
  seconds = (performance.now() - started) / 1000
  say(
    `receiver ${delayMs} ms: deliver ${delivered} in ${seconds.toFixed(2)} s = ${Math.round(delivered / seconds)}/s`,
  )
  await database.db.delete(webhooks)
  if (!hook) throw new Error('no webhook')
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
}
await database.close()
