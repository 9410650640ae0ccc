import { type ChildProcess, spawn } from 'node:child_process'
import type { APIRequest } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { hydrated, signIn, signOut } from './helpers.ts'
import { NOW } from './today.ts'

let idp: ChildProcess | null = null
let issuer = ''

/**
 * The portal's own "now": its clock started at the suite's fixed today (PORTAL_NOW) and has ticked on
 * since, so a session opened now is stamped with it. (The HTTP Date header keeps the real clock.)
 */
async function portalNow(request: APIRequest, baseURL: string | undefined) {
  const portal = await request.newContext({ baseURL })
  try {
    await portal.get('/api/v1/accounts/csrf/')
    const csrf = (await portal.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? ''
    const headers = { 'x-csrftoken': csrf }
    await portal.post('/api/v1/accounts/login/', {
      data: { email: 'admin@example.com', password: 'Portal!demo1' },
      headers,
    })
    const sessions = (await (await portal.get('/api/v1/accounts/sessions/')).json()) as {
      results: { current: boolean; last_seen_at: string }[]
    }
    await portal.post('/api/v1/accounts/logout/', { headers })
    return sessions.results.find((s) => s.current)?.last_seen_at ?? NOW
  } finally {
    await portal.dispose()
  }
}

// The test provider runs beside the e2e server on the portal's clock: its ID tokens live 10 minutes, and
// deep in a long suite a provider started at the suite's today would issue tokens already expired for
// the portal, whose clock has ticked on since.
test.beforeAll(async ({ baseURL, playwright }) => {
  const now = await portalNow(playwright.request, baseURL)
  idp = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', '../apps/server/src/test/portal-now.ts', 'tests/test-idp.ts'],
    {
      env: { ...process.env, PORTAL_NOW: now, IDP_PORTAL_URL: baseURL ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  issuer = await new Promise<string>((resolve, reject) => {
    let out = ''
    idp?.stdout?.on('data', (chunk) => {
      out += String(chunk)
      const ready = /IDP_READY (\S+)/.exec(out)
      if (ready?.[1]) resolve(ready[1])
    })
    idp?.once('exit', (code) => reject(new Error(`the test provider stopped (${code})`)))
  })
})

test.afterAll(() => {
  idp?.kill()
})

test('staff set a company’s provider; its people sign in there and sign out to its logout', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin@example.com', '/en-US')
  const companies = await (await page.request.get('/api/v1/okr/companies/?page_size=50')).json()
  const initech = companies.results.find((c: { name: string }) => c.name === 'Initech')
  await page.goto(`/en-US/client/companies/${initech.id}`)
  await hydrated(page)
  // The provider and the directory sit in the company's Identity tab.
  await page.getByRole('tab', { name: 'Identity' }).click()
  await expect(page).toHaveURL(/\?tab=identity$/)
  const section = page.getByRole('region', { name: 'Single sign-on (OpenID Connect)' })
  await section.getByLabel('Button name').fill('Initech ID')
  await section.getByLabel('Issuer URL').fill(issuer)
  await section.getByLabel('Client ID').fill('portal-test')
  await section.getByLabel('Client secret').fill('portal-test-secret-0123456789abcdef')
  await section.getByLabel('E-mail domains').fill('initech-sso.example')
  await section.getByRole('button', { name: 'Save provider' }).click()
  await expect(page.getByText('Provider saved.')).toBeVisible()
  await expect(section.getByText('Stored (encrypted). Leave empty to keep it.')).toBeVisible()
  await signOut(page)

  // The login page offers the company's provider for an address at its domain.
  await page.goto('/en-US/login')
  await page.getByLabel('E-mail').fill('peter@initech-sso.example')
  await page.getByLabel('E-mail').blur()
  await page.getByRole('button', { name: 'Sign in with Initech ID' }).click()
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`))
  await page.getByLabel('E-mail').fill('peter@initech-sso.example')
  await page.getByRole('button', { name: 'Continue at the Test IdP' }).click()

  // Back in the portal, signed in as that person, in the language the sign-in started in.
  await expect(page).toHaveURL(/\/en-US\/client\//)
  // A new person gets the portal's tour first.
  await page.getByRole('button', { name: 'Skip tour' }).click()
  await page.getByRole('button', { name: 'User menu' }).click()
  await expect(page.getByText('peter@initech-sso.example')).toBeVisible()

  // Logging out goes on to the provider's own logout.
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(new RegExp(`^${issuer}/session/end`))
})

test('a sign-in that cannot be completed lands on the login page with the reason', async ({ page }) => {
  await page.goto('/en-US/callback/oidc?state=forged&code=forged')
  await expect(page).toHaveURL(/\/login\?sso_error=state$/)
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in could not be verified. Please start it again from this page.',
  )
})
