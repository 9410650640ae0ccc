import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('staff create a company, set its start page, and a bad path is refused with a field message', async ({
  page,
}) => {
  await signIn(page, 'super@example.com', '/en-US')
  await page.goto('/en-US/client/companies')
  await page.getByRole('link', { name: 'New company' }).click()
  await page.getByLabel('Name').fill('Initrode')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Initrode' })).toBeVisible()

  await page.getByLabel('Start page type').selectOption('internal')
  await page.getByLabel('Path or address').fill('//elsewhere.example')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enter a path of the portal, such as /client/dashboard.')).toBeVisible()

  await page.getByLabel('Path or address').fill('/client/okr')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('The company has been saved.')).toBeVisible()

  await page.goto('/en-US/client/companies?search=initrode')
  await expect(page.getByRole('row', { name: /Initrode.*Internal page: \/client\/okr/ })).toBeVisible()
})

test('a user reads their company but cannot edit it, and another company is not found', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/companies')
  await expect(page.getByRole('link', { name: 'ACME' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Globex' }).click()
  // Read as text, with who changes it: no form to type into.
  await expect(page.getByTestId('company-read-only')).toHaveText(
    'Only the portal team can change these details. If something here is wrong, please tell them through Support.',
  )
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
})
