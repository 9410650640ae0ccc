import { me } from '@portal/contracts/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const ME = '/api/v1/accounts/me/'
const LOGIN = '/api/v1/accounts/login/'

describe('login', () => {
  it('signs in with the demo password and returns exactly the spec User', async () => {
    const agent = t.agent()
    const response = await agent.post(LOGIN, { email: 'user@acme.example', password: 'Portal!demo1' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'active_company',
        'active_company_homepage_endpoint',
        'email',
        'first_name',
        'is_company_admin',
        'is_impersonate',
        'is_superuser',
        'last_name',
        'locale',
        'role',
      ].sort(),
    )
    expect(me.parse(body)).toEqual({
      email: 'user@acme.example',
      first_name: 'Ada',
      last_name: 'Muster',
      role: 0,
      is_superuser: false,
      is_company_admin: false,
      is_impersonate: false,
      active_company: t.world.acme.id,
      active_company_homepage_endpoint: {
        type: 'internal',
        endpoint: '/client/dashboard',
        service_slug: null,
      },
      locale: 'de-DE',
    })
  })

  it('sets an HttpOnly, SameSite=Lax session cookie with a new id at every login', async () => {
    const agent = t.agent()
    const first = await agent.post(LOGIN, { email: 'user@acme.example', password: 'Portal!demo1' })
    const cookie = first.cookies.find((c) => c.name.endsWith('session_token'))
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeFalsy()
    const second = await agent.post(LOGIN, { email: 'user@acme.example', password: 'Portal!demo1' })
    const renewed = second.cookies.find((c) => c.name.endsWith('session_token'))
    expect(renewed?.value).toBeTruthy()
    expect(renewed?.value).not.toBe(cookie?.value)
    // The session the browser came with has ended on the server.
    const stale = await t.app.inject({
      method: 'GET',
      url: ME,
      headers: { cookie: `${cookie?.name}=${cookie?.value}` },
    })
    expect(stale.statusCode).toBe(401)
  })

  it('marks the session cookie Secure when the portal is served over https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://portal.example', secureCookies: true })
    try {
      const response = await secure
        .agent()
        .post(LOGIN, { email: 'user@acme.example', password: 'Portal!demo1' })
      expect(response.statusCode).toBe(200)
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'))
      expect(cookie?.secure).toBe(true)
    } finally {
      await secure.close()
    }
  })

  it('answers a wrong password and an unknown e-mail with the same generic 400', async () => {
    const wrongPassword = await t.agent().post(LOGIN, { email: 'user@acme.example', password: 'nope-nope' })
    const unknown = await t.agent().post(LOGIN, { email: 'nobody@acme.example', password: 'Portal!demo1' })
    expect(wrongPassword.statusCode).toBe(400)
    expect(unknown.statusCode).toBe(400)
    expect(wrongPassword.headers['content-type']).toContain('application/problem+json')
    expect(wrongPassword.json().detail).toBe('E-mail or password is wrong.')
    expect(unknown.json().detail).toBe(wrongPassword.json().detail)
    expect(wrongPassword.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined()
  })

  it('answers in the language of the browser when nobody is signed in', async () => {
    const response = await t
      .agent()
      .post(
        LOGIN,
        { email: 'user@acme.example', password: 'nope-nope' },
        { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
      )
    expect(response.json().detail).toBe('E-Mail-Adresse oder Passwort ist falsch.')
  })

  it('locks an account after more than 10 failures in 3 minutes with 429 and Retry-After', async () => {
    const { createUser } = await import('./accounts.seed.ts')
    await createUser(t.db, { email: 'target@acme.example', company: { id: t.world.acme.id } })
    const agent = t.agent()
    for (let i = 0; i < 10; i++) {
      const r = await agent.post(
        LOGIN,
        { email: 'target@acme.example', password: `wrong-${i}` },
        { ip: `10.0.0.${i}` },
      )
      expect(r.statusCode).toBe(400)
    }
    const locked = await agent.post(
      LOGIN,
      { email: 'target@acme.example', password: 'Portal!demo1' },
      { ip: '10.0.1.1' },
    )
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(180)
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/)
  })

  it('locks an IP after more than 10 failures across accounts', async () => {
    const agent = t.agent()
    for (let i = 0; i < 10; i++) {
      await agent.post(
        LOGIN,
        { email: `ghost${i}@acme.example`, password: 'wrong-pass' },
        { ip: '192.0.2.77' },
      )
    }
    const locked = await agent.post(
      LOGIN,
      { email: 'user@globex.example', password: 'Portal!demo1' },
      { ip: '192.0.2.77' },
    )
    expect(locked.statusCode).toBe(429)
    const elsewhere = await agent.post(
      LOGIN,
      { email: 'user@globex.example', password: 'Portal!demo1' },
      { ip: '192.0.2.78' },
    )
    expect(elsewhere.statusCode).toBe(200)
  })

  it('rejects a deactivated account like a wrong password', async () => {
    const { createUser } = await import('./accounts.seed.ts')
    await createUser(t.db, { email: 'gone@acme.example', isActive: false, company: { id: t.world.acme.id } })
    const response = await t.agent().post(LOGIN, { email: 'gone@acme.example', password: 'Portal!demo1' })
    expect(response.statusCode).toBe(400)
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined()
  })

  it('refuses malformed bodies with field messages', async () => {
    const response = await t.agent().post(LOGIN, { email: 42, extra: true })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.errors.email).toBeDefined()
    expect(body.errors.password).toEqual(['This field is required.'])
    expect(body.errors.extra).toEqual(['This field is not allowed.'])
  })
})

