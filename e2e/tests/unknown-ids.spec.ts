import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './helpers.ts'

/**
 * Every screen of SPEC §2 with an id in its path (apps/web/app/route-list.ts), given an id that names
 * nothing: the 404 page 'Page Not Found: {path}', never the fatal error view or another page.
 */
const ID_ROUTES = [
  '/client/auto-assign/{id}',
  '/client/companies/{id}',
  '/client/dashboard/card/{id}',
  '/client/notifications/{id}',
  '/client/notifications/read/{id}',
  '/client/services/{id}',
  '/client/services/categories/{id}',
  '/client/services/endpoints/{id}',
  '/client/svc/{id}',
  '/client/teams/{id}',
  '/client/trend-managment/macrotrends/{id}',
  '/client/trend-managment/megatrends/{id}',
  '/client/users/{id}',
]

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(path)
}

for (const [email, prefix] of [
  ['super@example.com', '/en-US'],
  ['admin@example.com', '/de-DE'],
] as const) {
  test(`an unknown or malformed id on every {id} route is a 404 page for ${email} (${prefix})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await signIn(page, email, prefix)
    for (const route of ID_ROUTES) {
      for (const id of [randomUUID(), 'not-an-id', '00000000-0000-0000-0000-00000000000g']) {
        await expectNotFound(page, `${prefix}${route.replace('{id}', id)}`)
      }
    }
  })
}

test('a company of which the user is not a member is a 404 page', async ({ page }) => {
  // Globex's id, read as staff; a member of Acme then asks for it.
  await signIn(page, 'super@example.com', '/en-US')
  const companies = await page.request.get('/api/v1/okr/companies/?page_size=200')
  const globex = (await companies.json()).results.find((c: { name: string }) => /globex/i.test(c.name))
  expect(globex).toBeTruthy()
  await signOut(page)
  await signIn(page, 'user@acme.example', '/en-US')
  await expectNotFound(page, `/fr-FR/client/companies/${globex.id}`)
})
