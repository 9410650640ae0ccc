import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const ME = '/api/v1/accounts/me/'

/** Replays an agent's cookies against another app instance sharing the database. */
async function getMeOn(app: Awaited<ReturnType<TestApp['anotherProcess']>>, cookies: Map<string, string>) {
  return app.inject({
    method: 'GET',
    url: ME,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  })
}

describe('sessions across processes', () => {
  it('ends a session everywhere at once when it logs out in one process', async () => {
    const other = await t.anotherProcess()
    const agent = await t.signIn('user@globex.example')
    const cookies = new Map(agent.cookies)
    expect((await getMeOn(other, cookies)).statusCode).toBe(200)
    await agent.post('/api/v1/accounts/logout/')
    // The other process hears of it through LISTEN/NOTIFY: wait for that, not for a fixed time.
    await vi.waitFor(async () => expect((await getMeOn(other, cookies)).statusCode).toBe(401))
  })

  it('shows a profile change in every process at once', async () => {
    const other = await t.anotherProcess()
    const agent = await t.signIn('lead@acme.example')
    expect((await getMeOn(other, agent.cookies)).json().first_name).toBe('Lena')
    await agent.post(ME, { first_name: 'Helena', last_name: 'Lead' })
    await vi.waitFor(async () =>
      expect((await getMeOn(other, agent.cookies)).json().first_name).toBe('Helena'),
    )
  })

  it('refuses a session cookie whose signature was tampered with', async () => {
    const agent = await t.signIn('user@acme.example')
    const [name, value] = [...agent.cookies].find(([n]) => n.endsWith('session_token'))!
    const decoded = decodeURIComponent(value)
    const forged = `${decoded.slice(0, decoded.lastIndexOf('.'))}.${'A'.repeat(43)}=`
    const response = await t.app.inject({
      method: 'GET',
      url: ME,
      headers: { cookie: `${name}=${encodeURIComponent(forged)}` },
    })
    expect(response.statusCode).toBe(401)
  })
})
