import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a user searches the library, favourites a trend, adds it to a hub with a note, rates it and sees it on the radar', async ({
  page,
}) => {
  // A long journey of many pages: more time than one page's test.
  test.slow()
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/trend-managment')
  await expect(page.getByRole('heading', { level: 1, name: 'Trend management' })).toBeVisible()

  // Search and filter.
  await page.getByLabel('Search trends').fill('hydrogen')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  // The green hydrogen trend, hydrogen imports, green steel and data centres' backup power.
  await expect(page.getByText('4 trends', { exact: true })).toBeVisible()
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
  // The tabs keep Mantine's keyboard (ADR 80): an arrow chooses the next tab, End moves the focus only.
  await page.getByRole('tab', { name: 'Library' }).focus()
  await page.keyboard.press('ArrowRight')
  const favouritesTab = page.getByRole('tab', { name: 'Favourites' })
  await expect(favouritesTab).toBeFocused()
  await expect(favouritesTab).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('tabpanel').getByRole('article', { name: 'Industrial green hydrogen' }),
  ).toBeVisible()
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Hubs' })).toBeFocused()
  await expect(favouritesTab).toHaveAttribute('aria-selected', 'true')

  // Add it to Globex's hub with a note.
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  await card.getByRole('button', { name: 'Add to hub' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Hub').selectOption({ label: 'Globex Innovation Scouting' })
  await dialog.getByLabel('Notes').fill('Ask the plant team about a pilot.')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('The trend has been added to the hub.')).toBeVisible()
  // The dialog's code came when it first opened (ADR 71); closing it still gives the focus back.
  await expect(card.getByRole('button', { name: 'Add to hub' })).toBeFocused()

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
  await expect(row.getByText('No objective linked yet.')).toBeVisible()
  const objectivePicker = row.getByRole('group', { name: 'Link an objective' })
  await objectivePicker.getByLabel('Link an objective').selectOption({ index: 1 })
  await objectivePicker.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(page.getByText('The links have been saved.')).toBeVisible()
  await expect(row.locator('a[href*="/client/okr?open=objective:"]')).toHaveCount(1)
  // And to one of Globex's PPM measures.
  const measurePicker = row.getByRole('group', { name: 'Link a measure' })
  await measurePicker.getByLabel('Link a measure').selectOption({ index: 1 })
  await measurePicker.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(row.locator('a[href*="/client/ppm?measure="]')).toHaveCount(1)
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
  // The library's panel, hidden, says it too (its "Add to hub" buttons have no hubs either).
  const hubsPanel = page.getByRole('tabpanel', { name: 'Hubs' })
  await expect(
    hubsPanel.getByText('The hubs could not be loaded. The list is empty for now; try again later.'),
  ).toBeVisible()
  await expect(hubsPanel.getByText('No hubs to show.')).toBeVisible()
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
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(JSON.stringify(feed))
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Preview: nothing has been changed yet.')).toBeVisible()
  await expect(page.getByText('1 trend to create')).toBeVisible()
  await expect(page.getByText('1 row refused')).toBeVisible()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('The import has finished.')).toBeVisible()
  await page.goto('/en-US/client/trend-managment?search=greenhouses')
  await expect(page.getByRole('article', { name: 'Autonomous greenhouses' })).toBeVisible()
})

/** A real one-pixel PNG: the server checks it, resizes it and cuts a 480 × 320 preview from it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('a microtrend page shows its texts and links, staff add a picture, SVG is refused', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  const card = page.getByRole('article', { name: 'Industrial green hydrogen' })
  await card.getByRole('link', { name: 'Industrial green hydrogen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Industrial green hydrogen' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Energy Transition' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Climate Change' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'In other languages' })).toBeVisible()

  // The demo library's own picture of the trend (ADR 57) comes first; the upload is the second.
  await expect(page.getByRole('img', { name: 'Picture 1 of Industrial green hydrogen' })).toBeVisible()
  await expect(page.getByText('Add a picture')).toBeVisible()
  const input = page.locator('input[type="file"]')
  await input.setInputFiles({ name: 'plant.png', mimeType: 'image/png', buffer: PIXEL_PNG })
  await expect(page.getByText('The picture has been added.')).toBeVisible()
  const picture = page.getByRole('img', { name: 'Picture 2 of Industrial green hydrogen' })
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)

  await input.setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await expect(page.getByText('This is not a PNG, JPEG or WebP picture (SVG is not accepted).')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Picture \d of Industrial green hydrogen$/ })).toHaveCount(2)

  // The library card shows the preview too.
  await page.goto('/en-US/client/trend-managment?search=hydrogen')
  await expect(card.locator('img')).toHaveAttribute(
    'src',
    /\/api\/v1\/trend_managment\/pictures\/.+\/preview\/$/,
  )
})

test('the library is one long list: drawn whole for two pages, then only the cards near the screen', async ({
  page,
}) => {
  // The demo library is 303 trends (ADR 57): 13 pages of 25 to scroll through to the oldest.
  test.slow()
  await signIn(page, 'user@globex.example', '/en-US')
  const oldest = await page.request.get('/api/v1/trend_managment/microtrends/?sort=oldest&page_size=1')
  const { count, results } = (await oldest.json()) as { count: number; results: { title: string }[] }
  expect(count).toBeGreaterThan(75)
  await page.goto('/en-US/client/trend-managment')
  const feed = page.getByRole('feed', { name: 'Trends of the library' })
  // The first page is drawn whole, in the page's flow, without the virtualiser (ADR 80).
  await expect(feed.getByRole('article')).toHaveCount(25)
  // Its end on screen loads the next page, drawn whole too.
  await page.keyboard.press('End')
  await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(25)
  // The focus on a card near the end of the second page brings the third, and the virtualiser with it:
  // the card keeps its element (so the focus) and its place on the screen.
  const button = feed.getByRole('article').last().getByRole('button', { name: 'Add to hub' })
  const top = await button.evaluate((element: HTMLElement) => {
    element.dataset.probe = 'kept'
    element.focus()
    return element.getBoundingClientRect().top
  })
  await expect.poll(() => feed.getByRole('article').count()).toBeLessThan(40)
  const kept = feed.locator('[data-probe="kept"]')
  await expect(kept).toBeFocused()
  expect(
    Math.abs((await kept.evaluate((element) => element.getBoundingClientRect().top)) - top),
  ).toBeLessThan(1)
  const last = feed.getByRole('article', { name: results[0]!.title })
  // Each End scrolls to the current bottom, which loads the next page; until the oldest card is drawn.
  await expect(async () => {
    await page.keyboard.press('End')
    await expect(last).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 75_000 })
  expect(await feed.getByRole('article').count()).toBeLessThan(25)
})
