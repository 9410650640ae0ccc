import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'
import { loadConfig } from './config.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('health and readiness', () => {
  it('reports the process up and the database reachable', async () => {
    expect((await t.agent().get('/api/health')).json()).toEqual({ status: 'ok' })
    const ready = await t.agent().get('/api/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('is not ready once it drains, and still serves (the process with its SIGTERM: server.test.ts)', async () => {
    const draining = await startTestApp()
    try {
      draining.app.drain()
      const ready = await draining.agent().get('/api/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.headers['content-type']).toContain('application/problem+json')
      expect((await draining.agent().get('/api/health')).statusCode).toBe(200)
    } finally {
      await draining.close()
    }
  })
})

describe('CSRF', () => {
  it('gives a readable csrftoken cookie from the token endpoint to a caller that lacks it, and only then', async () => {
    const agent = t.agent()
    const first = await agent.get('/api/v1/accounts/csrf/')
    const cookie = first.cookies.find((c) => c.name === 'csrftoken')
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookie?.httpOnly).toBeFalsy()
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/)
    expect(first.json()).toEqual({ csrf_token: cookie?.value })
    const second = await agent.get('/api/v1/accounts/csrf/')
    expect(second.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined()
    expect(second.json()).toEqual({ csrf_token: cookie?.value })
  })

  it('gives no cookie with health checks and API reads (issue 18: only pages and the token endpoint)', async () => {
    const reader = await t.signIn('user@acme.example')
    reader.cookies.delete('csrftoken')
    for (const path of ['/api/health', '/api/ready', '/api/v1/accounts/me/', '/api/v1/nothing-here/']) {
      const response = await reader.get(path)
      expect(
        response.cookies.find((c) => c.name === 'csrftoken'),
        path,
      ).toBeUndefined()
    }
  })

  it('still refuses an unsafe call without the token from a caller who never got one, and changes nothing', async () => {
    const agent = await t.signIn('new@acme.example')
    // Signed in (the sign-in itself needed the token), then the cookie is gone: no page, no token endpoint.
    agent.cookies.delete('csrftoken')
    const refused = await agent.request(
      'POST',
      '/api/v1/accounts/me/',
      { first_name: 'X', last_name: 'Y' },
      { csrf: false },
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ status: 403 })
    expect(refused.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined()
    expect((await agent.get('/api/v1/accounts/me/')).json()).toMatchObject({ first_name: '', last_name: '' })
    // With the token endpoint's cookie echoed in the header (what the agent does), an unsafe call passes.
    expect((await agent.post('/api/v1/accounts/logout/')).statusCode).toBe(200)
    expect(agent.cookies.get('csrftoken')).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s without a matching header and changes nothing',
    async (method) => {
      const agent = await t.signIn('new@acme.example')
      const missing = await agent.request(
        method,
        '/api/v1/accounts/me/',
        { first_name: 'X', last_name: 'Y' },
        { csrf: false },
      )
      expect(missing.statusCode).toBe(403)
      expect(missing.headers['content-type']).toContain('application/problem+json')
      const wrong = await agent.request(
        method,
        '/api/v1/accounts/me/',
        { first_name: 'X', last_name: 'Y' },
        { csrf: false, headers: { 'x-csrftoken': 'f'.repeat(64) } },
      )
      expect(wrong.statusCode).toBe(403)
      expect((await agent.get('/api/v1/accounts/me/')).json()).toMatchObject({
        first_name: '',
        last_name: '',
      })
    },
  )

  it('refuses a login without the token too (no login CSRF)', async () => {
    const response = await t
      .agent()
      .post(
        '/api/v1/accounts/login/',
        { email: 'user@acme.example', password: 'Portal!demo1' },
        { csrf: false },
      )
    expect(response.statusCode).toBe(403)
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined()
  })
})

