import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'
import { dayFromToday } from './today.ts'

/** The API as the signed-in page: its cookies, and the CSRF header every write needs. */
async function api(page: Page) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
  const headers = { 'x-csrftoken': csrf }
  return {
    get: async (path: string) => {
      const answer = await page.request.get(`/api/v1/okr/${path}`)
      expect(answer.ok(), path).toBe(true)
      return answer.json()
    },
    post: async (path: string, data: unknown) => {
      const answer = await page.request.post(`/api/v1/okr/${path}`, { data, headers })
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
      return answer.json()
    },
  }
}

test('the goals dashboard shows the quarter by team and what is at risk; another period shows its own', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/dashboard/goals')
  await expect(page.getByRole('heading', { level: 1, name: 'Goals dashboard' })).toBeVisible()

  const byTeam = page.getByRole('region', { name: 'Progress by team' })
  const teamRows = byTeam.getByRole('listitem')
  await expect(teamRows).toHaveCount(4)
  for (const [index, team] of ['Leadership', 'Operations', 'Product', 'Sales'].entries()) {
    await expect(teamRows.nth(index)).toContainText(team)
  }
  await expect(byTeam.getByRole('progressbar', { name: /^Progress of Product: \d+%$/ })).toBeVisible()
  await expect(byTeam.getByRole('img', { name: 'Average progress of each team’s objectives' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Low confidence' }).getByText('Regretted attrition'),
  ).toBeVisible()
  // The demo is seeded relative to the run's today, five weeks into the quarter (today.ts): the reseller
  // deal is still a "no" (progress 0), behind pace, and the demo's task due 12 days ago is overdue.
  const atRisk = page.getByRole('region', { name: 'Key results at risk' })
  const reseller = atRisk.getByRole('row', { name: /Sign the first reseller partnership/ })
  await expect(reseller).toContainText('Win 40 new mid-market customers')
  await expect(reseller).toContainText('Off track')
  await expect(reseller.getByRole('link', { name: 'Sign the first reseller partnership' })).toHaveAttribute(
    'href',
    /\/en-US\/client\/okr\?open=key_result:[0-9a-f-]{36}$/,
  )
  await expect(
    page.getByRole('region', { name: 'Overdue tasks' }).getByText('Draft the partner terms'),
  ).toBeVisible()

  // The quarter before: only its two objectives (Product's partner portal, Sales' bookings).
  const current = new URL(page.url()).searchParams.get('period')
  expect(current).toBeNull()
  // The filters are the browser's own selects (ADR 74): their options carry the period keys.
  const periodSelect = page.getByRole('combobox', { name: 'Period' })
  await expect(periodSelect.locator('option:checked')).toHaveText('Q4 2026')
  await periodSelect.selectOption({ label: 'Q3 2026' })
  await expect(page).toHaveURL(/\?period=2026-Q3$/)
  await expect(teamRows).toHaveCount(2)
  await expect(teamRows.nth(0)).toContainText('Product')
  await expect(teamRows.nth(1)).toContainText('Sales')
  await expect(
    page.getByRole('region', { name: 'Overdue tasks' }).getByText('No overdue tasks.'),
  ).toBeVisible()

  // A team narrows it further, and both choices survive a reload (they live in the address).
  const teamSelect = page.getByRole('combobox', { name: 'Team' })
  await expect(teamSelect.locator('option:checked')).toHaveText('All teams')
  await teamSelect.selectOption({ label: 'Sales' })
  await expect(page).toHaveURL(/team=[0-9a-f-]{36}/)
  await page.reload()
  await expect(teamSelect.locator('option:checked')).toHaveText('Sales')
  await expect(teamRows).toHaveCount(1)
  await expect(teamRows.nth(0)).toContainText('Sales')
})

test('a check-in made through the API shows among the recent check-ins', async ({ page }) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  const okr = await api(page)
  const [nps] = (await okr.get('key-results/?search=Net%20promoter%20score')).results
  // The same value again: the demo's figures stay as they are for the other journeys.
  const comment = `Survey wave ${Date.now()} closed.`
  await okr.post(`key-results/${nps.id}/check-ins/`, { value: nps.current_value, comment })

  await page.goto('/en-US/client/dashboard/goals')
  const recent = page.getByRole('region', { name: 'Recent check-ins' })
  const item = recent.getByRole('listitem').filter({ hasText: comment })
  await expect(item).toContainText('Net promoter score')
  await expect(item).toContainText('Become the leading client platform in DACH')
  await expect(item).toContainText('Lena')
  // It is the newest: first in the list.
  await expect(recent.getByRole('listitem').first()).toContainText(comment)
  // Its link opens the key result on the OKR page.
  await item.getByRole('link', { name: 'Net promoter score' }).click()
  await expect(page).toHaveURL(new RegExp(`/en-US/client/okr\\?open=key_result:${nps.id}$`))
  await expect(page.getByRole('dialog', { name: 'Key result' })).toContainText('Net promoter score')
})

test('my tasks on the dashboard lists an open task of mine, and ticking it completes it', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  const okr = await api(page)
  const [lena] = (await okr.get('responsible-people/?search=lead%40acme.example')).results
  const lenaId = lena.id
  const project = await okr.post('projects/', { title: `Journey project ${Date.now()}`, owner_id: lenaId })
  const title = `Send the board pack ${Date.now()}`
  const yesterday = dayFromToday(-1)
  const task = await okr.post('tasks/', {
    project_id: project.id,
    title,
    assignee_id: lenaId,
    due_date: yesterday,
  })

  await page.goto('/en-US/client/dashboard')
  const card = page.getByRole('region', { name: 'My tasks' })
  // Overdue first: yesterday's task leads the list.
  await expect(card.getByRole('listitem').first()).toContainText(title)
  await expect(card.getByRole('listitem').first()).toContainText('Overdue since')
  const checkbox = card.getByRole('checkbox', { name: `Mark “${title}” as done` })
  await expect(checkbox).not.toBeChecked()
  await checkbox.click()
  await expect(page.getByText(`“${title}” is done.`)).toBeVisible()
  await expect(checkbox).toBeChecked()
  expect((await okr.get(`tasks/${task.id}/`)).is_complete).toBe(true)

  await page.reload()
  await expect(page.getByRole('region', { name: 'My tasks' })).not.toContainText(title)
  await expect(page.getByRole('region', { name: 'Goals progress' })).toContainText('By team')
})
