import { expect, test } from './fixtures.ts'
import { DEMO_PASSWORD, pathOf, signIn } from './helpers.ts'

test('signs in on the German login page and lands on the company start page', async ({ page }) => {
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  await expect(page.getByRole('button', { name: /anmelden/i })).toBeVisible()
  await page.getByLabel(/e-?mail/i).fill('user@acme.example')
  await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /anmelden/i }).click()
  // ACME's start page is the internal endpoint /client/dashboard.
  await expect(page).toHaveURL(/\/client\/dashboard$/)
})

test('signs in on the English login page', async ({ page }) => {
  await page.goto('/en-US/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await page.getByLabel(/e-?mail/i).fill('user@globex.example')
  await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  // Globex has no start page: the default one, in the user's own locale (en-US).
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)
})

test('shows the server message for a wrong password and stays on the page', async ({ page }) => {
  await page.goto('/en-US/login')
  await page.getByLabel(/e-?mail/i).fill('user@acme.example')
  await page.getByRole('textbox', { name: /passwor/i }).fill('not-the-password')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('E-mail or password is wrong.')).toBeVisible()
  expect(pathOf(page)).toBe('/en-US/login')
})

test('guards: client pages need a session, in the same locale', async ({ page }) => {
  await page.goto('/client/okr')
  await expect(page).toHaveURL(/^[^?]*\/login$/)
  expect(pathOf(page)).toBe('/login')
  await page.goto('/en-US/client/okr')
  expect(pathOf(page)).toBe('/en-US/login')
  await page.goto('/')
  expect(pathOf(page)).toBe('/login')
})

test('a signed-in user opening the login page goes to the whiteboard', async ({ page }) => {
  await signIn(page, 'user@acme.example')
  await page.goto('/login')
  await expect(page).toHaveURL(/\/client\/svc\/whiteboard$/)
})

test('the root follows the start page of the active company', async ({ page }) => {
  await signIn(page, 'lead@acme.example')
  await page.goto('/')
  await expect(page).toHaveURL(/\/client\/dashboard$/)
})

test('asks a user without names to complete the profile and saves them', async ({ page }) => {
  await page.goto('/en-US/login')
  await page.getByLabel(/e-?mail/i).fill('new@acme.example')
  await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Please complete your profile information.')).toBeVisible()
  await expect(page).toHaveURL(/\/client\/profile$/)
  await page.getByLabel(/first name/i).fill('Nora')
  await page.getByLabel(/last name/i).fill('Neu')
  // The profile's own form (the page also saves notification settings).
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.reload()
  await expect(page.getByLabel(/first name/i)).toHaveValue('Nora')
  await expect(page.getByLabel(/last name/i)).toHaveValue('Neu')
})

test('logs out: the session ends and client pages need a sign-in again', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.getByRole('button', { name: /user menu|benutzermenü/i }).click()
  await page.getByRole('menuitem', { name: /log ?out|sign out|abmelden/i }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/en-US/client/okr')
  expect(pathOf(page)).toBe('/en-US/login')
})
