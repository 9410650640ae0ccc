import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a company admin creates a team with a lead and members chosen by search', async ({ page }) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/teams')
  await expect(page.getByRole('row', { name: /Product Mia Chen 3/ })).toBeVisible()
  await page.getByRole('link', { name: 'New team' }).click()
  await page.getByLabel('Name').fill('Research')
  await page.getByRole('combobox', { name: 'Lead' }).fill('sofia')
  await page.getByRole('option', { name: /Sofia Rossi/ }).click()
  await page.getByRole('combobox', { name: 'Members' }).fill('liam')
  await page.getByRole('option', { name: /Liam O'Connor/ }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The team has been created.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible()

  await page.goto('/en-US/client/teams?search=research')
  await expect(page.getByRole('row', { name: /Research Sofia Rossi 2/ })).toBeVisible()

  // A second team of the same name is refused on its field (in Lena's stored language, which another
  // journey may have switched).
  await page.goto('/en-US/client/teams/new')
  await page.getByLabel('Name').fill('research')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText(/This value is already taken\.|Dieser Wert ist bereits vergeben\./),
  ).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
})

test('a user reads a team of their company but cannot change it', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/teams')
  await expect(page.getByRole('link', { name: 'New team' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Engineering' }).click()
  await expect(page.getByText('Hank Scorpio · hank.scorpio@globex.example')).toBeVisible()
  await expect(page.getByText('Only company admins can change teams.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})
