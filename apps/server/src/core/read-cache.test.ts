import type { Objective } from '@portal/contracts/okr-objectives'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'
import { countQueries } from './query-count.ts'

// The read cache (ADR 48): whole answers of the teams and objectives lists, per process, dropped when
// the database announces a change. Every check reads in one process right after a write in the other,
// with no waiting in between: a committed write must be in the very next read, wherever it is made.

let t: TestApp
let other: FastifyInstance
let cookie: string
beforeAll(async () => {
  t = await startTestApp()
  other = await t.anotherProcess()
  const agent = await t.sessionAs('admin@example.com')
  cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
})
afterAll(() => t.close())

const TEAMS = '/api/v1/okr/teams/?page_size=100'
const OBJECTIVES = '/api/v1/okr/objectives/?page_size=100'

async function read(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.json() as { count: number; results: Record<string, unknown>[] }
}

/** The statements a read in `app` runs that touch `table` (the session's own lookups aside). */
async function statementsOn(app: FastifyInstance, url: string, table: string) {
  const { queries } = await countQueries(() => read(app, url))
  return queries.filter((query) => query.includes(`"${table}"`))
}

describe('read cache across processes', () => {
  it('serves a held list without its query, and the same answer', async () => {
    const first = await read(other, TEAMS)
    expect(first.count).toBeGreaterThan(0)
    expect(await statementsOn(other, TEAMS, 'teams')).toEqual([])
    expect(await read(other, TEAMS)).toEqual(first)
    expect(await read(t.app, TEAMS)).toEqual(first)
    // Another query is another answer.
    expect((await statementsOn(other, `${TEAMS}&search=zzz`, 'teams')).length).toBe(1)
  })

  it('shows a team renamed in one process in the next read of the other', async () => {
    for (let round = 0; round < 10; round++) {
      await read(other, TEAMS)
      const [team] = (await read(other, TEAMS)).results as { id: string; name: string }[]
      const name = `Renamed ${round}`
      // Any writer is heard, the API or plain SQL: the database's triggers announce the change.
      await t.db.execute(sql`update teams set name = ${name} where id = ${team!.id}`)
      const names = (await read(other, TEAMS)).results.map((r) => r.name)
      expect(names).toContain(name)
      expect(names).not.toContain(team!.name)
    }
  })

  it('shows an objective changed through the API in one process in the next read of the other', async () => {
    const agent = await t.sessionAs('admin@example.com')
    for (let round = 0; round < 5; round++) {
      const [o] = (await read(other, OBJECTIVES)).results as unknown as Objective[]
      const title = `Changed ${round}`
      const answer = await agent.request('PUT', `/api/v1/okr/objectives/${o!.id}/`, {
        title,
        description: o!.description,
        team_id: o!.team?.id ?? null,
        owner_id: o!.owner!.id,
        responsible_ids: o!.responsible.map((p) => p.id),
        period_start: o!.period_start,
        period_end: o!.period_end,
        status: o!.status,
        health: o!.health,
        parent_ids: o!.parents.map((p) => p.id),
      })
      expect(answer.statusCode).toBe(200)
      const titles = (await read(other, OBJECTIVES)).results.map((r) => r.title)
      expect(titles).toContain(title)
    }
  })

  it('shows what the objectives list is made of: team names, people, key result counts', async () => {
    const objectives = (await read(other, OBJECTIVES)).results as {
      id: string
      team: { id: string } | null
      owner: { id: string } | null
      key_result_count: number
    }[]
    const withTeam = objectives.find((o) => o.team)!
    await t.db.execute(sql`update teams set name = 'Team renamed' where id = ${withTeam.team!.id}`)
    const afterTeam = (await read(other, OBJECTIVES)).results.find((o) => o.id === withTeam.id)
    expect(afterTeam?.team).toMatchObject({ name: 'Team renamed' })

    const owned = objectives.find((o) => o.owner)!
    await t.db.execute(sql`update users set first_name = 'Renamed' where id = ${owned.owner!.id}`)
    const afterOwner = (await read(other, OBJECTIVES)).results.find((o) => o.id === owned.id)
    expect(afterOwner?.owner).toMatchObject({ first_name: 'Renamed' })

    const counted = objectives.find((o) => o.key_result_count > 0)!
    await t.db.execute(
      sql`delete from okr_key_results where id = (select id from okr_key_results where objective_id = ${counted.id} limit 1)`,
    )
    const afterDelete = (await read(other, OBJECTIVES)).results.find((o) => o.id === counted.id)
    expect(afterDelete?.key_result_count).toBe(counted.key_result_count - 1)
  })

  it('keeps the list when a key result only gets a new value (a check-in that keeps progress)', async () => {
    await read(other, OBJECTIVES)
    expect(await statementsOn(other, OBJECTIVES, 'okr_objectives')).toEqual([])
    await t.db.execute(sql`update okr_key_results set confidence = 3, last_check_in_at = now()`)
    expect(await statementsOn(other, OBJECTIVES, 'okr_objectives')).toEqual([])
  })

  it('answers each caller with what they may do (can_edit)', async () => {
    const member = await t.sessionAs('user@acme.example')
    const memberCookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const asAdmin = await read(other, OBJECTIVES)
    const asMember = (
      await other.inject({ method: 'GET', url: OBJECTIVES, headers: { cookie: memberCookie } })
    ).json() as { results: { can_edit: boolean }[] }
    expect(asAdmin.results.every((o) => o.can_edit)).toBe(true)
    expect(asMember.results.some((o) => !o.can_edit)).toBe(true)
  })
})
