import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a company admin records a market signal; the dashboard and the analysis views show it', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/market-intelligence/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Market intelligence' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Initech' }).getByText('5 signals')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Bar chart of signals per month and competitor' })).toBeVisible()
  // A column's figures show while the pointer is over it.
  const byCompetitor = page.getByRole('img', { name: 'Bar chart of signals per competitor' })
  // At the column's edge, beside its bar (the bar is in the column too).
  await byCompetitor
    .locator('rect[class*="band"]')
    .first()
    .hover({ position: { x: 2, y: 2 } })
  await expect(byCompetitor.locator('[class*="readout"]')).toHaveText(/^Initech\s*Signals: 5$/)
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(byCompetitor.locator('[class*="readout"]')).toBeHidden()

  await page.getByRole('link', { name: 'Manage competitors and signals' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Market intelligence admin' })).toBeVisible()
  await page.getByLabel('Title').fill('Initech launches a trend radar')
  await page.getByLabel('Date').fill('2026-11-04')
  await page.getByLabel('Competitor').selectOption({ label: 'Initech' })
  await page.getByRole('combobox', { name: /^Source/ }).selectOption({ label: 'Initech blog' })
  await page.getByLabel('Tags (separated by commas)').fill('product, trends')
  await page.getByRole('button', { name: 'Record signal' }).click()
  await expect(page.getByText('The signal has been recorded.')).toBeVisible()
  // A saved form is empty again (the forms' plain state, ADR 80).
  await expect(page.getByLabel('Title')).toHaveValue('')
  // The server's word on a field lands on that field, and goes when the field changes.
  const competitorForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add competitor' }) })
  await competitorForm.getByLabel('Name').fill('Hooli')
  await competitorForm.getByLabel('Website').fill('http://hooli.example')
  await competitorForm.getByRole('button', { name: 'Add competitor' }).click()
  // In the signed-in user's stored language (Lena Lead: German), as every server message is.
  await expect(competitorForm.getByText('Geben Sie eine vollständige https-Adresse an.')).toBeVisible()
  await expect(competitorForm.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true')
  await competitorForm.getByLabel('Website').fill('https://hooli.example')
  await expect(competitorForm.getByText('Geben Sie eine vollständige https-Adresse an.')).toHaveCount(0)
  // A source opened for editing fills its form; Cancel empties it.
  const sourceForm = page.getByRole('form', { name: 'Source' })
  await page.getByRole('button', { name: 'Edit Initech blog' }).click()
  await expect(sourceForm.getByLabel('Name')).toHaveValue('Initech blog')
  await sourceForm.getByRole('button', { name: 'Cancel' }).click()
  await expect(sourceForm.getByLabel('Name')).toHaveValue('')

  await page.goto('/en-US/client/market-intelligence/dashboard?search=radar')
  await expect(page.getByRole('cell', { name: /^News Initech launches a trend radar/ })).toBeVisible()
  await page.goto('/en-US/client/dashboard/analysis/competitors')
  await expect(page.getByRole('row', { name: /^Signals .*6 signals/ })).toBeVisible()
  await page.goto('/en-US/client/dashboard/analysis')
  await expect(page.getByRole('row', { name: /2026-11/ })).toBeVisible()
  await page.goto('/en-US/client/dashboard/card/latest_signals')
  await expect(page.getByText('Initech launches a trend radar')).toBeVisible()
})

test('a user reads market intelligence but is told who manages it', async ({ page }) => {
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client/market-intelligence/admin')
  await expect(
    page.getByText(
      'Only company admins and portal staff can manage market intelligence. You can read it on the dashboard.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record signal' })).toHaveCount(0)
})
