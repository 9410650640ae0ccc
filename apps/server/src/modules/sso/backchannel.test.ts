import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { IDP_CLIENT, idpBrowser, startTestIdp } from '../../test/oidc-provider.ts'
import { startTestApp } from '../../test/test-app.ts'

let t: Awaited<ReturnType<typeof startTestApp>>
let idp: Awaited<ReturnType<typeof startTestIdp>>
const PORTAL = 'http://127.0.0.1:3998'

// The provider posts to the portal over the network: this test's app listens on a loopback port.
beforeAll(async () => {
  t = await startTestApp({ publicUrl: PORTAL })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const company = t.world.initech.id
  idp = await startTestIdp(PORTAL, {
    backchannelLogoutUri: `http://127.0.0.1:${port}/api/v1/accounts/sso/backchannel-logout/${company}/`,
  })
  const admin = await t.sessionAs('admin@example.com')
  const saved = await admin.request('PUT', `/api/v1/okr/companies/${company}/sso/`, {
    name: 'Initech ID',
    issuer: idp.issuer,
    client_id: IDP_CLIENT.id,
    client_secret: IDP_CLIENT.secret,
    scopes: 'openid email profile',
    email_domains: ['initech-sso.example'],
    password_sign_in_allowed: true,
    groups_claim: '',
    is_active: true,
  })
  expect(saved.json().provider.backchannel_logout_uri).toBe(
    `${PORTAL}/api/v1/accounts/sso/backchannel-logout/${company}/`,
  )
})

afterAll(async () => {
  await idp?.stop()
  await t?.close()
})

it('ends the portal session when the user signs out at the provider (back-channel logout)', async () => {
  const browser = idpBrowser(PORTAL)
  const agent = t.agent()
  idp.signIn({ sub: 'joanna', email: 'joanna@initech-sso.example', email_verified: true })
  const start = await agent.post('/api/v1/accounts/sso/start/', { email: 'joanna@initech-sso.example' })
  const back = await browser.follow(start.json().redirect_url)
  await agent.get(`/api/v1/accounts/sso/callback/${back.search}`)
  expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(200)

  // Signing out at the provider itself (another application's logout, say): no portal request involved.
  await browser.logout(`${idp.issuer}/session/end?client_id=${IDP_CLIENT.id}`)
  expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(401)
})

it('refuses a logout token that is not signed by the provider, and ends nothing', async () => {
  const agent = t.agent()
  idp.signIn({ sub: 'michael', email: 'michael@initech-sso.example', email_verified: true })
  const start = await agent.post('/api/v1/accounts/sso/start/', { email: 'michael@initech-sso.example' })
  const back = await idpBrowser(PORTAL).follow(start.json().redirect_url)
  await agent.get(`/api/v1/accounts/sso/callback/${back.search}`)
  const forged = [
    Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url'),
    Buffer.from(
      JSON.stringify({
        iss: idp.issuer,
        aud: IDP_CLIENT.id,
        sub: 'michael',
        iat: Math.floor(Date.now() / 1000),
        jti: 'x',
        events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      }),
    ).toString('base64url'),
    '',
  ].join('.')
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/sso/backchannel-logout/${t.world.initech.id}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ logout_token: forged }).toString(),
  })
  expect(answer.statusCode).toBe(400)
  expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(200)
})
