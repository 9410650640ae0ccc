import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/test-app.ts'
import type { ApiRoute } from './permissions.ts'

/**
 * The router decodes a path before it matches it, so a rule that reads the raw URL can be walked
 * around with another spelling of the same path. Every spelling of every API route must meet the
 * route's own access rule and the CSRF check, or match no route at all.
 */

let t: TestApp
let routes: ApiRoute[]
beforeAll(async () => {
  t = await startTestApp()
  routes = t.app.apiRoutes.filter((route) => route.url !== '/api/*')
})
afterAll(() => t.close())

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const concrete = (url: string) => url.replace(/:[a-z_]+/g, () => randomUUID())
const percent = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`

/** Named spellings of one path: each is a way attackers have walked past string checks. */
const SPELLINGS: Record<string, (path: string) => string> = {
  'first letter encoded': (p) => `/${percent('a')}${p.slice(2)}`,
  'second letter encoded': (p) => `/a${percent('p')}${p.slice(3)}`,
  'prefix encoded': (p) => `/%61%70%69${p.slice(4)}`,
  'prefix upper-case hex': (p) => `/%41PI${p.slice(4)}`.replace('%41PI', '%61%50%49'),
  'slash encoded': (p) => `/api%2F${p.slice(5)}`,
  'double slash': (p) => `/${p}`,
  'inner double slash': (p) => p.replace('/api/', '/api//'),
  'dot segment': (p) => `/./${p.slice(1)}`,
  'parent segment': (p) => `/x/..${p}`,
  'trailing dot': (p) => p.replace('/api/', '/api./'),
  'upper case': (p) => p.replace('/api/', '/API/'),
  'semicolon parameter': (p) => p.replace('/api/', '/api;x=1/'),
  'overlong UTF-8': (p) => p.replace('/api/', '/%c1%a1pi/'),
  'encoded dot segment': (p) => `/%2e/${p.slice(1)}`,
  backslash: (p) => p.replace('/api/', '\\api/'),
}

/** What a caller who must not pass may get: refused, or no such route. Never an answer from the handler. */
function expectNoWayIn(response: { statusCode: number; body: string }, what: string, ...refused: number[]) {
  expect([...refused, 400, 404], `${what}: ${response.statusCode} ${response.body.slice(0, 160)}`).toContain(
    response.statusCode,
  )
}

async function send(agent: Agent, method: string, url: string, csrf: boolean) {
  return agent.request(method as 'GET', url, UNSAFE.has(method) ? {} : undefined, { csrf })
}

describe('every spelling of an API path', () => {
  it('meets the access rule of the route it reaches, for every route and named spelling', async () => {
    const anonymous = t.agent()
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const path = concrete(route.url)
      // HEAD is answered by the GET route's handler: it must carry the same rule.
      for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
        for (const [name, spell] of Object.entries(SPELLINGS)) {
          const response = await send(anonymous, method, spell(path), true)
          expectNoWayIn(response, `anonymous ${method} ${route.url} (${name}: ${spell(path)})`, 401)
        }
      }
    }
  })

  it('meets the CSRF check on every unsafe route, for every named spelling', async () => {
    const staff = await t.sessionAs('super@example.com')
    await staff.get('/api/v1/accounts/csrf/')
    for (const route of routes.filter((r) => UNSAFE.has(r.method))) {
      const path = concrete(route.url)
      for (const [name, spell] of Object.entries(SPELLINGS)) {
        const response = await send(staff, route.method, spell(path), false)
        expectNoWayIn(response, `no CSRF ${route.method} ${route.url} (${name}: ${spell(path)})`, 403)
      }
    }
  })

  it('never lets a generated spelling past a rule', async () => {
    const anonymous = t.agent()
    const guarded = routes.filter((r) => r.access !== 'public' || UNSAFE.has(r.method))
    // A spelling: each character of the path mostly kept, else percent-encoded (either case), or,
    // for a slash, doubled or followed by a dot segment.
    const how = fc.oneof({ arbitrary: fc.constant(0), weight: 8 }, { arbitrary: fc.nat(4), weight: 2 })
    const spelled = (path: string) =>
      fc.tuple(...[...path].map((char) => how.map((h) => spellChar(char, h)))).map((parts) => parts.join(''))
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...guarded)
          .chain((route) => fc.tuple(fc.constant(route), spelled(concrete(route.url)))),
        async ([route, url]) => {
          const response = await send(anonymous, route.method, url, false)
          expectNoWayIn(response, `anonymous ${route.method} ${route.url} as ${url}`, 401, 403)
        },
      ),
      { numRuns: 400 },
    )
  })
})

function spellChar(char: string, how: number) {
  if (how === 1) return percent(char)
  if (how === 2) return percent(char).toUpperCase()
  if (how === 3 && char === '/') return '//'
  if (how === 4 && char === '/') return '/./'
  return char
}
