import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

/** Picks a file through the file dialog, as a user does. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel('File to add').click()
  await (await chooser).setFiles(file)
}

test('a user completes a lesson and the course progress persists after a reload', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/svc/academy')
  const card = page.getByRole('article').filter({ hasText: 'Working with trends' })
  await expect(card.getByText('0 of 2 lessons completed')).toBeVisible()
  await card.getByRole('link', { name: 'Working with trends' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Working with trends' })).toBeVisible()

  const lesson = page.getByRole('region', { name: 'Megatrends, macrotrends and microtrends' })
  await expect(lesson.getByRole('table')).toContainText('Ageing society')
  await lesson.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(lesson.getByText('Completed')).toBeVisible()
  await expect(page.getByText('1 of 2 lessons completed')).toBeVisible()

  await page.reload()
  // The first journey of the suite once clicked the download link below while the reloaded page was
  // still hydrating, and no download came: wait for the page to be live, as the sign-in helper does.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByText('1 of 2 lessons completed')).toBeVisible()
  await expect(lesson.getByRole('button', { name: 'Mark as not done' })).toBeVisible()
  const hub = page.getByRole('region', { name: 'Building a trend hub' })
  const download = page.waitForEvent('download')
  await hub.getByRole('link', { name: 'Download trend-radar-template.csv' }).click()
  expect((await download).suggestedFilename()).toBe('trend-radar-template.csv')

  await page.getByRole('link', { name: 'All courses' }).click()
  await expect(card.getByText('1 of 2 lessons completed')).toBeVisible()
})

test('staff build a course with a video lesson and a file, and publish it', async ({ page, browser }) => {
  // Five languages for the course and its lesson, a file, publishing, and a second person reading.
  test.setTimeout(120_000)
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/svc/academy')
  await page.getByRole('link', { name: 'New course' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Roadmapping')
  await page.getByRole('tab', { name: 'Deutsch' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Roadmaps')
  for (const [tab, title] of [
    ['Español', 'Hojas de ruta'],
    ['Français', 'Feuilles de route'],
    ['Português', 'Roteiros'],
  ]) {
    await page.getByRole('tab', { name: tab }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill(title!)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmapping' })).toBeVisible()
  await expect(page.getByText('Draft')).toBeVisible()

  await page.getByRole('link', { name: 'Add lesson' }).click()
  await page.getByLabel('Video link (https)').fill('https://youtu.be/dQw4w9WgXcQ')
  await page.getByRole('textbox', { name: 'Title' }).fill('Why roadmaps')
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('A roadmap shows **direction**.')
  await page.getByRole('tab', { name: 'Deutsch' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Warum Roadmaps')
  await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill('Eine Roadmap zeigt die **Richtung**.')
  for (const [tab, title, body] of [
    ['Español', 'Por qué hojas de ruta', 'Una hoja de ruta marca el **rumbo**.'],
    ['Français', 'Pourquoi une feuille de route', 'Une feuille de route donne le **cap**.'],
    ['Português', 'Porquê roteiros', 'Um roteiro mostra o **rumo**.'],
  ]) {
    await page.getByRole('tab', { name: tab }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill(title!)
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(body!)
  }
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The lesson has been created.')).toBeVisible()

  // The saved lesson stays open for its files; a program is refused, a text file is added.
  await chooseFile(page, {
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText(/setup\.exe is not an allowed file/)).toBeVisible()
  await chooseFile(page, { name: 'agenda.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Vision') })
  await page.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('The file has been added.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'agenda.txt' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()

  const lesson = page.getByRole('region', { name: 'Why roadmaps' })
  await expect(lesson.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  await expect(lesson.getByRole('link', { name: 'Download agenda.txt' })).toBeVisible()

  await page.getByRole('link', { name: 'Edit course' }).click()
  await page.getByLabel('Published (visible to everyone signed in)').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The course has been saved.')).toBeVisible()

  const reader = await browser.newPage()
  await signIn(reader, 'user@globex.example', '/en-US')
  await reader.goto('/en-US/client/svc/academy')
  await expect(
    reader.getByRole('article').filter({ hasText: 'Roadmapping' }).getByText('0 of 1 lesson completed'),
  ).toBeVisible()
})
