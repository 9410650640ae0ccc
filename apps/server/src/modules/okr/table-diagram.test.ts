import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHandlerQueries } from '../../core/query-count.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { API, acmeOkr, currentPeriod, personId } from './okr-fixtures.ts'

let t: TestApp
let ada: Agent
beforeAll(async () => {
  t = await startTestApp()
  ada = await t.signIn('user@acme.example')
})
afterAll(() => t.close())

type Row = { id: string; title: string; progress: number; key_results: KrRow[] }
type KrRow = {
  id: string
  title: string
  progress: number
  projects: { title: string; tasks: { title: string }[] }[]
}
type Group = { key: string | null; label: string; count: number; progress: number; rows: Row[] }
const table = async (body: Record<string, unknown>) => {
  const answer = await ada.post(`${API}/table/`, body)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json() as { count: number; page: number; page_size: number; groups: Group[] }
}
type Node = {
  type: string
  id: string
  title: string
  matches_filters?: boolean
  progress: number
  objective_id?: string
}
type Edge = { source: string; target: string; kind: string }
const rowTitles = (groups: Group[]) => groups.flatMap((g) => g.rows.map((r) => r.title))

describe('table', () => {
  it('pages objective rows with key results, linked projects and their tasks below them', async () => {
    const answer = await table({ depth: 'task' })
    expect(answer).toMatchObject({ count: 9, page: 1, page_size: 25 })
    expect(answer.groups).toHaveLength(1)
    expect(answer.groups[0]).toMatchObject({ key: null, label: '', count: 9 })
    const titles = rowTitles(answer.groups)
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const onboarding = answer.groups[0]!.rows.find((r) => r.id === acmeOkr(t).objectives.onboarding!.id)!
    expect(onboarding).toMatchObject({ type: 'objective', key_result_count: 3 })
    const completion = onboarding.key_results.find((kr) => kr.title === 'Onboarding completion rate')!
    expect(completion).toMatchObject({ type: 'key_result', metric: 'percentage' })
    expect(completion.projects.map((p) => p.title)).toEqual(['Guided setup wizard'])
    // Open tasks first, by due date; then done ones.
    expect(completion.projects[0]!.tasks.map((task) => task.title)).toEqual([
      'Usability test with five customers',
      'Release to the beta group',
      'Write the onboarding copy',
      'Build the step navigation',
    ])
  })

  it('stops at the requested depth: key results unless asked for more', async () => {
    const byDefault = await table({ filters: { search: 'onboarding' } })
    expect(byDefault.groups[0]!.rows[0]!.key_results.map((kr) => kr.projects)).toEqual([[], [], []])
    const objectivesOnly = await table({ depth: 'objective' })
    expect(objectivesOnly.groups[0]!.rows.every((r) => r.key_results.length === 0)).toBe(true)
    const keyResults = await table({ depth: 'key_result', filters: { search: 'onboarding' } })
    const [row] = keyResults.groups[0]!.rows
    expect(row!.key_results).toHaveLength(3)
    expect(row!.key_results.every((kr) => kr.projects.length === 0)).toBe(true)
  })

  it('groups by team, owner or parent objective, with each group’s size and average progress', async () => {
    const byTeam = await table({ group_by: 'team', depth: 'objective' })
    expect(byTeam.groups.map((g) => [g.label, g.count])).toEqual([
      ['Leadership', 2],
      ['Operations', 2],
      ['Product', 3],
      ['Sales', 2],
    ])
    const product = byTeam.groups.find((g) => g.label === 'Product')!
    expect(product.key).toBe(t.world.teams.product.id)
    expect(product.progress).toBeCloseTo(
      product.rows.reduce((s, r) => s + r.progress, 0) / product.rows.length,
      10,
    )

    const byOwner = await table({ group_by: 'owner', depth: 'objective' })
    expect(byOwner.groups.map((g) => g.label)).toEqual([
      'Jonas Weber',
      'Lena Lead',
      "Liam O'Connor",
      'Mia Chen',
      'Sofia Rossi',
    ])

    // By parent: an objective aligned to two parents is in both groups; unaligned ones come last.
    const byParent = await table({ group_by: 'objective', depth: 'objective' })
    // Six alignments, and five objectives aligned to nothing.
    expect(byParent.count).toBe(6 + 5)
    const growth = byParent.groups.find((g) => g.key === acmeOkr(t).objectives.growth!.id)!
    expect(growth.rows.map((r) => r.title)).toEqual([
      'Automate finance and people workflows',
      'Make the platform fast and reliable',
      'Ship a delightful self-service onboarding',
      'Win 40 new mid-market customers',
    ])
    const people = byParent.groups.find((g) => g.key === acmeOkr(t).objectives.people!.id)!
    expect(people.rows.map((r) => r.title)).toEqual([
      'Automate finance and people workflows',
      'Make the platform fast and reliable',
    ])
    expect(byParent.groups.at(-1)).toMatchObject({ key: null, label: '', count: 5 })
  })

  it('sorts and pages on the server; pages neither skip nor repeat rows', async () => {
    const sorted = await table({ sort: { field: 'progress', direction: 'desc' }, depth: 'objective' })
    const progress = sorted.groups[0]!.rows.map((r) => r.progress)
    expect(progress).toEqual([...progress].sort((a, b) => b - a))
    const seen: string[] = []
    for (let page = 1; page <= 4; page++) {
      const answer = await table({
        group_by: 'team',
        sort: { field: 'title' },
        depth: 'objective',
        page,
        page_size: 3,
      })
      seen.push(...answer.groups.flatMap((g) => g.rows.map((r) => r.id)))
    }
    expect(seen).toHaveLength(9)
    expect(new Set(seen).size).toBe(9)
    expect((await ada.post(`${API}/table/`, { page_size: 101 })).statusCode).toBe(400)
  })

  it('filters by status, health, team, owner, period and search', async () => {
    const titles = async (filters: Record<string, unknown>) =>
      rowTitles((await table({ filters, depth: 'objective' })).groups)
    expect(await titles({ statuses: ['draft'] })).toEqual(['Move into the new Munich office'])
    expect(await titles({ healths: ['off_track'], period: currentPeriod().key })).toEqual([
      'Win 40 new mid-market customers',
    ])
    expect(
      await titles({ team_ids: [t.world.teams.sales.id, t.world.teams.leadership.id], statuses: ['active'] }),
    ).toHaveLength(4)
    expect(await titles({ owner_ids: [personId(t, 'user@acme.example')] })).toEqual([
      'Automate finance and people workflows',
      'Ship a delightful self-service onboarding',
    ])
    expect(await titles({ search: 'latency' })).toEqual(['Make the platform fast and reliable'])
  })

  it('runs a fixed number of queries, whatever the page size (no N+1)', async () => {
    const measure = async (body: Record<string, unknown>) => {
      const { result, queries } = await countHandlerQueries(() => ada.post(`${API}/table/`, body))
      expect(result.statusCode).toBe(200)
      return queries.length
    }
    const small = await measure({ page_size: 1, group_by: 'objective', depth: 'task' })
    const large = await measure({ page_size: 100, group_by: 'objective', depth: 'task' })
    expect(large).toBe(small)
    // The page with its groups, the objectives, their key results, linked projects, their tasks.
    expect(large).toBe(5)
    const list = async (size: number) =>
      (await countHandlerQueries(() => ada.get(`${API}/objectives/?page_size=${size}`))).queries.length
    // Each page size once: a list answer read again comes from the read cache with no query (ADR 48).
    expect(await list(100)).toBe(await list(1))
    expect(await list(2)).toBe(1) // the page, with the count in the same statement (ADR 42)
    const tasks = async (size: number) =>
      (await countHandlerQueries(() => ada.get(`${API}/tasks/?page_size=${size}`))).queries.length
    expect(await tasks(100)).toBe(await tasks(1))
  })
})

