import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, teamMembers, teams } from '../../core/member-sets.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser, LEGACY_DUPLICATES, legacyImport } from './accounts.seed.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const DEDUPE = '/api/v1/accounts/remove-duplicates/'
const [older, newer] = LEGACY_DUPLICATES.map((d) => d.email)
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!

describe('remove duplicates', () => {
  it('shows the plan without changing anything on a dry run', async () => {
    const admin = await t.signIn('admin@example.com')
    const plan = await admin.post(DEDUPE, {})
    expect(plan.statusCode).toBe(200)
    expect(plan.json()).toMatchObject({
      applied: false,
      groups: [
        {
          email: 'max.mustermann@acme.example',
          keep: { email: older, created_at: '2019-03-01T09:00:00.000Z', companies: ['ACME'] },
          merge: [{ email: newer, companies: ['ACME'] }],
        },
      ],
    })
    expect((await row(t.world.users[newer!]!.id)).isActive).toBe(true)
  })

  it('merges memberships and groups into the oldest account, deactivates the rest, and logs it', async () => {
    const keepId = t.world.users[older!]!.id
    const mergeId = t.world.users[newer!]!.id
    const duplicate = await t.signIn('admin@example.com')
    const admin = await t.signIn('admin@example.com')
    const done = await admin.post(DEDUPE, { dry_run: false })
    expect(done.json()).toMatchObject({
      applied: true,
      groups: [{ keep: { id: keepId }, merge: [{ id: mergeId }] }],
    })
    expect(await row(mergeId)).toMatchObject({ isActive: false, email: newer })
    expect(await row(keepId)).toMatchObject({ isActive: true, email: 'max.mustermann@acme.example' })
    const groups = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, keepId))
    expect(groups.map((g) => g.setId)).toEqual([t.world.groups.analysts.id])
    const event = (await admin.get(`/api/v1/accounts/audit-log/?target=${keepId}`)).json().results[0]
    expect(event).toMatchObject({
      action: 'duplicates_merged',
      actor_email: 'admin@example.com',
      details: { merged: [{ id: mergeId, email: newer }] },
    })
    expect((await duplicate.post(DEDUPE, {})).json().groups).toEqual([])
  })

  it('gives the clean e-mail to the oldest account and keeps team leads and company admin flags', async () => {
    const acme = t.world.acme.id
    const messy = await legacyImport(t.db, {
      email: 'Bob@Example.org ',
      createdAt: new Date('2018-01-01'),
      companyId: acme,
    })
    const clean = await createUser(t.db, {
      email: 'bob@example.org',
      company: { id: acme, isCompanyAdmin: true },
    })
    await t.db
      .insert(teamMembers)
      .values({ setId: t.world.teams.sales.id, companyId: acme, userId: clean.id })
    await t.db.insert(companyMemberships).values({ companyId: t.world.globex.id, userId: clean.id })
    await t.db.update(teams).set({ leadId: clean.id }).where(eq(teams.id, t.world.teams.sales.id))
    const superuser = await t.signIn('super@example.com')
    await superuser.post(DEDUPE, { dry_run: false })
    expect(await row(messy.id)).toMatchObject({ email: 'bob@example.org', isActive: true })
    expect((await row(clean.id)).email).toMatch(/^bob@example\.org\.merged-[0-9a-f]{8}$/)
    const memberships = await t.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, messy.id))
    expect(memberships.map((m) => [m.companyId, m.isCompanyAdmin]).sort()).toEqual(
      [
        [acme, true],
        [t.world.globex.id, false],
      ].sort(),
    )
    expect(
      await t.db
        .select()
        .from(teamMembers)
        .where(inArray(teamMembers.userId, [messy.id])),
    ).toHaveLength(1)
    const [sales] = await t.db.select().from(teams).where(eq(teams.id, t.world.teams.sales.id))
    expect(sales!.leadId).toBe(messy.id)
  })

  it('leaves sets with an admin or superuser to a superuser', async () => {
    await legacyImport(t.db, {
      email: 'SUPER@example.com',
      createdAt: new Date('2017-01-01'),
      companyId: t.world.acme.id,
    })
    const admin = await t.signIn('admin@example.com')
    expect((await admin.post(DEDUPE, {})).json().groups).toEqual([])
    const superuser = await t.signIn('super@example.com')
    expect((await superuser.post(DEDUPE, {})).json().groups).toMatchObject([{ email: 'super@example.com' }])
  })
})
