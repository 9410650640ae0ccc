import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  // A provider is configured (nothing listens there: these tests never ask it), so the flag can be on.
  t = await startTestApp({
    features: { ai: false },
    ai: {
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'none',
      apiKey: null,
      ratePerMinute: 5,
      monthlyTokens: 10_000,
    },
  })
})
afterAll(() => t.close())

const FEATURES = '/api/v1/features/'
const settingsOf = (companyId: string) => `/api/v1/okr/companies/${companyId}/features/`

describe('feature flags per company', () => {
  it('gives everyone the defaults until a company has its own settings', async () => {
    expect((await t.agent().get(FEATURES)).json()).toEqual({ ai: false, visibility: {} })
    expect((await (await t.signIn('user@globex.example')).get(FEATURES)).json()).toEqual({
      ai: false,
      visibility: {},
    })
  })

  it('lets staff hide and lock modules and switch the assistant on for one company only', async () => {
    const admin = await t.signIn('super@example.com')
    const saved = await admin.request('PUT', settingsOf(t.world.globex.id), {
      ai: true,
      visibility: { okr: 'hidden', coaching: 'locked' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ ai: true, visibility: { okr: 'hidden', coaching: 'locked' } })
    const gina = await t.signIn('user@globex.example')
    expect((await gina.get(FEATURES)).json()).toEqual({
      ai: true,
      visibility: { okr: 'hidden', coaching: 'locked' },
    })
    expect((await gina.get(settingsOf(t.world.globex.id))).json().visibility).toEqual({
      okr: 'hidden',
      coaching: 'locked',
    })
    // ACME is untouched; so is a visitor.
    expect((await (await t.signIn('user@acme.example')).get(FEATURES)).json()).toEqual({
      ai: false,
      visibility: {},
    })
    expect((await t.agent().get(FEATURES)).json().visibility).toEqual({})
    // Staff see the flags of the company they act in.
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.globex.id })
    expect((await admin.get(FEATURES)).json().visibility.okr).toBe('hidden')
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.acme.id })
    // Replacing the settings drops what is no longer named.
    await admin.request('PUT', settingsOf(t.world.globex.id), { visibility: { okr: 'locked' } })
    expect((await gina.get(FEATURES)).json()).toEqual({ ai: false, visibility: { okr: 'locked' } })
  })

  it('refuses unknown modules and visibilities, and callers who are not staff', async () => {
    const admin = await t.signIn('super@example.com')
    const unknown = await admin.request('PUT', settingsOf(t.world.acme.id), {
      visibility: { casino: 'hidden' },
    })
    expect(unknown.statusCode).toBe(400)
    const visible = await admin.request('PUT', settingsOf(t.world.acme.id), {
      visibility: { okr: 'visible' },
    })
    expect(visible.statusCode).toBe(400)
    expect((await admin.request('PUT', settingsOf(crypto.randomUUID()), { visibility: {} })).statusCode).toBe(
      404,
    )
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.request('PUT', settingsOf(t.world.acme.id), { visibility: {} })).statusCode).toBe(403)
    expect((await lena.get(settingsOf(t.world.globex.id))).statusCode).toBe(404)
    expect((await (await t.signIn('user@acme.example')).get(FEATURES)).json().visibility).toEqual({})
  })
})