describe('API edges', () => {
  it('answers unknown API paths with a problem+json 404', async () => {
    const response = await t.agent().get('/api/v1/nothing-here/')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/problem+json')
  })

  it('writes a problem in the caller’s language: title, detail and counted field messages', async () => {
    const english = await t.agent().get('/api/v1/nothing-here/')
    expect(english.json()).toMatchObject({ title: 'Not Found', detail: 'Not found.' })
    // zh-CHS is the Swiss German variant: German texts.
    const swiss = await t.agent().get('/api/v1/nothing-here/', { headers: { 'accept-language': 'zh-CHS' } })
    expect(swiss.json()).toMatchObject({ title: 'Nicht gefunden', detail: 'Nicht gefunden.' })

    // A signed-in user reads their stored language (German here), whatever the browser asks for.
    const agent = await t.signIn('user@acme.example')
    const body = { first_name: 'x'.repeat(151), last_name: 'User' }
    const tooLong = await agent.post('/api/v1/accounts/me/', body, {
      headers: { 'accept-language': 'en-US' },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({
      title: 'Ungültige Anfrage',
      errors: { first_name: ['Höchstens 150 Zeichen.'] },
    })
  })

  it('answers malformed JSON with a 400 problem, not a 500', async () => {
    const agent = await t.signIn('user@acme.example')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/me/',
      headers: {
        'content-type': 'application/json',
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrftoken': agent.cookies.get('csrftoken') ?? '',
      },
      payload: '{"first_name": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(Object.keys(response.json().errors)).toEqual(['non_field_errors'])
  })

  it('answers a __proto__ key with a 400 naming the problem, and changes nothing', async () => {
    const agent = await t.signIn('super@example.com')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/services/categories/',
      headers: {
        'content-type': 'application/json',
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrftoken': agent.cookies.get('csrftoken') ?? '',
      },
      payload: '{"names": {"en-US": "Poison"}, "__proto__": {"role": 1}}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      non_field_errors: [
        'The body must be valid JSON without fields named __proto__ or constructor.prototype.',
      ],
    })
    const categories = (await agent.get('/api/v1/services/categories/')).json()
    expect(categories.results.map((c: { name: string }) => c.name)).not.toContain('Poison')
  })

  it('serves the OpenAPI document generated from the contracts at /api/docs, to signed-in callers', async () => {
    const signedIn = await t.sessionAs('user@acme.example')
    const ui = await signedIn.get('/api/docs')
    expect([200, 302]).toContain(ui.statusCode)
    const document = await signedIn.get('/api/docs/json')
    expect(document.statusCode).toBe(200)
    const paths = document.json().paths
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/v1/accounts/login/', '/api/v1/accounts/me/', '/api/v1/features/']),
    )
    expect(
      paths['/api/v1/accounts/login/'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['email', 'password'])
  })

  it('keeps /api/docs from anonymous callers, whatever the spelling', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/%61pi/docs/json']) {
      const response = await t.agent().request('GET', path)
      expect(response.statusCode, path).toBe(401)
    }
    expect((await t.agent().request('HEAD', '/api/docs/json')).statusCode).toBe(401)
  })

  it('serves /api/docs to staff only with API_DOCS=staff, and refuses a bad value at start-up', async () => {
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/)
    const staffOnly = await startTestApp({ apiDocs: 'staff' })
    try {
      expect((await (await staffOnly.sessionAs('user@acme.example')).get('/api/docs/json')).statusCode).toBe(
        403,
      )
      expect((await (await staffOnly.sessionAs('admin@example.com')).get('/api/docs/json')).statusCode).toBe(
        200,
      )
    } finally {
      await staffOnly.close()
    }
  })

  it('marks session-dependent answers private, no-store, and leaves shared ones cacheable', async () => {
    const user = await t.sessionAs('user@acme.example')
    for (const path of ['/api/v1/accounts/me/', '/api/v1/okr/objectives/', '/api/health', '/api/nowhere/']) {
      expect((await user.get(path)).headers['cache-control'], path).toBe('private, no-store')
    }
    const refused = await t.agent().get('/api/v1/accounts/me/')
    expect(refused.headers['cache-control']).toBe('private, no-store')
    const icons = await user.get('/api/v1/public/icons/')
    expect(icons.headers['cache-control']).toContain('public')
  })

  it('sends every answer with a request id', async () => {
    const response = await t.agent().get('/api/health')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  /** Helmet's headers that concern documents only (ADR 89). */
  const DOCUMENT_HEADERS = {
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
  const ANSWER_HEADERS = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': expect.stringContaining('max-age='),
  }

  it("sends helmet's headers for answers (computed once) on API answers and refusals, without a CSP", async () => {
    const user = await t.sessionAs('user@acme.example')
    for (const response of [
      await t.agent().get('/api/health'),
      await t.agent().get('/api/v1/accounts/me/'),
      await user.get('/api/v1/accounts/me/'),
      await t.agent().get('/api/v1/no-such-thing/'),
      await t.agent().request('GET', '/%61pi/v1/accounts/me/'),
    ]) {
      expect(response.headers).toMatchObject(ANSWER_HEADERS)
      for (const name of Object.keys(DOCUMENT_HEADERS)) expect(response.headers[name]).toBeUndefined()
      expect(response.headers['content-security-policy']).toBeUndefined()
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined()
    }
  })

  it("sends helmet's whole set on what is not an API answer: the API docs page and any other address", async () => {
    const signedIn = await t.sessionAs('user@acme.example')
    for (const response of [await signedIn.get('/api/docs/'), await t.agent().get('/client/login')]) {
      expect(response.headers).toMatchObject({ ...ANSWER_HEADERS, ...DOCUMENT_HEADERS })
    }
    expect((await signedIn.get('/api/docs/')).headers['cache-control']).toBe('private, no-store')
  })
})

