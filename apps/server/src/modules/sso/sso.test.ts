import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAccounts, companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { followAtIdp, IDP_CLIENT, type IdpAccount, startTestIdp } from '../../test/oidc-provider.ts'
import { type Agent, startTestApp } from '../../test/test-app.ts'
import { ssoProviders, ssoTransactions } from './sso.tables.ts'

let t: Awaited<ReturnType<typeof startTestApp>>
let idp: Awaited<ReturnType<typeof startTestIdp>>
const PORTAL = 'http://127.0.0.1:3999'
const SSO_PATH = (company: string) => `/api/v1/okr/companies/${company}/sso/`

beforeAll(async () => {
  t = await startTestApp({ publicUrl: PORTAL })
  idp = await startTestIdp(PORTAL)
  const admin = await t.sessionAs('admin@example.com')
  const saved = await admin.request('PUT', SSO_PATH(t.world.initech.id), {
    name: 'Initech ID',
    issuer: idp.issuer,
    client_id: IDP_CLIENT.id,
    client_secret: IDP_CLIENT.secret,
    scopes: 'openid email profile groups',
    email_domains: ['initech-sso.example'],
    password_sign_in_allowed: false,
    groups_claim: 'groups',
    is_active: true,
  })
  expect(saved.statusCode, saved.body).toBe(200)
})

afterAll(async () => {
  await idp?.stop()
  await t?.close()
})

/** Starts at the portal, signs in at the provider, and hands the provider's answer to the portal. */
async function signInThroughIdp(agent: Agent, account: IdpAccount, email = account.email ?? '') {
  idp.signIn(account)
  const start = await agent.post('/api/v1/accounts/sso/start/', { email, locale: 'en-US' })
  expect(start.statusCode, start.body).toBe(200)
  const back = await followAtIdp(start.json().redirect_url, PORTAL)
  expect(back.pathname).toBe('/callback/oidc')
  return { back, answer: await agent.get(`/api/v1/accounts/sso/callback/${back.search}`) }
}

const person = (sub: string, extra: Partial<IdpAccount> = {}): IdpAccount => ({
  sub,
  email: `${sub}@initech-sso.example`,
  email_verified: true,
  given_name: 'Peter',
  family_name: 'Gibbons',
  ...extra,
})

describe('single sign-on configuration', () => {
  it('stores the client secret encrypted and never answers it', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const read = await admin.get(SSO_PATH(t.world.initech.id))
    expect(read.json().provider).toMatchObject({
      has_client_secret: true,
      email_domains: ['initech-sso.example'],
      redirect_uri: `${PORTAL}/callback/oidc`,
    })
    expect(read.body).not.toContain(IDP_CLIENT.secret)
    const [row] = await t.db.select().from(ssoProviders)
    expect(row?.clientSecretSealed).toBeTruthy()
    expect(row?.clientSecretSealed).not.toContain(IDP_CLIENT.secret)
  })

  it('refuses a domain another company already routes, and a non-https issuer', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const clash = await admin.request('PUT', SSO_PATH(t.world.acme.id), {
      name: 'ACME',
      issuer: 'https://login.acme.example',
      client_id: 'x',
      scopes: 'openid email',
      email_domains: ['initech-sso.example'],
      password_sign_in_allowed: true,
      groups_claim: '',
      is_active: true,
    })
    expect(clash.statusCode).toBe(400)
    expect(clash.json().errors.email_domains).toBeDefined()
    const plain = await admin.request('PUT', SSO_PATH(t.world.acme.id), {
      name: 'ACME',
      issuer: 'http://login.acme.example',
      client_id: 'x',
      scopes: 'openid email',
      email_domains: ['acme-sso.example'],
      password_sign_in_allowed: true,
      groups_claim: '',
      is_active: true,
    })
    expect(plain.statusCode).toBe(400)
    expect(plain.json().errors.issuer).toBeDefined()
  })

  it('tells the login page which addresses go to a provider, and refuses their password', async () => {
    const agent = t.agent()
    const found = await agent.post('/api/v1/accounts/sso/discover/', { email: 'x@initech-sso.example' })
    expect(found.json()).toEqual({ provider: { name: 'Initech ID', password_sign_in_allowed: false } })
    const none = await agent.post('/api/v1/accounts/sso/discover/', { email: 'user@acme.example' })
    expect(none.json()).toEqual({ provider: null })
    const password = await agent.post('/api/v1/accounts/login/', {
      email: 'someone@initech-sso.example',
      password: 'Portal!demo1',
    })
    expect(password.statusCode).toBe(403)
    expect(password.json().detail).toMatch(/single sign-on/)
  })
})

