import { expect, test } from './fixtures.ts'
import { hydrated, signIn } from './helpers.ts'

test('staff create a macrotrend, edit its texts per locale, and find it in the library’s facets', async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/trend-managment?tab=structure')
  await hydrated(page)
  const climate = page.getByRole('region', { name: 'Climate Change' })
  await climate.getByRole('button', { name: 'New macrotrend in Climate Change' }).click()

  // English is required: the form says so before anything is sent.
  const dialog = page.getByRole('dialog', { name: 'New macrotrend' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name · English' }).fill('Ocean energy')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The macrotrend has been created.')).toBeVisible()
  await expect(climate.getByText('Ocean energy')).toBeVisible()

  // Its texts in another language.
  await climate.getByRole('button', { name: 'Edit Ocean energy' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit macrotrend' })
  await expect(edit.getByRole('textbox', { name: 'Name · English' })).toHaveValue('Ocean energy')
  await edit.getByRole('textbox', { name: 'Name · Deutsch' }).fill('Meeresenergie')
  await edit.getByRole('textbox', { name: 'Description · English' }).fill('Tides, waves and offshore wind.')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The changes have been saved.')).toBeVisible()

  // The library's macrotrend facet offers it.
  await page.getByRole('tab', { name: 'Library' }).click()
  await expect(page.getByLabel('Macrotrend').locator('option', { hasText: 'Ocean energy' })).toHaveCount(1)

  // The German text was kept beside the English one.
  await page.goto('/en-US/client/trend-managment?tab=structure')
  await climate.getByRole('button', { name: 'Edit Ocean energy' }).click()
  await expect(edit.getByRole('textbox', { name: 'Name · Deutsch' })).toHaveValue('Meeresenergie')
  await edit.getByRole('button', { name: 'Cancel' }).click()

  // A megatrend with macrotrends cannot be deleted; the rule is written beside it.
  await expect(climate.getByRole('button', { name: 'Delete Climate Change' })).toBeDisabled()
  await expect(climate.getByText(/A megatrend can be deleted once it has no macrotrends/)).toBeVisible()
})

test('the import report gives refusal reasons as sentences, not message keys', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/trend-managment?tab=import')
  await hydrated(page)
  const feed = [
    { external_id: 'reason-1', translations: { 'en-US': { title: 'Tidal kites' } } },
    { external_id: 'reason-1', translations: { 'en-US': { title: 'Twice' } } },
  ]
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(JSON.stringify(feed))
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(
    page.getByText('Row 2 (reason-1): external_id: The same external id is already in row 1.'),
  ).toBeVisible()
  await expect(page.getByText(/api\.(fields|trends)\./)).toHaveCount(0)
})

test('staff write a microtrend by hand, edit it on its page and delete it', async ({ page }) => {
  test.slow()
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/trend-managment')
  await hydrated(page)
  await page.getByRole('button', { name: 'New microtrend' }).click()
  const dialog = page.getByRole('dialog', { name: 'New microtrend' })
  // English is required: said before anything is sent.
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Title · English' }).fill('Kelp farming at scale')
  await dialog.getByRole('textbox', { name: 'Title · Deutsch' }).fill('Seetang-Farmen im großen Maßstab')
  await dialog.getByRole('textbox', { name: 'Summary · English' }).fill('Seaweed as food, feed and fibre.')
  await dialog.getByLabel('Published on').fill('2026-10-05')
  await dialog.getByRole('combobox', { name: 'Macrotrends' }).click()
  await page
    .getByRole('listbox', { name: 'Macrotrends' })
    .getByRole('option', { name: 'Circular Economy' })
    .click()
  await dialog.getByRole('button', { name: 'Save' }).click()

  // Its page opens, with what was written.
  await expect(page.getByRole('heading', { level: 1, name: 'Kelp farming at scale' })).toBeVisible()
  await expect(page.getByText('Seaweed as food, feed and fibre.')).toBeVisible()
  await expect(page.getByText(/^Published .*2026/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Circular Economy' })).toBeVisible()

  // Edited on its page: the German title is kept, the English one changes.
  await page.getByRole('button', { name: 'Edit microtrend' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit microtrend' })
  await expect(edit.getByRole('textbox', { name: 'Title · Deutsch' })).toHaveValue(
    'Seetang-Farmen im großen Maßstab',
  )
  await edit.getByRole('textbox', { name: 'Title · English' }).fill('Kelp farms at scale')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The changes have been saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Kelp farms at scale' })).toBeVisible()

  // Deleted: the library opens and no longer finds it.
  await page.getByRole('button', { name: 'Delete microtrend' }).click()
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete microtrend' })
    .click()
  await expect(page.getByText('The microtrend has been deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client\/trend-managment$/)
  await page.goto('/en-US/client/trend-managment?search=Kelp')
  await expect(page.getByText('No trends match these filters.')).toBeVisible()
})
