import { accountsApi } from '@portal/contracts/accounts'
import { RETRYABLE_STATUSES } from '@portal/contracts/constants'
import { endpoints } from '@portal/contracts/endpoint'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, createApiClient, type Method, type Transport } from './api-client.ts'

/** A scripted server outside our code: answers with the given statuses in order and records calls. */
function server(statuses: number[]) {
  const calls: { path: string; method: string; headers: Record<string, string>; body?: string | FormData }[] =
    []
  const transport: Transport = async (path, init) => {
    calls.push({ path, ...init })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!
    const body =
      status === 204
        ? null
        : JSON.stringify(status < 400 ? { ok: true } : { detail: `failed ${status}`, status })
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }
  return { calls, transport }
}

function client(statuses: number[]) {
  const s = server(statuses)
  let unauthorized = 0
  const api = createApiClient({
    transport: s.transport,
    cookies: () => 'other=1; csrftoken=tok%3D123',
    onUnauthorized: () => {
      unauthorized++
    },
  })
  return { api, calls: s.calls, unauthorized: () => unauthorized }
}

/** Endpoints of a made-up module, one per method: the client only ever calls declared endpoints. */
const thing = z.object({ a: z.number() })
const things = endpoints('things', {
  GET: { method: 'GET', path: '/v1/things/', access: 'public', summary: 'List', responses: { 200: thing } },
  POST: {
    method: 'POST',
    path: '/v1/things/',
    access: 'public',
    summary: 'Add',
    body: thing,
    responses: { 201: thing },
  },
  PUT: {
    method: 'PUT',
    path: '/v1/things/:id/',
    access: 'public',
    summary: 'Set',
    params: z.object({ id: z.string() }),
    body: thing,
    responses: { 200: thing },
  },
  PATCH: {
    method: 'PATCH',
    path: '/v1/things/:id/',
    access: 'public',
    summary: 'Change',
    params: z.object({ id: z.string() }),
    body: thing,
    responses: { 200: thing },
  },
  DELETE: {
    method: 'DELETE',
    path: '/v1/things/:id/',
    access: 'public',
    summary: 'Remove',
    params: z.object({ id: z.string() }),
    responses: { 204: z.null() },
  },
  upload: {
    method: 'POST',
    path: '/v1/things/:id/files/',
    access: 'public',
    summary: 'Upload',
    params: z.object({ id: z.string() }),
    consumes: ['multipart/form-data'],
    responses: { 201: thing },
  },
})

const call = (api: ReturnType<typeof createApiClient>, method: Method) =>
  method === 'GET'
    ? api.call(things.GET)
    : method === 'POST'
      ? api.call(things.POST, { body: { a: 1 } })
      : method === 'DELETE'
        ? api.call(things.DELETE, { params: { id: 'x' } })
        : api.call(things[method], { params: { id: 'x' }, body: { a: 1 } })

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const ALL_STATUSES = [...RETRYABLE_STATUSES, 400, 403, 404, 422]

describe('retry policy (SPEC §7)', () => {
  for (const status of ALL_STATUSES) {
    for (const method of METHODS) {
      const retried = method === 'GET' && (RETRYABLE_STATUSES as readonly number[]).includes(status)
      it(`${method} answered ${status} is ${retried ? 'retried once' : 'not retried'}`, async () => {
        const { api, calls } = client([status, status, status])
        await expect(call(api, method)).rejects.toBeInstanceOf(ApiError)
        expect(calls).toHaveLength(retried ? 2 : 1)
      })
    }
  }

  it('a GET that succeeds on the retry returns the data', async () => {
    const { api, calls } = client([503, 200])
    await expect(api.call(things.GET)).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
  })
})

describe('requests', () => {
  it('go to /api with JSON, and writes carry X-CSRFToken from the cookie', async () => {
    const { api, calls } = client([200])
    await api.call(things.POST, { body: { a: 1 } })
    expect(calls[0]).toMatchObject({
      path: '/api/v1/things/',
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'x-csrftoken': 'tok=123' },
    })
  })

  it('sends a form with files as it is, with the CSRF header, and never retries it', async () => {
    const { api, calls } = client([503])
    const form = new FormData()
    form.append('message', 'See file')
    form.append('attachments', new Blob(['hello']), 'hello.txt')
    await expect(api.call(things.upload, { params: { id: 'x' }, body: form })).rejects.toMatchObject({
      status: 503,
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', body: form, headers: { 'x-csrftoken': 'tok=123' } })
    // The runtime writes multipart/form-data with its boundary; a JSON type here would break the body.
    expect(calls[0]?.headers['content-type']).toBeUndefined()
  })

  it('a write without the CSRF cookie gets one from the token endpoint first, then sends it', async () => {
    const s = server([200])
    let jar = 'other=1'
    const api = createApiClient({
      transport: async (path, init) => {
        // The token endpoint's answer sets the cookie, as the browser's jar would keep it.
        if (path === '/api/v1/accounts/csrf/') jar = `${jar}; csrftoken=fresh`
        return s.transport(path, init)
      },
      cookies: () => jar,
      onUnauthorized: () => {},
    })
    await api.call(things.POST, { body: { a: 1 } })
    expect(s.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/accounts/csrf/',
      'POST /api/v1/things/',
    ])
    expect(s.calls[1]?.headers['x-csrftoken']).toBe('fresh')
  })

  it('reads do not send the CSRF header', async () => {
    const { api, calls } = client([200])
    await api.call(things.GET, { params: undefined })
    expect(calls[0]?.headers['x-csrftoken']).toBeUndefined()
  })
})

describe('401 handling', () => {
  for (const method of METHODS) {
    it(`${method} answered 401 clears the session and goes to /login`, async () => {
      const { api, unauthorized } = client([401])
      await expect(call(api, method)).rejects.toMatchObject({ status: 401 })
      expect(unauthorized()).toBe(1)
    })
  }

  it('a 401 on login does not sign out', async () => {
    const { api, unauthorized } = client([401])
    const body = { email: 'someone@example.com', password: 'wrong' }
    await expect(api.call(accountsApi.login, { body })).rejects.toMatchObject({ status: 401 })
    expect(unauthorized()).toBe(0)
  })

  it('other errors are rethrown with the problem body', async () => {
    const { api, unauthorized } = client([400])
    await expect(api.call(things.POST, { body: { a: 1 } })).rejects.toMatchObject({
      status: 400,
      message: 'failed 400',
    })
    expect(unauthorized()).toBe(0)
  })
})
