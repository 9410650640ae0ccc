import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('an unknown route shows Page Not Found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/en-US/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /en-US/no/such/page')).toBeVisible()
})

test('an unknown locale prefix is a 404', async ({ page }) => {
  const response = await page.goto('/xx-YY/login')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /xx-YY/login')).toBeVisible()
})

test('a malformed id is a 404 for a signed-in user', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  const response = await page.goto('/en-US/client/users/not-a-uuid')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /en-US/client/users/not-a-uuid')).toBeVisible()
})

test('every locale prefix serves the login page in its language', async ({ page }) => {
  // lang names the language shown: zh-CHS is Swiss German (SPEC §1), written without "ß".
  for (const [prefix, lang] of [
    ['/de-DE', 'de-DE'],
    ['/de-AT', 'de-AT'],
    ['/zh-CHS', 'de-CH'],
    ['/fr-FR', 'fr-FR'],
    ['/es-ES', 'es-ES'],
    ['/pt-PT', 'pt-PT'],
  ]) {
    const response = await page.goto(`${prefix}/login`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang!)
  }
})

test('switching the locale keeps the page', async ({ page }) => {
  await signIn(page, 'lead@acme.example')
  await page.goto('/client/okr')
  await page
    .getByRole('button', { name: /sprache|language/i })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en-US\/client\/okr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

  // The choice is stored on Lena; back to German, as the demo (and the teams journey) expects her.
  await page.getByRole('button', { name: 'Language' }).first().click()
  await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click()
  await expect(page).toHaveURL(/\/client\/okr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
})

test('a record id that does not exist is a 404 page on every record screen, for staff too', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  const missing = '00000000-0000-4000-8000-000000000000'
  for (const screen of ['companies', 'teams', 'users', 'services', 'notifications']) {
    const path = `/en-US/client/${screen}/${missing}`
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  }
})
