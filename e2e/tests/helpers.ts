import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Portal!demo1'

/** Signs in through the login page of the given locale prefix ('' for the German default). */
export async function signIn(page: Page, email: string, prefix = '') {
  await page.goto(`${prefix}/login`)
  await page.getByLabel(/e-?mail/i).fill(email)
  await page.getByRole('textbox', { name: /passwor/i }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /anmelden|sign in/i }).click()
  await expect(page).not.toHaveURL(/\/login$/)
}

export const pathOf = (page: Page) => new URL(page.url()).pathname
