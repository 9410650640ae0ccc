import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('an admin impersonates a user, sees the banner and the spec messages, and stops', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/users')
  await page.getByRole('button', { name: 'Impersonate user@globex.example' }).click()

  await expect(page.getByText('INFO: Impersonation request processed. Updating session...')).toBeVisible()
  await expect(page.getByText('SUCCESS: Successfully started impersonation.')).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client$/)
  await expect(page.getByText('You are acting as Gina Globex (user@globex.example).')).toBeVisible()
  // With the user's rights: the users administration is closed now.
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Stop impersonation' }).click()
  await expect(page.getByText('SUCCESS: Impersonation ended successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client\/users$/)
  await expect(page.getByText(/You are acting as/)).toHaveCount(0)
  // The audit log tab of the same page shows both ends.
  await page.getByRole('tab', { name: 'Audit log' }).click()
  const log = page.getByRole('table').filter({ hasText: 'From (IP)' })
  await expect(log.getByRole('row', { name: /Ended admin@example\.com user@globex\.example/ })).toBeVisible()
  await expect(
    log.getByRole('row', { name: /Started admin@example\.com user@globex\.example/ }),
  ).toBeVisible()
})

test('a user opening the users administration is told it is not allowed', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  const response = await page.goto('/en-US/client/users')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
})
