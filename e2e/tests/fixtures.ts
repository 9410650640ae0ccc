import { test as base, expect } from '@playwright/test'
import { NOW } from './today.ts'

/**
 * Playwright's test, with a page whose goto() also waits until React has hydrated a page of the portal:
 * before that its controls show but do not react, and a journey would type into nothing.
 */
export const test = base.extend({
  // Every browser context — the test's own and those a journey opens for a second person — starts at
  // the run's today, like the server (PORTAL_NOW), and its time runs on from there.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        await context.clock.install({ time: NOW })
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (baseURL && page.url().startsWith(baseURL)) {
        // A page may send the browser on once hydrated (an external start page): then stop waiting.
        const hydrated = page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        const left = page.waitForURL((to) => !to.href.startsWith(baseURL))
        await Promise.race([hydrated, left])
        // The loser settles later (or never); it must not fail the test.
        hydrated.catch(() => undefined)
        left.catch(() => undefined)
      }
      return response
    }
    // A console error or an uncaught exception in the page fails the journey (React warnings are console
    // errors). A 4xx the journey provoked on purpose (a 404 page, a refused form) is not an error.
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return
      problems.push(text)
    })
    await use(page)
    expect(problems, 'console errors in the page').toEqual([])
  },
})

export { expect }
