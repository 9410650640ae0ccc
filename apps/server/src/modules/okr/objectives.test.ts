import { periodRange, quarterOf, shiftQuarter } from '@portal/contracts/okr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, acmeOkr, globexOkr, objectiveBody, personId, titles } from './okr-fixtures.ts'
import { today } from './pace.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const OBJECTIVES = `${API}/objectives/`
const id = (email: string) => personId(t, email)

describe('reading objectives', () => {
  it('lists the company’s objectives with team, owner, people, parents and counts; nothing of Globex', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = (await ada.get(`${OBJECTIVES}?page_size=50`)).json()
    expect(list.count).toBe(9)
    const onboarding = list.results.find((o: { id: string }) => o.id === acmeOkr(t).objectives.onboarding!.id)
    expect(onboarding).toMatchObject({
      title: 'Ship a delightful self-service onboarding',
      team: { name: 'Product' },
      owner: { email: 'mia.chen@acme.example' },
      responsible: [{ email: 'user@acme.example' }],
      parents: [{ title: 'Become the leading client platform in DACH' }],
      status: 'active',
      key_result_count: 3,
      child_count: 0,
      can_edit: true,
    })
    expect(list.results.map((o: { company: string }) => o.company)).toEqual(Array(9).fill(t.world.acme.id))
    // The count comes with a page's rows, and still comes with a page past the end (no rows).
    const second = (await ada.get(`${OBJECTIVES}?page=2&page_size=5`)).json()
    expect({ count: second.count, rows: second.results.length }).toEqual({ count: 9, rows: 4 })
    const past = (await ada.get(`${OBJECTIVES}?page=3&page_size=5`)).json()
    expect({ count: past.count, results: past.results }).toEqual({ count: 9, results: [] })
    expect((await ada.get(`${OBJECTIVES}?search=nothing-like-this`)).json()).toMatchObject({
      count: 0,
      results: [],
    })
    const gina = await t.signIn('user@globex.example')
    expect(titles((await gina.get(OBJECTIVES)).json())).toEqual([
      'Cut cloud costs',
      'Ship the Globex mobile app',
    ])
  })

  it('filters by team, owner (or responsible), period, status, health, parent and search', async () => {
    const ada = await t.signIn('user@acme.example')
    const { product, sales } = t.world.teams
    const query = async (q: string) =>
      titles((await ada.get(`${OBJECTIVES}?page_size=50&${q}`)).json()).sort()
    expect(await query(`team=${product.id}`)).toEqual([
      'Launch the partner portal',
      'Make the platform fast and reliable',
      'Ship a delightful self-service onboarding',
    ])
    expect(await query(`owner=${id('user@acme.example')}`)).toEqual([
      'Automate finance and people workflows',
      'Ship a delightful self-service onboarding',
    ])
    const previous = shiftQuarter(quarterOf(today()), -1)
    expect(await query(`period=${previous}`)).toEqual([
      'Close the quarter with 1.2 M EUR new bookings',
      'Launch the partner portal',
    ])
    expect(await query(`status=draft`)).toEqual(['Move into the new Munich office'])
    expect(await query(`health=off_track&team=${sales.id}`)).toEqual([
      'Close the quarter with 1.2 M EUR new bookings',
      'Win 40 new mid-market customers',
    ])
    expect(await query(`parent=${acmeOkr(t).objectives.people!.id}`)).toEqual([
      'Automate finance and people workflows',
      'Make the platform fast and reliable',
    ])
    // Search reads titles, descriptions and key result titles.
    expect(await query('search=RESELLER')).toEqual(['Win 40 new mid-market customers'])
    expect(await query('search=customer%20love')).toEqual(['Become the leading client platform in DACH'])
    expect(await query('search=100%25')).toEqual([])
  })

  it('answers a year preset with everything that overlaps it, and refuses a malformed period', async () => {
    const ada = await t.signIn('user@acme.example')
    const year = quarterOf(today()).slice(0, 4)
    const inYear = (await ada.get(`${OBJECTIVES}?period=${year}&page_size=50`)).json()
    const { start, end } = periodRange(year)
    expect(inYear.count).toBeGreaterThan(0)
    for (const o of inYear.results) expect(o.period_start <= end && o.period_end >= start).toBe(true)
    const bad = await ada.get(`${OBJECTIVES}?period=2026-Q5`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.period).toEqual([
      'Verwenden Sie ein Quartal wie 2026-Q4 oder ein Jahr wie 2026.',
    ])
  })

  it('filter_by_team takes the team in the body and pages in the query; a foreign team is not found', async () => {
    const ada = await t.signIn('user@acme.example')
    const byTeam = await ada.post(`${OBJECTIVES}filter_by_team/?page_size=1`, {
      team_id: t.world.teams.leadership.id,
    })
    expect(byTeam.statusCode).toBe(200)
    expect(byTeam.json()).toMatchObject({ count: 2, next: expect.stringContaining('page=2') })
    const foreign = await ada.post(`${OBJECTIVES}filter_by_team/`, { team_id: t.world.teams.engineering.id })
    expect(foreign.statusCode).toBe(404)
  })

  it('never shows another company’s objective, even by id', async () => {
    const ada = await t.signIn('user@acme.example')
    const mobile = globexOkr(t).objectives.mobile!.id
    expect((await ada.get(`${OBJECTIVES}${mobile}/`)).statusCode).toBe(404)
    expect((await ada.request('PUT', `${OBJECTIVES}${mobile}/`, objectiveBody(t))).statusCode).toBe(404)
    expect((await ada.request('DELETE', `${OBJECTIVES}${mobile}/`)).statusCode).toBe(404)
    expect((await ada.get(`${OBJECTIVES}${mobile}/changelog/`)).statusCode).toBe(404)
  })
})

