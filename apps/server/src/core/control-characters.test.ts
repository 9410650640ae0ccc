import { LOCALES } from '@portal/contracts/locales'
import { textsFor } from '@portal/i18n/texts'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/test-app.ts'
import type { ApiRoute } from './permissions.ts'

/**
 * NUL and the other control characters in every string field and query parameter of every route: a
 * 400 naming the field, never a 500, and nothing written.
 */

let t: TestApp
let agents: { user: Agent; staff: Agent; anonymous: Agent }
beforeAll(async () => {
  t = await startTestApp()
  agents = {
    user: await t.sessionAs('user@acme.example'),
    staff: await t.sessionAs('super@example.com'),
    anonymous: t.agent(),
  }
})
afterAll(() => t.close())

const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
]
/** Text with at least one control character somewhere in it. */
const tainted = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''))

/** The field message in each locale (callers' locales differ). */
const MESSAGES = LOCALES.map((locale) => textsFor(locale)('api.fields.control_character'))
const fieldsOf = (schema: unknown) =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {})
const agentFor = (route: ApiRoute) =>
  route.access === 'public' ? agents.anonymous : route.access === 'authenticated' ? agents.user : agents.staff
const pathOf = (route: ApiRoute) => route.url.replace(/:[a-z_]+/g, t.world.acme.id)

function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
  what: string,
) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(400)
  const problem = response.json() as { detail: string; errors?: Record<string, string[]> }
  expect(MESSAGES, what).toContain(problem.errors?.[field]?.[0])
}

describe('control characters', () => {
  it('in any body field of any route: 400 naming the field, and nothing written', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.body)
    const before = await snapshot()
    for (const route of routes) {
      for (const field of fieldsOf(route.body)) {
        await fc.assert(
          fc.asyncProperty(tainted, async (text) => {
            const response = await agentFor(route).request(route.method as 'POST', pathOf(route), {
              [field]: text,
            })
            expectRefused(response, field, `${route.method} ${route.url} ${field}=${JSON.stringify(text)}`)
          }),
          { numRuns: 3 },
        )
      }
      // Deep inside a list or an object, and in a field's name.
      const nested = await agentFor(route).request(route.method as 'POST', pathOf(route), {
        items: [{ title: 'a\u0000' }],
      })
      expectRefused(nested, 'items.0.title', `${route.method} ${route.url} nested`)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('in any query parameter of any route, and in ?search= of every list: 400 naming it', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET' && r.url !== '/api/*')) {
      for (const name of new Set([...fieldsOf(route.querystring), 'search'])) {
        await fc.assert(
          fc.asyncProperty(tainted, async (text) => {
            const url = `${pathOf(route)}?${new URLSearchParams({ [name]: text })}`
            expectRefused(await agentFor(route).get(url), name, `GET ${url}`)
          }),
          { numRuns: 3 },
        )
      }
    }
  })

  it('in the e-mail of a sign-in: 400 before the throttle or the password check', async () => {
    const response = await t.agent().post('/api/v1/accounts/login/', {
      email: 'super@example.com\u0000',
      password: 'wrong',
    })
    expectRefused(response, 'email', 'login')
  })
})

/** Row counts of every table: a refused request writes nothing. */
async function snapshot() {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_name not in ('throttle_events')`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const result = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)}`)
    counts[table_name] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
  }
  return counts
}
