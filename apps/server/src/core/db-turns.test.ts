import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { EventLoopTurns, openDatabase } from './db.ts'

/**
 * How many of `work` finished in each turn of the event loop until all have: a callback of every turn
 * (what a request arriving meanwhile gets) counts those finished so far.
 */
async function finishedPerTurn(work: Promise<unknown>[]) {
  let finished = 0
  const all = Promise.all(work.map((w) => w.then(() => finished++)))
  const perTurn: number[] = []
  let seen = 0
  let done = false
  void all.then(() => {
    done = true
  })
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve))
    perTurn.push(finished - seen)
    seen = finished
  }
  await all
  return { finished, perTurn }
}

// ADR 53, ADR 60: PGlite runs each statement synchronously on the event loop; statements waiting for it
// must not run back to back for longer than a turn's budget without other requests' sockets being read.
describe('PGlite statements take turns with the event loop', () => {
  const database = openDatabase({ kind: 'pglite', dataDir: null })
  afterAll(() => database.close())

  it('lets I/O callbacks run between concurrent statements longer than a turn', async () => {
    await database.ping()
    // Each takes longer than the turn's budget (10 ms): one statement per turn.
    const { finished, perTurn } = await finishedPerTurn(
      Array.from({ length: 10 }, () =>
        database.db.execute(sql`select count(*) from generate_series(1, 300000)`),
      ),
    )
    expect(finished).toBe(10)
    expect(Math.max(...perTurn)).toBe(1)
  })

  it('runs waiting work back to back within a turn until its budget is spent', async () => {
    const turns = new EventLoopTurns(20)
    const busy = (ms: number) => {
      const until = performance.now() + ms
      while (performance.now() < until);
    }
    const { finished, perTurn } = await finishedPerTurn(
      Array.from({ length: 30 }, () => turns.run(async () => busy(2))),
    )
    expect(finished).toBe(30)
    // 2 ms each in a 20 ms turn: several in one turn, never more than the budget holds (plus the one
    // that crossed it), so at least three turns.
    expect(Math.max(...perTurn)).toBeGreaterThan(1)
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(11)
    expect(perTurn.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3)
  })

  it('goes on with the next waiting work when one fails', async () => {
    const turns = new EventLoopTurns(0)
    const failing = turns.run(async () => {
      throw new Error('refused')
    })
    const next = turns.run(async () => 'ran')
    await expect(failing).rejects.toThrow('refused')
    await expect(next).resolves.toBe('ran')
  })

  it('keeps transactions whole while others wait their turn', async () => {
    await database.db.execute(sql`create table turns (n int)`)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into turns values (${i})`)
          await tx.execute(sql`insert into turns values (${i})`)
        }),
      ),
    )
    const counted = await database.db.execute(
      sql`select n, count(*)::int as c from turns group by n order by n`,
    )
    expect((counted as unknown as { rows: { n: number; c: number }[] }).rows).toEqual(
      Array.from({ length: 10 }, (_, n) => ({ n, c: 2 })),
    )
  })
})
