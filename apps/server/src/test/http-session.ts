import { expect } from 'vitest'

/**
 * For tests of a server in its own process, over real HTTP: a CSRF token (the double-submit pair) and,
 * with an e-mail, a signed-in session of that demo account — the headers of a write.
 */
export async function httpSession(base: string, email?: string) {
  const health = await fetch(`${base}/api/v1/accounts/csrf/`)
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? ''
  const headers = { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` }
  if (!email) return headers
  const login = await fetch(`${base}/api/v1/accounts/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Portal!demo1' }),
  })
  expect(login.status).toBe(200)
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  return { ...headers, cookie: [headers.cookie, ...cookies].join('; ') }
}
