import ExcelJS from 'exceljs'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

test('an admin exports the filtered users as an Excel file', async ({ page }) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/users')
  await page.getByLabel('Company').selectOption({ label: 'Globex' })
  await page.getByRole('button', { name: 'Search' }).click()
  // The search is a navigation: until its URL commits, the page still shows the list before it (which can
  // also read "6 users"), and the commit re-renders the tab and closes a menu opened meanwhile.
  await expect(page).toHaveURL(/[?&]company=/)
  await expect(page.getByText('6 users')).toBeVisible()

  await page.getByRole('button', { name: 'Export' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await download.path())
  const sheet = workbook.worksheets[0]!
  expect(sheet.getRow(1).getCell(1).text).toBe('E-mail')
  const emails = (sheet.getColumn(1).values as string[]).slice(2).sort()
  expect(emails).toEqual([
    'chris.consult@partner.example',
    'frank.grimes@globex.example',
    'hank.scorpio@globex.example',
    'lisa.simpson@globex.example',
    'marge.bouvier@globex.example',
    'user@globex.example',
  ])
})

test('a batch upload with mistakes shows the per-row report and creates nothing; fixed, it creates all', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', '/en-US')
  await page.goto('/en-US/client/users')
  await page.getByRole('button', { name: 'Import' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import users' })
  const upload = async (csv: string) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByLabel('File').click()])
    await chooser.setFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  }

  await upload(
    'email,first_name,last_name,groups\nrosa.park@acme.example,Rosa,Park,Analysts\nnot-an-address,Tim,Typo,\nUSER@acme.example,Ada,Again,\n',
  )
  await expect(dialog.getByText('3 rows read.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create users' }).click()
  await expect(dialog.getByText('2 rows have errors. Nothing has been created.')).toBeVisible()
  const report = dialog.getByRole('table')
  await expect(
    report.getByRole('row', { name: /2 not-an-address E-mail Enter a valid e-mail address\./ }),
  ).toBeVisible()
  await expect(
    report.getByRole('row', {
      name: /3 USER@acme\.example E-mail An account with this e-mail exists already\./,
    }),
  ).toBeVisible()

  await upload(
    'email,first_name,last_name,groups\nrosa.park@acme.example,Rosa,Park,Analysts\ntim.tide@acme.example,Tim,Tide,\n',
  )
  await expect(dialog.getByText('2 rows read.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create users' }).click()
  await expect(page.getByText('2 users created, 2 invitations sent.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rosa Park' })).toBeVisible()

  // Without a mail server the invitations wait in the outbox, readable by staff.
  await page.getByRole('tab', { name: 'Outbox' }).click()
  await page.getByRole('button', { name: 'Read the mail to rosa.park@acme.example' }).click()
  await expect(page.getByRole('dialog').getByText(/reset-password\?token=/)).toBeVisible()
})

test('a company admin makes a colleague company admin and adds people to a group in bulk', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/users?search=sofia')
  await page.getByRole('link', { name: 'Sofia Rossi' }).click()
  await page.getByLabel('Company admin').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The user has been saved.')).toBeVisible()

  await page.goto('/en-US/client/users?search=acme.example&sort=email')
  await page.getByRole('checkbox', { name: 'Select emil.novak@acme.example' }).check()
  await page.getByRole('checkbox', { name: 'Select paul.meier@acme.example' }).check()
  // Some rows chosen: the box over them says "mixed" to screen readers (a native box's indeterminate state).
  const all = page.getByRole('checkbox', { name: 'Select all users on this page' })
  await expect(all).toBeChecked({ indeterminate: true })
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Assign groups' }).click()
  const dialog = page.getByRole('dialog', { name: 'Assign groups' })
  await dialog.getByRole('combobox', { name: 'Groups' }).click()
  await dialog.getByRole('option', { name: 'Management' }).click()
  await dialog.getByRole('button', { name: 'Assign' }).click()
  await expect(page.getByText('2 group memberships added.')).toBeVisible()
  // Other journeys may add people to Management too: check for these two, not for a count.
  await page.getByRole('tab', { name: 'Groups' }).click()
  await expect(page.getByRole('row', { name: /Management/ })).toBeVisible()
  const groups = await (await page.request.get('/api/v1/accounts/groups/?search=Management')).json()
  const members = groups.results[0].members.map((m: { email: string }) => m.email)
  expect(members).toEqual(expect.arrayContaining(['emil.novak@acme.example', 'paul.meier@acme.example']))
})

test('staff see the legacy duplicates and merge them', async ({ page }) => {
  await signIn(page, 'super@example.com', '/en-US')
  await page.goto('/en-US/client/users')
  await page.getByRole('button', { name: 'Find duplicates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplicate accounts' })
  await expect(dialog.getByText('“ Max.Mustermann@ACME.example ”')).toBeVisible()
  await dialog.getByRole('button', { name: 'Merge 1 account' }).click()
  await expect(page.getByText('1 duplicate account merged.')).toBeVisible()
  await page.getByRole('tab', { name: 'Audit log' }).click()
  await expect(
    page.getByRole('row', { name: /Duplicates merged super@example\.com max\.mustermann@acme\.example/ }),
  ).toBeVisible()
})

test('the import dialog and the export menu, loaded when first used, keep the keyboard where it was', async ({
  page,
}) => {
  await signIn(page, 'lead@acme.example', '/en-US')
  await page.goto('/en-US/client/users')
  // The dialog's code comes when it first opens (ADR 71): the focus still goes in, and back on Escape.
  const importButton = page.getByRole('button', { name: 'Import', exact: true })
  await importButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Import users' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(importButton).toBeFocused()

  const exportButton = page.getByRole('button', { name: 'Export', exact: true })
  await exportButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeHidden()
  await expect(exportButton).toBeFocused()
})
