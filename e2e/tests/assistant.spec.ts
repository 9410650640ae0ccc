import { expect, test } from './fixtures.ts'
import { holdRequests, signIn, signOut } from './helpers.ts'

/** Staff switch the assistant for ACME (the e2e server has a provider: the scripted model). */
async function setAssistant(page: import('@playwright/test').Page, state: 'On' | 'As configured') {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/companies')
  await page.getByRole('link', { name: 'ACME' }).first().click()
  await page.getByLabel('AI assistant').selectOption(state)
  await page.getByRole('button', { name: 'Save modules' }).click()
  await expect(page.getByText('The modules have been saved.')).toBeVisible()
  await signOut(page)
}

test('asks the assistant on the OKR page, follows a link of its answer, renames and deletes the chat', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await setAssistant(page, 'On')
  try {
    await signIn(page, 'user@acme.example', '/en-US')
    await page.goto('/en-US/client/okr')
    await page.getByRole('button', { name: 'Ask the assistant' }).click()
    const panel = page.getByRole('dialog', { name: 'Assistant' })
    await panel.getByLabel('Your question').fill('How are our objectives doing?')
    await panel.getByRole('button', { name: 'Send' }).click()
    // The scripted model calls the objectives tool, then streams the items it got as links.
    await expect(panel.getByText('Here is what I found:')).toBeVisible()
    const links = panel.getByTestId('ai-messages').getByRole('link')
    await expect(links.first()).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Ask again' })).toBeVisible()
    const title = (await links.first().textContent()) ?? ''
    await links.first().click()
    await expect(page).toHaveURL(/\/en-US\/client\/okr\?open=objective:[0-9a-f-]{36}$/)
    await expect(page.getByRole('dialog', { name: 'Objective' }).getByText(title).first()).toBeVisible()

    // The whole page of chats: the session is there, titled by the question.
    await page.goto('/en-US/client/assistant')
    const chats = page.getByRole('navigation', { name: 'Chats' })
    await expect(
      chats.getByRole('button', { name: 'How are our objectives doing?', exact: true }),
    ).toBeVisible()
    await chats.getByRole('button', { name: 'How are our objectives doing?', exact: true }).click()
    await expect(page.getByTestId('ai-messages').getByText('Here is what I found:')).toBeVisible()
    // An answer's buttons name themselves in a tooltip, loaded when the pointer first reaches them (ADR 83).
    await page.getByTestId('ai-messages').getByRole('button', { name: 'Copy' }).last().hover()
    await expect(page.getByRole('tooltip')).toHaveText('Copy')
    // A chat's menu loads on demand too: with its code held back, a click opens it once the code is here.
    const releaseMenu = await holdRequests(page, /\/assets\/session-menu-[\w-]+\.js$/)
    await chats.getByRole('button', { name: /Rename \/ Delete: How are our objectives doing\?/ }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)
    releaseMenu()
    await page.getByRole('menuitem', { name: 'Rename' }).click()
    await page.getByLabel('Title').fill('Objectives check')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The chat has been renamed.')).toBeVisible()
    await expect(chats.getByRole('button', { name: 'Objectives check', exact: true })).toBeVisible()
    await chats.getByRole('button', { name: /Rename \/ Delete: Objectives check/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The chat has been deleted.')).toBeVisible()
    await expect(chats.getByRole('button', { name: 'Objectives check', exact: true })).toHaveCount(0)

    // Asking on the page itself opens a new chat there, listed as soon as it is answered.
    await page.getByRole('button', { name: 'New chat' }).click()
    await page.getByLabel('Your question').fill('Which services can I use?')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('ai-messages').getByText('Here is what I found:')).toBeVisible()
    await expect(page).toHaveURL(/\?session=[0-9a-f-]{36}$/)
    await expect(chats.getByRole('button', { name: 'Which services can I use?', exact: true })).toBeVisible()
  } finally {
    await signOut(page)
    await setAssistant(page, 'As configured')
  }
})

/** ACME's company admin lets the assistant read the OKR module, or not (ADR 45). */
async function setOkrForAssistant(page: import('@playwright/test').Page, allowed: boolean) {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/companies')
  await page.getByRole('link', { name: 'ACME' }).first().click()
  const section = page.getByRole('region', { name: 'What the assistant may read' })
  await section.getByRole('checkbox', { name: /^Goals & OKR/ }).setChecked(allowed)
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The assistant’s access has been saved.')).toBeVisible()
  await signOut(page)
}

test('a company admin switches OKR off for the assistant, which then reads nothing of it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await setAssistant(page, 'On')
  try {
    await setOkrForAssistant(page, false)
    await signIn(page, 'user@acme.example', '/en-US')
    await page.goto('/en-US/client/okr')
    await page.getByRole('button', { name: 'Ask the assistant' }).click()
    const panel = page.getByRole('dialog', { name: 'Assistant' })
    await panel.getByLabel('Your question').fill('How are our objectives doing?')
    await panel.getByRole('button', { name: 'Send' }).click()
    // The scripted model still asks for the objectives tool: refused, it gets nothing to link.
    await expect(panel.getByText('I found nothing you can see about that.')).toBeVisible()
    await expect(panel.getByTestId('ai-messages').getByRole('link')).toHaveCount(0)
    await signOut(page)
  } finally {
    await setOkrForAssistant(page, true)
    await setAssistant(page, 'As configured')
  }
})

test('offers no assistant where it is off', async ({ page }) => {
  await signIn(page, 'user@globex.example', '/en-US')
  await page.goto('/en-US/client/okr')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toHaveCount(0)
  expect((await page.goto('/en-US/client/assistant'))?.status()).toBe(404)
})
