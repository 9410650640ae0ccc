import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'
import { dayFromToday } from './today.ts'

const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''

/** A write through the API as the signed-in page (its cookies and the CSRF header). */
async function post(page: Page, path: string, data: unknown) {
  const answer = await page.request.post(`/api/v1/${path}`, {
    data,
    headers: { 'x-csrftoken': await csrfOf(page) },
  })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return answer.json()
}

/** The journey's own measure and objective go again, so the PPM and OKR journeys after it count the demo. */
let made: { measure: string; objective: string } | null = null
test.afterEach(async ({ page }) => {
  if (!made) return
  const headers = { 'x-csrftoken': await csrfOf(page) }
  await page.request.delete(`/api/v1/ppm/measures/${made.measure}/`, { headers })
  await page.request.delete(`/api/v1/okr/objectives/${made.objective}/?children=delete`, { headers })
  made = null
})

test('a key result linked to a measure takes its value from the measure’s realised effect', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page, 'lead@acme.example', '/en-US')
  const unique = crypto.randomUUID().slice(0, 6)
  // A key result of its own and a measure of its own, so no other journey's figures move.
  const lena = (await (await page.request.get('/api/v1/ppm/users/')).json()).find(
    (p: { email: string }) => p.email === 'lead@acme.example',
  )
  const objective = await post(page, 'okr/objectives/', {
    title: `Savings ${unique}`,
    owner_id: lena.id,
    period_start: dayFromToday(-30),
    period_end: dayFromToday(60),
  })
  const keyResult = await post(page, 'okr/key-results/', {
    objective_id: objective.id,
    title: `Realised savings ${unique}`,
    metric: 'currency',
    unit: 'EUR',
    start_value: 0,
    target_value: 10_000,
  })
  const portfolio = await (await page.request.get('/api/v1/ppm/portfolio/')).json()
  const pkg = portfolio.nodes.find((n: { level: string; title: string }) => n.level === 'package')
  const measure = await post(page, 'ppm/measures/', {
    package_id: pkg.id,
    title: `Energy audit ${unique}`,
    start_date: dayFromToday(0),
    end_date: dayFromToday(90),
  })

  made = { measure: measure.id, objective: objective.id }
  // On the measure's page: link it to the key result.
  await page.goto(`/en-US/client/ppm?measure=${measure.id}`)
  await page.getByRole('tab', { name: 'Key results' }).click()
  await expect(page.getByText('This measure is not linked to any key result.')).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Linked key results' })
  await picker.fill(`Realised savings ${unique}`)
  await page.getByRole('option', { name: new RegExp(`Realised savings ${unique}`) }).click()
  await picker.press('Escape')
  await page.getByRole('button', { name: 'Save links' }).click()
  await expect(page.getByText('The links have been saved.')).toBeVisible()
  const linked = page.getByTestId('linked-key-results')
  await expect(linked.getByRole('link', { name: `Realised savings ${unique}` })).toBeVisible()

  // In OKR, the key result shows the measure; its value is switched to come from PPM measures.
  await linked.getByRole('link', { name: `Realised savings ${unique}` }).click()
  await expect(page.getByTestId('drawer-title')).toHaveText(`Realised savings ${unique}`)
  await page.getByRole('tab', { name: 'PPM measures' }).click()
  await expect(
    page.getByTestId('linked-measures').getByRole('link', { name: `Energy audit ${unique}` }),
  ).toBeVisible()
  // The switch shows the server's state: it turns on once the change is saved.
  const fromMeasures = page.getByRole('switch', { name: 'Value from PPM measures' })
  await fromMeasures.click()
  await expect(page.getByText('The value source has been changed.')).toBeVisible()
  await expect(fromMeasures).toBeChecked()

  // An actual effect entered on the measure.
  await page
    .getByTestId('linked-measures')
    .getByRole('link', { name: `Energy audit ${unique}` })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: `Energy audit ${unique}` })).toBeVisible()
  await page.getByRole('tab', { name: 'Effects' }).click()
  await page.getByRole('button', { name: 'Add month' }).click()
  await page.getByLabel('Cost reduction Actual Nov 2026').fill('1234.56')
  await page.getByRole('button', { name: 'Save effects' }).click()
  await expect(page.getByText('The effects have been saved.')).toBeVisible()

  // The OKR page shows the new value, and the check-in that PPM made.
  await page.goto(`/en-US/client/okr?open=key_result:${keyResult.id}`)
  const drawer = page.getByRole('dialog')
  await expect(page.getByTestId('drawer-title')).toHaveText(`Realised savings ${unique}`)
  await expect(drawer).toContainText('€1,234.56')
  await page.getByRole('tab', { name: 'Check-ins' }).click()
  await expect(page.getByTestId('check-in-list')).toContainText('(from PPM measures)')
  await expect(page.getByTestId('check-in-list')).toContainText('€1,234.56')
  // A value kept by measures takes no check-in by hand: the button is off and says why.
  await expect(drawer.getByRole('button', { name: 'Check in' })).toBeDisabled()
  await expect(drawer.getByTestId('check-in-blocked')).toContainText('follows the linked PPM measures')
  // Its edit form says so before anything is typed: the current value is closed, and only the
  // measurements the measures can keep are offered.
  await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
  const form = page.getByRole('dialog', { name: 'Edit key result' })
  await expect(form.getByLabel('Current value', { exact: true })).toBeDisabled()
  await expect(form.getByLabel('Currency', { exact: true })).toBeDisabled()
  await expect(form.getByTestId('value-kept')).toContainText('turn off “Value from PPM measures”')
  await form.getByLabel('Measured as', { exact: true }).click()
  await expect(page.getByRole('option', { name: 'Percentage' })).toBeDisabled()
  await expect(page.getByRole('option', { name: 'Number' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await form.getByRole('button', { name: 'Cancel' }).click()

  // The OKR table marks the key result's row as driven by a PPM measure.
  await page.goto(`/en-US/client/okr?search=${encodeURIComponent(`Savings ${unique}`)}`)
  await page.getByRole('button', { name: `Open Savings ${unique}`, exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: `Realised savings ${unique}` })
  await expect(row.getByTestId('ppm-marker')).toHaveText(/PPM\s*Value from 1 PPM measure/)
  // Its tooltip loads when the pointer reaches the marker and shows at once (ADR 69).
  await row.getByTestId('ppm-marker').hover()
  await expect(page.getByRole('tooltip')).toHaveText('Value from 1 PPM measure')

  // The portfolio's timeline shows the measure's dates once its package is opened there.
  await page.goto('/en-US/client/ppm')
  const timeline = page.getByRole('list', { name: 'Timeline' })
  const measureBar = timeline.getByRole('listitem', {
    name: new RegExp(`^Energy audit ${unique}: .+ to .+`),
  })
  await expect(measureBar).toHaveCount(0)
  await timeline.getByRole('button', { name: `Show the measures of ${pkg.title}` }).click()
  await expect(measureBar).toBeVisible()
})
