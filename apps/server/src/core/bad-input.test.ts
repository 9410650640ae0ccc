import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** Anything JSON can carry, including huge strings and the fields a user must never set. */
const hostileValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)
/** Fields nobody may set through a body, offered to every route (`__proto__`: the JSON parser's own refusal). */
const FORBIDDEN_FIELDS = [
  'role',
  'is_superuser',
  'is_company_admin',
  'company_id',
  'company',
  'id',
  '__proto__',
]

/** Bodies built from the route's own field names (so some fields are right) with hostile values. */
function hostileBodyFor(schema: unknown) {
  const fields = Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {})
  return fc.oneof(
    fc.dictionary(
      fc.oneof(fc.constantFrom(...fields, ...FORBIDDEN_FIELDS), fc.string({ maxLength: 10 })),
      hostileValue,
      { maxKeys: 6 },
    ),
    fc.array(hostileValue, { maxLength: 3 }),
    hostileValue,
  )
}

/** Bodies that break a route's contract: a value is only "valid" if the route's own schema says so. */
function isValidFor(schema: unknown, body: unknown) {
  return (schema as { safeParse(value: unknown): { success: boolean } }).safeParse(body).success
}

describe('bad input on every route with a body', () => {
  // Every route with a body × 60 bodies: it grows with every module.
  it('gets a 400 with field messages, never a 500, and writes nothing', { timeout: 300_000 }, async () => {
    const routes = t.app.apiRoutes.filter((route) => route.body)
    expect(routes.length).toBeGreaterThanOrEqual(3)
    const agents = { user: await t.signIn('user@acme.example'), staff: await t.signIn('super@example.com') }
    const before = await snapshot()
    for (const route of routes) {
      // A caller the route admits, and a real object for path ids: only the body is wrong.
      const agent = route.access === 'staff' || route.access === 'manager' ? agents.staff : agents.user
      const url = route.url.replace(':id', t.world.acme.id)
      await fc.assert(
        fc.asyncProperty(hostileBodyFor(route.body), async (body) => {
          fc.pre(!isValidFor(route.body, body))
          const response = await agent.request(route.method as 'POST', url, body)
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`,
          ).toBe(400)
          expect(response.headers['content-type']).toContain('application/problem+json')
          const problem = response.json()
          expect(typeof problem.detail).toBe('string')
          expect(Object.keys(problem.errors ?? {}).length).toBeGreaterThan(0)
        }),
        { numRuns: 60 },
      )
    }
    expect(await snapshot()).toEqual(before)
  })
})

/** Every table's rows but the sessions (signing in writes those), as JSON text in a stable order. */
async function snapshot() {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'sessions' order by table_name`,
  )
  const state: Record<string, string[]> = {}
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const rows = await t.db.execute(sql`select to_jsonb(x)::text as row from ${sql.identifier(table_name)} x`)
    state[table_name] = (rows as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).sort()
  }
  return state
}
