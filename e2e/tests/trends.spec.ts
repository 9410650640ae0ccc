import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a user searches the library, favourites a trend, adds it to a hub with a note, rates it and sees it on the radar', async ({
  page,
}) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/trend-managment')
  await expect(page.getByRole('heading', { level: 1, name: 'Trend management' })).toBeVisible()

  // Search and filter.
  await page.getByLabel('Search trends').fill('hydrogen')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('1 trend', { exact: true })).toBeVisible()
  const card = page.getByRole('article', { name: 'Industrial green hydrogen' })
  await expect(card).toBeVisible()
  await page.getByLabel('Megatrend').selectOption({ label: 'Digitalisation' })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByText('No trends match these filters.')).toBeVisible()
  await page.getByLabel('Megatrend').selectOption({ label: 'Climate Change' })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(card).toBeVisible()

  // A macrotrend's page lists its trends.
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  await card.getByRole('link', { name: 'Climate Change' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Climate Change' })).toBeVisible()
  await page.getByRole('link', { name: 'Energy Transition' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Energy Transition' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Industrial green hydrogen' })).toBeVisible()

  // Favourite it, and find it under favourites.
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  await card.getByRole('button', { name: 'Add Industrial green hydrogen to my favourites' }).click()
  await expect(page.getByText('Added to your favourites.')).toBeVisible()
  await expect(
    card.getByRole('button', { name: 'Remove Industrial green hydrogen from my favourites' }),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Favourites' }).click()
  await expect(
    page.getByRole('tabpanel').getByRole('article', { name: 'Industrial green hydrogen' }),
  ).toBeVisible()

  // Add it to Globex's hub with a note.
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  await card.getByRole('button', { name: 'Add to hub' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Hub').selectOption({ label: 'Globex Innovation Scouting' })
  await dialog.getByLabel('Notes').fill('Ask the plant team about a pilot.')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('The trend has been added to the hub.')).toBeVisible()

  // Rate it in the hub and see it on the radar.
  await page.getByRole('tab', { name: 'Hubs' }).click()
  await page.getByRole('link', { name: 'Globex Innovation Scouting' }).click()
  const row = page.getByRole('region', { name: 'Industrial green hydrogen' })
  await expect(row.getByText('Ask the plant team about a pilot.')).toBeVisible()
  await expect(row.getByText('Not rated yet')).toBeVisible()
  const radar = page.getByTestId('trend-radar')
  await expect(radar.locator('[data-trend="Industrial green hydrogen"]')).toHaveCount(0)
  await row.getByLabel('Impact').selectOption('5')
  await row.getByLabel('Time horizon').selectOption({ label: '2–5 years' })
  await row.getByLabel('Relevance').selectOption('4')
  await row.getByRole('button', { name: 'Save rating' }).click()
  await expect(page.getByText('Your rating has been saved.')).toBeVisible()
  await expect(row.getByText('Impact 5 · Relevance 4 · 2–5 years')).toBeVisible()
  // Link it to one of Globex's objectives: what the company does about the trend.
  await expect(row.getByText('No objective is linked to this trend yet.')).toBeVisible()
  await row.getByLabel('Link an objective').selectOption({ index: 1 })
  await row.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(page.getByText('The links have been saved.')).toBeVisible()
  await expect(row.locator('a[href*="/client/okr?open=objective:"]')).toHaveCount(1)
  const dot = radar.getByRole('button', { name: 'Industrial green hydrogen' })
  await expect(dot).toBeVisible()
  await dot.focus()
  await expect(
    page.getByText('Industrial green hydrogen · Climate Change · 2–5 years · Impact 5'),
  ).toBeVisible()

  // The dashboard's radar card shows the company's largest hub.
  await page.goto('/en-US/client/dashboard/card/trend_radar')
  await expect(page.getByRole('img', { name: 'Trend radar of Globex Innovation Scouting' })).toBeVisible()
})

test('a failed hub list shows an empty list and a notice, not an error page', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.route('**/api/v1/trend_managment/hubs/?*', (route) =>
    route.fulfill({ status: 403, contentType: 'application/problem+json', body: '{"detail":"refused"}' }),
  )
  await page.goto('/en-US/client/trend-managment?tab=hubs')
  await expect(
    page.getByText('The hubs could not be loaded. The list is empty for now; try again later.'),
  ).toBeVisible()
  await expect(page.getByText('No hubs to show.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Trend management' })).toBeVisible()
})

test('staff preview and import microtrends from a feed file', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/trend-managment?tab=import')
  const feed = [
    {
      external_id: 'e2e-1',
      translations: { 'en-US': { title: 'Autonomous greenhouses', summary: 'Robots grow vegetables.' } },
    },
    { external_id: 'e2e-2', translations: { 'de-DE': { title: 'Nur deutsch' } } },
  ]
  await page.getByLabel('Content').fill(JSON.stringify(feed))
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Preview: nothing has been changed yet.')).toBeVisible()
  await expect(page.getByText('1 trend to create')).toBeVisible()
  await expect(page.getByText('1 row refused')).toBeVisible()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('The import has finished.')).toBeVisible()
  await page.goto('/en-US/client/trend-managment?search=greenhouses')
  await expect(page.getByRole('article', { name: 'Autonomous greenhouses' })).toBeVisible()
})
