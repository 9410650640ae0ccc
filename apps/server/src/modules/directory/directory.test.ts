import { and, eq, sql } from 'drizzle-orm'
import { Attribute, Change } from 'ldapts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { ADMIN_DN, ADMIN_PASSWORD, BASE_DN, makeCertificateAuthority, startSlapd } from '../../test/slapd.ts'
import { Agent, startTestApp } from '../../test/test-app.ts'
import { DEMO_PASSWORD } from '../accounts/accounts.seed.ts'
import { autoAssignRuleGroups, autoAssignRules } from '../accounts/auto-assign.tables.ts'
import { directoryConnections, directoryRuns } from './directory.tables.ts'

let t: Awaited<ReturnType<typeof startTestApp>>
let slapd: Awaited<ReturnType<typeof startSlapd>>
let staff: Agent
const person = (uid: string) => `uid=${uid},ou=people,${BASE_DN}`

const connection = (url: string, password: string | null = ADMIN_PASSWORD) => ({
  url,
  start_tls: false,
  bind_dn: ADMIN_DN,
  bind_password: password,
  base_dn: BASE_DN,
  user_filter: '(objectClass=inetOrgPerson)',
  group_filter: '(objectClass=groupOfNames)',
  mapping: {
    external_id: 'entryUUID',
    email: 'mail',
    first_name: 'givenName',
    last_name: 'sn',
    group_member: 'member',
    group_name: 'cn',
  },
  sync_interval_hours: 0,
  is_active: true,
})

async function addPerson(uid: string, givenName: string, sn: string) {
  await slapd.asAdmin((client) =>
    client.add(person(uid), {
      objectClass: ['inetOrgPerson'],
      uid,
      cn: `${givenName} ${sn}`,
      givenName,
      sn,
      mail: `${uid}@initech.example`,
    }),
  )
}

beforeAll(async () => {
  t = await startTestApp()
  slapd = await startSlapd()
  await addPerson('alice', 'Alice', 'Archer')
  await addPerson('bob', 'Bob', 'Porter')
  await addPerson('carol', 'Carol', 'Slydell')
  await slapd.asAdmin((client) =>
    client.add(`cn=Engineering,ou=groups,${BASE_DN}`, {
      objectClass: 'groupOfNames',
      cn: 'Engineering',
      member: [person('alice'), person('bob')],
    }),
  )
  staff = await t.sessionAs('admin@example.com')
  const active = await staff.post('/api/v1/accounts/active-company/', { id: t.world.initech.id })
  expect(active.statusCode).toBe(200)
})

afterAll(async () => {
  await slapd?.stop()
  await t?.close()
})

/** Starts a sync (202, the running run at once) and reads its progress until it ends. */
async function syncAndWait(agent: Agent = staff) {
  const started = await agent.post('/api/v1/ad/sync/')
  expect(started.statusCode, started.body).toBe(202)
  expect(started.json()).toMatchObject({ kind: 'sync', status: 'running', finished_at: null })
  for (let attempt = 0; attempt < 200; attempt++) {
    const { run } = (await agent.get('/api/v1/ad/sync/')).json()
    if (run.id === started.json().id && run.status !== 'running') return run
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the sync did not end')
}

const CONNECTION = () => `/api/v1/okr/companies/${t.world.initech.id}/directory/`

describe('directory connection', () => {
  it('tells a wrong password and an unreachable server apart, in words', async () => {
    await staff.request('PUT', CONNECTION(), connection(slapd.url, 'wrong-password'))
    const wrong = await staff.post(`${CONNECTION()}test/`)
    expect(wrong.json()).toMatchObject({
      ok: false,
      message: 'The directory refused the bind user or password.',
    })
    await staff.request('PUT', CONNECTION(), connection('ldap://127.0.0.1:1', 'whatever'))
    const away = await staff.post(`${CONNECTION()}test/`)
    expect(away.json()).toMatchObject({ ok: false, message: 'The directory server cannot be reached.' })
    const list = await staff.get('/api/v1/ad/users/')
    expect(list.statusCode).toBe(502)
    expect(list.json().detail).toBe('The directory server cannot be reached.')
  })

  it('stores the bind password encrypted, keeps it when left out, and connects', async () => {
    const saved = await staff.request('PUT', CONNECTION(), connection(slapd.url))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.body).not.toContain(ADMIN_PASSWORD)
    expect(saved.json().connection.has_bind_password).toBe(true)
    const [row] = await t.db.select().from(directoryConnections)
    expect(row?.bindPasswordSealed).not.toContain(ADMIN_PASSWORD)
    const kept = await staff.request('PUT', CONNECTION(), connection(slapd.url, null))
    expect(kept.statusCode).toBe(200)
    const tested = await staff.post(`${CONNECTION()}test/`)
    expect(tested.json()).toEqual({ ok: true, user_count: 3, group_count: 1, message: null })
  })
})

