import { expect, test } from './fixtures.ts'
import { hydrated, signIn, startedScripts } from './helpers.ts'

/**
 * The browser holds only the texts of the locale it shows (a chunk per locale, loaded before React
 * takes the page over); switching the language on the login page fetches the other locale's texts
 * without a full page load and never shows a bare key.
 */
test('the login page loads only its own locale’s texts, and a switch brings the other one', async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text())
  })
  await page.goto('/en-US/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loaded = (await Promise.all(scripts)).join('\n')
  expect(loaded).toContain('Sign in to your company portal.')
  // German page texts and the server's own messages stay on the server. (Field messages are shared on
  // purpose: forms show the contract's messages before sending, ADR 19.)
  expect(loaded).not.toContain('Melden Sie sich bei Ihrem Unternehmensportal an.')
  expect(loaded).not.toContain('This item has items below it.')

  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de-DE')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await expect(page.getByText('Melden Sie sich bei Ihrem Unternehmensportal an.')).toBeVisible()
  expect(documents).toEqual([])
  // No bare catalogue key (such as "login.title") anywhere on the page.
  await expect(page.locator('body')).not.toContainText(/\b(login|locale|app)\.[a-z_]+\b/)
})

/**
 * A signed-in page loads the frame's texts and its own module's (ADR 62); a navigation into another
 * module brings that module's texts before it renders, so no bare key ever shows.
 */
test('a signed-in page loads its module’s texts only, and a navigation brings the next module’s first', async ({
  page,
}) => {
  // Every text node the page ever shows is checked for a bare key of the OKR screen's sections.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { bareKeys: string[] }).bareKeys = seen
    const check = (text: string | null) => {
      const found = text?.match(/\b(okr|okr_insights|people)\.[a-z_]+/)
      if (found) seen.push(found[0])
    }
    new MutationObserver((records) => {
      for (const record of records) {
        check(record.target.textContent)
        for (const node of Array.from(record.addedNodes)) check(node.textContent)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await signIn(page, 'user@acme.example', '/en-US')
  await page.waitForLoadState('networkidle')
  // The scripts of the services page, cached ones too, listened to from here on: the sign-in's pages
  // are navigated away from, and a response body is gone with its page.
  const scripts: Promise<string | null>[] = []
  page.on('response', (response) => {
    // A late script of the page being left (a chunk it asked for on idle) has no body once it is left:
    // it is not the services page's, and is skipped.
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => null))
  })
  await page.goto('/en-US/client/services')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  const bodies = (await Promise.all(scripts)).filter((body) => body !== null)
  expect(bodies.length).toBeGreaterThan(10)
  const okrIntro = 'Objectives, their key results, and the projects and tasks that move them.'
  expect(bodies.join('\n')).not.toContain(okrIntro)

  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Goals & OKR' })
    .click()
  await expect(page.getByRole('heading', { name: 'Goals & OKR', level: 1 })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Diagram' })).toBeAttached()
  expect(documents).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { bareKeys: string[] }).bareKeys)).toEqual([])
})

test('the document names its locale’s text chunks, which the page then uses, for the browser to fetch beside its scripts', async ({
  page,
  request,
}) => {
  // The scripts the page starts after its first paint (ADR 88), in the starter's list.
  const html = await (await request.get('/de-DE/login')).text()
  const named = startedScripts(html)
  // The German table of text files, the frame's texts and the sign-in screen's two sections (ADR 75).
  for (const file of ['de-DE', 'web-shell', 'self-service', 'sso'])
    expect(
      named.some((href) => new RegExp(`/assets/${file}-[\\w-]+\\.js$`).test(href)),
      file,
    ).toBe(true)
  const fetched: string[] = []
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname))
  await page.goto('/de-DE/login')
  await page.waitForSelector('html[data-hydrated="true"]')
  for (const href of named) expect(fetched, href).toContain(href)
})