describe('sign-in through the provider (code flow with PKCE, state and nonce)', () => {
  it('creates the user by verified e-mail, joins the company and its claimed groups, and signs in', async () => {
    const [group] = await t.db
      .insert(groups)
      .values({ companyId: t.world.initech.id, name: 'Engineering' })
      .returning()
    const agent = t.agent()
    const { answer } = await signInThroughIdp(agent, person('peter', { groups: ['engineering', 'Nope'] }))
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/en-US')
    const me = await agent.get('/api/v1/accounts/me/')
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email: 'peter@initech-sso.example', first_name: 'Peter' })
    const [user] = await t.db.select().from(users).where(eq(users.email, 'peter@initech-sso.example'))
    expect(user?.emailVerified).toBe(true)
    expect(user?.activeCompanyId).toBe(t.world.initech.id)
    const memberships = await t.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, user?.id ?? ''))
    expect(memberships.map((m) => m.companyId)).toEqual([t.world.initech.id])
    const inGroups = await t.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.userId, user?.id ?? ''))
    expect(inGroups.map((m) => m.setId)).toEqual([group?.id])
  })

  it('links an existing portal user with the same verified address, and finds them by subject later', async () => {
    const [existing] = await t.db
      .insert(users)
      .values({ email: 'milton@initech-sso.example', firstName: 'Milton', lastName: 'Waddams' })
      .returning()
    const first = await signInThroughIdp(
      t.agent(),
      person('milton-sub', { email: 'milton@initech-sso.example' }),
    )
    expect(first.answer.statusCode).toBe(303)
    const links = await t.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, existing?.id ?? ''))
    expect(links.map((l) => l.accountId)).toEqual(['milton-sub'])
    // The subject decides from now on, even when the provider's address changes.
    const agent = t.agent()
    const again = await signInThroughIdp(
      agent,
      person('milton-sub', { email: 'milton.waddams@initech-sso.example' }),
      'milton@initech-sso.example',
    )
    expect(again.answer.headers.location).toBe('/en-US')
    expect((await agent.get('/api/v1/accounts/me/')).json().email).toBe('milton@initech-sso.example')
  })

  it('never signs in by an unverified e-mail', async () => {
    const agent = t.agent()
    const { answer } = await signInThroughIdp(agent, person('samir', { email_verified: false }))
    expect(answer.headers.location).toBe('/en-US/login?sso_error=email_not_verified')
    expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    expect(await t.db.select().from(users).where(eq(users.email, 'samir@initech-sso.example'))).toEqual([])
  })

  it('refuses an address outside the company’s domains (no take-over of other accounts)', async () => {
    const agent = t.agent()
    const { answer } = await signInThroughIdp(
      agent,
      person('mallory', { email: 'admin@example.com' }),
      'mallory@initech-sso.example',
    )
    expect(answer.headers.location).toBe('/en-US/login?sso_error=unknown_issuer')
    expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(401)
  })

  it('refuses a tampered state, a replayed code and another browser’s answer', async () => {
    const agent = t.agent()
    idp.signIn(person('lumbergh'))
    const start = await agent.post('/api/v1/accounts/sso/start/', { email: 'lumbergh@initech-sso.example' })
    const back = await followAtIdp(start.json().redirect_url, PORTAL)
    const tampered = new URLSearchParams(back.search)
    tampered.set('state', `${tampered.get('state')}x`)
    const wrongState = await agent.get(`/api/v1/accounts/sso/callback/?${tampered}`)
    expect(wrongState.headers.location).toBe('/en-US/login?sso_error=state')

    // Another browser (no binding cookie) with the real answer: refused, and the state is spent.
    const stranger = await t.agent().get(`/api/v1/accounts/sso/callback/${back.search}`)
    expect(stranger.headers.location).toMatch(/sso_error=state$/)

    // A fresh sign-in succeeds; its code replayed afterwards does not.
    const ok = await signInThroughIdp(agent, person('lumbergh'))
    expect(ok.answer.headers.location).toBe('/en-US')
    const replay = await t.agent().get(`/api/v1/accounts/sso/callback/${ok.back.search}`)
    expect(replay.headers.location).toMatch(/sso_error=state$/)
  })

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const agent = t.agent()
    idp.signIn(person('nina'))
    const start = await agent.post('/api/v1/accounts/sso/start/', { email: 'nina@initech-sso.example' })
    const back = await followAtIdp(start.json().redirect_url, PORTAL)
    // The provider signed the nonce of the request; the portal now expects another one.
    await t.db
      .update(ssoTransactions)
      .set({ nonce: 'another-nonce' })
      .where(eq(ssoTransactions.state, back.searchParams.get('state') ?? ''))
    const answer = await agent.get(`/api/v1/accounts/sso/callback/${back.search}`)
    expect(answer.headers.location).toBe('/en-US/login?sso_error=state')
    expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(401)
  })

  it('lands on the login page with the reason when the user cancels at the provider', async () => {
    const agent = t.agent()
    idp.deny()
    const start = await agent.post('/api/v1/accounts/sso/start/', {
      email: 'x@initech-sso.example',
      locale: 'de-DE',
    })
    const back = await followAtIdp(start.json().redirect_url, PORTAL)
    expect(back.searchParams.get('error')).toBe('access_denied')
    const answer = await agent.get(`/api/v1/accounts/sso/callback/${back.search}`)
    expect(answer.headers.location).toBe('/login?sso_error=denied')
  })

  it('completes a sign-in the provider began (third-party initiated login)', async () => {
    const agent = t.agent()
    idp.signIn(person('tom'))
    const unknown = await agent.get('/api/v1/accounts/sso/initiate/?iss=https%3A%2F%2Fnobody.example')
    expect(unknown.headers.location).toBe('/en-US/login?sso_error=unknown_issuer')
    const begun = await agent.get(`/api/v1/accounts/sso/initiate/?iss=${encodeURIComponent(idp.issuer)}`)
    expect(begun.statusCode).toBe(303)
    expect(begun.headers.location).toMatch(new RegExp(`^${idp.issuer}/auth\\?`))
    const back = await followAtIdp(String(begun.headers.location), PORTAL)
    const answer = await agent.get(`/api/v1/accounts/sso/callback/${back.search}`)
    expect(answer.headers.location).toBe('/en-US')
    expect((await agent.get('/api/v1/accounts/me/')).json().email).toBe('tom@initech-sso.example')
  })

  it('refuses an address without a provider', async () => {
    const start = await t.agent().post('/api/v1/accounts/sso/start/', { email: 'user@acme.example' })
    expect(start.statusCode).toBe(404)
  })
})

describe('logout of a single sign-on session', () => {
  it('answers the provider’s end-session address with the ID token hint; a password session gets /login', async () => {
    const agent = t.agent()
    await signInThroughIdp(agent, person('bob'))
    const out = await agent.post('/api/v1/accounts/logout/')
    expect(out.statusCode).toBe(200)
    const address = new URL(out.json().redirect_url)
    expect(`${address.origin}${address.pathname}`).toBe(`${idp.issuer}/session/end`)
    expect(address.searchParams.get('id_token_hint')).toBeTruthy()
    expect(address.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/login`)
    expect((await agent.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    // The provider accepts it: its logout page answers, not an error.
    const atIdp = await fetch(address, { redirect: 'manual' })
    expect(atIdp.status).toBeLessThan(400)

    const password = await t.sessionAs('user@acme.example')
    expect((await password.post('/api/v1/accounts/logout/')).json()).toEqual({ redirect_url: '/login' })
  })
})