describe('directory users, import and sync', () => {
  it('lists the directory’s users with whether each is in the portal, and escapes search terms', async () => {
    const list = await staff.get('/api/v1/ad/users/')
    expect(list.statusCode, list.body).toBe(200)
    const body = list.json()
    expect(body.count).toBe(3)
    const alice = body.results.find((u: { email: string }) => u.email === 'alice@initech.example')
    expect(alice).toMatchObject({ first_name: 'Alice', exists: false, groups: ['Engineering'] })
    const found = await staff.get('/api/v1/ad/users/?search=porter')
    expect(found.json().results.map((u: { email: string }) => u.email)).toEqual(['bob@initech.example'])
    // A term that would widen the filter if pasted in finds nothing: it is a value, not filter syntax.
    const injected = await staff.get(`/api/v1/ad/users/?search=${encodeURIComponent('*)(uid=*')}`)
    expect(injected.statusCode).toBe(200)
    expect(injected.json().count).toBe(0)
  })

  it('imports chosen users into the company, where the auto-assign rule of their domain puts them', async () => {
    // An approved rule for the directory's domain: Initech, its "Sales" group.
    const [sales] = await t.db
      .insert(groups)
      .values({ companyId: t.world.initech.id, name: 'Sales' })
      .returning()
    const [rule] = await t.db
      .insert(autoAssignRules)
      .values({ companyId: t.world.initech.id, domain: 'initech.example', status: 'approved' })
      .returning()
    await t.db
      .insert(autoAssignRuleGroups)
      .values({ ruleId: rule!.id, companyId: t.world.initech.id, groupId: sales!.id })
    const list = (await staff.get('/api/v1/ad/users/')).json()
    const alice = list.results.find((u: { email: string }) => u.email === 'alice@initech.example')
    const imported = await staff.post('/api/v1/ad/users/', { external_ids: [alice.external_id] })
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.json()).toMatchObject({ kind: 'import', status: 'succeeded', created: 1, total: 1 })
    const [user] = await t.db.select().from(users).where(eq(users.email, 'alice@initech.example'))
    expect(user).toMatchObject({
      firstName: 'Alice',
      lastName: 'Archer',
      isActive: true,
      emailVerified: true,
    })
    const again = (await staff.get('/api/v1/ad/users/?search=alice')).json()
    expect(again.results[0]).toMatchObject({ exists: true, user_id: user?.id, is_active: true })
    const inSales = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.setId, sales!.id), eq(groupMembers.userId, user!.id)))
    expect(inSales).toHaveLength(1)
    const [membership] = await t.db
      .select()
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.userId, user!.id), eq(companyMemberships.companyId, t.world.initech.id)),
      )
    expect(membership).toBeDefined()
    expect(user?.activeCompanyId).toBe(t.world.initech.id)
  })

  it('syncs: creates, maps groups, then renames, moves groups and deactivates those gone', async () => {
    const [engineering] = await t.db
      .insert(groups)
      .values({ companyId: t.world.initech.id, name: 'engineering' })
      .returning()
    const first = await syncAndWait()
    expect(first).toMatchObject({
      kind: 'sync',
      status: 'succeeded',
      created: 2,
      unchanged: 1,
      deactivated: 0,
      group_changes: 2,
      processed: 3,
      total: 3,
    })
    const memberEmails = async () =>
      (
        await t.db
          .select({ email: users.email })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(eq(groupMembers.setId, engineering!.id))
      )
        .map((r) => r.email)
        .sort()
    expect(await memberEmails()).toEqual(['alice@initech.example', 'bob@initech.example'])

    const carolSession = await t.sessionAs('carol@initech.example').catch(() => null)
    await slapd.asAdmin(async (client) => {
      await client.modify(person('bob'), [
        new Change({
          operation: 'replace',
          modification: new Attribute({ type: 'sn', values: ['Gibbons'] }),
        }),
      ])
      await client.modify(`cn=Engineering,ou=groups,${BASE_DN}`, [
        new Change({
          operation: 'delete',
          modification: new Attribute({ type: 'member', values: [person('alice')] }),
        }),
      ])
      await client.del(person('carol'))
    })
    const second = await syncAndWait()
    expect(second).toMatchObject({
      status: 'succeeded',
      created: 0,
      updated: 1,
      unchanged: 1,
      deactivated: 1,
      group_changes: 1,
    })
    const [bob] = await t.db.select().from(users).where(eq(users.email, 'bob@initech.example'))
    expect(bob?.lastName).toBe('Gibbons')
    const [carol] = await t.db.select().from(users).where(eq(users.email, 'carol@initech.example'))
    expect(carol?.isActive).toBe(false)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, carol!.id))).toEqual([])
    if (carolSession) expect((await carolSession.get('/api/v1/accounts/me/')).statusCode).toBe(401)
    expect(await memberEmails()).toEqual(['bob@initech.example'])

    const last = await staff.get('/api/v1/ad/sync/')
    expect(last.json().run).toMatchObject({ id: second.id, deactivated: 1 })

    // Carol comes back: the sync that deactivated her reactivates her.
    await addPerson('carol', 'Carol', 'Slydell')
    const third = await syncAndWait()
    expect(third).toMatchObject({ status: 'succeeded', created: 0, updated: 1, deactivated: 0 })
    const carols = await t.db.select().from(users).where(eq(users.email, 'carol@initech.example'))
    expect(carols.map((c) => c.isActive)).toEqual([true])
  })

  it('runs one sync per company at a time: a second request while one runs is a 409', async () => {
    const started = await staff.post('/api/v1/ad/sync/')
    expect(started.statusCode).toBe(202)
    const again = await staff.post('/api/v1/ad/sync/')
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('A directory run for this company is already under way.')
    // The import shares the lock.
    const importing = await staff.post('/api/v1/ad/users/', { external_ids: ['x'] })
    expect(importing.statusCode).toBe(409)
    for (let attempt = 0; attempt < 200; attempt++) {
      const { run } = (await staff.get('/api/v1/ad/sync/')).json()
      if (run.status !== 'running') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  it('marks a run whose process died (no heartbeat) failed, keeps its report, and runs anew', async () => {
    const [dead] = await t.db
      .insert(directoryRuns)
      .values({
        companyId: t.world.initech.id,
        kind: 'sync',
        processed: 1,
        total: 3,
        heartbeatAt: sql`now() - interval '5 minutes'`,
      })
      .returning()
    const seen = (await staff.get('/api/v1/ad/sync/')).json().run
    expect(seen).toMatchObject({
      id: dead!.id,
      status: 'failed',
      processed: 1,
      error: 'The directory run was interrupted (the server stopped) before it finished.',
    })
    expect(await syncAndWait()).toMatchObject({ status: 'succeeded' })
  })

  it('ends the runs under way as interrupted when their process closes', async () => {
    // A second process of the portal on the same database takes the request, then shuts down.
    const other = await t.anotherProcess()
    const agent = new Agent(other)
    expect(
      (await agent.post('/api/v1/accounts/login/', { email: 'admin@example.com', password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200)
    const started = await agent.post('/api/v1/ad/sync/')
    expect(started.statusCode, started.body).toBe(202)
    await other.close()
    const [run] = await t.db.select().from(directoryRuns).where(eq(directoryRuns.id, started.json().id))
    expect(run).toMatchObject({ status: 'failed', error: 'api.directory.interrupted' })
    expect(run?.finishedAt).not.toBeNull()
    // The company is free for the next run.
    expect(await syncAndWait()).toMatchObject({ status: 'succeeded' })
  })

  it('takes a person gone from the directory out of this company only, when they belong to another', async () => {
    await addPerson('erin', 'Erin', 'Gray')
    expect(await syncAndWait()).toMatchObject({ status: 'succeeded', created: 1 })
    const [erin] = await t.db.select().from(users).where(eq(users.email, 'erin@initech.example'))
    const [group] = await t.db.select().from(groups).where(eq(groups.name, 'Sales'))
    await t.db.insert(companyMemberships).values({ companyId: t.world.acme.id, userId: erin!.id })
    await slapd.asAdmin((client) => client.del(person('erin')))
    expect(await syncAndWait()).toMatchObject({ status: 'succeeded', deactivated: 1 })
    const [after] = await t.db.select().from(users).where(eq(users.id, erin!.id))
    // Still active, for ACME; no longer in Initech nor its groups, and working in ACME now.
    expect(after).toMatchObject({ isActive: true, activeCompanyId: t.world.acme.id })
    const memberships = await t.db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, erin!.id))
    expect(memberships).toEqual([{ companyId: t.world.acme.id }])
    const inGroups = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, erin!.id), eq(groupMembers.setId, group!.id)))
    expect(inGroups).toEqual([])
    // Back in the directory: back in the company.
    await addPerson('erin', 'Erin', 'Gray')
    expect(await syncAndWait()).toMatchObject({ status: 'succeeded', deactivated: 0 })
    const back = await t.db
      .select()
      .from(companyMemberships)
      .where(
        and(eq(companyMemberships.userId, erin!.id), eq(companyMemberships.companyId, t.world.initech.id)),
      )
    expect(back).toHaveLength(1)
  })

  it('runs the scheduled sync when its interval has passed, and not again before', async () => {
    await staff.request('PUT', CONNECTION(), { ...connection(slapd.url, null), sync_interval_hours: 6 })
    await t.db.delete(directoryRuns)
    const job = t.app.jobs.find((j) => j.name === 'directory sync')
    await job?.run()
    const runs = await t.db.select().from(directoryRuns)
    // The job takes the button's path (a run row, in the background) and waits for its end.
    expect(runs.map((r) => [r.kind, r.status])).toEqual([['sync', 'succeeded']])
    await job?.run()
    expect(await t.db.select().from(directoryRuns)).toHaveLength(1)
  })

  it('answers a company without a directory with a clear 409', async () => {
    const admin = await t.sessionAs('lead@acme.example')
    const answer = await admin.post('/api/v1/ad/sync/')
    expect(answer.statusCode).toBe(409)
    // In the caller's language (the lead reads German).
    expect(answer.json().detail).toBe('Dieses Unternehmen ist mit keinem Verzeichnis verbunden.')
  })
})

