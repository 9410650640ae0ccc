import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'
import { dayFromToday } from './today.ts'

test('a user requests coaching and sees the coaching team’s answer', async ({ page, browser }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/coaching')
  await page.waitForLoadState('networkidle')
  const offer = page.getByRole('article', { name: 'Giving and receiving feedback' })
  await expect(offer.getByText('Coach: Clara Jansen')).toBeVisible()
  await expect(page.getByRole('article', { name: 'Time management basics' })).toHaveCount(0)
  await offer.getByRole('button', { name: 'Request this coaching' }).click()
  await expect(page.getByLabel('Offer')).toHaveValue(/[0-9a-f-]{36}/)
  await page.getByRole('textbox', { name: 'Topic' }).fill('Feedback for new team leads')
  await page.getByLabel('Preferred date 1').fill(dayFromToday(8))
  await page.getByLabel('Preferred date 2').fill(dayFromToday(9))
  await page.getByRole('textbox', { name: 'Message' }).fill('Three of us lead a team for the first time.')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(
    page.getByText('Your request has been sent. The coaching team will answer soon.'),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: /Feedback for new team leads .*Open/ })).toBeVisible()

  // The coaching team answers, in another browser.
  const staff = await (await browser.newContext()).newPage()
  await signIn(staff, 'admin@example.com', '/en-US')
  await staff.goto('/en-US/client/coaching')
  await staff.getByRole('link', { name: 'Feedback for new team leads' }).click()
  await expect(staff.getByText('Three of us lead a team for the first time.')).toBeVisible()
  await staff.waitForLoadState('networkidle')
  await staff.getByRole('textbox', { name: 'Message' }).fill('Clara will run it for all three of you.')
  await staff.getByRole('button', { name: 'Send answer' }).click()
  await expect(staff.getByText('Your reply has been sent.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('row', { name: /Feedback for new team leads .*Answered/ })).toBeVisible()
  await page.getByRole('link', { name: 'Feedback for new team leads' }).click()
  await expect(page.getByText('Clara will run it for all three of you.')).toBeVisible()
  await expect(page.getByText('Coaching team')).toBeVisible()
})

test('staff add an offer in both languages; German readers see the German title', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/coaching')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'New offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'New offer' })
  await dialog.getByLabel('Title (English)').fill('Negotiating budgets')
  await dialog.getByLabel('Title (German)').fill('Budgets verhandeln')
  await dialog.getByLabel('Coach').fill('Markus Feld')
  await dialog.getByLabel('Format').selectOption({ label: 'Hybrid' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The offer has been saved.')).toBeVisible()
  await expect(page.getByRole('article', { name: 'Negotiating budgets' })).toBeVisible()
  await page.goto('/client/coaching')
  await expect(page.getByRole('article', { name: 'Budgets verhandeln' })).toBeVisible()
})
