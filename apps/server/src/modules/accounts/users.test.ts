import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from './accounts.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/accounts/users/'
const EXPORT = '/api/v1/accounts/users/export/'
const emails = (body: { results: { email: string }[] }) => body.results.map((u) => u.email)
const sorted = (body: { results: { email: string }[] }) => emails(body).sort()
const id = (email: string) => t.world.users[email]!.id

describe('users list', () => {
  it('shows staff everyone, filtered by company, search, role, group and status', async () => {
    const admin = await t.signIn('admin@example.com')
    expect((await admin.get(LIST)).json().count).toBe(22)
    expect(sorted((await admin.get(`${LIST}?company=${t.world.globex.id}`)).json())).toEqual([
      'chris.consult@partner.example',
      'frank.grimes@globex.example',
      'hank.scorpio@globex.example',
      'lisa.simpson@globex.example',
      'marge.bouvier@globex.example',
      'user@globex.example',
    ])
    expect(emails((await admin.get(`${LIST}?search=muster`)).json())).toEqual([
      'user@acme.example',
      ' Max.Mustermann@ACME.example ',
      'max.mustermann@acme.example',
    ])
    expect(emails((await admin.get(`${LIST}?role=superuser`)).json())).toEqual(['super@example.com'])
    expect(emails((await admin.get(`${LIST}?role=admin`)).json())).toEqual(['admin@example.com'])
    expect((await admin.get(`${LIST}?role=user`)).json().count).toBe(20)
    expect(emails((await admin.get(`${LIST}?is_active=false`)).json())).toEqual(['nora.berg@acme.example'])
    expect(sorted((await admin.get(`${LIST}?group=${t.world.groups.management.id}`)).json())).toEqual([
      'jonas.weber@acme.example',
      'lead@acme.example',
      'olivia.hart@acme.example',
    ])
    const ada = (await admin.get(`${LIST}?search=ada`)).json().results[0]
    expect(ada).toMatchObject({
      first_name: 'Ada',
      locale: 'de-DE',
      companies: [{ name: 'ACME', is_company_admin: false }],
      other_company_count: 0,
    })
  })

  it('sorts by name, e-mail, creation and last sign-in, and pages with links', async () => {
    const admin = await t.signIn('admin@example.com')
    expect(emails((await admin.get(`${LIST}?sort=-email&page_size=2`)).json())).toEqual([
      'user@initech.example',
      'user@globex.example',
    ])
    // The legacy import of 2019 is the oldest account.
    expect(emails((await admin.get(`${LIST}?sort=created_at&page_size=1`)).json())).toEqual([
      'max.mustermann@acme.example',
    ])
    await t.signIn('sofia.rossi@acme.example')
    const recent = (await admin.get(`${LIST}?sort=-last_login&page_size=2`)).json()
    expect(emails(recent)).toEqual(['sofia.rossi@acme.example', 'admin@example.com'])
    expect(recent.results[0].last_login_at).not.toBeNull()
    const page = (await admin.get(`${LIST}?page=2&page_size=5&sort=name`)).json()
    expect(page.results).toHaveLength(5)
    expect(page.next).toBe('/api/v1/accounts/users/?page=3&page_size=5&sort=name')
    expect(page.previous).toBe('/api/v1/accounts/users/?page=1&page_size=5&sort=name')
    expect((await admin.get(`${LIST}?sort=password`)).statusCode).toBe(400)
  })

  it('shows a company admin only the members of their company and only their own membership', async () => {
    const lena = await t.signIn('lead@acme.example')
    const listed = emails((await lena.get(`${LIST}?page_size=100`)).json())
    expect(listed).toContain('user@acme.example')
    expect(listed).not.toContain('user@globex.example')
    const chris = (await lena.get(`${LIST}?search=chris`)).json().results[0]
    expect(chris).toMatchObject({ companies: [{ name: 'ACME' }], other_company_count: 1 })
    expect(JSON.stringify(chris)).not.toContain(t.world.globex.id)
    // Another company's id or group tells them nothing about who else belongs there.
    expect(emails((await lena.get(`${LIST}?company=${t.world.globex.id}`)).json())).toEqual([])
    expect(emails((await lena.get(`${LIST}?group=${t.world.groups.pilots.id}`)).json())).toEqual([])
  })

  it('is closed to users', async () => {
    const user = await t.signIn('user@acme.example')
    expect((await user.get(LIST)).statusCode).toBe(403)
    expect((await user.get(`${LIST}${id('user@acme.example')}/`)).statusCode).toBe(403)
  })
})

