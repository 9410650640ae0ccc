import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './helpers.ts'

async function setModules(page: import('@playwright/test').Page, states: Record<string, string>) {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/companies')
  await page.getByRole('link', { name: 'Globex' }).click()
  for (const [module, state] of Object.entries(states)) {
    await page.getByLabel(`${module}: Visibility`).selectOption(state)
  }
  await page.getByRole('button', { name: 'Save modules' }).click()
  await expect(page.getByText('The modules have been saved.')).toBeVisible()
  await signOut(page)
}

test('a hidden module vanishes and its pages are not found; a locked one shows how to get it', async ({
  page,
}) => {
  // Four sign-ins (argon2 on purpose) and two module changes: longer than one journey's default.
  test.setTimeout(120_000)
  await setModules(page, { 'Goals & OKR': 'hidden', Coaching: 'locked' })
  try {
    await signIn(page, 'user@globex.example', '/en-US')
    await page.goto('/en-US/client/guide')
    const navigation = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(navigation.getByRole('link', { name: 'Guide' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Goals & OKR' })).toHaveCount(0)
    const okr = await page.goto('/en-US/client/okr')
    expect(okr?.status()).toBe(404)
    await expect(page.getByText('Page Not Found: /en-US/client/okr')).toBeVisible()

    await page.goto('/en-US/client/guide')
    await navigation.getByRole('link', { name: 'Coaching Locked' }).click()
    await expect(page).toHaveURL(/\/en-US\/client\/coaching$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Coaching' })).toBeVisible()
    await expect(page.getByText('Coaching is not part of your company’s plan')).toBeVisible()
    await expect(
      page.getByText('Ask your company admin or contact support to get access to Coaching.'),
    ).toBeVisible()

    // Another company is untouched.
    await signOut(page)
    await signIn(page, 'user@acme.example', '/en-US')
    expect((await page.goto('/en-US/client/okr'))?.status()).toBe(200)
  } finally {
    await signOut(page)
    await setModules(page, { 'Goals & OKR': 'visible', Coaching: 'visible' })
  }
})
