import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

/** Calls the API from a signed-in page, as its own scripts do (session cookie and CSRF header). */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? ''
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(csrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: await response.json() }
    },
    { method, path, body },
  )
}

test('the bell rises live when a task is assigned elsewhere; reading it lands on the task', async ({
  page,
  browser,
}) => {
  await signIn(page, 'liam.oconnor@acme.example', '/en-US')
  await page.goto('/en-US/client/okr')
  const bell = page.getByRole('link', { name: /^Open notifications/ })
  await expect(bell).toBeVisible()
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0)

  // Lena assigns Liam a task in her own browser.
  const other = await browser.newContext()
  const lena = await other.newPage()
  await signIn(lena, 'lead@acme.example', '/en-US')
  const title = `Review the pricing page ${Date.now()}`
  const projects = await callApi(lena, 'GET', '/api/v1/okr/projects/?page_size=1')
  const users = await callApi(lena, 'GET', '/api/v1/accounts/users/?search=liam.oconnor')
  const created = await callApi(lena, 'POST', '/api/v1/okr/tasks/', {
    project_id: projects.body.results[0].id,
    title,
    assignee_id: users.body.results[0].id,
  })
  expect(created.status).toBe(201)
  await other.close()

  // Without a reload, within a second or so.
  await expect(bell).toHaveAttribute('aria-label', `Open notifications, ${before + 1} unread`, {
    timeout: 3000,
  })

  await bell.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await page.getByRole('link', { name: `New task for you: ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/en-US/client/okr\\?open=task:${created.body.id}`))
  await expect(page.getByRole('dialog').getByText(title).first()).toBeVisible()
  await expect(bell).toHaveAttribute(
    'aria-label',
    before === 0 ? 'Open notifications' : `Open notifications, ${before} unread`,
  )
})

test('/client greets the user with announcements and one queue of what needs them', async ({ page }) => {
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client')
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ada$/ }),
  ).toBeVisible()
  // Texts the server writes follow Ada's stored language (German), as every API message does.
  await expect(page.getByText('Benachrichtigungen sind da').first()).toBeVisible()
  const queue = page.getByRole('list', { name: 'Needs you now' })
  await expect(queue.getByRole('listitem').first()).toBeVisible()
  await expect(queue.getByText(/Overdue|Due/).first()).toBeVisible()
})

test('staff publish a critical announcement; its audience sees a banner until they hide it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/notifications')
  await page.getByRole('tab', { name: 'Announcements' }).click()
  await page.getByRole('button', { name: 'New announcement' }).click()
  const dialog = page.getByRole('dialog', { name: 'New announcement' })
  await dialog.getByRole('textbox', { name: 'Title (English)' }).fill('Planned maintenance tonight')
  await dialog
    .getByRole('textbox', { name: 'Text (English, Markdown)' })
    .fill('The portal is **offline** from 22:00.')
  await dialog.getByLabel('Severity').selectOption({ label: 'Critical' })
  await dialog.getByLabel('Audience').selectOption({ label: 'Chosen companies' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  // No company chosen: the field says so and nothing is saved.
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByLabel('Audience').selectOption({ label: 'Everyone' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The announcement is saved.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Planned maintenance tonight', exact: true })).toBeVisible()

  const other = await browser.newContext()
  const reader = await other.newPage()
  await signIn(reader, 'user@initech.example', '/en-US')
  await reader.goto('/en-US/client/profile')
  const banner = reader.getByRole('alert').filter({ hasText: 'Planned maintenance tonight' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Hide this announcement' }).click()
  await expect(banner).toHaveCount(0)
  await reader.reload()
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(reader.getByRole('alert').filter({ hasText: 'Planned maintenance tonight' })).toHaveCount(0)
  await other.close()
})
