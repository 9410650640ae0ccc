import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD, hydrated, pathOf, signIn } from './helpers.ts'

/**
 * Issue 11: a sign-in form works before, during and after hydration, and without JavaScript. Password
 * managers fill the server-rendered form before the scripts run; nothing typed may be lost.
 */

/** Holds the page's scripts back until `release` is called: the form is the server's HTML alone. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key)

for (const [prefix, email, button, start] of [
  ['/en-US', 'user@globex.example', /sign in/i, /\/en-US\/client\/svc\/whiteboard$/],
  ['', 'user@acme.example', /anmelden/i, /\/client\/dashboard$/],
] as const) {
  test(`typed before the scripts ran, then submitted (${prefix || '/'}): signs in`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    const release = await holdScripts(page)
    await page.goto(`${prefix}/login`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel(/e-?mail/i).fill(email)
    await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
    release()
    await hydrated(page)
    await page.getByRole('button', { name: button }).click()
    await expect(page).toHaveURL(start)
    // SPEC §3/§4: the signed-in marker and the active company are kept from the sign-in on.
    expect(await storage(page, 'isAuthenticated')).toBe('1')
    expect(await storage(page, 'activeCompany')).toMatch(/^[0-9a-f-]{36}$/)
    await context.close()
  })
}

test.describe('without JavaScript', () => {
  /** A page that never runs a script (the fixture's page waits for hydration, which never comes here). */
  const scriptless = async (browser: Browser, baseURL: string | undefined) =>
    (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()

  test('signs in with the plain form and lands on the start page', async ({ browser, baseURL }) => {
    const page = await scriptless(browser, baseURL)
    await page.goto('/en-US/login')
    await page.getByLabel(/e-?mail/i).fill('user@globex.example')
    await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)
  })

  test("a wrong password shows the server's message in the page's language and keeps the address", async ({
    browser,
    baseURL,
  }) => {
    const page = await scriptless(browser, baseURL)
    await page.goto('/login')
    await page.getByLabel(/e-?mail/i).fill('user@acme.example')
    await page.getByRole('textbox', { name: /passwor/i }).fill('not-the-password')
    await page.getByRole('button', { name: /anmelden/i }).click()
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.')
    expect(pathOf(page)).toBe('/login')
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue('user@acme.example')
  })

  test('registers, asks for a reset link and activates a code with plain forms', async ({
    browser,
    baseURL,
    page: staff,
  }) => {
    // A code of its own, issued by staff for ACME (other journeys count Globex's members).
    await signIn(staff, 'admin@example.com', '/en-US')
    await staff.goto('/en-US/client/companies')
    await staff.getByRole('link', { name: 'ACME' }).click()
    await expect(staff.getByRole('heading', { name: 'Activation codes' })).toBeVisible()
    await staff.waitForLoadState('networkidle')
    await staff.getByRole('button', { name: 'Issue code' }).click()
    const code = (await staff.getByTestId('issued-code').textContent()) ?? ''
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/)

    const page = await scriptless(browser, baseURL)
    await page.goto('/en-US/register')
    await page.getByLabel('Work e-mail').fill('plain.form@acme.example')
    await page.getByLabel('First name').fill('Plain')
    await page.getByLabel('Last name').fill('Form')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour!lantern-42')
    await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Harbour!lantern-43')
    await page.getByRole('button', { name: 'Register' }).click()
    // The page's own check, on its field; the other values are kept (never a password).
    await expect(page.getByText('The passwords do not match.')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Plain')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour!lantern-42')
    await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Harbour!lantern-42')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible()

    await page.goto('/en-US/reset-password')
    await page.getByLabel('E-mail').fill('user@initech.example')
    await page.getByRole('button', { name: /link/i }).click()
    await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible()

    await page.goto('/en-US/standalone/pfisterer-activation')
    await page.getByRole('textbox', { name: 'Activation code' }).fill(code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('You are joining ACME.')).toBeVisible()
    await page.getByLabel('E-mail').fill('plain.activation@acme.example')
    await page.getByLabel('First name').fill('Plain')
    await page.getByLabel('Last name').fill('Activation')
    await page.getByRole('textbox', { name: 'Choose a password' }).fill('Harbour!lantern-42')
    await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Harbour!lantern-42')
    await page.getByRole('button', { name: 'Activate and sign in' }).click()
    // Signed in with the new account, on ACME's start page.
    await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)
  })
})

test('a post from another site is refused, and signs nobody in', async ({ request }) => {
  const response = await request.post('/en-US/login', {
    form: { email: 'user@acme.example', password: DEMO_PASSWORD },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  })
  // Refused by React Router's own origin check (400) or, without an Origin header, by the action's (403).
  expect([400, 403]).toContain(response.status())
  expect(response.headers()['set-cookie'] ?? '').not.toMatch(/session/i)
  const unmarked = await request.post('/en-US/login', {
    form: { email: 'user@acme.example', password: DEMO_PASSWORD },
    headers: { 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  })
  expect(unmarked.status()).toBe(403)
  expect(unmarked.headers()['set-cookie'] ?? '').not.toMatch(/session/i)
})

test('the signed-in marker is cleared when a page sends the user to the login page', async ({ page }) => {
  await page.goto('/en-US/login')
  await page.evaluate(() => window.localStorage.setItem('isAuthenticated', '1'))
  // No session: the server-side loader of a client page answers with the login page.
  await page.goto('/en-US/client/okr')
  await expect(page).toHaveURL(/\/en-US\/login$/)
  expect(await storage(page, 'isAuthenticated')).toBeNull()
})
