import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('a user sends a support request with a file and sees it in the list', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/support')
  await expect(page.getByRole('heading', { name: 'Your requests' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('row', { name: /How do we change our start page\? .*Answered/ })).toBeVisible()

  const form = page.getByRole('form', { name: 'New request' })
  await form.getByLabel('Category').selectOption({ label: 'Technical problem' })
  await form.getByRole('textbox', { name: 'Subject' }).fill('Charts stay empty')
  await form.getByRole('textbox', { name: 'Message' }).fill('The dashboard charts show no data since Monday.')
  await form.locator('input[type="file"]').setInputFiles({
    name: 'browser-log.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('GET /api/v1/dashboards/active/ 200\n'),
  })
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Your request has been sent. We will answer soon.')).toBeVisible()
  await expect(page.getByRole('row', { name: /Charts stay empty .*Open/ })).toBeVisible()
  // The form is empty again for the next request.
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('')

  await page.getByRole('link', { name: 'Charts stay empty' }).click()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Charts stay empty' })).toBeVisible()
  await expect(page.getByText('The dashboard charts show no data since Monday.')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download browser-log\.txt/ }).click()
  expect((await download).suggestedFilename()).toBe('browser-log.txt')
})

test('staff answer a request from the queue and close it; the files refuse a disguised program', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/support')
  await page.getByLabel('Company', { exact: true }).selectOption({ label: 'ACME' })
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' })
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('row', { name: /Invoice for March is missing .*Ada Muster/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /How do we change our start page/ })).toHaveCount(0)

  await page.getByRole('link', { name: 'Invoice for March is missing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice for March is missing' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('textbox', { name: 'Message' }).fill('Here it is.')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  })
  await page.getByRole('button', { name: 'Send answer' }).click()
  await expect(page.getByText(/invoice\.pdf is not an allowed file/)).toBeVisible()

  // Without the file, the answer goes out.
  await page.getByRole('button', { name: 'Remove the files' }).click()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Here it is.')
  await page.getByRole('button', { name: 'Send answer' }).click()
  await expect(page.getByText('Your reply has been sent.')).toBeVisible()
  await expect(page.getByText('Answered', { exact: true })).toBeVisible()
  await expect(page.getByText('Support team').last()).toBeVisible()
  await page.getByRole('button', { name: 'Close request' }).click()
  await expect(page.getByText('Closed', { exact: true })).toBeVisible()
  await expect(page.getByText('This request is closed. Replying opens it again.')).toBeVisible()
})
