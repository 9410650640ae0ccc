import { expect, test } from './fixtures.ts'
import { hydrated, pathOf, signIn, signOut } from './helpers.ts'

test('/ leads to each company’s start page: internal, none, a new-tab service', async ({ page }) => {
  // Three sign-ins (argon2, by design slow) and three start pages: more than the default 30 s on a slow
  // machine (it timed out at its last step, the new tab, in session 11's rehearsal).
  test.setTimeout(180_000)
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)

  await signOut(page)
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)

  await page
    .context()
    .route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Jitsi Meet</title><h1>Jitsi Meet</h1>' }),
    )
  await signOut(page)
  await signIn(page, 'user@initech.example', '/en-US')
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/video-meetings$/)
  await expect(
    page.getByText('Video meetings opens in a new browser tab; the portal stays open here.'),
  ).toBeVisible()
  const opened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Open Video meetings in a new tab' }).click()
  await expect(await opened).toHaveURL('https://meet.jit.si/')
  expect(pathOf(page)).toBe('/en-US/client/svc/video-meetings')
})

test('/ opens an embedded start page in the portal and an external one on its site', async ({ page }) => {
  // Two company switches, each a full reload, and two start pages: more than the default 30 s on a busy machine.
  test.setTimeout(180_000)
  await page
    .context()
    .route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Map</title><h1>Berlin office map</h1>' }),
    )
  await page
    .context()
    .route('https://data-explorer.oecd.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>OECD</title><h1>OECD Data Explorer</h1>' }),
    )
  await signIn(page, 'super@example.com', '/en-US')
  await page.goto('/en-US/client/companies/new')
  await hydrated(page)
  await page.getByLabel('Name').fill('Umbrella')
  await page.getByLabel('Start page type').selectOption('embed')
  await page.getByLabel('Service', { exact: true }).selectOption('office-map')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('The company has been created.')).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client\/companies\/[0-9a-f-]{36}$/)
  const umbrella = pathOf(page).split('/').pop()!

  const switchTo = async (name: string) => {
    await page.getByRole('button', { name: 'User menu' }).click()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('menuitem', { name }).click()
    await reloaded
  }
  try {
    await switchTo('Umbrella')
    await page.goto('/en-US/')
    await expect(page).toHaveURL(/\/en-US\/client\/svc\/office-map$/)
    await expect(page.frameLocator('iframe[title="Office map"]').getByRole('heading')).toHaveText(
      'Berlin office map',
    )

    await page.goto(`/en-US/client/companies/${umbrella}`)
    await hydrated(page)
    await page.getByLabel('Start page type').selectOption('external')
    await page.getByLabel('Service', { exact: true }).selectOption('oecd-data')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('The company has been saved.')).toBeVisible()
    await page.goto('/en-US/')
    await expect(page).toHaveURL('https://data-explorer.oecd.org/')
    await expect(page.getByRole('heading', { name: 'OECD Data Explorer' })).toBeVisible()
  } finally {
    await page.goto('/en-US/client/profile')
    await switchTo('ACME')
  }
})
