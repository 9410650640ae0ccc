import { expect, test } from './fixtures.ts'
import { hydrated, signIn } from './helpers.ts'

test('the profile’s language is stored on the user, and the page follows it', async ({ page }) => {
  await signIn(page, 'sofia.rossi@acme.example', '/en-US')
  await page.goto('/en-US/client/profile')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE')
  // German has no prefix; the same page, now in German.
  await expect(page).toHaveURL(/\/client\/profile$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sprache' })).toBeVisible()
  const me = await (await page.request.get('/api/v1/accounts/me/')).json()
  expect(me.locale).toBe('de-DE')
})
