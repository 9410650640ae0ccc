import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

/** Issue 11's rough edges, as a user meets them (OKR, readability, texts), in more than one locale. */

const TEXTS = {
  '/en-US': {
    keyResults: 'Key results',
    close: 'Close',
    readOnly: 'Only the portal team can change these details.',
    saved: 'The company has been saved.',
    save: 'Save',
    autoAssign: 'each time they sign in with single sign-on',
  },
  '/de-DE': {
    keyResults: 'Schlüsselergebnisse',
    close: 'Schließen',
    readOnly: 'Nur das Portal-Team kann diese Angaben ändern.',
    saved: 'Das Unternehmen wurde gespeichert.',
    save: 'Speichern',
    autoAssign: 'bei jeder Anmeldung per Single Sign-on',
  },
} as const

/** The scale React Flow draws the diagram at (its viewport's transform). */
const diagramScale = (page: Page) =>
  page
    .locator('.react-flow__viewport')
    .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a)

/** The largest rendered font size below 12 px among the texts in `scope`, or 0 if there is none. */
async function smallestText(scope: Locator, scale: number) {
  return scope.evaluateAll(
    (elements, factor) =>
      Math.min(
        ...elements
          .filter((element) =>
            Array.from(element.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()),
          )
          .map((element) => Number.parseFloat(getComputedStyle(element).fontSize) * factor),
      ),
    scale,
  )
}

for (const prefix of ['/en-US', '/de-DE'] as const) {
  test(`OKR at 1366 px: New button, sideways table, key results and diagram text (${prefix})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1366, height: 768 })
    await signIn(page, 'lead@acme.example', prefix)
    await page.goto(`${prefix}/client/okr`)

    // The button is named by what it shows, and says it opens a menu.
    const create = page.getByRole('button', { name: prefix === '/en-US' ? 'New' : 'Neu', exact: true })
    await expect(create).toHaveAttribute('aria-haspopup', 'menu')

    // More columns than fit: the table scrolls sideways, with a shadow on the side that hides some, and the
    // title column stays.
    const frame = page.getByTestId('okr-table-frame')
    const scroller = frame.locator('> div')
    const wider = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(wider).toBe(true)
    await expect(frame).toHaveAttribute('data-more-right', 'true')
    await expect(frame).not.toHaveAttribute('data-more-left', /.*/)
    const firstTitle = frame.locator('tr[data-type="objective"] td').first()
    const before = await firstTitle.boundingBox()
    await scroller.evaluate((element) => element.scrollBy({ left: 2000 }))
    await expect(frame).toHaveAttribute('data-more-left', 'true')
    await expect(frame).not.toHaveAttribute('data-more-right', /.*/)
    expect((await firstTitle.boundingBox())?.x).toBe(before?.x)
    await expect(frame.locator('th').first()).toHaveCSS('position', 'sticky')

    // An objective's key results open from its drawer.
    await firstTitle.locator('button').last().click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('tab', { name: TEXTS[prefix].keyResults }).click()
    const keyResult = drawer.getByRole('tabpanel').getByRole('button').first()
    const title = (await keyResult.textContent()) ?? ''
    expect(title.length).toBeGreaterThan(0)
    await keyResult.click()
    await expect(page.getByTestId('drawer-title')).toHaveText(title)
    await expect(page).toHaveURL(/open=key_result/)
    await page.getByRole('button', { name: TEXTS[prefix].close, exact: true }).click()

    // The diagram opens at a size where every text is 12 px or more.
    await page.goto(`${prefix}/client/okr?mode=diagram`)
    const node = page.locator('.react-flow__node').first()
    await expect(node).toBeVisible()
    const scale = await diagramScale(page)
    expect(scale).toBeGreaterThanOrEqual(1)
    expect(await smallestText(page.locator('.react-flow__node *'), scale)).toBeGreaterThanOrEqual(12)
  })
}

test('a member reads their company as text with who changes it (en-US, fr-FR)', async ({ page }) => {
  await signIn(page, 'user@acme.example', '/en-US')
  const companies = await (await page.request.get('/api/v1/okr/companies/')).json()
  const acme = companies.results[0]
  for (const [prefix, sentence] of [
    ['/en-US', 'Only the portal team can change these details.'],
    ['/fr-FR', 'Seule l’équipe du portail peut modifier ces informations.'],
  ] as const) {
    await page.goto(`${prefix}/client/companies/${acme.id}`)
    await expect(page.getByTestId('company-read-only')).toContainText(sentence)
    await expect(page.getByRole('main').getByText(acme.name, { exact: true }).last()).toBeVisible()
    // No disabled form: nothing to type into.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  }
})

for (const prefix of ['/en-US', '/de-DE'] as const) {
  test(`toasts show bottom right, clear of the header, and go soon (${prefix})`, async ({ page }) => {
    await signIn(page, 'super@example.com', prefix)
    const companies = await (await page.request.get('/api/v1/okr/companies/')).json()
    await page.goto(`${prefix}/client/companies/${companies.results[0].id}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: TEXTS[prefix].save, exact: true })
      .first()
      .click()
    const toast = page.getByText(TEXTS[prefix].saved)
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    const header = await page.getByRole('banner').boundingBox()
    const viewport = page.viewportSize()
    expect(box && header && viewport).toBeTruthy()
    expect(box!.y).toBeGreaterThan(header!.y + header!.height)
    expect(box!.y).toBeGreaterThan(viewport!.height / 2)
    expect(box!.x).toBeGreaterThan(viewport!.width / 2)
    await expect(toast).toBeHidden({ timeout: 6_000 })
  })

  test(`the auto-assign screen says when rules apply (${prefix})`, async ({ page }) => {
    await signIn(page, 'admin@example.com', prefix)
    await page.goto(`${prefix}/client/auto-assign`)
    await expect(page.getByText(TEXTS[prefix].autoAssign)).toBeVisible()
  })
}
