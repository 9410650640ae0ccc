import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

const cardTitles = (page: Page) => page.locator('main section h2')

test('a user rearranges, resizes and extends the dashboard with the keyboard, and it persists', async ({
  page,
}) => {
  await signIn(page, 'mia.chen@acme.example', '/en-US')
  await page.goto('/en-US/client/dashboard')
  // The default dashboard starts with the goals: the quarter's progress and one's own tasks.
  await expect(cardTitles(page)).toHaveText([
    'Goals progress',
    'My tasks',
    'My services',
    'Quick links',
    'My teams',
  ])
  await expect(page.getByText('No favourites yet, and nothing opened lately.')).toBeVisible()
  const myTeams = page.getByRole('region', { name: 'My teams' })
  await expect(myTeams.getByRole('link', { name: 'Product' })).toBeVisible()
  await expect(myTeams.getByText('Lead: Mia Chen')).toBeVisible()

  await page.getByRole('button', { name: 'Customize' }).click()
  // Keyboard drag and drop: pick up "My teams" (third row), move it up into the second row, drop it.
  await page.getByRole('button', { name: 'Move My teams', exact: true }).focus()
  // Each step is announced to screen readers; waiting for the announcement also lets the move settle.
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText('My teams is now at position 3.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('My teams dropped at position 3.')).toBeAttached()
  await expect(cardTitles(page)).toHaveText([
    'Goals progress',
    'My tasks',
    'My teams',
    'My services',
    'Quick links',
  ])
  await page.getByRole('radiogroup', { name: 'Width of Quick links' }).getByText('Large').click()

  await page.getByRole('button', { name: 'Edit links' }).click()
  await page.getByRole('button', { name: 'Add link' }).click()
  await page.getByRole('textbox', { name: 'Address' }).last().fill('javascript:alert(1)')
  await expect(
    page.getByText('Use a portal path starting with / or an address starting with https://'),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Address' }).last().fill('https://intranet.acme.example/')
  await page.getByRole('textbox', { name: 'Label' }).last().fill('Intranet')
  await page.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Save dashboard' }).click()
  await expect(page.getByText('Your dashboard has been saved.')).toBeVisible()

  await page.reload()
  await expect(cardTitles(page)).toHaveText([
    'Goals progress',
    'My tasks',
    'My teams',
    'My services',
    'Quick links',
  ])
  await expect(
    page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: /Intranet/ }),
  ).toHaveAttribute('href', 'https://intranet.acme.example/')
  await expect(
    page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: 'Goals & OKR' }),
  ).toBeVisible()

  // Removed cards come back through "Add card".
  await page.getByRole('button', { name: 'Customize' }).click()
  await page.getByRole('button', { name: 'Remove My teams', exact: true }).click()
  await page.getByRole('button', { name: 'Add card' }).click()
  await page.getByRole('menuitem', { name: 'My teams' }).click()
  await expect(cardTitles(page)).toHaveText([
    'Goals progress',
    'My tasks',
    'My services',
    'Quick links',
    'My teams',
  ])
  // A card this dashboard did not show: its code and its texts come when it is added (ADR 76).
  await page.getByRole('button', { name: 'Add card' }).click()
  await page.getByRole('menuitem', { name: 'Notifications' }).click()
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'All notifications' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(cardTitles(page)).toHaveText([
    'Goals progress',
    'My tasks',
    'My teams',
    'My services',
    'Quick links',
  ])
})

test('a card opens on its own page, and an unknown card is not found', async ({ page }) => {
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client/dashboard')
  // Ada's favourites first, then what she opened lately.
  const services = page.getByRole('region', { name: 'My services' })
  await expect(services.getByRole('link').filter({ hasText: /\S/ })).toHaveText([
    'Federal statistics',
    'Office map',
    'Public holidays',
    'Internet adoption',
  ])
  await page.getByRole('link', { name: 'Open My teams on its own page' }).click()
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard\/card\/my_teams$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible()
  // On its own page the card lists every member.
  await expect(page.getByText(/Liam O'Connor/)).toBeVisible()
  const missing = await page.goto('/en-US/client/dashboard/card/stock-ticker')
  expect(missing?.status()).toBe(404)
})
