import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Portal!demo1'

/** Waits until React has hydrated the page: before that, controls show but do not react. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Signs in through the login page of the given locale prefix ('' for the German default). */
export async function signIn(page: Page, email: string, prefix = '') {
  await page.goto(`${prefix}/login`)
  await hydrated(page)
  await page.getByLabel(/e-?mail|correo/i).fill(email)
  await page
    .getByRole('textbox', { name: /passwor|mot de passe|contraseña|palavra-passe/i })
    .fill(DEMO_PASSWORD)
  await page
    .getByRole('button', { name: /^(anmelden|sign in|se connecter|iniciar sesión|iniciar sessão)$/i })
    .click()
  await expect(page).not.toHaveURL(/\/login$/)
}

export const pathOf = (page: Page) => new URL(page.url()).pathname

/** The scripts a page's HTML starts after its first paint: its starter's list (ADR 88). */
export function startedScripts(html: string): string[] {
  const list = /for\(const href of (\[[^\]]*\])\)/.exec(html)
  if (!list) throw new Error('the page has no script starter')
  return JSON.parse(list[1]!)
}

/**
 * Leaves the signed-in page, then drops the session: a page left open would meet a 401 on its next
 * request and head for the login page itself, racing the next step.
 */
export async function signOut(page: Page) {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

/**
 * Holds back the requests whose address matches (a part's code loaded on demand) until the returned
 * function is called: what a user does meanwhile happens before that code is here.
 */
export async function holdRequests(page: Page, address: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(address, async (route) => {
    await released
    await route.continue()
  })
  return release
}
