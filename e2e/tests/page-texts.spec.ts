import { expect, test } from './fixtures.ts'

/**
 * The browser holds only the texts of the locale it shows (a chunk per locale, loaded before React
 * takes the page over); switching the language on the login page fetches the other locale's texts
 * without a full page load and never shows a bare key.
 */
test('the login page loads only its own locale’s texts, and a switch brings the other one', async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text())
  })
  await page.goto('/en-US/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loaded = (await Promise.all(scripts)).join('\n')
  expect(loaded).toContain('Sign in to your company portal.')
  // German page texts and the server's own messages stay on the server. (Field messages are shared on
  // purpose: forms show the contract's messages before sending, ADR 19.)
  expect(loaded).not.toContain('Melden Sie sich bei Ihrem Unternehmensportal an.')
  expect(loaded).not.toContain('This item has items below it.')

  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByText('Melden Sie sich bei Ihrem Unternehmensportal an.')).toBeVisible()
  expect(documents).toEqual([])
  // No bare catalogue key (such as "login.title") anywhere on the page.
  await expect(page.locator('body')).not.toContainText(/\b(login|locale|app)\.[a-z_]+\b/)
})
