import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

const tourDialog = (page: Page) => page.getByRole('dialog')

test('a user searches the guide in their language and opens an article', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/guide')
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started with the portal' })).toBeVisible()

  await page.getByLabel('Search the guide').fill('impersonation')
  await page.getByRole('button', { name: 'Search' }).click()
  const results = page.getByRole('navigation', { name: 'Articles' })
  await expect(results.getByRole('link')).toHaveCount(1)
  await results.getByRole('link', { name: /Users/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible()
  await expect(page.getByText('Staff can act as a user')).toBeVisible()
  await expect(page).toHaveURL(/search=impersonation.*article=users|article=users.*search=impersonation/)

  // The module filter (the browser's own list, "All modules" first): one module's articles only.
  await page.goto('/en-US/client/guide')
  await expect(page.getByLabel('Module')).toHaveValue('')
  await page.getByLabel('Module').selectOption({ label: 'Goals & OKR' })
  await page.getByLabel('Search the guide').fill('')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/module=okr/)
  await expect(results.getByRole('link')).toHaveCount(1)
  await expect(results.getByRole('link', { name: /Goals & OKR/ })).toBeVisible()
  await expect(page.getByLabel('Module')).toHaveValue('okr')

  // The same guide in German finds German words, by their stem.
  await page.goto('/de-DE/client/guide?search=Ziel')
  await page
    .getByRole('navigation', { name: 'Artikel' })
    .getByRole('link', { name: /Ziele & OKR/ })
    .click()
  await expect(page.getByRole('heading', { level: 3, name: 'Die Bausteine' })).toBeVisible()
})

test('a new user gets the tour on the first visit, finishes it, and restarts it from the guide', async ({
  page,
}) => {
  await signIn(page, 'new@acme.example', '/en-US')
  const tourState = page.waitForResponse((r) => r.url().endsWith('/api/v1/guide/tour/'))
  await page.goto('/en-US/client/guide')
  await tourState
  await expect(tourDialog(page)).toBeVisible()
  await expect(tourDialog(page).getByText('Welcome to the client portal')).toBeVisible()
  for (const title of [
    'Every module in one place',
    'Your language',
    'Your account',
    'Help when you need it',
  ]) {
    await tourDialog(page).getByRole('button', { name: 'Next' }).click()
    await expect(tourDialog(page).getByText(title)).toBeVisible()
  }
  await expect(tourDialog(page).getByText('Step 5 of 5')).toBeVisible()
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/guide/tour/') && r.request().method() === 'PUT',
  )
  await tourDialog(page).getByRole('button', { name: 'Done' }).click()
  await saved
  await expect(tourDialog(page)).toHaveCount(0)

  // Remembered on the server: no tour after a reload.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/v1/guide/tour/'))
  await page.reload()
  await again
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible()
  await expect(tourDialog(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Restart tour' }).click()
  await expect(tourDialog(page).getByText('Welcome to the client portal')).toBeVisible()
  const skipped = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/guide/tour/') && r.request().method() === 'PUT',
  )
  await tourDialog(page).getByRole('button', { name: 'Skip tour' }).click()
  await skipped
  await expect(tourDialog(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Guide' })).toBeVisible()
  await expect(tourDialog(page)).toHaveCount(0)
})

test('staff write an article with a preview, and readers find it', async ({ page, browser }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/guide')
  await page.getByRole('link', { name: 'New article' }).click()
  await page.getByLabel('Address (slug)').fill('weekly-check-ins')
  await page.getByRole('textbox', { name: 'Title' }).fill('Weekly check-ins')
  await page
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill('## Every Monday\n\nReview the **key results**.')
  await page.getByText('Preview').click()
  await expect(page.getByRole('heading', { level: 3, name: 'Every Monday' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  // German is required too: its tab shows the field messages.
  await page.getByRole('tab', { name: 'Deutsch' }).click()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Title' }).fill('Wöchentliche Abstimmung')
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('Prüfen Sie die **Schlüsselergebnisse**.')
  // So are Spanish, French and Portuguese (ADR 44).
  for (const [tab, title, body] of [
    ['Español', 'Reuniones semanales', 'Revise los **resultados clave**.'],
    ['Français', 'Points hebdomadaires', 'Passez en revue les **résultats clés**.'],
    ['Português', 'Reuniões semanais', 'Reveja os **resultados-chave**.'],
  ]) {
    await page.getByRole('tab', { name: tab }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill(title!)
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(body!)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The article has been created.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly check-ins' })).toBeVisible()

  const reader = await browser.newPage()
  await signIn(reader, 'user@globex.example', '/en-US')
  await reader.goto('/en-US/client/guide?search=monday')
  await expect(
    reader.getByRole('navigation', { name: 'Articles' }).getByRole('link', { name: /Weekly check-ins/ }),
  ).toBeVisible()
})