describe('me', () => {
  it('is 401 problem+json without a session', async () => {
    const response = await t.agent().get(ME)
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toMatchObject({ status: 401, detail: 'Please sign in.' })
  })

  it('shows an admin and a superuser with their roles', async () => {
    const admin = await (await t.signIn('admin@example.com')).get(ME)
    expect(admin.json()).toMatchObject({ role: 1, is_superuser: false })
    const superuser = await (await t.signIn('super@example.com')).get(ME)
    expect(superuser.json()).toMatchObject({ role: 1, is_superuser: true })
  })

  it('shows the company admin flag of the active company and Globex without a start page', async () => {
    expect((await (await t.signIn('lead@acme.example')).get(ME)).json().is_company_admin).toBe(true)
    expect((await (await t.signIn('user@globex.example')).get(ME)).json()).toMatchObject({
      is_company_admin: false,
      active_company: t.world.globex.id,
      active_company_homepage_endpoint: { type: null, endpoint: null, service_slug: null },
    })
  })

  it('updates first and last name, and refuses empty names and unknown fields without writing', async () => {
    const agent = await t.signIn('new@acme.example')
    expect((await agent.get(ME)).json()).toMatchObject({ first_name: '', last_name: '' })
    const bad = await agent.post(ME, { first_name: ' ', last_name: 'Neu', is_superuser: true })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toMatchObject({
      first_name: ['This field is required.'],
      is_superuser: ['This field is not allowed.'],
    })
    expect((await agent.get(ME)).json()).toMatchObject({ first_name: '', last_name: '', is_superuser: false })
    const ok = await agent.post(ME, { first_name: 'Nina', last_name: 'Neu' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ first_name: 'Nina', last_name: 'Neu' })
    expect((await agent.get(ME)).json()).toMatchObject({ first_name: 'Nina', last_name: 'Neu' })
  })

  it('stores the locale and then answers errors in it', async () => {
    const agent = await t.signIn('user@globex.example')
    const bad = await agent.post('/api/v1/accounts/profile/locale/', { locale: 'xx-XX' })
    expect(bad.statusCode).toBe(400)
    const ok = await agent.post('/api/v1/accounts/profile/locale/', { locale: 'de-AT' })
    expect(ok.json().locale).toBe('de-AT')
    expect((await agent.get(ME)).json().locale).toBe('de-AT')
    const german = await agent.post(ME, { first_name: '', last_name: '' })
    expect(german.json().errors.first_name).toEqual(['Dieses Feld ist erforderlich.'])
  })
})

describe('logout', () => {
  it('ends the session on the server and returns the login page', async () => {
    const agent = await t.signIn('user@acme.example')
    const cookie = [...agent.cookies].find(([name]) => name.endsWith('session_token'))!
    const response = await agent.post('/api/v1/accounts/logout/')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ redirect_url: '/login' })
    expect((await agent.get(ME)).statusCode).toBe(401)
    const replay = await t.app.inject({
      method: 'GET',
      url: ME,
      headers: { cookie: `${cookie[0]}=${cookie[1]}` },
    })
    expect(replay.statusCode).toBe(401)
  })
})

describe('password change', () => {
  const PASSWORD = '/api/v1/accounts/password/'

  it('ends the other sessions, renews this one, and the new password works', async () => {
    const { createUser } = await import('./accounts.seed.ts')
    await createUser(t.db, {
      email: 'pw@acme.example',
      firstName: 'Pia',
      lastName: 'Wort',
      company: { id: t.world.acme.id },
    })
    const here = await t.signIn('pw@acme.example')
    const elsewhere = await t.signIn('pw@acme.example')
    const before = [...here.cookies].find(([n]) => n.endsWith('session_token'))?.[1]
    const changed = await here.post(PASSWORD, {
      current_password: 'Portal!demo1',
      new_password: 'Brand-new!pass2',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().email).toBe('pw@acme.example')
    expect([...here.cookies].find(([n]) => n.endsWith('session_token'))?.[1]).not.toBe(before)
    expect((await here.get(ME)).statusCode).toBe(200)
    expect((await elsewhere.get(ME)).statusCode).toBe(401)
    expect(
      (await t.agent().post(LOGIN, { email: 'pw@acme.example', password: 'Portal!demo1' })).statusCode,
    ).toBe(400)
    expect(
      (await t.agent().post(LOGIN, { email: 'pw@acme.example', password: 'Brand-new!pass2' })).statusCode,
    ).toBe(200)
  })

  it('refuses a wrong current password as a field error and changes nothing', async () => {
    const agent = await t.signIn('user@globex.example')
    const refused = await agent.post(PASSWORD, { current_password: 'wrong', new_password: 'Brand-new!pass2' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.current_password).toHaveLength(1)
    expect((await agent.get(ME)).statusCode).toBe(200)
    expect(
      (await t.agent().post(LOGIN, { email: 'user@globex.example', password: 'Portal!demo1' })).statusCode,
    ).toBe(200)
  })

  it('refuses a short new password', async () => {
    const agent = await t.signIn('user@globex.example')
    const refused = await agent.post(PASSWORD, { current_password: 'Portal!demo1', new_password: 'short' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.new_password).toEqual([expect.stringMatching(/10/)])
  })
})
