import { count } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures, users } from '../modules/accounts/accounts.tables.ts'
import { companies } from '../modules/companies/companies.tables.ts'
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
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'email',
        'password',
        'first_name',
        'last_name',
        'locale',
        'role',
        'is_superuser',
        'active_company',
      ),
      fc.string({ maxLength: 10 }),
    ),
    hostileValue,
    { maxKeys: 6 },
  ),
  fc.array(hostileValue, { maxLength: 3 }),
  hostileValue,
)

/** Bodies that break a route's contract: a value is only "valid" if the route's own schema says so. */
function isValidFor(schema: unknown, body: unknown) {
  return (schema as { safeParse(value: unknown): { success: boolean } }).safeParse(body).success
}

describe('bad input on every route with a body', () => {
  it('gets a 400 with field messages, never a 500, and writes nothing', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.body)
    expect(routes.length).toBeGreaterThanOrEqual(3)
    const agents = { user: await t.signIn('user@acme.example'), staff: await t.signIn('super@example.com') }
    const before = await snapshot()
    for (const route of routes) {
      // A caller the route admits, and a real object for path ids: only the body is wrong.
      const agent = route.access === 'staff' ? agents.staff : agents.user
      const url = route.url.replace(':id', t.world.acme.id)
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          fc.pre(!isValidFor(route.body, body))
          const response = await agent.request(route.method as 'POST', url, body)
          expect(
            response.statusCode,
            `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 200)}`,
          ).toBe(400)
          expect(response.headers['content-type']).toContain('application/problem+json')
          const problem = response.json()
          expect(typeof problem.detail).toBe('string')
        }),
        { numRuns: 60 },
      )
    }
    expect(await snapshot()).toEqual(before)
  })
})

async function snapshot() {
  const rows = await t.db.select().from(users).orderBy(users.email)
  const tenants = await t.db.select().from(companies).orderBy(companies.name)
  const [failures] = await t.db.select({ n: count() }).from(loginFailures)
  return { rows, tenants, failures: failures?.n }
}
