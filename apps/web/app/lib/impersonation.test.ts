import { describe, expect, it } from 'vitest'
import { createApiClient, type Transport } from './api-client.ts'
import { changeImpersonation } from './impersonation.ts'

/** A scripted API outside our code: the change call's status, then what `me` says afterwards. */
function api(changeStatus: number, impersonating: boolean) {
  const transport: Transport = async (path) => {
    if (path.endsWith('/me/')) return Response.json({ is_impersonate: impersonating })
    return new Response('{}', { status: changeStatus })
  }
  return createApiClient({ transport, cookies: () => '', onUnauthorized: () => {} })
}

describe('impersonation flow (SPEC §4 and §8)', () => {
  it('start: processed, then success when the refreshed user is impersonating', async () => {
    expect(await changeImpersonation(api(200, true), { start: 'id' })).toEqual({
      ok: true,
      notices: ['impersonation.processed', 'impersonation.started'],
    })
  })
  it('start: a failed call still refreshes, and the session decides', async () => {
    expect(await changeImpersonation(api(500, true), { start: 'id' })).toEqual({
      ok: true,
      notices: ['impersonation.call_failed', 'impersonation.started'],
    })
    expect(await changeImpersonation(api(403, false), { start: 'id' })).toEqual({
      ok: false,
      notices: ['impersonation.call_failed', 'impersonation.start_failed'],
    })
  })
  it('stop: success when the refreshed user is no longer impersonating, else the error', async () => {
    expect((await changeImpersonation(api(200, false), { stop: true })).notices).toEqual([
      'impersonation.processed',
      'impersonation.ended',
    ])
    expect(await changeImpersonation(api(200, true), { stop: true })).toEqual({
      ok: false,
      notices: ['impersonation.processed', 'impersonation.end_failed'],
    })
  })
})
