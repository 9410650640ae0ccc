import {
  API_BASE,
  CSRF_API_PATH,
  CSRF_COOKIE,
  LOGIN_API_PATH,
  RETRYABLE_STATUSES,
} from '@portal/contracts/constants'
import type { Endpoint, EndpointInput, EndpointResult } from '@portal/contracts/endpoint'
import { endpointPath, queryString } from '@portal/contracts/endpoint-path'
import type { Problem } from '@portal/contracts/errors'

export type Transport = (
  path: string,
  init: { method: string; body?: string | FormData; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** An answer other than 2xx, carrying the server's problem+json (detail and field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<Problem>,
  ) {
    super(problem.detail ?? `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

// A 401 here means "wrong credentials", not "session gone". SPEC §7 also names token refresh: the API
// has none (sessions are cookies that the server prolongs), so login is the only such path.
const NO_SIGN_OUT_ON_401: readonly string[] = [LOGIN_API_PATH]
const RETRYABLE = new Set<number>(RETRYABLE_STATUSES)

export interface ApiClientOptions {
  transport: Transport
  /** Reads the CSRF cookie (document.cookie in the browser, the request's cookies on the server). */
  cookies: () => string
  /** Called on a 401 outside login/refresh: clear the signed-in marker and go to /login. */
  onUnauthorized: () => void
}

export function readCookie(cookieHeader: string, name: string) {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * The one way the web talks to the API (SPEC §7): base /api, JSON, X-CSRFToken from the cookie,
 * retries 408/409/425/429/500/502/503/504 once for GET and never for writes.
 */
export function createApiClient({ transport, cookies, onUnauthorized }: ApiClientOptions) {
  /**
   * The CSRF header of a write: the cookie's token. Every page brings the cookie; without one (cleared
   * while the page was open) the token endpoint sets it first (ADR 43).
   */
  async function csrfHeader(headers: Record<string, string>) {
    let token = readCookie(cookies(), CSRF_COOKIE)
    if (!token) {
      await transport(`${API_BASE}${CSRF_API_PATH}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
      })
      token = readCookie(cookies(), CSRF_COOKIE)
    }
    if (token) headers['x-csrftoken'] = token
  }

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' }
    // A form with files goes as multipart/form-data: the runtime writes that header with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
    if (method !== 'GET') await csrfHeader(headers)
    const init = {
      method,
      headers,
      ...(body !== undefined && { body: isForm ? (body as FormData) : JSON.stringify(body) }),
    }
    let response = await transport(`${API_BASE}${path}`, init)
    if (method === 'GET' && RETRYABLE.has(response.status))
      response = await transport(`${API_BASE}${path}`, init)
    if (response.ok) {
      return (response.status === 204 ? undefined : await response.json()) as T
    }
    if (response.status === 401 && !NO_SIGN_OUT_ON_401.includes(path)) onUnauthorized()
    const problem = (await response.json().catch(() => ({}))) as Partial<Problem>
    throw new ApiError(response.status, problem)
  }

  /**
   * Calls a declared endpoint: the path from its parameters, the query and body as its schemas type
   * them, and the answer typed by its success schema.
   */
  function call<E extends Endpoint>(
    endpoint: E,
    // The input may be left out when nothing in it is required.
    ...[input]: Partial<EndpointInput<E>> extends EndpointInput<E> ? [EndpointInput<E>?] : [EndpointInput<E>]
  ): Promise<EndpointResult<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, unknown>
      query?: Record<string, unknown>
      body?: unknown
    }
    const path = `${endpointPath(endpoint, params)}${queryString(query)}`
    const sent = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? body : (body ?? {})
    return request<EndpointResult<E>>(endpoint.method, path, sent)
  }

  /**
   * Calls a declared endpoint whose answer is a stream (server-sent events): the same path, CSRF and 401
   * rules as `call`, never retried; the caller reads the body of the answer it gets (a 2xx).
   */
  async function stream<E extends Endpoint & { raw: true }>(
    endpoint: E,
    input: EndpointInput<E>,
    signal?: AbortSignal,
  ): Promise<Response> {
    const { params, query, body } = input as {
      params?: Record<string, unknown>
      query?: Record<string, unknown>
      body?: unknown
    }
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'content-type': 'application/json',
    }
    await csrfHeader(headers)
    const path = `${endpointPath(endpoint, params)}${queryString(query)}`
    const response = await transport(`${API_BASE}${path}`, {
      method: endpoint.method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    })
    if (response.ok) return response
    if (response.status === 401) onUnauthorized()
    throw new ApiError(response.status, (await response.json().catch(() => ({}))) as Partial<Problem>)
  }

  // Only declared endpoints: no path strings or asserted answer types anywhere else (ADR 16).
  return { call, stream }
}

export type ApiClient = ReturnType<typeof createApiClient>
