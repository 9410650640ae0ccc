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

test('the profile’s names are checked in the browser once the user starts, before anything is sent', async ({
  page,
}) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/profile')
  await hydrated(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH') sent.push(request.url())
  })
  // The form's schema comes at the first interaction (ADR 82): the scripts the focus asks for.
  const scripts: Promise<unknown>[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.response())
  })
  const firstName = page.getByRole('textbox', { name: 'First name' })
  await firstName.focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(0)
  await Promise.all(scripts)
  await firstName.fill('')
  const form = page.locator('form').filter({ has: firstName })
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form.getByText('This field is required.')).toBeVisible()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toEqual([])
})
