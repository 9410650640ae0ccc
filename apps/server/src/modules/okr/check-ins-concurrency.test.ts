import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHandlerQueries } from '../../core/query-count.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, keyResultBody, objectiveBody } from './okr-fixtures.ts'

/**
 * Concurrent check-ins under one objective tree (ADR 46): on PostgreSQL (DATABASE_URL) they really run
 * side by side on the pool's connections; on PGlite one after another. Either way the stored progress of
 * every objective must be what a full recomputation from the key results gives, and no check-in is lost.
 */
let t: TestApp
let lena: Agent
beforeAll(async () => {
  t = await startTestApp()
  lena = await t.signIn('lead@acme.example')
})
afterAll(() => t.close())

const post = async (url: string, body: unknown) => {
  const answer = await lena.post(url, body)
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json()
}
const objective = async (parents: string[] = []) =>
  (await post(`${API}/objectives/`, objectiveBody(t, { parent_ids: parents }))).id as string

interface Row {
  id: string
  progress: number
}

/** Every objective's progress recomputed from scratch, bottom-up, from the rows as they are now. */
async function recomputed(objectiveIds: string[]) {
  const rows = <T>(query: ReturnType<typeof sql>) =>
    t.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows)
  const keyResults = await rows<{ objective_id: string; weight: number; progress: number }>(
    sql`select objective_id::text, weight, progress from okr_key_results`,
  )
  const links = await rows<{ parent_id: string; child_id: string; status: string }>(
    sql`select a.parent_id::text, a.child_id::text, o.status from okr_objective_alignments a
        join okr_objectives o on o.id = a.child_id`,
  )
  const memo = new Map<string, number>()
  const progressOf = (id: string): number => {
    const known = memo.get(id)
    if (known !== undefined) return known
    let weighted = 0
    let weight = 0
    for (const kr of keyResults.filter((k) => k.objective_id === id)) {
      weighted += Number(kr.weight) * Number(kr.progress)
      weight += Number(kr.weight)
    }
    for (const link of links.filter((l) => l.parent_id === id)) {
      if (link.status !== 'active' && link.status !== 'achieved') continue
      weighted += progressOf(link.child_id)
      weight += 1
    }
    const value = weight > 0 ? Math.min(1, Math.max(0, weighted / weight)) : 0
    memo.set(id, value)
    return value
  }
  return new Map(objectiveIds.map((id) => [id, progressOf(id)]))
}

async function stored(objectiveIds: string[]) {
  const result = await t.db.execute(
    sql`select id::text, progress from okr_objectives where id = any(${`{${objectiveIds.join(',')}}`}::uuid[])`,
  )
  return new Map((result as unknown as { rows: Row[] }).rows.map((r) => [r.id, Number(r.progress)]))
}

describe('concurrent check-ins under one objective tree', () => {
  it('leave every objective at its recomputed progress and lose no check-in', async () => {
    // root ← a, b; child ← a and b (a diamond); leaf ← child. Key results on every level.
    const root = await objective()
    const a = await objective([root])
    const b = await objective([root])
    const child = await objective([a, b])
    const leaf = await objective([child])
    const objectives = [root, a, b, child, leaf]
    const keyResults: string[] = []
    for (const [o, n] of [
      [leaf, 3],
      [child, 2],
      [a, 2],
      [b, 1],
      [root, 1],
    ] as const)
      for (let i = 0; i < n; i++)
        keyResults.push((await post(`${API}/key-results/`, keyResultBody(o, { weight: i + 1 }))).id)

    const rounds = 5
    const sent = new Map<string, number[]>(keyResults.map((id) => [id, []]))
    let value = 0
    for (let round = 0; round < rounds; round++) {
      const batch = keyResults.flatMap((id) =>
        // The second of three repeats the first's value: check-ins that move progress and ones that keep
        // it (the one-statement path) side by side.
        [0, 1, 2].map((i) => {
          if (i !== 1) value = (value + 7) % 11
          sent.get(id)!.push(value)
          return { id, value }
        }),
      )
      const answers = await Promise.all(
        batch.map(({ id, value }) =>
          lena.post(`${API}/key-results/${id}/check-ins/`, { value, confidence: 5, comment: `v${value}` }),
        ),
      )
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201)
      const want = await recomputed(objectives)
      const have = await stored(objectives)
      for (const id of objectives) expect(have.get(id), id).toBeCloseTo(want.get(id)!, 12)
    }

    for (const id of keyResults) {
      const list = (await lena.get(`${API}/key-results/${id}/check-ins/?page_size=100`)).json()
      expect(list.count).toBe(rounds * 3)
      // Newest first: each check-in's previous value is the value of the one before it.
      const chain = [...list.results].reverse() as { value: number; previous_value: number }[]
      for (let i = 1; i < chain.length; i++) expect(chain[i]!.previous_value).toBe(chain[i - 1]!.value)
      expect(chain.map((c) => c.value).sort()).toEqual([...sent.get(id)!].sort())
      const kr = (await lena.get(`${API}/key-results/${id}/`)).json()
      expect(kr.current_value).toBe(chain.at(-1)!.value)
    }
  })

  it('runs few statements per check-in, and no roll-up when the progress stays', async () => {
    const parent = await objective()
    const o = await objective([parent])
    const kr = (await post(`${API}/key-results/`, keyResultBody(o))).id
    const url = `${API}/key-results/${kr}/check-ins/`
    const moved = await countHandlerQueries(() => lena.post(url, { value: 4, comment: 'moved' }))
    const same = await countHandlerQueries(() => lena.post(url, { value: 4, comment: 'same' }))
    process.stdout.write(
      `check-in statements: moved ${moved.queries.length}, same value ${same.queries.length}\n` +
        moved.queries.map((q) => `  ${q.slice(0, 140)}`).join('\n') +
        '\n',
    )
    expect(moved.result.statusCode).toBe(201)
    expect(same.result.statusCode).toBe(201)
    // ADR 65: the key result, its edit right and its value keepers in one read; the write in one statement
    // (in a transaction with the locked read and the roll-up's three when the progress moves); the webhooks'.
    // node-postgres's driver logs its transaction's begin and commit too; PGlite's does not.
    const statements = (queries: string[]) => queries.filter((q) => !/^(begin|commit)$/.test(q)).length
    expect(statements(same.queries)).toBe(3)
    expect(statements(moved.queries)).toBe(7)
    // The one-statement path answers the check-in exactly as the list shows it.
    const [newest] = (await lena.get(`${API}/key-results/${kr}/check-ins/`)).json().results
    expect(same.result.json()).toEqual(newest)
    expect(newest).toMatchObject({
      value: 4,
      previous_value: 4,
      comment: 'same',
      author: { email: 'lead@acme.example' },
    })
  })
})