describe('writing objectives', () => {
  it('lets a user create an objective they own, with responsible people, a team and parents', async () => {
    const ada = await t.signIn('user@acme.example')
    const created = await ada.post(
      OBJECTIVES,
      objectiveBody(t, {
        title: 'Halve support tickets',
        team_id: t.world.teams.operations.id,
        responsible_ids: [id('sofia.rossi@acme.example')],
        parent_ids: [acmeOkr(t).objectives.people!.id],
        health: 'at_risk',
      }),
    )
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      title: 'Halve support tickets',
      description: '',
      team: { name: 'Operations' },
      owner: { email: 'user@acme.example' },
      responsible: [{ email: 'sofia.rossi@acme.example' }],
      parents: [{ id: acmeOkr(t).objectives.people!.id }],
      status: 'active',
      health: 'at_risk',
      progress: 0,
      can_edit: true,
    })
    const parent = (await ada.get(`${OBJECTIVES}${acmeOkr(t).objectives.people!.id}/`)).json()
    expect(parent.child_count).toBe(3)
  })

  it('refuses what a user could not edit afterwards, and foreign people, teams and parents', async () => {
    const ada = await t.signIn('user@acme.example')
    const forMia = await ada.post(OBJECTIVES, objectiveBody(t, { owner_id: id('mia.chen@acme.example') }))
    expect(forMia.statusCode).toBe(403)
    const cases: [Record<string, unknown>, string][] = [
      [{ owner_id: id('user@globex.example') }, 'owner_id'],
      [{ responsible_ids: [id('user@globex.example')] }, 'responsible_ids'],
      [{ team_id: t.world.teams.engineering.id }, 'team_id'],
      [{ parent_ids: [globexOkr(t).objectives.mobile!.id] }, 'parent_ids'],
    ]
    const lena = await t.signIn('lead@acme.example')
    for (const [overrides, field] of cases) {
      const refused = await lena.post(OBJECTIVES, objectiveBody(t, overrides))
      expect(refused.statusCode, field).toBe(400)
      expect(Object.keys(refused.json().errors)).toEqual([field])
    }
    const backwards = await ada.post(
      OBJECTIVES,
      objectiveBody(t, { period_start: '2026-12-31', period_end: '2026-10-01' }),
    )
    expect(backwards.json().errors).toEqual({ period_end: ['Das Ende darf nicht vor dem Beginn liegen.'] })
  })

  it('lets the owner and responsible people edit; other users read only', async () => {
    const onboarding = acmeOkr(t).objectives.onboarding!
    const current = (await (await t.signIn('user@acme.example')).get(`${OBJECTIVES}${onboarding.id}/`)).json()
    const body = objectiveBody(t, {
      title: current.title,
      description: 'Guided, friendly, self-service.',
      team_id: current.team.id,
      owner_id: current.owner.id,
      responsible_ids: current.responsible.map((p: { id: string }) => p.id),
      parent_ids: current.parents.map((p: { id: string }) => p.id),
    })
    const ada = await t.signIn('user@acme.example')
    expect((await ada.request('PUT', `${OBJECTIVES}${onboarding.id}/`, body)).json().description).toBe(
      'Guided, friendly, self-service.',
    )
    const jonas = await t.signIn('jonas.weber@acme.example')
    expect((await jonas.request('PUT', `${OBJECTIVES}${onboarding.id}/`, body)).statusCode).toBe(403)
    expect((await jonas.get(`${OBJECTIVES}${onboarding.id}/`)).json().can_edit).toBe(false)
    expect((await jonas.request('DELETE', `${OBJECTIVES}${onboarding.id}/?children=detach`)).statusCode).toBe(
      403,
    )
  })

  it('lets the company admin and staff edit every objective of the company', async () => {
    const automation = acmeOkr(t).objectives.automation!
    for (const email of ['lead@acme.example', 'admin@example.com', 'super@example.com']) {
      const agent = await t.signIn(email)
      const before = (await agent.get(`${OBJECTIVES}${automation.id}/`)).json()
      expect(before.can_edit, email).toBe(true)
      const body = objectiveBody(t, {
        title: `Automate finance and people workflows (${email})`,
        team_id: before.team.id,
        owner_id: before.owner.id,
        parent_ids: before.parents.map((p: { id: string }) => p.id),
      })
      expect((await agent.request('PUT', `${OBJECTIVES}${automation.id}/`, body)).statusCode, email).toBe(200)
    }
  })

  it('refuses an alignment that closes a loop', async () => {
    const lena = await t.signIn('lead@acme.example')
    const growth = (await lena.get(`${OBJECTIVES}${acmeOkr(t).objectives.growth!.id}/`)).json()
    const body = (parentIds: string[]) =>
      objectiveBody(t, {
        title: growth.title,
        owner_id: growth.owner.id,
        team_id: growth.team.id,
        parent_ids: parentIds,
      })
    const loop = await lena.request(
      'PUT',
      `${OBJECTIVES}${growth.id}/`,
      body([acmeOkr(t).objectives.onboarding!.id]),
    )
    expect(loop.statusCode).toBe(400)
    expect(loop.json().errors.parent_ids).toEqual([
      'Ein Ziel kann sich nicht an sich selbst oder an einem darunter ausgerichteten Ziel ausrichten.',
    ])
    expect((await lena.request('PUT', `${OBJECTIVES}${growth.id}/`, body([growth.id]))).statusCode).toBe(400)
    expect((await lena.get(`${OBJECTIVES}${growth.id}/`)).json().parents).toEqual([])
  })
})

