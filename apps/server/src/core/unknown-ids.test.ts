import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../test/test-app.ts'
import { startTestApp, type TestApp } from '../test/test-app.ts'

let t: TestApp
let agents: Record<'staff' | 'admin' | 'user', Agent>
beforeAll(async () => {
  t = await startTestApp()
  agents = {
    staff: await t.sessionAs('super@example.com'),
    admin: await t.sessionAs('admin@example.com'),
    user: await t.sessionAs('user@acme.example'),
  }
})
afterAll(() => t.close())

/** Every route with a path parameter, each parameter replaced by `value()`. */
function routesWithIds(value: () => string) {
  return t.app.apiRoutes
    .filter((route) => route.url.includes('/:'))
    .map((route) => ({ route, url: route.url.replace(/:[a-z_]+/g, () => value()) }))
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** The streams answer 200 and stay open on a real scene; on an unknown one they must refuse at once. */
async function call(agent: Agent, method: string, url: string) {
  const body = method === 'GET' || method === 'DELETE' ? undefined : {}
  return agent.request(method as Method, url, body)
}

describe('an id that names nothing', () => {
  it('a random UUID in any path is never a 500, and a read or delete of it is a 404', {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = []
    for (const { route, url } of routesWithIds(randomUUID)) {
      for (const [who, agent] of Object.entries(agents)) {
        const response = await call(agent, route.method, url)
        const readOrDelete = route.method === 'GET' || route.method === 'DELETE'
        const ok = readOrDelete ? [403, 404].includes(response.statusCode) : response.statusCode < 500
        if (!ok) failures.push(`${who} ${route.method} ${route.url} → ${response.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('a malformed id in any path is a 400 or 404, never a 500', { timeout: 120_000 }, async () => {
    const failures: string[] = []
    for (const malformed of ['not-an-id', '12345', '00000000-0000-0000-0000-00000000000g']) {
      for (const { route, url } of routesWithIds(() => malformed)) {
        const response = await call(agents.staff, route.method, url)
        if (![400, 403, 404].includes(response.statusCode)) {
          failures.push(`${route.method} ${route.url} (${malformed}) → ${response.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})
