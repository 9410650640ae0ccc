import { ADMIN_DN, ADMIN_PASSWORD, BASE_DN, startSlapd } from '../../apps/server/src/test/slapd.ts'
import { expect, test } from './fixtures.ts'
import { hydrated, signIn } from './helpers.ts'

let slapd: Awaited<ReturnType<typeof startSlapd>> | null = null

// A real OpenLDAP server beside the e2e server, with three people and one group.
test.beforeAll(async () => {
  slapd = await startSlapd()
  await slapd.asAdmin(async (client) => {
    for (const [uid, givenName, sn] of [
      ['samir', 'Samir', 'Nagheenanajar'],
      ['michael', 'Michael', 'Bolton'],
      ['milton', 'Milton', 'Waddams'],
    ] as const) {
      await client.add(`uid=${uid},ou=people,${BASE_DN}`, {
        objectClass: ['inetOrgPerson'],
        uid,
        cn: `${givenName} ${sn}`,
        givenName,
        sn,
        mail: `${uid}@initech-directory.example`,
      })
    }
  })
})

test.afterAll(async () => {
  await slapd?.stop()
})

test('staff connect a company’s directory, test it, and sync it from the users screen', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin@example.com', '/en-US')
  const companies = await (await page.request.get('/api/v1/okr/companies/?page_size=50')).json()
  const initech = companies.results.find((c: { name: string }) => c.name === 'Initech')
  await page.goto(`/en-US/client/companies/${initech.id}`)
  await hydrated(page)
  // The provider and the directory sit in the company's Identity tab.
  await page.getByRole('tab', { name: 'Identity' }).click()
  await expect(page).toHaveURL(/\?tab=identity$/)
  const section = page.getByRole('region', { name: 'Directory (LDAP / Active Directory)' })
  await section.getByLabel('Server URL').fill(slapd?.url ?? '')
  await section.getByLabel('Bind DN').fill(ADMIN_DN)
  await section.getByLabel('Bind password').fill(ADMIN_PASSWORD)
  await section.getByLabel('Base DN').fill(BASE_DN)
  await section.getByRole('button', { name: 'Save connection' }).click()
  await expect(page.getByText('Connection saved.')).toBeVisible()
  await section.getByRole('button', { name: 'Test connection' }).click()
  await expect(section.getByRole('status')).toHaveText('Connected: 3 users found (0 groups).')

  // The users screen works in the active company: Initech's.
  await page.getByRole('button', { name: 'User menu' }).click()
  const reloaded = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'Initech' }).click()
  await reloaded
  await page.goto('/en-US/client/users?tab=directory')
  await expect(page.getByRole('cell', { name: 'samir@initech-directory.example' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Not in the portal' })).toHaveCount(3)
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText('Directory sync finished.')).toBeVisible()
  const report = page.getByTestId('directory-run')
  await expect(report).toContainText('Finished')
  await expect(report).toContainText('3 of 3 entries')
  await expect(report).toContainText('Created: 3')
  await expect(page.getByRole('cell', { name: 'In the portal' })).toHaveCount(3)

  // Back to ACME, leaving the demo as it was for the other journeys.
  await page.getByRole('button', { name: 'User menu' }).click()
  const back = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'ACME' }).click()
  await back
})
