import { expect, test } from './fixtures.ts'
import { signIn, signOut } from './helpers.ts'

// Signals without a competitor and dated before the demo's latest ones, so the counts and the latest
// signals that market-intelligence.spec.ts reads stay as they are.
const CSV = [
  'external_id,kind,title,summary,source,url,occurred_on,competitor,tags',
  'e2e-1,news,EU proposes a cloud sovereignty label,,EUR-Lex,https://eur-lex.europa.eu/e2e-1,2026-08-12,,regulation',
  'e2e-2,note,Analysts expect consolidation in planning software,Heard at a briefing,Analyst briefing,,2026-08-14,,market',
  'e2e-3,news,Vandelay enters our market,,Reuters,,2026-08-15,Vandelay,',
].join('\n')

test('a company admin previews and imports signals from a CSV file, then links one to an objective', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/market-intelligence/admin')
  await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^Gartner Analyst High/ })).toBeVisible()

  await page.locator('input[type="file"]').setInputFiles({
    name: 'signals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  })
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await page.getByRole('button', { name: 'Preview' }).click()
  const report = page.getByRole('status').filter({ hasText: 'Preview: nothing has been changed yet' })
  await expect(report.getByText('2 new · 0 updated · 1 refused')).toBeVisible()
  await expect(report.getByText('New sources: Analyst briefing')).toBeVisible()
  await expect(
    report.getByRole('row', { name: /^1 e2e-1 EU proposes a cloud sovereignty label New/ }),
  ).toBeVisible()
  // The refusal names the column and the competitor, in the reader's language.
  await expect(report.getByRole('row', { name: /^3 e2e-3/ })).toContainText('competitor:')
  await expect(report.getByRole('row', { name: /^3 e2e-3/ })).toContainText('Vandelay')
  await expect(page.getByRole('row', { name: /EU proposes a cloud sovereignty label/ })).toHaveCount(1)

  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible()
  // The signal's own row (the report above and its opened links below name it too).
  const signal = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^\d+ links?$/ }) })
    .filter({ hasText: 'EU proposes a cloud sovereignty label' })
  await expect(signal).toContainText('EUR-Lex')
  await expect(page.getByRole('row', { name: /^Analyst briefing Other Not judged/ })).toBeVisible()

  // Link the new signal to an objective: what the company does about it.
  await signal.getByRole('button', { name: '0 links' }).click()
  const links = page.getByRole('region', {
    name: 'Objectives and measures of EU proposes a cloud sovereignty label',
  })
  await expect(links.getByText('No objective linked yet.')).toBeVisible()
  const picker = links.getByRole('group', { name: 'Link an objective' })
  await picker.getByLabel('Link an objective').selectOption({ label: 'Make the platform fast and reliable' })
  await picker.getByRole('button', { name: 'Link', exact: true }).click()
  await expect(page.getByText('The links have been saved.')).toBeVisible()
  await expect(links.getByRole('link', { name: 'Make the platform fast and reliable' })).toBeVisible()
  await expect(signal.getByRole('button', { name: '1 link' })).toBeVisible()

  // Everyone in the company reads the link on the dashboard, and it leads into the OKR page.
  await signOut(page)
  await signIn(page, 'user@acme.example', '/en-US')
  await page.goto('/en-US/client/market-intelligence/dashboard?search=sovereignty')
  await page
    .getByRole('row', { name: /EU proposes a cloud sovereignty label/ })
    .getByRole('button', { name: '1 link' })
    .click()
  const read = page.getByRole('region', {
    name: 'Objectives and measures of EU proposes a cloud sovereignty label',
  })
  await expect(read.getByRole('group', { name: 'Link an objective' })).toHaveCount(0)
  await read.getByRole('link', { name: 'Make the platform fast and reliable' }).click()
  await expect(page).toHaveURL(/\/en-US\/client\/okr\?open=objective:/)
})

test('a microtrend page shows what the company does about it, with links into OKR and PPM', async ({
  page,
}) => {
  // Mia reads English (the library answers in the reader's language).
  await signIn(page, 'mia.chen@acme.example', '/en-US')
  await page.goto('/en-US/client/trend-managment?search=copilots')
  const card = page.getByRole('article', { name: 'AI copilots at work' })
  await card.getByRole('link', { name: 'AI copilots at work' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'AI copilots at work' })).toBeVisible()
  const done = page.getByRole('region', { name: 'What the company does about it' })
  await expect(done.getByRole('link', { name: 'Build a company people love to work at' })).toHaveAttribute(
    'href',
    /\/client\/okr\?open=objective:/,
  )
  await expect(done.getByRole('link', { name: 'Self-service quotes' })).toHaveAttribute(
    'href',
    /\/client\/ppm\?measure=/,
  )
  await expect(done.getByText('in Future of Work').first()).toBeVisible()
  await done.getByRole('link', { name: 'Self-service quotes' }).click()
  await expect(page.getByRole('heading', { name: 'Self-service quotes' })).toBeVisible()
  await expect(page).toHaveURL(/\/en-US\/client\/ppm\?measure=/)
})
