import { expect, test } from './fixtures.ts'
import { signIn, startedScripts } from './helpers.ts'

test('an unknown route shows Page Not Found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/en-US/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /en-US/no/such/page')).toBeVisible()
})

test('an unknown locale prefix is a 404', async ({ page }) => {
  const response = await page.goto('/xx-YY/login')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /xx-YY/login')).toBeVisible()
  // Before any loader: a signed-in page under a made-up prefix is no redirect to the login page, and a
  // German first segment is no locale either (ADR 87).
  for (const path of ['/xx-YY/client/okr', '/client/login', '/login/client']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  }
})

test('a malformed id is a 404 for a signed-in user', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  const response = await page.goto('/en-US/client/users/not-a-uuid')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /en-US/client/users/not-a-uuid')).toBeVisible()
})

test('every locale prefix serves the login page in its language', async ({ page }) => {
  // lang names the language shown: zh-CHS is Swiss German (SPEC §1), written without "ß".
  for (const [prefix, lang] of [
    ['/de-DE', 'de-DE'],
    ['/de-AT', 'de-AT'],
    ['/zh-CHS', 'de-CH'],
    ['/fr-FR', 'fr-FR'],
    ['/es-ES', 'es-ES'],
    ['/pt-PT', 'pt-PT'],
  ]) {
    const response = await page.goto(`${prefix}/login`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang!)
  }
})

test('switching the locale keeps the page', async ({ page }) => {
  await signIn(page, 'lead@acme.example')
  await page.goto('/client/okr')
  await page
    .getByRole('button', { name: /sprache|language/i })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en-US\/client\/okr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

  // The choice is stored on Lena; back to German, as the demo (and the teams journey) expects her.
  await page.getByRole('button', { name: 'Language' }).first().click()
  await page.getByRole('menuitem', { name: 'Deutsch', exact: true }).click()
  await expect(page).toHaveURL(/\/client\/okr$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
})

test('a record id that does not exist is a 404 page on every record screen, for staff too', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  const missing = '00000000-0000-4000-8000-000000000000'
  for (const screen of ['companies', 'teams', 'users', 'services', 'notifications']) {
    const path = `/en-US/client/${screen}/${missing}`
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  }
})

test('the page’s scripts and styles come precompressed: Brotli when the browser accepts it, gzip else, cached for good', async ({
  page,
  request,
}) => {
  const assets: string[] = []
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assets.push(response.url())
  })
  await page.goto('/en-US/login')
  await page.waitForSelector('html[data-hydrated="true"]')
  // The largest script of the page: the one whose bytes matter.
  const sizes = await Promise.all(
    assets.map(async (url) => ({ url, size: (await (await request.get(url)).body()).length })),
  )
  const largest = sizes.sort((a, b) => b.size - a.size)[0]!
  const as = (encoding: string) => request.get(largest.url, { headers: { 'accept-encoding': encoding } })
  const brotli = await as('gzip, deflate, br')
  expect(brotli.headers()['content-encoding']).toBe('br')
  // A file made at build time has a length; a response compressed as it is sent streams without one.
  expect(brotli.headers()['content-length']).toBeDefined()
  expect(brotli.headers().vary).toMatch(/accept-encoding/i)
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const gzip = await as('gzip')
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  // Best-quality Brotli beats gzip on a script; both unpack to the same script.
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']))
  expect((await brotli.body()).equals(await gzip.body())).toBe(true)
  const plain = await as('identity')
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect((await plain.body()).equals(await gzip.body())).toBe(true)
})

test('the document asks for its stylesheets first and its scripts after the first paint, and the browser fetches each once', async ({
  page,
}) => {
  const styles: string[] = []
  // In the order the browser reports them: a stylesheet's request and its end, a script's request.
  const events: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/\/assets\/.+\.css$/.test(pathname)) styles.push(pathname)
    if (/\/assets\/.+\.js$/.test(pathname)) events.push(`script ${pathname}`)
  })
  page.on('requestfinished', (request) => {
    if (/\/assets\/.+\.css/.test(request.url())) events.push('stylesheet done')
  })
  const response = await page.goto('/en-US/login')
  await page.waitForSelector('html[data-hydrated="true"]')
  const html = await response!.text()
  const head = html.split('</head>')[0]!
  const links = [...head.matchAll(/<link [^>]*>/g)].map(([link]) => link)
  // No script in the head: the page's scripts are a list its starter takes up after the paint (ADR 88).
  expect(links.filter((link) => link.includes('rel="modulepreload"'))).toEqual([])
  const scripts = startedScripts(html)
  expect(scripts.length).toBeGreaterThan(5)
  // Each stylesheet of the page is preloaded.
  const styleLinks = links.filter((link) => link.includes('rel="stylesheet"'))
  expect(styleLinks.length).toBeGreaterThan(0)
  for (const link of styleLinks) {
    const href = /href="([^"]+)"/.exec(link)![1]!
    expect(
      links.some((other) => other.includes('rel="preload"') && other.includes(`href="${href}"`)),
      href,
    ).toBe(true)
  }
  // The stylesheet takes the preloaded file: no second request.
  expect(styles.length).toBeGreaterThan(0)
  expect(new Set(styles).size).toBe(styles.length)
  // Every script of the list was fetched, and none before the stylesheets the first paint waits for
  // had all arrived.
  for (const href of scripts) expect(events).toContain(`script ${href}`)
  const firstScript = events.findIndex((event) => event.startsWith('script '))
  expect(events.lastIndexOf('stylesheet done')).toBeLessThan(firstScript)
})