describe('directory over TLS (ldaps:// and StartTLS) with a private CA', () => {
  let tls: Awaited<ReturnType<typeof startSlapd>>
  let otherCa: string

  beforeAll(async () => {
    tls = await startSlapd({ tls: true })
    otherCa = makeCertificateAuthority(tls.dir, 'stranger').pem
  })

  afterAll(async () => {
    await tls?.stop()
  })

  const over = async (fields: { url: string; start_tls: boolean; ca_certificate: string | null }) => {
    const saved = await staff.request('PUT', CONNECTION(), { ...connection(tls.url), ...fields })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().connection.ca_certificate).toBe(fields.ca_certificate?.trim() ?? null)
    return (await staff.post(`${CONNECTION()}test/`)).json()
  }
  const CONNECTED = { ok: true, user_count: 0, group_count: 0, message: null }
  const UNTRUSTED = {
    ok: false,
    message:
      "The directory's TLS certificate is not trusted: add the CA certificate that signed it, or check the server name.",
  }

  it('connects over ldaps:// and StartTLS when the stored CA signed the server certificate', async () => {
    expect(await over({ url: tls.ldapsUrl!, start_tls: false, ca_certificate: tls.caPem })).toEqual(CONNECTED)
    expect(await over({ url: tls.url, start_tls: true, ca_certificate: tls.caPem })).toEqual(CONNECTED)
  })

  it('refuses a certificate from an unknown CA, with words that say so', async () => {
    expect(await over({ url: tls.ldapsUrl!, start_tls: false, ca_certificate: null })).toMatchObject(
      UNTRUSTED,
    )
    expect(await over({ url: tls.ldapsUrl!, start_tls: false, ca_certificate: otherCa })).toMatchObject(
      UNTRUSTED,
    )
    expect(await over({ url: tls.url, start_tls: true, ca_certificate: otherCa })).toMatchObject(UNTRUSTED)
    expect(await over({ url: tls.url, start_tls: true, ca_certificate: null })).toMatchObject(UNTRUSTED)
  })

  it('refuses a CA field that is not a PEM certificate, changing nothing', async () => {
    const before = (await staff.get(CONNECTION())).json()
    const bad = await staff.request('PUT', CONNECTION(), {
      ...connection(tls.url),
      ca_certificate: 'not a certificate',
    })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('ca_certificate')
    expect((await staff.get(CONNECTION())).json()).toEqual(before)
  })
})
