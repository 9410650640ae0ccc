import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { holdRequests, signIn } from './helpers.ts'

// A board needs room: the journeys before may leave an announcement banner above it.
test.use({ viewport: { width: 1280, height: 1100 } })

/** Opens a scene from the list, by its title, and waits until the drawing is on the canvas. */
async function openScene(page: Page, title: string) {
  await page.goto('/en-US/client/whiteboard')
  await page.getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(/\/client\/svc\/whiteboard\?scene=/)
  await expect(page.locator('.excalidraw canvas.interactive')).toBeVisible({ timeout: 20_000 })
}

const drawnCount = async (page: Page) =>
  Number((await page.getByTestId('element-count').textContent())?.match(/\d+/)?.[0])

/**
 * Draws a rectangle with Excalidraw's own tool (key R), from a point of the canvas by an offset;
 * `pressed` runs while the button is down, before the drag.
 */
async function drawRectangle(page: Page, at: { x: number; y: number }, pressed?: () => Promise<unknown>) {
  const canvas = page.locator('.excalidraw canvas.interactive')
  const box = (await canvas.boundingBox())!
  // The drawing tools answer to keys once the board has the focus: a click on an empty spot gives it.
  await page.mouse.click(box.x + 330, box.y + 500)
  await page.keyboard.press('Escape')
  await page.keyboard.press('r')
  // The drag draws only with the tool chosen (else it selects).
  await expect(page.getByTestId('toolbar-rectangle')).toBeChecked()
  await page.mouse.move(box.x + at.x, box.y + at.y)
  await page.mouse.down()
  await pressed?.()
  await page.mouse.move(box.x + at.x + 120, box.y + at.y + 70, { steps: 8 })
  await page.mouse.up()
}

/** A save of a scene's drawing (reads carry `?since=`, saves the tab's `?client=`). */
const SAVE = /\/api\/v1\/whiteboard\/scene-data\/[\w-]+\/\?client=/

test('two colleagues draw on the shared workshop board and see each other’s strokes live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'lead@acme.example', '/en-US')
  await openScene(page, 'Q4 retrospective workshop')
  const other = await browser.newContext()
  const liam = await other.newPage()
  await signIn(liam, 'liam.oconnor@acme.example', '/en-US')
  await openScene(liam, 'Q4 retrospective workshop')
  const start = await drawnCount(page)
  expect(await drawnCount(liam)).toBe(start)
  // Each sees the other is here.
  await expect(page.getByText('Also here: 1')).toBeVisible({ timeout: 15_000 })
  await expect(liam.getByText('Also here: 1')).toBeVisible({ timeout: 15_000 })

  // Lena draws; Liam's board shows it within a second of it being saved.
  await drawRectangle(page, { x: 380, y: 380 })
  await expect(page.getByTestId('element-count')).toHaveText(`${start + 1} elements`)
  await expect(liam.getByTestId('element-count')).toHaveText(`${start + 1} elements`, { timeout: 3_000 })

  const boards = [
    { board: page, name: 'Lena’s board' },
    { board: liam, name: 'Liam’s board' },
  ]

  // Both draw at once: both boards end with both rectangles.
  await Promise.all([drawRectangle(page, { x: 380, y: 200 }), drawRectangle(liam, { x: 700, y: 380 })])
  for (const { board, name } of boards) {
    await expect(board.getByTestId('element-count'), name).toHaveText(`${start + 3} elements`, {
      timeout: 5_000,
    })
    await expect(board.locator('[data-save-status="saved"]'), name).toBeVisible({ timeout: 10_000 })
  }

  // A save leaves at Lena's pointer-down, while her rectangle has no size yet, and is answered only after
  // she let go (what a busy machine or a slow network does): the finished rectangle is saved all the same.
  const releaseSave = await holdRequests(page, SAVE)
  const saveSent = page.waitForRequest(SAVE)
  await drawRectangle(page, { x: 700, y: 200 }, () => saveSent)
  releaseSave()
  for (const { board, name } of boards) {
    await expect(board.getByTestId('element-count'), name).toHaveText(`${start + 4} elements`, {
      timeout: 5_000,
    })
    await expect(board.locator('[data-save-status="saved"]'), name).toBeVisible({ timeout: 10_000 })
  }
  // A reload keeps everything.
  await liam.reload()
  await expect(liam.locator('.excalidraw canvas.interactive')).toBeVisible({ timeout: 20_000 })
  await expect(liam.getByTestId('element-count')).toHaveText(`${start + 4} elements`)
  await other.close()
})

test('Globex’s start page is a working whiteboard, loaded without a request leaving the portal', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/')
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)
  await expect(page.locator('.excalidraw canvas.interactive')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Store launch plan|My notes/)
  // Drawing there saves it.
  const before = await drawnCount(page)
  await drawRectangle(page, { x: 380, y: 300 })
  await expect(page.getByTestId('element-count')).toHaveText(`${before + 1} elements`)
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 })
  await page.reload()
  await expect(page.getByTestId('element-count')).toHaveText(`${before + 1} elements`, { timeout: 20_000 })
  expect(foreign).toEqual([])
})

test('a scene is created, renamed, shared and deleted with undo from the list', async ({ page }) => {
  // Two visits of the list after the editor's steps (ADR 83): more than one journey's budget.
  test.setTimeout(180_000)
  await signIn(page, 'liam.oconnor@acme.example', '/en-US')
  await page.goto('/en-US/client/whiteboard')
  await page.getByRole('button', { name: 'New scene' }).click()
  await expect(page).toHaveURL(/\/client\/svc\/whiteboard\?scene=/)
  await page.getByRole('button', { name: 'Actions for “New scene”' }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Pricing workshop')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing workshop')
  await page.getByRole('button', { name: 'Actions for “Pricing workshop”' }).click()
  await page.getByRole('menuitem', { name: 'Share' }).click()
  await page.getByLabel('Everyone can draw').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Shared to draw')).toBeVisible()

  await page.goto('/en-US/client/whiteboard?filter=mine')
  // A card's menu and its dialog load on demand (ADR 83). With the menu's code held back, a click on its
  // button opens the menu once the code is here; the dialog then takes the focus and the keys typed.
  const releaseMenu = await holdRequests(page, /\/assets\/scene-menu-[\w-]+\.js$/)
  await page.getByRole('button', { name: 'Actions for “Pricing workshop”' }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  releaseMenu()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' 2')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Pricing workshop 2', exact: true })).toBeVisible()

  // By keyboard on a fresh page: Enter on the focused button opens the menu, Escape gives the focus back.
  await page.goto('/en-US/client/whiteboard?filter=mine')
  const actions = page.getByRole('button', { name: 'Actions for “Pricing workshop 2”' })
  await actions.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(actions).toBeFocused()
  await actions.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('link', { name: 'Pricing workshop 2', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('link', { name: 'Pricing workshop 2', exact: true })).toBeVisible()
})
