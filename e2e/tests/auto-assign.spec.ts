import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a company admin adds a group to the company’s rule, and a public domain is refused', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/auto-assign')
  await expect(page.getByRole('row', { name: /acme\.example Analysts No Approved Active/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'globex.example' })).toHaveCount(0)

  await page.getByRole('link', { name: 'acme.example' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'acme.example' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Groups' }).click()
  await page.getByRole('option', { name: 'Management' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The rule has been saved.')).toBeVisible()
  await page.goto('/en-US/client/auto-assign')
  await expect(
    page.getByRole('row', { name: /acme\.example Analysts, Management No Approved Active/ }),
  ).toBeVisible()

  // Lena reads German: the server's field message comes in her language.
  await page.getByRole('link', { name: 'New rule' }).click()
  await page.getByLabel('E-mail domain').fill('gmail.com')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Die Domain eines öffentlichen E-Mail-Anbieters/)).toBeVisible()

  await page.getByLabel('E-mail domain').fill('Labs.ACME.example')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'labs.acme.example' })).toBeVisible()
  // A company admin's new domain is a request: it assigns nobody until staff approve it.
  await expect(page.getByText('Awaiting approval').first()).toBeVisible()
  await page.getByRole('button', { name: 'Delete rule' }).click()
  // The question comes in the portal's own dialog, whose button says what it does.
  const question = page.getByRole('dialog', { name: 'Please confirm' })
  await expect(question.getByText(/Delete the rule for labs\.acme\.example\?/)).toBeVisible()
  await question.getByRole('button', { name: 'Delete rule' }).click()
  await expect(page.getByText('The rule has been deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'labs.acme.example' })).toHaveCount(0)
})

test('a user may not open the rules', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/auto-assign')
  await expect(page.getByText('You do not have access to this page.')).toBeVisible()
})
