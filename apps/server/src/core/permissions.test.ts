import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'
import { systemClock } from './clock.ts'
import { ACCESS, permissionsPlugin } from './permissions.ts'
import type { PrincipalLoader } from './principal.ts'
import type { SessionCache } from './session-cache.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('access rules', () => {
  it('refuses to start when an API route is not in the endpoint table, even with an access rule', async () => {
    const app = Fastify()
    await app.register(permissionsPlugin, {
      db: t.db,
      principals: {} as PrincipalLoader,
      secret: 'x'.repeat(32),
      cache: {} as SessionCache,
      limits: t.config.sessions,
      clock: systemClock,
    })
    await expect(
      app.register(async (api) => {
        api.get('/api/v1/undeclared/', { config: { access: 'staff' } }, async () => ({}))
      }),
    ).rejects.toThrow(/is not in the endpoint table/)
    await app.close()
  })

  it('lists every API route with a known rule', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5)
    for (const route of t.app.apiRoutes) expect(Object.keys(ACCESS)).toContain(route.access)
  })

  it('answers 401 for every authenticated route without a session, and never for public ones', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/*')) {
      const response = await t
        .agent()
        .request(route.method as 'GET', route.url, route.method === 'GET' ? undefined : {})
      if (route.access === 'public') expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401)
      else expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })
})
