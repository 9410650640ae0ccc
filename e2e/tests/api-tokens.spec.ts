import { request as apiRequest } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { hydrated, signIn } from './helpers.ts'

test('a personal token: created on the profile, shown once, used by a program, revoked', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'sofia.rossi@acme.example', '/en-US')
  await page.goto('/en-US/client/profile')
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nightly export')
  await page.getByRole('checkbox', { name: 'Goals (OKR): Read' }).check()
  // The lifetime is the browser's number field: typed, and stepped by the arrow keys.
  const days = page.getByRole('spinbutton', { name: 'Valid for (days)' })
  await expect(days).toHaveValue('90')
  await days.fill('29')
  await days.press('ArrowUp')
  await expect(days).toHaveValue('30')
  const creating = page.waitForRequest(
    (request) => request.method() === 'POST' && /token/.test(request.url()),
  )
  await page.getByRole('button', { name: 'Create token' }).click()
  expect((await creating).postDataJSON()).toMatchObject({ expires_in_days: 30, scopes: ['okr:read'] })

  // Shown this once.
  const secret = (await page.getByTestId('new-token-secret').textContent()) ?? ''
  expect(secret).toMatch(/^ptl_/)
  await expect(page.getByRole('button', { name: 'Revoke the token “Nightly export”' })).toBeVisible()

  // A program (no browser cookies) calls the API with it, like curl would.
  const program = await apiRequest.newContext({ baseURL })
  const read = await program.get('/api/v1/okr/objectives/', {
    headers: { Authorization: `Bearer ${secret}` },
  })
  expect(read.status()).toBe(200)
  expect((await read.json()).count).toBeGreaterThan(0)
  const write = await program.post('/api/v1/okr/objectives/', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { title: 'Not allowed' },
  })
  expect(write.status()).toBe(403)

  // After a reload the secret is gone from the page; the token is listed with its last use.
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('new-token-secret')).toHaveCount(0)
  await expect(page.getByText(secret)).toHaveCount(0)

  await page.getByRole('button', { name: 'Revoke the token “Nightly export”' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText(/Revoked on/)).toBeVisible()
  const refused = await program.get('/api/v1/okr/objectives/', {
    headers: { Authorization: `Bearer ${secret}` },
  })
  expect(refused.status()).toBe(401)
  await program.dispose()
})
