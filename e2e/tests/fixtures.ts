import { test as base, expect } from '@playwright/test'

/**
 * Playwright's test, with a page whose goto() also waits until React has hydrated a page of the portal:
 * before that its controls show but do not react, and a journey would type into nothing.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (baseURL && page.url().startsWith(baseURL)) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      }
      return response
    }
    await use(page)
  },
})

export { expect }
