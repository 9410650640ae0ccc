import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('someone activates an account with a code and lands on the company’s start page', async ({ page }) => {
  await page.goto('/en-US/standalone/pfisterer-activation')
  await page.waitForLoadState('networkidle')
  await page.getByRole('textbox', { name: 'Activation code' }).fill('acme-2026-welcome')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('You are joining ACME.')).toBeVisible()
  await page.getByRole('textbox', { name: 'E-mail' }).fill('paula.park@acme.example')
  await page.getByRole('textbox', { name: 'First name' }).fill('Paula')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park')
  await page.getByRole('textbox', { name: 'Choose a password' }).fill('Paula!secret12')
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Paula!secret1')
  await page.getByRole('button', { name: 'Activate and sign in' }).click()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('Paula!secret12')
  await page.getByRole('button', { name: 'Activate and sign in' }).click()
  // ACME starts on its dashboard.
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)

  // The code worked once.
  const again = await (await page.context().browser()!.newContext()).newPage()
  await again.goto('/en-US/standalone/pfisterer-activation?code=ACME-2026-WELCOME')
  await again.waitForLoadState('networkidle')
  await again.getByRole('button', { name: 'Continue' }).click()
  await expect(
    again.getByText('This code is not valid: it may be mistyped, used, revoked or expired.'),
  ).toBeVisible()
})

test('staff issue a code for a named person, who activates with a password only', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/companies')
  await page.getByRole('link', { name: 'ACME' }).click()
  await expect(page.getByRole('heading', { name: 'Activation codes' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('textbox', { name: 'E-mail (optional)' }).fill('rita.ready@acme.example')
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Rita')
  await page.getByRole('textbox', { name: 'Last name (optional)' }).fill('Ready')
  await page.getByRole('button', { name: 'Issue code' }).click()
  const code = (await page.getByTestId('issued-code').textContent()) ?? ''
  expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/)
  const row = page.getByRole('row', { name: /Rita Ready · rita\.ready@acme\.example/ })
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row).not.toContainText(code)

  const rita = await (await browser.newContext()).newPage()
  await rita.goto(`/en-US/standalone/pfisterer-activation?code=${code}`)
  await rita.waitForLoadState('networkidle')
  await rita.getByRole('button', { name: 'Continue' }).click()
  await expect(rita.getByText('This code was issued for Rita Ready (rita.ready@acme.example).')).toBeVisible()
  await expect(rita.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0)
  await rita.getByRole('textbox', { name: 'Choose a password' }).fill('Rita!secret123')
  await rita.getByRole('textbox', { name: 'Repeat the password' }).fill('Rita!secret123')
  await rita.getByRole('button', { name: 'Activate and sign in' }).click()
  await expect(rita).toHaveURL(/\/en-US\/client\/dashboard$/)

  await page.reload()
  await expect(
    page.getByRole('row', { name: /Rita Ready · rita\.ready@acme\.example/ }).getByText('Used'),
  ).toBeVisible()
})