describe('diagram', () => {
  const diagram = async (body: Record<string, unknown>) =>
    (await ada.post(`${API}/diagram/`, body)).json() as { nodes: Node[]; edges: Edge[]; truncated: boolean }
  const o = () => acmeOkr(t).objectives

  it('shows the alignment tree: every objective, an edge from each parent to each child', async () => {
    const answer = await diagram({})
    expect(answer.truncated).toBe(false)
    expect(answer.nodes).toHaveLength(9)
    const into = (child: string) =>
      answer.edges
        .filter((e) => e.target === child)
        .map((e) => e.source)
        .sort()
    expect(into(o().reliability!.id)).toEqual([o().growth!.id, o().people!.id].sort())
    expect(into(o().onboarding!.id)).toEqual([o().growth!.id])
    expect(answer.edges.every((e) => e.kind === 'alignment')).toBe(true)
    expect(answer.edges).toHaveLength(6)
  })

  it('keeps the tree connected with the filtered objectives’ ancestors as context, unless asked not to', async () => {
    const filters = { team_ids: [t.world.teams.product.id], period: currentPeriod().key }
    const withContext = await diagram({ filters })
    expect(withContext.nodes.map((n) => [n.title, n.matches_filters]).sort()).toEqual([
      ['Become the leading client platform in DACH', false],
      ['Build a company people love to work at', false],
      ['Make the platform fast and reliable', true],
      ['Ship a delightful self-service onboarding', true],
    ])
    expect(withContext.edges).toHaveLength(3)
    const bare = await diagram({ filters, include_context: false })
    expect(bare.nodes).toHaveLength(2)
    expect(bare.edges).toEqual([])
  })

  it('adds key results below their objectives on request', async () => {
    const answer = await diagram({
      filters: { search: 'onboarding' },
      include_key_results: true,
      include_context: false,
    })
    const krs = answer.nodes.filter((n) => n.type === 'key_result')
    expect(krs.map((n) => n.title).sort()).toEqual([
      'Launch the guided setup',
      'Onboarding completion rate',
      'Time to first value',
    ])
    expect(answer.edges.filter((e) => e.kind === 'key_result')).toHaveLength(3)
    const counts = async (body: Record<string, unknown>) =>
      (await diagram(body)).nodes.find((n) => n.id === o().onboarding!.id) as unknown as {
        key_result_count: number
      }
    expect((await counts({ include_key_results: true })).key_result_count).toBe(3)
    expect((await counts({ include_key_results: false })).key_result_count).toBe(3)
    expect((await counts({ filters: { search: 'onboarding' } })).key_result_count).toBe(3)
    expect(krs.every((n) => n.objective_id === o().onboarding!.id)).toBe(true)
  })

  it('runs a fixed number of queries whatever the tree holds', async () => {
    const measure = async (body: Record<string, unknown>) =>
      (await countHandlerQueries(() => ada.post(`${API}/diagram/`, body))).queries.length
    const narrow = await measure({
      filters: { search: 'onboarding' },
      include_key_results: true,
      include_context: false,
    })
    const wide = await measure({ include_key_results: true, include_context: false })
    expect(wide).toBe(narrow)
    // Objective nodes, alignment edges, key result nodes; without key results the first two only.
    expect(wide).toBe(3)
    expect(await measure({})).toBe(2)
    // With context: one query more, for the ancestors’ nodes.
    expect(
      await measure({ filters: { team_ids: [t.world.teams.product.id] }, include_key_results: true }),
    ).toBe(wide + 1)
  })
})

describe('one set of numbers', () => {
  it('shows the same progress in the detail, list, table, diagram and dashboard', async () => {
    const midmarket = o().midmarket!.id
    const detail = (await ada.get(`${API}/objectives/${midmarket}/`)).json().progress
    expect(detail).toBeGreaterThan(0)
    const listed = (await ada.get(`${API}/objectives/?search=mid-market`)).json().results[0].progress
    const row = (await table({ filters: { search: 'mid-market' } })).groups[0]!.rows[0]!
    const node = (await ada.post(`${API}/diagram/`, { include_key_results: true })).json().nodes
    const dashboard = (await ada.get(`${API}/dashboard/?team=${t.world.teams.sales.id}`)).json()
    expect([
      listed,
      row.progress,
      node.find((n: Node) => n.id === midmarket).progress,
      dashboard.totals.progress,
    ]).toEqual([detail, detail, detail, detail])
    const customers = acmeOkr(t).keyResults.customers!.id
    const kr = (await ada.get(`${API}/key-results/${customers}/`)).json().progress
    expect(row.key_results.find((k) => k.id === customers)!.progress).toBe(kr)
    expect(node.find((n: Node) => n.id === customers).progress).toBe(kr)
  })
})

function o() {
  return acmeOkr(t).objectives
}
