import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('switching the company saves it, reloads the page, and the start page follows', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)

  await page.getByRole('button', { name: 'User menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'ACME' })).toHaveAttribute('aria-current', 'true')
  // Escape closes it and gives the focus back to its button, though the click came before the menu's
  // code (ADR 58: a menu born open had no element to return the focus to).
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(page.getByRole('button', { name: 'User menu' })).toBeFocused()
  await page.getByRole('button', { name: 'User menu' }).click()
  const reloaded = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'Globex' }).click()
  await reloaded
  expect(await page.evaluate(() => localStorage.getItem('activeCompany'))).toMatch(/^[0-9a-f-]{36}$/)

  // Globex has no start page: the root leads to the whiteboard now.
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)

  // And back, leaving the demo as it was.
  await page.getByRole('button', { name: 'User menu' }).click()
  const back = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'ACME' }).click()
  await back
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)
})

test('the profile lists one’s companies and refuses a wrong current password', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/profile')
  await expect(page.getByRole('heading', { name: 'Your companies' })).toBeVisible()
  await expect(page.getByText('Globex', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'Current password' }).fill('not-my-password')
  await page.getByRole('textbox', { name: 'New password' }).fill('Another!pass12')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The current password is wrong.')).toBeVisible()
})