describe('deleting objectives', () => {
  /** A small tree: root ← child (also aligned to `other`), root ← leaf; one key result on root. */
  async function tree() {
    const lena = await t.signIn('lead@acme.example')
    const make = async (title: string, parents: string[] = []) =>
      (await lena.post(OBJECTIVES, objectiveBody(t, { title, parent_ids: parents }))).json().id as string
    const root = await make('Root')
    const other = await make('Other root')
    const child = await make('Child', [root, other])
    const leaf = await make('Leaf', [root])
    const grandchild = await make('Grandchild', [leaf])
    const kr = await lena.post(`${API}/key-results/`, {
      objective_id: root,
      title: 'Root KR',
      metric: 'yes_no',
      current_value: 1,
    })
    return { lena, root, other, child, leaf, grandchild, kr: kr.json().id as string }
  }

  it('asks what happens to the children first, and deletes nothing until told', async () => {
    const { lena, root, kr } = await tree()
    const refused = await lena.request('DELETE', `${OBJECTIVES}${root}/`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors.children).toEqual([
      'Wählen Sie lösen (detach), verschieben (move) oder löschen (delete).',
    ])
    expect((await lena.get(`${OBJECTIVES}${root}/`)).statusCode).toBe(200)
    expect((await lena.get(`${API}/key-results/${kr}/`)).statusCode).toBe(200)
    const halfChoice = await lena.request('DELETE', `${OBJECTIVES}${root}/?children=move`)
    expect(halfChoice.statusCode).toBe(400)
    expect(Object.keys(halfChoice.json().errors)).toEqual(['move_to'])
  })

  it('detach: key results go, aligned objectives stay without this parent', async () => {
    const { lena, root, other, child, leaf, kr } = await tree()
    expect((await lena.request('DELETE', `${OBJECTIVES}${root}/?children=detach`)).statusCode).toBe(204)
    expect((await lena.get(`${OBJECTIVES}${root}/`)).statusCode).toBe(404)
    expect((await lena.get(`${API}/key-results/${kr}/`)).statusCode).toBe(404)
    expect(
      (await lena.get(`${OBJECTIVES}${child}/`)).json().parents.map((p: { id: string }) => p.id),
    ).toEqual([other])
    expect((await lena.get(`${OBJECTIVES}${leaf}/`)).json().parents).toEqual([])
  })

  it('move: key results and aligned objectives move to another objective; not below itself', async () => {
    const { lena, root, other, child, leaf, grandchild, kr } = await tree()
    const below = await lena.request('DELETE', `${OBJECTIVES}${root}/?children=move&move_to=${grandchild}`)
    expect(below.statusCode).toBe(400)
    expect(Object.keys(below.json().errors)).toEqual(['move_to'])
    const foreign = globexOkr(t).objectives.mobile!.id
    expect(
      (await lena.request('DELETE', `${OBJECTIVES}${root}/?children=move&move_to=${foreign}`)).statusCode,
    ).toBe(400)
    expect(
      (await lena.request('DELETE', `${OBJECTIVES}${root}/?children=move&move_to=${other}`)).statusCode,
    ).toBe(204)
    expect((await lena.get(`${API}/key-results/${kr}/`)).json().objective.id).toBe(other)
    expect(
      (await lena.get(`${OBJECTIVES}${child}/`)).json().parents.map((p: { id: string }) => p.id),
    ).toEqual([other])
    expect((await lena.get(`${OBJECTIVES}${leaf}/`)).json().parents.map((p: { id: string }) => p.id)).toEqual(
      [other],
    )
    // The moved yes/no key result is done: the new parent's progress counts it.
    expect((await lena.get(`${OBJECTIVES}${other}/`)).json().progress).toBeGreaterThan(0)
  })

  it('delete: the subtree goes; an objective that also aligns elsewhere stays', async () => {
    const { lena, root, other, child, leaf, grandchild } = await tree()
    expect((await lena.request('DELETE', `${OBJECTIVES}${root}/?children=delete`)).statusCode).toBe(204)
    for (const gone of [root, leaf, grandchild])
      expect((await lena.get(`${OBJECTIVES}${gone}/`)).statusCode).toBe(404)
    expect(
      (await lena.get(`${OBJECTIVES}${child}/`)).json().parents.map((p: { id: string }) => p.id),
    ).toEqual([other])
  })

  it('deletes nothing through a parent that the caller could not delete one by one', async () => {
    const ada = await t.signIn('user@acme.example')
    const mine = (await ada.post(OBJECTIVES, objectiveBody(t, { title: 'Mine' }))).json().id
    const lena = await t.signIn('lead@acme.example')
    const hers = (
      await lena.post(OBJECTIVES, objectiveBody(t, { owner_id: id('lead@acme.example'), parent_ids: [mine] }))
    ).json().id
    expect((await ada.request('DELETE', `${OBJECTIVES}${mine}/?children=delete`)).statusCode).toBe(403)
    expect((await ada.get(`${OBJECTIVES}${hers}/`)).statusCode).toBe(200)
    expect((await ada.request('DELETE', `${OBJECTIVES}${mine}/?children=detach`)).statusCode).toBe(204)
    expect((await ada.get(`${OBJECTIVES}${hers}/`)).json().parents).toEqual([])
  })

  it('deletes an objective without children straight away', async () => {
    const ada = await t.signIn('user@acme.example')
    const lonely = (await ada.post(OBJECTIVES, objectiveBody(t))).json().id
    expect((await ada.request('DELETE', `${OBJECTIVES}${lonely}/`)).statusCode).toBe(204)
  })
})
