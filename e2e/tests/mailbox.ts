import { expect, request } from '@playwright/test'
import { DEMO_PASSWORD } from './helpers.ts'

/**
 * The newest mail to an address, read from the outbox through the API as an admin: e2e runs without
 * SMTP, so the outbox is where the portal's mails are delivered.
 */
export async function newestMailTo(baseURL: string, email: string) {
  const api = await request.newContext({ baseURL })
  try {
    await api.get('/api/v1/accounts/csrf/')
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? ''
    const login = await api.post('/api/v1/accounts/login/', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
      headers: { 'x-csrftoken': csrf },
    })
    expect(login.ok()).toBe(true)
    const outbox = await api.get(`/api/v1/mail/outbox/?search=${encodeURIComponent(email)}`)
    const [mail] = (await outbox.json()).results as { subject: string; body: string }[]
    expect(mail, `a mail to ${email}`).toBeDefined()
    return mail!
  } finally {
    await api.dispose()
  }
}

/** The portal page a mail links to (path and query, so it opens on the test server). */
export function linkIn(body: string) {
  const url = new URL(body.match(/https?:\/\/\S+/)![0])
  return `${url.pathname}${url.search}`
}
