import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { linkIn, newestMailTo } from './mailbox.ts'

const PASSWORD = 'Newcomer!pass1'

async function fillPasswords(page: Page, label: string, password: string, repeat = password) {
  await page.getByRole('textbox', { name: label, exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(repeat)
}

async function signInWith(page: Page, password: string) {
  await page.getByRole('textbox', { name: /passwor/i }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('registers with a company domain, confirms the address from the mail and signs in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en-US/login')
  await page.getByRole('link', { name: 'No account yet? Register' }).click()
  await expect(page).toHaveURL(/\/en-US\/register$/)

  await page.getByLabel('Work e-mail').fill('sam@initech.example')
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Last name').fill('Sample')
  await fillPasswords(page, 'Password', PASSWORD)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByText('Registration is not open for this e-mail domain.', { exact: false }),
  ).toBeVisible()

  await page.getByLabel('Work e-mail').fill('sam.sample@acme.example')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible()
  await expect(page.getByText(/We have sent a mail to sam.sample@acme.example/)).toBeVisible()

  // Before the address is confirmed, the sign-in page says what to do.
  await page.goto('/en-US/login')
  await page.getByLabel(/e-?mail/i).fill('sam.sample@acme.example')
  await signInWith(page, PASSWORD)
  await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible()

  const mail = await newestMailTo(baseURL!, 'sam.sample@acme.example')
  expect(mail.subject).toBe('Confirm your e-mail address for the Client Portal')
  await page.goto(linkIn(mail.body))
  await expect(page).toHaveURL(/\/en-US\/login\?notice=verified/)
  await expect(page.getByText('Your e-mail address is confirmed. Sign in to continue.')).toBeVisible()
  await expect(page.getByLabel(/e-?mail/i)).toHaveValue('sam.sample@acme.example')
  await signInWith(page, PASSWORD)
  // The ACME rule made Sam a member: ACME's start page.
  await expect(page).toHaveURL(/\/en-US\/client\/dashboard$/)

  // The link works once.
  await page.goto(linkIn(mail.body))
  await expect(page.getByText('This link does not work')).toBeVisible()
})

test('resets a forgotten password with the mailed link and signs in with the new one', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en-US/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/en-US\/reset-password$/)
  await page.getByLabel('E-mail').fill('frank.grimes@globex.example')
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(/If an account has the address frank.grimes@globex.example/)).toBeVisible()

  const mail = await newestMailTo(baseURL!, 'frank.grimes@globex.example')
  expect(mail.subject).toBe('Reset your Client Portal password')
  await page.goto(linkIn(mail.body))
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await fillPasswords(page, 'New password', 'short', 'shorter')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('At least 10 characters.', { exact: true })).toBeVisible()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()

  await fillPasswords(page, 'New password', 'Grimes!Fresh-start2')
  await expect(page.getByText('Password strength: strong')).toBeVisible()
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Your new password is set. Sign in with it.')).toBeVisible()
  await signInWith(page, 'Grimes!Fresh-start2')
  await expect(page).toHaveURL(/\/en-US\/client\/svc\/whiteboard$/)
})
