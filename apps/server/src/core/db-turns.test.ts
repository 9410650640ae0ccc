import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db.ts'

// ADR 53: PGlite runs each statement synchronously on the event loop; statements waiting for it must
// not run back to back without letting other requests' sockets be read in between.
describe('PGlite statements take turns with the event loop', () => {
  const database = openDatabase({ kind: 'pglite', dataDir: null })
  afterAll(() => database.close())

  it('lets I/O callbacks run between concurrent statements, not only after all of them', async () => {
    await database.ping()
    let finished = 0
    const statements = Array.from({ length: 20 }, () =>
      database.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => {
        finished++
      }),
    )
    // What a request arriving meanwhile gets: a callback of the event loop's next turn.
    const finishedWhenOthersRan = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished)),
    )
    await Promise.all(statements)
    expect(finished).toBe(20)
    expect(finishedWhenOthersRan).toBeLessThanOrEqual(1)
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
