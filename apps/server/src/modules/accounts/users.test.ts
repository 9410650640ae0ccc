import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const LIST = '/api/v1/accounts/users/'
const emails = (body: { results: { email: string }[] }) => body.results.map((u) => u.email).sort()

describe('users list', () => {
  it('shows staff everyone, filtered by company and search', async () => {
    const admin = await t.signIn('admin@example.com')
    const all = (await admin.get(LIST)).json()
    expect(all.count).toBe(6)
    expect(emails((await admin.get(`${LIST}?company=${t.world.globex.id}`)).json())).toEqual([
      'user@globex.example',
    ])
    expect(emails((await admin.get(`${LIST}?search=muster`)).json())).toEqual(['user@acme.example'])
    const ada = (await admin.get(`${LIST}?search=ada`)).json().results[0]
    expect(ada).toMatchObject({ first_name: 'Ada', companies: [{ name: 'ACME', is_company_admin: false }] })
  })

  it('shows a company admin only the members of their company', async () => {
    const lead = await t.signIn('lead@acme.example')
    const listed = emails((await lead.get(LIST)).json())
    expect(listed).toContain('user@acme.example')
    expect(listed).not.toContain('user@globex.example')
    expect(emails((await lead.get(`${LIST}?company=${t.world.globex.id}`)).json())).toEqual([])
  })

  it('is closed to users', async () => {
    const user = await t.signIn('user@acme.example')
    expect((await user.get(LIST)).statusCode).toBe(403)
  })
})
