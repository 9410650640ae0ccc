import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { keyResultBody, objectiveBody, personId } from '../okr/okr-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const TOKENS = '/api/v1/accounts/tokens/'
const ACCOUNTS = '/api/v1/companies/service-accounts/'
const OKR = '/api/v1/okr'

/** A bearer request straight into the app: no cookie, no CSRF header. */
function withToken(secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  })
}

async function personalToken(email: string, body: Record<string, unknown>) {
  const agent = await t.sessionAs(email)
  const created = await agent.post(TOKENS, { name: 'Test', expires_in_days: 30, ...body })
  expect(created.statusCode, created.body).toBe(201)
  return created.json() as { id: string; secret: string; start: string }
}

async function auditActions(tokenId: string) {
  const staff = await t.sessionAs('super@example.com')
  const log = await staff.get('/api/v1/accounts/audit-log/?page_size=100')
  return (log.json().results as { action: string; details: Record<string, unknown> }[])
    .filter((e) => e.details.token_id === tokenId)
    .map((e) => `${e.action}${e.details.reason ? `:${e.details.reason}` : ''}`)
    .sort()
}

describe('personal access tokens', () => {
  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const created = await ada.post(TOKENS, { name: 'BI', scopes: ['okr:read'], expires_in_days: 7 })
    expect(created.statusCode).toBe(201)
    const token = created.json()
    expect(token.secret).toMatch(/^ptl_[A-Za-z0-9_-]{43}$/)
    expect(token.secret.startsWith(token.start)).toBe(true)
    const listed = (await ada.get(TOKENS)).json().results
    expect(listed.find((x: { id: string }) => x.id === token.id)).toMatchObject({
      name: 'BI',
      scopes: ['okr:read'],
    })
    expect(JSON.stringify(listed)).not.toContain(token.secret)
    const stored = await t.db.execute(sql`select secret_hash from api_tokens where id = ${token.id}`)
    const hash = (stored as unknown as { rows: { secret_hash: string }[] }).rows[0]!.secret_hash
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token.secret)
  })

  it('reads within its scopes, without CSRF, and a read token cannot write', async () => {
    const { id, secret } = await personalToken('user@acme.example', { scopes: ['okr:read'] })
    const read = await withToken(secret, 'GET', `${OKR}/objectives/`)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json().count).toBeGreaterThan(0)
    const write = await withToken(secret, 'POST', `${OKR}/objectives/`, objectiveBody(t))
    expect(write.statusCode).toBe(403)
    expect(write.headers['content-type']).toContain('application/problem+json')
    expect(write.json().detail).toBe('The API token’s scopes do not allow this request.')
    // Another module entirely.
    expect((await withToken(secret, 'GET', '/api/v1/ppm/items/')).statusCode).toBe(403)
    // The last use is recorded.
    const listed = (await (await t.sessionAs('user@acme.example')).get(TOKENS)).json().results
    expect(listed.find((x: { id: string }) => x.id === id).last_used_at).not.toBeNull()
    expect(await auditActions(id)).toEqual(['token_created', 'token_refused:scope'])
  })

  it('writes with a write scope, and never beyond its owner’s rights', async () => {
    const { secret } = await personalToken('user@acme.example', { scopes: ['okr:write', 'people:write'] })
    const created = await withToken(
      secret,
      'POST',
      `${OKR}/objectives/`,
      objectiveBody(t, { owner_id: personId(t, 'user@acme.example') }),
    )
    expect(created.statusCode, created.body).toBe(201)
    // Ada is no company admin: a token of hers cannot create teams or list users' admin data either.
    expect((await withToken(secret, 'POST', `${OKR}/teams/`, { name: 'Token team' })).statusCode).toBe(403)
    expect((await withToken(secret, 'GET', ACCOUNTS)).statusCode).toBe(403)
    // Tokens cannot mint tokens, sign out or read the session list, whatever their scopes.
    const mint = await withToken(secret, 'POST', TOKENS, {
      name: 'x',
      scopes: ['okr:read'],
      expires_in_days: 1,
    })
    expect(mint.statusCode).toBe(403)
    expect((await withToken(secret, 'GET', '/api/v1/accounts/sessions/')).statusCode).toBe(403)
  })

  it('gets 401 when revoked, expired, unknown or malformed, and never falls back to the cookie', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const revoked = await personalToken('user@acme.example', { scopes: ['okr:read'] })
    expect((await ada.request('DELETE', `${TOKENS}${revoked.id}/`)).statusCode).toBe(204)
    const refused = await withToken(revoked.secret, 'GET', `${OKR}/objectives/`)
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['www-authenticate']).toBe('Bearer')
    expect(refused.json().detail).toBe('The API token is unknown, revoked or expired.')

    const expired = await personalToken('user@acme.example', { scopes: ['okr:read'] })
    await t.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    )
    expect((await withToken(expired.secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(401)

    expect((await withToken('ptl_unknown', 'GET', `${OKR}/objectives/`)).statusCode).toBe(401)
    // A signed-in browser sending a bad token is refused too, not served as its session's user.
    const mixed = await ada.get(`${OKR}/objectives/`, { headers: { authorization: 'Bearer nonsense' } })
    expect(mixed.statusCode).toBe(401)
    const basic = await ada.get(`${OKR}/objectives/`, { headers: { authorization: 'Basic abc' } })
    expect(basic.statusCode).toBe(401)

    expect(await auditActions(revoked.id)).toEqual([
      'token_created',
      'token_refused:revoked',
      'token_revoked',
    ])
    expect(await auditActions(expired.id)).toEqual(['token_created', 'token_refused:expired'])
  })

  it('stops working when its owner is deactivated', async () => {
    const { id, secret } = await personalToken('sofia.rossi@acme.example', { scopes: ['okr:read'] })
    expect((await withToken(secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(200)
    await t.db.execute(sql`update users set is_active = false where email = 'sofia.rossi@acme.example'`)
    expect((await withToken(secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(401)
    await t.db.execute(sql`update users set is_active = true where email = 'sofia.rossi@acme.example'`)
    expect(await auditActions(id)).toEqual(['token_created', 'token_refused:owner_inactive'])
  })

  it('limits the requests of each token per minute: 429 problem+json with Retry-After', async () => {
    const { id, secret } = await personalToken('user@acme.example', { scopes: ['okr:read'], rate_limit: 2 })
    const other = await personalToken('user@acme.example', { scopes: ['okr:read'], rate_limit: 2 })
    expect((await withToken(secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(200)
    expect((await withToken(secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(200)
    const limited = await withToken(secret, 'GET', `${OKR}/objectives/`)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toContain('application/problem+json')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    // Another token of the same person has its own budget.
    expect((await withToken(other.secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(200)
    expect(await auditActions(id)).toEqual(['token_created', 'token_refused:rate_limit'])
  })

  it('is not created while impersonating, nor with bad input (nothing stored)', async () => {
    const admin = await t.sessionAs('admin@example.com')
    expect(
      (await admin.post(`/api/v1/accounts/impersonate/${personId(t, 'user@acme.example')}/`)).statusCode,
    ).toBe(200)
    const impersonated = await admin.post(TOKENS, { name: 'x', scopes: ['okr:read'], expires_in_days: 1 })
    expect(impersonated.statusCode).toBe(403)

    const ada = await t.sessionAs('user@acme.example')
    const before = (await ada.get(TOKENS)).json().results.length
    const bad = await ada.post(TOKENS, { name: '', scopes: ['okr:admin'], expires_in_days: 1000 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['expires_in_days', 'name', 'scopes.0'])
    expect((await ada.get(TOKENS)).json().results.length).toBe(before)
    expect((await ada.request('DELETE', `${TOKENS}not-a-uuid/`)).statusCode).toBe(400)
  })
})

describe('cookie sessions', () => {
  it('still need the CSRF header on unsafe requests', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const without = await ada.post(
      TOKENS,
      { name: 'x', scopes: ['okr:read'], expires_in_days: 1 },
      { csrf: false },
    )
    expect(without.statusCode).toBe(403)
    const body = objectiveBody(t, { owner_id: personId(t, 'user@acme.example') })
    expect((await ada.post(`${OKR}/objectives/`, body, { csrf: false })).statusCode).toBe(403)
    expect((await ada.post(`${OKR}/objectives/`, body)).statusCode).toBe(201)
  })
})

describe('service accounts and key results fed by integrations', () => {
  it('pushes a key-result value as a check-in by the service account', async () => {
    const lead = await t.sessionAs('lead@acme.example')
    const account = await lead.post(ACCOUNTS, { name: 'Sales CRM' })
    expect(account.statusCode, account.body).toBe(201)
    const accountId = account.json().id as string
    const token = await lead.post(`${ACCOUNTS}${accountId}/tokens/`, {
      name: 'Nightly',
      scopes: ['okr:write'],
      expires_in_days: 90,
    })
    expect(token.statusCode, token.body).toBe(201)
    const secret = token.json().secret as string

    const lena = personId(t, 'lead@acme.example')
    const objective = await lead.post(`${OKR}/objectives/`, objectiveBody(t, { owner_id: lena }))
    const keyResult = await lead.post(`${OKR}/key-results/`, keyResultBody(objective.json().id))
    expect(keyResult.statusCode, keyResult.body).toBe(201)
    const kr = keyResult.json().id as string

    // Not yet set to take its value from integrations.
    expect(
      (await withToken(secret, 'POST', `${OKR}/key-results/${kr}/values/`, { value: 5 })).statusCode,
    ).toBe(409)
    // Ada may not change the lead's key result, so she may not switch it either.
    const ada = await t.sessionAs('user@acme.example')
    const refused = await ada.request('PUT', `${OKR}/key-results/${kr}/value-source/`, {
      from_integrations: true,
    })
    expect(refused.statusCode).toBe(403)
    const set = await lead.request('PUT', `${OKR}/key-results/${kr}/value-source/`, {
      from_integrations: true,
    })
    expect(set.json()).toEqual({ from_integrations: true })
    expect((await ada.get(`${OKR}/key-results/${kr}/value-source/`)).json()).toEqual({
      from_integrations: true,
    })

    const pushed = await withToken(secret, 'POST', `${OKR}/key-results/${kr}/values/`, {
      value: 42,
      comment: 'From the CRM',
    })
    expect(pushed.statusCode, pushed.body).toBe(201)
    expect(pushed.json()).toMatchObject({
      value: 42,
      via_integration: true,
      author: { first_name: 'Sales CRM' },
    })
    expect((await lead.get(`${OKR}/key-results/${kr}/`)).json().current_value).toBe(42)
    const history = (await lead.get(`${OKR}/key-results/${kr}/check-ins/`)).json().results
    expect(history[0]).toMatchObject({ value: 42, comment: 'From the CRM', via_integration: true })

    // A person's token does not push (they check in as themselves).
    const personal = await personalToken('lead@acme.example', { scopes: ['okr:write'] })
    const byPerson = await withToken(personal.secret, 'POST', `${OKR}/key-results/${kr}/values/`, {
      value: 1,
    })
    expect(byPerson.statusCode).toBe(403)
    // Bad input changes nothing.
    const bad = await withToken(secret, 'POST', `${OKR}/key-results/${kr}/values/`, { value: 'lots' })
    expect(bad.statusCode).toBe(400)
    expect((await lead.get(`${OKR}/key-results/${kr}/`)).json().current_value).toBe(42)

    // Removing the account stops its tokens; its check-ins keep their author.
    expect((await lead.request('DELETE', `${ACCOUNTS}${accountId}/`)).statusCode).toBe(204)
    expect((await withToken(secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(401)
    const after = (await lead.get(`${OKR}/key-results/${kr}/check-ins/`)).json().results
    expect(after[0].author.first_name).toBe('Sales CRM')
    expect((await lead.request('DELETE', `${ACCOUNTS}${accountId}/`)).statusCode).toBe(404)
  })

  it('a service account acts only in its company, as a plain member', async () => {
    const lead = await t.sessionAs('lead@acme.example')
    const account = (await lead.post(ACCOUNTS, { name: 'Robot' })).json()
    const token = (
      await lead.post(`${ACCOUNTS}${account.id}/tokens/`, {
        name: 'All',
        scopes: ['okr:write', 'people:write'],
        expires_in_days: 1,
      })
    ).json()
    const globexKr = t.world.okr.globex.keyResults.rating!.id
    expect((await withToken(token.secret, 'GET', `${OKR}/key-results/${globexKr}/`)).statusCode).toBe(404)
    expect((await withToken(token.secret, 'POST', `${OKR}/teams/`, { name: 'Robots' })).statusCode).toBe(403)
    // A token of another company's service account cannot be revoked from ACME.
    const other = await lead.request('DELETE', `${ACCOUNTS}${account.id}/tokens/${crypto.randomUUID()}/`)
    expect(other.statusCode).toBe(404)
    const revoked = await lead.request('DELETE', `${ACCOUNTS}${account.id}/tokens/${token.id}/`)
    expect(revoked.statusCode).toBe(204)
    expect((await withToken(token.secret, 'GET', `${OKR}/objectives/`)).statusCode).toBe(401)
  })
})
