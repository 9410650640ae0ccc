import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './helpers.ts'

/** The real sites are out of reach from the test machine: the browser gets a stand-in page for them. */
async function standIn(page: Page, origin: string, heading: string) {
  await page.context().route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>${heading}</title><h1>${heading}</h1>`,
    }),
  )
}

test('an embedded service opens inside the portal, in a frame only its page allows', async ({ page }) => {
  await standIn(page, 'https://www.openstreetmap.org', 'Berlin office map')
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client/services')
  const recorded = page.waitForResponse((r) => r.url().endsWith('/open/') && r.status() === 204)
  // Ada keeps it among her favourites too; open it from its own category.
  const workplace = page.getByRole('region', { name: 'Workplace' })
  await workplace
    .getByRole('article', { name: 'Office map' })
    .getByRole('link', { name: 'Office map' })
    .click()
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/office-map$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Office map' })).toBeVisible()
  // The frame shows the site: the page's CSP lets exactly that origin in.
  const frame = page.frameLocator('iframe[title="Office map"]')
  await expect(frame.getByRole('heading', { name: 'Berlin office map' })).toBeVisible()
  await expect(page.locator('iframe[title="Office map"]')).toHaveAttribute('sandbox', /allow-scripts/)
  const pageAnswer = (await page.request.get('/en-US/client/svc/office-map')).headers()
  const policy = pageAnswer['content-security-policy']
  // A signed-in page (with its one-time nonce) is never kept by a cache.
  expect(pageAnswer['cache-control']).toBe('private, no-store')
  expect(policy).toContain(
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org;',
  )
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/)
  const elsewhere = (await page.request.get('/en-US/client/services')).headers()['content-security-policy']
  // Elsewhere only the academy's video players may be framed.
  expect(elsewhere).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;')

  // Opening it put it on top of "Recently used".
  await recorded
  await page.goto('/en-US/client/services')
  const recent = page.getByRole('region', { name: 'Recently used' })
  await expect(recent.getByRole('article').first()).toHaveAccessibleName('Office map')
})

test('a new-tab service opens its site in a new tab and the portal stays where it was', async ({ page }) => {
  await standIn(page, 'https://meet.jit.si', 'Jitsi Meet')
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/services')
  const opened = page.waitForEvent('popup')
  const recorded = page.waitForResponse((r) => r.url().endsWith('/open/') && r.status() === 204)
  await page
    .getByRole('article', { name: 'Video meetings' })
    .getByRole('link', { name: 'Video meetings' })
    .click()
  const tab = await opened
  await recorded
  await expect(tab).toHaveURL('https://meet.jit.si/')
  await expect(tab.getByRole('heading', { name: 'Jitsi Meet' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client\/services$/)
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Recently used' }).getByRole('article', { name: 'Video meetings' }),
  ).toBeVisible()
})

test('a locked service shows what it is and how to get it, and nothing that opens it', async ({ page }) => {
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client/services')
  const tile = page.getByRole('article', { name: 'ESG benchmark' })
  await expect(tile.getByText('Locked')).toBeVisible()
  await tile.getByRole('link', { name: 'ESG benchmark' }).click()
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/esg-benchmark$/)
  await expect(page.getByText('Your company has not booked ESG benchmark yet')).toBeVisible()
  await expect(page.getByText(/Compare your climate disclosure/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(await page.content()).not.toContain('cdp.net')
})

test('an internal service opens its page of the portal, in the same language', async ({ page }) => {
  // Jonas reads German; and opening it puts it among his recent services, not among Ada's (dashboard).
  await signIn(page, 'jonas.weber@acme.example', '/en-US')
  await page.goto('/en-US/client/services')
  await page
    .getByRole('article', { name: 'Team directory' })
    .getByRole('link', { name: 'Team directory' })
    .click()
  await expect(page).toHaveURL(/\/en-US\/client\/teams$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible()
})

test('a hidden service and one restricted to other groups are not found', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  const hidden = await page.goto('/en-US/client/svc/esg-benchmark')
  expect(hidden?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /en-US/client/svc/esg-benchmark')).toBeVisible()
  await page.goto('/en-US/client/services')
  await expect(page.getByRole('article', { name: 'ESG benchmark' })).toHaveCount(0)

  await signOut(page)
  await signIn(page, 'lead@acme.example', '/en-US')
  expect((await page.goto('/en-US/client/svc/federal-statistics'))?.status()).toBe(404)
})

test('favourites are kept on the server and searching finds services in any language', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/services')
  await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Add OECD data to favourites' }).click()
  const favourites = page.getByRole('region', { name: 'Favourites' })
  await expect(favourites.getByRole('article', { name: 'OECD data' })).toBeVisible()
  await page.reload()
  await expect(favourites.getByRole('article', { name: 'OECD data' })).toBeVisible()
  await favourites.getByRole('button', { name: 'Remove OECD data from favourites' }).click()
  await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0)

  await page.getByLabel('Search services').fill('karte')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article', { name: 'Office map' })).toBeVisible()
})

test('staff add an endpoint, refused for a private address, and a service that opens it', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/services?view=manage')
  await page.getByRole('link', { name: 'Endpoints' }).click()
  await page.getByRole('link', { name: 'New endpoint' }).click()
  await page.getByLabel('Label').fill('Handbook')
  await page.getByLabel('Opens as').selectOption('embed')
  await page.getByLabel('Address').fill('https://169.254.169.254/latest')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/local, private and reserved addresses are not allowed/)).toBeVisible()
  await page.getByLabel('Address').fill('https://handbook.example.com/')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The endpoint has been created.')).toBeVisible()

  await page.goto('/en-US/client/services/new')
  await page.getByLabel('Address name').fill('handbook')
  await page.getByRole('textbox', { name: 'Name · English' }).fill('Handbook')
  await page.getByRole('textbox', { name: 'Name · Deutsch' }).fill('Handbuch')
  await page.getByRole('combobox', { name: 'Endpoint' }).click()
  await page.getByRole('option', { name: /^Handbook · Embedded/ }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The service has been created.')).toBeVisible()
  await page.goto('/client/services?search=handbuch')
  await expect(page.getByRole('article', { name: 'Handbuch' })).toBeVisible()
})