describe('user detail', () => {
  it('shows memberships and groups within the caller’s reach', async () => {
    const admin = await t.signIn('admin@example.com')
    const ada = (await admin.get(`${LIST}${id('user@acme.example')}/`)).json()
    expect(ada).toMatchObject({
      email: 'user@acme.example',
      email_verified: true,
      companies: [{ id: t.world.acme.id, is_company_admin: false }],
      groups: [{ id: t.world.groups.analysts.id, name: 'Analysts', company: t.world.acme.id }],
    })
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(`${LIST}${id('chris.consult@partner.example')}/`)).json()).toMatchObject({
      companies: [{ name: 'ACME' }],
      other_company_count: 1,
    })
    expect((await lena.get(`${LIST}${id('user@globex.example')}/`)).statusCode).toBe(404)
    expect((await admin.get(`${LIST}${crypto.randomUUID()}/`)).statusCode).toBe(404)
  })
})

describe('users export', () => {
  it('streams the current filter as .xlsx with headers in the caller’s language', async () => {
    const lena = await t.signIn('lead@acme.example')
    const answer = await lena.get(`${EXPORT}?is_active=true&sort=email`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const date = new Date().toISOString().slice(0, 10)
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="users-${date}.xlsx"`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'E-Mail',
      'Vorname',
      'Nachname',
      'Rolle',
      'Status',
      'Unternehmen',
      'Gruppen',
      'Sprache',
      'Angelegt',
      'Letzte Anmeldung',
    ])
    const rows = sheet.getSheetValues().slice(2) as unknown[][]
    const exported = rows.map((row) => row[1])
    expect(exported).toContain('user@acme.example')
    expect(exported).not.toContain('user@globex.example')
    // Deactivated Nora is filtered out, as on the screen.
    expect(exported).not.toContain('nora.berg@acme.example')
    const ada = rows.find((row) => row[1] === 'user@acme.example')!
    expect(ada.slice(2, 9)).toEqual(['Ada', 'Muster', 'Benutzer', 'Aktiv', 'ACME', 'Analysts', 'de-DE'])
    expect(ada[9]).toBeInstanceOf(Date)
    const chris = rows.find((row) => row[1] === 'chris.consult@partner.example')!
    expect(chris[6]).toBe('ACME')
  })

  it('writes CSV on request and neutralises formulas in every text cell', async () => {
    for (const [email, firstName, lastName] of [
      ['formula1@acme.example', '=HYPERLINK("http://evil.example")', '+SUM(1;2)'],
      ['formula2@acme.example', '-2+3', '@cmd'],
      ['formula3@acme.example', '\tTab', '\rReturn'],
    ] as const) {
      await createUser(t.db, { email, firstName, lastName, company: { id: t.world.acme.id } })
    }
    const admin = await t.signIn('admin@example.com')
    const answer = await admin.get(`${EXPORT}?format=csv&search=formula&sort=email`)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'E-mail,First name,Last name,Role,Status,Companies,Groups,Language,Created,Last sign-in',
    )
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual([
      ['formula1@acme.example', `"'=HYPERLINK(""http://evil.example"")"`, "'+SUM(1;2)", 'User'],
      ['formula2@acme.example', "'-2+3", "'@cmd", 'User'],
      ['formula3@acme.example', "'\tTab", `"'\rReturn"`, 'User'],
    ])
  })

  it('writes xlsx cells that are text, not formulas', async () => {
    const admin = await t.signIn('admin@example.com')
    const answer = await admin.get(`${EXPORT}?search=formula1`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer)
    const cell = workbook.worksheets[0]!.getRow(2).getCell(2)
    expect(cell.type).toBe(ExcelJS.ValueType.String)
    expect(cell.value).toBe('\'=HYPERLINK("http://evil.example")')
  })
})
