import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './helpers.ts'

/** The main pages of the portal, as a signed-in company admin sees them. */
const MAIN_PAGES = [
  '/client',
  '/client/dashboard',
  '/client/okr',
  '/client/services',
  '/client/dashboard/goals',
  '/client/users',
  '/client/companies',
  '/client/ppm',
  '/client/trend-managment',
  '/client/whiteboard',
  '/client/notifications',
]

/** axe-core's serious and critical violations of WCAG 2.x A/AA on the page as it stands. */
async function seriousViolations(page: Page) {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the
  // frames' results, which took about half of each page's time. The main pages embed no cross-origin
  // frames (the only thing legacy mode leaves out; axe's frame-tested rule would name one).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }))
}

/**
 * The page is ready to judge: hydrated (the fixture's goto waits for that), its main heading shown and
 * none of its reads in flight (the shell's `data-reads` marker). The live stream never lets the
 * network go idle, so that is no signal.
 */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.locator('html[data-reads="idle"]').waitFor({ state: 'attached' })
}

/** Every locale of the portal (SPEC §1), each with its own texts, lengths and `lang`. */
for (const prefix of ['/de-DE', '/de-AT', '/zh-CHS', '/en-US', '/es-ES', '/fr-FR', '/pt-PT']) {
  test(`axe finds no serious or critical violation on the main pages (${prefix})`, async ({ page }) => {
    // 13 pages; on a loaded machine a page with its check takes up to 20 s.
    test.setTimeout(600_000)
    await page.goto(`${prefix}/login`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await seriousViolations(page), `${prefix}/login`).toEqual([])
    await signIn(page, 'admin@example.com', prefix)
    // Its own company's page too, as its members read it.
    const companies = await (await page.request.get('/api/v1/okr/companies/')).json()
    const own = `/client/companies/${companies.results[0].id}`
    const found: Record<string, unknown> = {}
    for (const path of [...MAIN_PAGES, own]) {
      await page.goto(`${prefix}${path}`)
      await ready(page)
      const violations = await seriousViolations(page)
      if (violations.length > 0) found[path] = violations
    }
    expect(found).toEqual({})
    await signOut(page)
  })
}
