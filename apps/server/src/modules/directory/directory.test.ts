import { eq } from 'drizzle-orm'
import { Attribute, Change } from 'ldapts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { ADMIN_DN, ADMIN_PASSWORD, BASE_DN, startSlapd } from '../../test/slapd.ts'
import { type Agent, startTestApp } from '../../test/test-app.ts'
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

  it('imports chosen users into the company', async () => {
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
  })

  it('syncs: creates, maps groups, then renames, moves groups and deactivates those gone', async () => {
    const [engineering] = await t.db
      .insert(groups)
      .values({ companyId: t.world.initech.id, name: 'engineering' })
      .returning()
    const first = await staff.post('/api/v1/ad/sync/')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
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
    const second = await staff.post('/api/v1/ad/sync/')
    expect(second.json()).toMatchObject({
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
    expect(last.json().run).toMatchObject({ id: second.json().id, deactivated: 1 })

    // Carol comes back: the sync that deactivated her reactivates her.
    await addPerson('carol', 'Carol', 'Slydell')
    const third = await staff.post('/api/v1/ad/sync/')
    expect(third.json()).toMatchObject({ status: 'succeeded', created: 0, updated: 1, deactivated: 0 })
    const carols = await t.db.select().from(users).where(eq(users.email, 'carol@initech.example'))
    expect(carols.map((c) => c.isActive)).toEqual([true])
  })

  it('runs the scheduled sync when its interval has passed, and not again before', async () => {
    await staff.request('PUT', CONNECTION(), { ...connection(slapd.url, null), sync_interval_hours: 6 })
    await t.db.delete(directoryRuns)
    const job = t.app.jobs.find((j) => j.name === 'directory sync')
    await job?.run()
    const runs = await t.db.select().from(directoryRuns)
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
