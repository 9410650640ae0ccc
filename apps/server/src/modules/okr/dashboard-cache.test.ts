import type { OkrDashboard } from '@portal/contracts/okr-dashboard'
import { LOW_CONFIDENCE } from '@portal/contracts/okr-key-results'
import type { Task } from '@portal/contracts/okr-projects'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries } from '../../core/query-count.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

// The goals dashboard and the task lists through the read cache (ADR 59): what every signed-in
// dashboard reads. A held answer is served without its statements, and a committed change to anything it
// shows (key results, check-ins, tasks, projects, objectives, teams, people) is in the very next read,
// in this process or another, whichever way it was written.

let t: TestApp
let other: FastifyInstance
const cookies: Record<string, string> = {}
beforeAll(async () => {
  t = await startTestApp()
  other = await t.anotherProcess()
  for (const email of ['user@acme.example', 'user@globex.example']) {
    const agent = await t.sessionAs(email)
    cookies[email] = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
})
afterAll(() => t.close())

const DASHBOARD = '/api/v1/okr/dashboard/'
const MY_TASKS = '/api/v1/okr/tasks/?owner=me&status=open&page_size=10'

async function read<T>(app: FastifyInstance, url: string, email = 'user@acme.example') {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: cookies[email]! } })
  expect(response.statusCode).toBe(200)
  return response.json() as T
}

/** The statements a read runs on the OKR tables (the session's own lookups aside). */
async function okrStatements(app: FastifyInstance, url: string) {
  const { queries } = await countQueries(() => read(app, url))
  return queries.filter((query) => query.includes('"okr_'))
}

describe('goals dashboard and task lists in the read cache', () => {
  it('serves a held answer without its statements, and the same answer', async () => {
    // The first read runs the statements (eight for the dashboard), the next ones none.
    expect((await okrStatements(other, DASHBOARD)).length).toBe(8)
    const first = await read<OkrDashboard>(other, DASHBOARD)
    expect(first.totals.key_results).toBeGreaterThan(0)
    expect(await okrStatements(other, DASHBOARD)).toEqual([])
    expect(await read(other, DASHBOARD)).toEqual(first)
    expect((await okrStatements(other, MY_TASKS)).length).toBeGreaterThan(0)
    const tasks = await read(other, MY_TASKS)
    expect(await okrStatements(other, MY_TASKS)).toEqual([])
    expect(await read(other, MY_TASKS)).toEqual(tasks)
  })

  it('keeps companies apart', async () => {
    const acme = await read<OkrDashboard>(other, DASHBOARD)
    const globex = await read<OkrDashboard>(other, DASHBOARD, 'user@globex.example')
    expect(globex).not.toEqual(acme)
    const acmeCheckIns = new Set(acme.recent_check_ins.map((c) => c.id))
    expect(globex.recent_check_ins.some((c) => acmeCheckIns.has(c.id))).toBe(false)
  })

  it('shows a key result changed in one process in the next dashboard read of the other', async () => {
    for (let round = 0; round < 3; round++) {
      const before = await read<OkrDashboard>(other, DASHBOARD)
      await read(other, DASHBOARD)
      const confident = before.key_results_at_risk.find((kr) => kr.confidence > LOW_CONFIDENCE)
      expect(confident).toBeDefined()
      // Plain SQL, as any writer: the database's triggers announce it.
      await t.db.execute(sql`update okr_key_results set confidence = 1 where id = ${confident!.id}`)
      const after = await read<OkrDashboard>(other, DASHBOARD)
      expect(after.totals.low_confidence).toBe(before.totals.low_confidence + 1)
    }
  })

  it('shows a check-in through the API in the next dashboard read of the other process', async () => {
    const before = await read<OkrDashboard>(other, DASHBOARD)
    const [kr] = before.key_results_at_risk
    const admin = await t.sessionAs('admin@example.com')
    const answer = await admin.request('POST', `/api/v1/okr/key-results/${kr!.id}/check-ins/`, {
      value: kr!.current_value,
      confidence: 5,
      comment: 'Held answers are dropped',
    })
    expect(answer.statusCode).toBe(201)
    const after = await read<OkrDashboard>(other, DASHBOARD)
    expect(after.recent_check_ins[0]?.comment).toBe('Held answers are dropped')
  })

  it('shows a task completed in one process in the next task list read of the other', async () => {
    const open = await read<{ count: number; results: Task[] }>(other, MY_TASKS)
    expect(open.count).toBeGreaterThan(0)
    await read(other, MY_TASKS)
    const [task] = open.results
    await t.db.execute(sql`update okr_tasks set is_complete = true where id = ${task!.id}`)
    const after = await read<{ count: number; results: Task[] }>(other, MY_TASKS)
    expect(after.count).toBe(open.count - 1)
    expect(after.results.map((r) => r.id)).not.toContain(task!.id)
    // A project renamed is in the next read too.
    const [next] = after.results
    await t.db.execute(sql`update okr_projects set title = 'Project renamed' where id = ${next!.project.id}`)
    const renamed = await read<{ results: Task[] }>(other, MY_TASKS)
    expect(renamed.results.find((r) => r.id === next!.id)?.project.title).toBe('Project renamed')
  })
})