describe('feature flags', () => {
  it('has ai off by default', async () => {
    expect((await t.agent().get('/api/v1/features/')).json()).toEqual({ ai: false, visibility: {} })
  })
})

describe('configuration', () => {
  it('defaults to the embedded database on port 3000 at 127.0.0.1 with demo data', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedDemo: true,
      database: { kind: 'pglite', dataDir: './data' },
    })
  })

  it('switches to PostgreSQL with DATABASE_URL and seeds only on request', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', NODE_ENV: 'test' })
    expect(config).toMatchObject({ seedDemo: false, database: { kind: 'postgres' } })
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SEED_DEMO: '1', NODE_ENV: 'test' }).seedDemo).toBe(
      true,
    )
  })

  it('drains for SHUTDOWN_DELAY on SIGTERM: none by default, at most 10 minutes', () => {
    expect(loadConfig({}).shutdownDelayMs).toBe(0)
    expect(loadConfig({ SHUTDOWN_DELAY: '5' }).shutdownDelayMs).toBe(5_000)
    expect(loadConfig({ SHUTDOWN_DELAY: '1m' }).shutdownDelayMs).toBe(60_000)
    expect(() => loadConfig({ SHUTDOWN_DELAY: '11m' })).toThrow(/SHUTDOWN_DELAY/)
  })

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as "trust everyone"', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy
    expect(trust()).toBe(false)
    expect(trust('0')).toBe(false)
    expect(trust('false')).toBe(false)
    expect(trust('1')).toBe(1)
    expect(trust('true')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ])
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be a hop count/)
    }
  })

  it('reads OPERATOR_DOMAINS as normalised domains and names a bad entry', () => {
    expect(loadConfig({}).operatorDomains).toEqual([])
    expect(loadConfig({ OPERATOR_DOMAINS: ' Example.COM, @bücher.example ,' }).operatorDomains).toEqual([
      'example.com',
      'xn--bcher-kva.example',
    ])
    expect(() => loadConfig({ OPERATOR_DOMAINS: 'example.com, not a domain' })).toThrow(
      /OPERATOR_DOMAINS: must be a comma-separated list of domains; not "not a domain"/,
    )
  })

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(/SESSION_SECRET/)
    // Only the e2e harness's preload moves the time (and consumes the variable): a server refuses it.
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, PORTAL_NOW: '2026-11-05T10:00:00Z' })).toThrow(/PORTAL_NOW/)
    }
  })
})

describe('in-process API for server rendering', () => {
  it('reaches the API without a socket, with the page request cookies and language', async () => {
    const { inProcessFetch } = await import('../app.ts')
    const agent = await t.signIn('user@acme.example')
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const page = { id: 'page-1', headers: { cookie, 'accept-language': 'en-US' }, ip: '203.0.113.9' } as never
    const apiFetch = inProcessFetch(t.app, page)
    const me = await apiFetch('/api/v1/accounts/me/')
    expect(me.status).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe('user@acme.example')
    const anonymous = inProcessFetch(t.app, {
      id: 'page-2',
      headers: { 'accept-language': 'de-DE' },
      ip: '203.0.113.9',
    } as never)
    const refused = await anonymous('/api/v1/accounts/me/')
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { detail: string }).detail).toBe('Bitte melden Sie sich an.')
  })
})
