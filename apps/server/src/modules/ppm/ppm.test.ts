import { type SQL, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHandlerQueries } from '../../core/query-count.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { recomputedCounts, recomputedLastReports, recomputedNets, recomputedTotals } from './totals.ts'

let t: TestApp
let lead: Agent
let ada: Agent
let gina: Agent
beforeAll(async () => {
  t = await startTestApp()
  ;[lead, ada, gina] = await Promise.all([
    t.sessionAs('lead@acme.example'),
    t.sessionAs('user@acme.example'),
    t.sessionAs('user@globex.example'),
  ])
})
afterAll(() => t.close())

const API = '/api/v1/ppm'
const id = (email: string) => t.world.users[email]!.id
type Node = {
  id: string
  level: string
  title: string
  effects: { planned_cents: number; actual_cents: number }
}

/** A fresh programme → project → package → measure of ACME's, made through the API. */
async function tree(agent: Agent = lead, suffix = crypto.randomUUID().slice(0, 8)) {
  const program = (
    await agent.post(`${API}/programs/`, { title: `Programme ${suffix}`, target_cents: 100_000 })
  ).json()
  const project = (
    await agent.post(`${API}/projects/`, { program_id: program.id, title: `Project ${suffix}` })
  ).json()
  const pkg = (
    await agent.post(`${API}/measure-packages/`, { project_id: project.id, title: `Package ${suffix}` })
  ).json()
  const measure = (
    await agent.post(`${API}/measures/`, {
      package_id: pkg.id,
      title: `Measure ${suffix}`,
      approver_id: id('lead@acme.example'),
      owner_id: id('user@acme.example'),
    })
  ).json()
  return { program, project, pkg, measure }
}
const effectsOf = async (agent: Agent, path: string) => (await agent.get(`${API}/${path}/effects/`)).json()

type Measure = Node & { gate: number; status: string; package_id: string }
/** Every measure of a package (the portfolio leaves them to be read when a package opens). */
const measuresIn = async (agent: Agent, packageId: string, filters = ''): Promise<Measure[]> =>
  (await agent.get(`${API}/measure-packages/${packageId}/measures/?page_size=200${filters}`)).json().results

describe('the portfolio', () => {
  it('shows the active company’s programme in tree order down to the packages, with exact roll-ups, and nothing of Globex', async () => {
    const body = (await ada.get(`${API}/portfolio/`)).json()
    expect(body.currency).toBe('EUR')
    const nodes: (Node & {
      program_id: string | null
      project_id: string | null
      package_id: string | null
      measure_count: number
    })[] = body.nodes
    expect(nodes[0]).toMatchObject({ level: 'program', title: 'ACME Fit for 2027', measure_count: 60 })
    expect(nodes.filter((n) => n.level === 'measure')).toEqual([])
    expect(body.measure_count).toBe(60)
    const packages = nodes.filter((n) => n.level === 'package')
    expect(packages).toHaveLength(12)
    // Every package's effect is the exact sum of its measures', and every level the sum of the ones below.
    const measures: Measure[] = []
    for (const pkg of packages) {
      const inside = await measuresIn(ada, pkg.id)
      measures.push(...inside)
      expect(pkg.measure_count).toBe(inside.length)
      expect(pkg.effects.planned_cents).toBe(inside.reduce((s, m) => s + m.effects.planned_cents, 0))
      expect(pkg.effects.actual_cents).toBe(inside.reduce((s, m) => s + m.effects.actual_cents, 0))
    }
    expect([...new Set(measures.map((m) => m.gate))].sort()).toEqual([0, 1, 2, 3, 4, 5])
    for (const [level, below] of [
      ['project', 'package'],
      ['program', 'project'],
    ] as const) {
      for (const node of nodes.filter((n) => n.level === level)) {
        const inside = nodes.filter((n) => n.level === below && n[`${level}_id`] === node.id)
        expect(node.effects.planned_cents).toBe(inside.reduce((s, m) => s + m.effects.planned_cents, 0))
        expect(node.effects.actual_cents).toBe(inside.reduce((s, m) => s + m.effects.actual_cents, 0))
      }
    }
    expect(body.totals).toEqual(nodes[0]!.effects)
    // Tree order: every level comes after its parent.
    const index = new Map(nodes.map((n, i) => [n.id, i]))
    nodes.forEach((n, i) => {
      const parent = (n as unknown as { parent_id: string | null }).parent_id
      if (parent) expect(index.get(parent)).toBeLessThan(i)
    })
    const globex = (await gina.get(`${API}/portfolio/`)).json()
    expect(globex.currency).toBe('USD')
    expect(globex.nodes.map((n: Node) => n.title)).not.toContain('ACME Fit for 2027')
    expect(globex.measure_count).toBe(6)
  })

  it('filters measures by gate, status and owner and keeps the levels above them, with their figures', async () => {
    const byGate = (await ada.get(`${API}/portfolio/?gate=5`)).json()
    expect(byGate.measure_count).toBe(10)
    expect(byGate.nodes[0].level).toBe('program')
    const packages = byGate.nodes.filter((n: Node) => n.level === 'package')
    const measures: Measure[] = []
    for (const pkg of packages) {
      const inside = await measuresIn(ada, pkg.id, '&gate=5')
      expect(inside.length).toBe(pkg.measure_count)
      expect(inside.length).toBeGreaterThan(0)
      expect(pkg.effects.planned_cents).toBe(inside.reduce((s, m) => s + m.effects.planned_cents, 0))
      measures.push(...inside)
    }
    expect(measures.length).toBe(10)
    expect(measures.every((m) => m.gate === 5)).toBe(true)
    expect(byGate.totals.planned_cents).toBe(measures.reduce((s, m) => s + m.effects.planned_cents, 0))
    const mine = (await ada.get(`${API}/portfolio/?owner_id=${id('user@acme.example')}`)).json()
    expect(mine.measure_count).toBeGreaterThan(0)
    const held = (await ada.get(`${API}/portfolio/?status=on_hold`)).json()
    for (const pkg of held.nodes.filter((n: Node) => n.level === 'package')) {
      const inside = await measuresIn(ada, pkg.id, '&status=on_hold')
      expect(inside.filter((m) => m.status !== 'on_hold')).toEqual([])
    }
    expect((await ada.get(`${API}/portfolio/?gate=9`)).statusCode).toBe(400)
    expect((await ada.get(`${API}/measure-packages/${packages[0].id}/measures/?gate=9`)).statusCode).toBe(400)
  })

  it('charts planned effects by gate per month, summing to the portfolio’s planned total', async () => {
    const chart = (await ada.get(`${API}/portfolio/effects-by-gate/`)).json()
    const portfolio = (await ada.get(`${API}/portfolio/`)).json()
    expect(chart.target_cents).toBe(1_200_000_000)
    // Benefits from March 2026 (with the one-off costs) to December 2027.
    expect(chart.months.length).toBe(22)
    const planned = chart.months.reduce(
      (s: number, m: { planned_by_gate: number[] }) => s + m.planned_by_gate.reduce((a, b) => a + b, 0),
      0,
    )
    expect(planned).toBe(portfolio.totals.planned_cents)
    expect(chart.months.map((m: { planned_by_gate: number[] }) => m.planned_by_gate.length)).toEqual(
      Array(22).fill(6),
    )
  })

  it('exports the portfolio and the effects as xlsx that reads back', async () => {
    const file = await ada.get(`${API}/portfolio/export/?sheet=portfolio`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    // Ada reads the portal in German: the headers are hers.
    expect(sheet.getRow(1).getCell(2).value).toBe('Titel')
    expect(sheet.getRow(2).getCell(2).value).toBe('ACME Fit for 2027')
    const portfolio = (await ada.get(`${API}/portfolio/`)).json()
    expect(sheet.getRow(2).getCell(6).value).toBe(portfolio.totals.planned_cents / 100)
    expect(sheet.rowCount).toBe(portfolio.nodes.length + portfolio.measure_count + 1)
    const effects = await ada.get(`${API}/portfolio/export/?sheet=effects`)
    const effectsBook = new ExcelJS.Workbook()
    await effectsBook.xlsx.load(effects.rawPayload as unknown as ArrayBuffer)
    expect(effectsBook.worksheets[0]!.getRow(1).getCell(3).value).toBe('Effektart')
    expect(effectsBook.worksheets[0]!.rowCount).toBeGreaterThan(1000)
  })

  it('lists programmes, projects and the company’s people', async () => {
    const programs = (await ada.get(`${API}/programs/`)).json()
    expect(programs.results.map((p: Node) => p.title)).toContain('ACME Fit for 2027')
    const projects = (await ada.get(`${API}/projects/?search=lean`)).json()
    expect(projects.results.map((p: Node) => p.title)).toEqual(['Lean operations'])
    const users = (await ada.get(`${API}/users/`)).json()
    expect(users.map((u: { email: string }) => u.email)).toContain('mia.chen@acme.example')
    expect(users.map((u: { email: string }) => u.email)).not.toContain('user@globex.example')
  })
})

describe('query counts (no N+1)', () => {
  it('reads the portfolio, the chart, lists and roll-ups in a fixed number of queries, whatever they hold', async () => {
    const count = async (url: string) => (await countHandlerQueries(() => ada.get(url))).queries.length
    const before = {
      portfolio: await count(`${API}/portfolio/`),
      chart: await count(`${API}/portfolio/effects-by-gate/`),
      projects: await count(`${API}/projects/`),
    }
    const { program, pkg } = await tree(ada)
    for (let i = 0; i < 5; i++) {
      const m = (await ada.post(`${API}/measures/`, { package_id: pkg.id, title: `Bulk ${i}` })).json()
      await ada.request('PUT', `${API}/measures/${m.id}/effects/`, {
        cells: [{ month: '2027-01', effect_type: 'cost_reduction', planned_cents: 1 }],
      })
    }
    expect(await count(`${API}/portfolio/`)).toBe(before.portfolio)
    expect(await count(`${API}/portfolio/effects-by-gate/`)).toBe(before.chart)
    expect(await count(`${API}/projects/`)).toBe(before.projects)
    // Feature check, the levels, their sums, the currency (the caller's own statements left out).
    expect(before.portfolio).toBeLessThanOrEqual(5)
    expect(await count(`${API}/programs/${program.id}/measures/?page_size=100`)).toBe(
      await count(`${API}/programs/${program.id}/measures/?page_size=1`),
    )
  })
})

describe('levels: create, read, edit, move, delete', () => {
  it('creates a measure at L0 inside its package, with its place in the portfolio', async () => {
    const { program, project, pkg, measure } = await tree()
    expect(measure).toMatchObject({
      level: 'measure',
      gate: 0,
      package_id: pkg.id,
      project_id: project.id,
      program_id: program.id,
    })
    expect(measure.ancestors.map((a: Node) => a.id)).toEqual([program.id, project.id, pkg.id])
    expect(measure.approver.email).toBe('lead@acme.example')
    const details = (await ada.get(`${API}/measures/${measure.id}/details/`)).json()
    expect(details).toMatchObject({
      title: measure.title,
      owner: { email: 'user@acme.example' },
      business_case: '',
    })
    for (const [segment, node] of [
      ['programs', program],
      ['projects', project],
      ['measure-packages', pkg],
    ] as const) {
      const list = (await ada.get(`${API}/${segment}/${node.id}/measures/`)).json()
      expect(list.results.map((m: Node) => m.id)).toEqual([measure.id])
      expect((await ada.get(`${API}/${segment}/${node.id}/`)).json().measure_count).toBe(1)
    }
    // A level is read at its own path only.
    expect((await ada.get(`${API}/projects/${measure.id}/`)).statusCode).toBe(404)
  })

  it('refuses a parent of another level or company, and people from outside the company', async () => {
    const { project, pkg } = await tree()
    const wrongLevel = await lead.post(`${API}/measures/`, { package_id: project.id, title: 'X' })
    expect(wrongLevel.statusCode).toBe(400)
    expect(wrongLevel.json().errors.package_id).toBeDefined()
    const foreign = await gina.post(`${API}/measures/`, { package_id: pkg.id, title: 'Sneaky' })
    expect(foreign.statusCode).toBe(400)
    const outsider = await lead.post(`${API}/measures/`, {
      package_id: pkg.id,
      title: 'X',
      owner_id: id('user@globex.example'),
    })
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().errors.owner_id).toBeDefined()
    const dates = await lead.post(`${API}/measures/`, {
      package_id: pkg.id,
      title: 'X',
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    })
    expect(dates.statusCode).toBe(400)
    // Only the measure tree() made is there.
    expect((await ada.get(`${API}/measure-packages/${pkg.id}/measures/`)).json().count).toBe(1)
  })

  it('records every edit field by field, and comments', async () => {
    const { measure } = await tree()
    const edited = await ada.request('PATCH', `${API}/measures/${measure.id}/`, {
      title: 'Renamed measure',
      business_case: 'Saves 10k a month.',
      status: 'active',
      tags: ['pilot'],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Renamed measure',
      business_case: 'Saves 10k a month.',
      tags: ['pilot'],
    })
    await ada.post(`${API}/measures/${measure.id}/activities/`, { comment: 'Looks good.' })
    const trail = (await ada.get(`${API}/measures/${measure.id}/activities/`)).json()
    expect(trail.results.map((a: { kind: string }) => a.kind)).toEqual(['comment', 'edited', 'created'])
    expect(trail.results[1].changes).toEqual([
      { field: 'title', from: measure.title, to: 'Renamed measure' },
      { field: 'tags', from: [], to: ['pilot'] },
      { field: 'business_case', from: '', to: 'Saves 10k a month.' },
    ])
    expect(trail.results[0]).toMatchObject({ comment: 'Looks good.', actor: { email: 'user@acme.example' } })
    // An edit that changes nothing leaves no line.
    await ada.request('PATCH', `${API}/measures/${measure.id}/`, { title: 'Renamed measure' })
    expect((await ada.get(`${API}/measures/${measure.id}/activities/`)).json().count).toBe(3)
    // An end before the stored start is refused.
    await ada.request('PATCH', `${API}/measures/${measure.id}/`, { start_date: '2026-06-01' })
    expect(
      (await ada.request('PATCH', `${API}/measures/${measure.id}/`, { end_date: '2026-01-01' })).statusCode,
    ).toBe(400)
    // Programmes have no business case.
    const { program } = await tree()
    expect(
      (await ada.request('PATCH', `${API}/programs/${program.id}/`, { business_case: 'x' })).statusCode,
    ).toBe(400)
  })

  it('moves a measure to another package: its effects roll up there, recorded', async () => {
    const a = await tree()
    const b = await tree()
    await lead.request('PUT', `${API}/measures/${a.measure.id}/effects/`, {
      cells: [{ month: '2027-01', effect_type: 'cost_reduction', planned_cents: 12_345 }],
    })
    expect((await effectsOf(lead, `programs/${a.program.id}`)).net.planned_cents).toBe(12_345)
    const moved = await lead.post(`${API}/measures/${a.measure.id}/move/`, { package_id: b.pkg.id })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      package_id: b.pkg.id,
      project_id: b.project.id,
      program_id: b.program.id,
    })
    expect((await effectsOf(lead, `programs/${a.program.id}`)).net.planned_cents).toBe(0)
    expect((await effectsOf(lead, `measure-packages/${b.pkg.id}`)).net.planned_cents).toBe(12_345)
    const trail = (await lead.get(`${API}/measures/${a.measure.id}/activities/`)).json()
    expect(trail.results[0]).toMatchObject({
      kind: 'moved',
      changes: [{ field: 'package_id', from: a.pkg.id, to: b.pkg.id }],
    })
    expect(
      (await lead.post(`${API}/measures/${a.measure.id}/move/`, { package_id: b.project.id })).statusCode,
    ).toBe(400)
  })

  it('deletes: the owner or a company admin, with everything inside', async () => {
    const { program, project, measure } = await tree(lead)
    expect((await ada.request('DELETE', `${API}/projects/${project.id}/`)).statusCode).toBe(403)
    // Ada owns the measure: she may delete it.
    expect((await ada.request('DELETE', `${API}/measures/${measure.id}/`)).statusCode).toBe(204)
    expect((await lead.get(`${API}/measures/${measure.id}/`)).statusCode).toBe(404)
    expect((await gina.request('DELETE', `${API}/programs/${program.id}/`)).statusCode).toBe(404)
    expect((await lead.request('DELETE', `${API}/programs/${program.id}/`)).statusCode).toBe(204)
    expect((await lead.get(`${API}/projects/${project.id}/`)).statusCode).toBe(404)
  })
})

describe('effects', () => {
  it('keeps planned and actual per month and type, and rolls up to the cent', async () => {
    const { program, project, pkg, measure } = await tree()
    const second = (await lead.post(`${API}/measures/`, { package_id: pkg.id, title: 'Second' })).json()
    const set = await ada.request('PUT', `${API}/measures/${measure.id}/effects/`, {
      cells: [
        { month: '2027-01', effect_type: 'cost_reduction', planned_cents: 100_001, actual_cents: 33_333 },
        { month: '2027-02', effect_type: 'cost_reduction', planned_cents: 100_001, actual_cents: 33_334 },
        { month: '2027-01', effect_type: 'one_off_cost', planned_cents: 50_000, actual_cents: 0 },
      ],
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().net).toEqual({ planned_cents: 150_002, actual_cents: 66_667 })
    await ada.request('PUT', `${API}/measures/${second.id}/effects/`, {
      cells: [{ month: '2027-01', effect_type: 'revenue_increase', planned_cents: 7, actual_cents: 3 }],
    })
    for (const path of [`measure-packages/${pkg.id}`, `projects/${project.id}`, `programs/${program.id}`]) {
      const effects = await effectsOf(ada, path)
      expect(effects.net).toEqual({ planned_cents: 150_009, actual_cents: 66_670 })
      expect(
        effects.by_type.find((b: { effect_type: string }) => b.effect_type === 'cost_reduction'),
      ).toMatchObject({
        planned_cents: 200_002,
        actual_cents: 66_667,
      })
      expect(effects.cells).toContainEqual({
        month: '2027-01',
        effect_type: 'cost_reduction',
        planned_cents: 100_001,
        actual_cents: 33_333,
      })
    }
    expect((await effectsOf(ada, `programs/${program.id}`)).target_cents).toBe(100_000)
    expect((await ada.get(`${API}/programs/${program.id}/`)).json().effects).toEqual({
      planned_cents: 150_009,
      actual_cents: 66_670,
    })
    // A cell of 0 and 0 is removed; the change is recorded.
    const cleared = await ada.request('PUT', `${API}/measures/${measure.id}/effects/`, {
      cells: [{ month: '2027-01', effect_type: 'one_off_cost', planned_cents: 0, actual_cents: 0 }],
    })
    expect(cleared.json().cells).toHaveLength(2)
    const trail = (await ada.get(`${API}/measures/${measure.id}/activities/`)).json()
    expect(trail.results[0]).toMatchObject({
      kind: 'effects_changed',
      changes: [
        {
          field: 'one_off_cost 2027-01',
          from: { planned_cents: 50_000, actual_cents: 0 },
          to: { planned_cents: 0, actual_cents: 0 },
        },
      ],
    })
    // Effects belong to measures only, and bad months are refused.
    expect(
      (
        await ada.request('PUT', `${API}/measures/${pkg.id}/effects/`, {
          cells: [{ month: '2027-01', effect_type: 'investment' }],
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await ada.request('PUT', `${API}/measures/${measure.id}/effects/`, {
          cells: [{ month: '2027-13', effect_type: 'investment' }],
        })
      ).statusCode,
    ).toBe(400)
    expect((await gina.get(`${API}/measures/${measure.id}/effects/`)).statusCode).toBe(404)
  })
})

describe('gates', () => {
  it('needs an approver’s decision per gate, a business case and planned effects before L2; going back is recorded', async () => {
    const { measure } = await tree()
    const phases = `${API}/measures/${measure.id}/phases/`
    expect((await ada.get(phases)).json()).toMatchObject({
      gate: 0,
      pending: null,
      blockers: [],
      history: [],
    })
    expect((await ada.post(phases, { action: 'approve' })).statusCode).toBe(409)
    const requested = (await ada.post(phases, { action: 'request', comment: 'Idea checked.' })).json()
    expect(requested.pending).toMatchObject({
      from_gate: 0,
      to_gate: 1,
      requested_by: { email: 'user@acme.example' },
    })
    expect(requested.can_decide).toBe(false)
    expect((await ada.post(phases, { action: 'request' })).statusCode).toBe(409)
    // Ada is neither the approver nor a company admin.
    expect((await ada.post(phases, { action: 'approve' })).statusCode).toBe(403)
    expect((await lead.get(phases)).json().can_decide).toBe(true)
    const passed = (await lead.post(phases, { action: 'approve', comment: 'Go.' })).json()
    expect(passed.gate).toBe(1)
    expect(passed.history[0]).toMatchObject({
      state: 'approved',
      decided_by: { email: 'lead@acme.example' },
      decision_comment: 'Go.',
    })
    // L2 needs a business case and planned effects.
    expect((await ada.get(phases)).json().blockers).toEqual(['business_case', 'planned_effects'])
    const blocked = await ada.post(phases, { action: 'request' })
    expect(blocked.statusCode).toBe(409)
    expect(Object.keys(blocked.json().errors)).toEqual(['business_case', 'planned_effects'])
    await ada.request('PATCH', `${API}/measures/${measure.id}/`, { business_case: 'Pays back in 8 months.' })
    expect((await ada.get(phases)).json().blockers).toEqual(['planned_effects'])
    await ada.request('PUT', `${API}/measures/${measure.id}/effects/`, {
      cells: [{ month: '2027-03', effect_type: 'cost_reduction', planned_cents: 500_000 }],
    })
    expect((await ada.post(phases, { action: 'request' })).statusCode).toBe(200)
    expect((await lead.post(phases, { action: 'reject' })).statusCode).toBe(400)
    expect((await lead.post(phases, { action: 'reject', comment: 'Numbers first.' })).json()).toMatchObject({
      gate: 1,
      pending: null,
    })
    await ada.post(phases, { action: 'request' })
    expect((await lead.post(phases, { action: 'approve' })).json().gate).toBe(2)
    expect((await ada.get(`${API}/measures/${measure.id}/`)).json().gate).toBe(2)
    // Back to L1, with a reason; not forwards.
    expect((await ada.post(phases, { action: 'return', to_gate: 3, comment: 'x' })).statusCode).toBe(400)
    expect((await ada.post(phases, { action: 'return', to_gate: 1 })).statusCode).toBe(400)
    const back = (
      await ada.post(phases, { action: 'return', to_gate: 1, comment: 'Supplier withdrew.' })
    ).json()
    expect(back.gate).toBe(1)
    expect(back.history.map((h: { state: string }) => h.state)).toEqual([
      'returned',
      'approved',
      'rejected',
      'approved',
    ])
    const kinds = (await ada.get(`${API}/measures/${measure.id}/activities/`))
      .json()
      .results.map((a: { kind: string }) => a.kind)
    expect(kinds.slice(0, 6)).toEqual([
      'gate_returned',
      'gate_passed',
      'gate_requested',
      'gate_rejected',
      'gate_requested',
      'effects_changed',
    ])
    expect((await gina.get(phases)).statusCode).toBe(404)
  })
})

describe('status reports', () => {
  it('are drafted, published, and never change afterwards; the next one is due by the cadence', async () => {
    const { project } = await tree()
    await lead.request('PATCH', `${API}/projects/${project.id}/`, {
      report_cadence_days: 30,
      start_date: '2026-01-01',
    })
    expect((await lead.get(`${API}/projects/${project.id}/`)).json()).toMatchObject({
      report_due: '2026-01-31',
      report_overdue: true,
    })
    const report = {
      period_end: '2026-10-31',
      overall: 'amber',
      schedule: 'green',
      budget: 'red',
      scope: 'green',
      summary: 'Budget under pressure.',
    }
    const draft = (await ada.post(`${API}/projects/${project.id}/statuses/`, report)).json()
    expect(draft).toMatchObject({
      state: 'draft',
      published_at: null,
      author: { email: 'user@acme.example' },
    })
    const edited = await ada.request('PATCH', `${API}/statuses/${draft.id}/`, { budget: 'amber' })
    expect(edited.json().budget).toBe('amber')
    const published = (await ada.post(`${API}/statuses/${draft.id}/publish/`)).json()
    expect(published.state).toBe('published')
    expect((await ada.request('PATCH', `${API}/statuses/${draft.id}/`, { budget: 'green' })).statusCode).toBe(
      409,
    )
    expect((await ada.post(`${API}/statuses/${draft.id}/publish/`)).statusCode).toBe(409)
    expect((await ada.request('DELETE', `${API}/statuses/${draft.id}/`)).statusCode).toBe(409)
    expect((await ada.get(`${API}/projects/${project.id}/statuses/`)).json()).toEqual([published])
    expect((await lead.get(`${API}/projects/${project.id}/`)).json().report_due).toBe('2026-11-30')
    const trail = (await ada.get(`${API}/projects/${project.id}/activities/`)).json()
    expect(trail.results[0].kind).toBe('report_published')
    // Drafts may be deleted; other companies see nothing.
    const second = (await ada.post(`${API}/projects/${project.id}/statuses/`, report)).json()
    expect((await gina.request('DELETE', `${API}/statuses/${second.id}/`)).statusCode).toBe(404)
    expect((await ada.request('DELETE', `${API}/statuses/${second.id}/`)).statusCode).toBe(204)
    expect(
      (await ada.post(`${API}/projects/${project.id}/statuses/`, { ...report, overall: 'blue' })).statusCode,
    ).toBe(400)
  })

  it('keep each level’s last published period: a later one moves it on, an earlier one or a draft does not (ADR 50)', async () => {
    const { project, measure } = await tree()
    await lead.request('PATCH', `${API}/projects/${project.id}/`, { report_cadence_days: 30 })
    const publish = async (id: string, periodEnd: string) => {
      const draft = (
        await ada.post(`${API}/${id === project.id ? 'projects' : 'measures'}/${id}/statuses/`, {
          period_end: periodEnd,
          overall: 'green',
          schedule: 'green',
          budget: 'green',
          scope: 'green',
        })
      ).json()
      expect((await ada.post(`${API}/statuses/${draft.id}/publish/`)).statusCode).toBe(200)
      return draft.id as string
    }
    const due = async () => (await lead.get(`${API}/projects/${project.id}/`)).json().report_due
    await publish(project.id, '2026-10-31')
    expect(await due()).toBe('2026-11-30')
    await publish(project.id, '2026-08-31')
    expect(await due()).toBe('2026-11-30')
    await ada.post(`${API}/projects/${project.id}/statuses/`, {
      period_end: '2026-12-31',
      overall: 'red',
      schedule: 'red',
      budget: 'red',
      scope: 'red',
    })
    expect(await due()).toBe('2026-11-30')
    await publish(project.id, '2026-11-30')
    expect(await due()).toBe('2026-12-30')
    // A measure's report moves the measure's pointer only, not its project's.
    await publish(measure.id, '2027-03-31')
    expect(await due()).toBe('2026-12-30')

    // Every ACME level (the demo's reports included) holds what a recount of its reports gives.
    const company = t.world.acme.id
    const rows = async (query: SQL) =>
      ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        Object.values(r).map(String).join(' '),
      )
    const stored = await rows(sql`
      select id, last_report_end::text from ppm_nodes
      where company_id = ${company} and last_report_end is not null order by 1`)
    expect(stored.length).toBeGreaterThan(2)
    expect(stored).toEqual(
      await rows(
        sql`select node_id, last_report_end::text from (${recomputedLastReports(company)}) x order by 1`,
      ),
    )
  })
})

describe('when the company has no PPM', () => {
  it('answers the root with an error and refuses the rest', async () => {
    const staff = await t.sessionAs('super@example.com')
    const features = `/api/v1/okr/companies/${t.world.globex.id}/features/`
    expect((await gina.get(`${API}/`)).json()).toEqual({ currency: 'USD', can_manage: false })
    expect((await staff.request('PUT', features, { visibility: { ppm: 'locked' } })).statusCode).toBe(200)
    expect((await gina.get(`${API}/`)).json()).toEqual({ error: 'ppm_unavailable' })
    const refused = await gina.get(`${API}/portfolio/`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().detail).toBe('PPM is not available for your company.')
    expect((await ada.get(`${API}/`)).json()).toEqual({ currency: 'EUR', can_manage: false })
    await staff.request('PUT', features, { visibility: {} })
    expect((await gina.get(`${API}/portfolio/`)).statusCode).toBe(200)
  })
})

describe('stored totals (ADR 31)', () => {
  /** The stored totals and net figures of ACME next to what the effects give when summed afresh. */
  async function storedAndRecomputed() {
    const company = t.world.acme.id
    const rowsOf = async (query: SQL) =>
      ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        Object.values(r).map(String).join(' '),
      )
    const stored = await rowsOf(sql`
      select node_id, gate, effect_type, month::text, planned_cents, actual_cents from ppm_effect_totals
      where company_id = ${company} and (planned_cents <> 0 or actual_cents <> 0)
      order by 1, 2, 3, 4`)
    const fresh = await rowsOf(sql`
      select node_id, gate, effect_type, month::text, planned_cents, actual_cents
      from (${recomputedTotals(company)}) x order by 1, 2, 3, 4`)
    const storedNets = await rowsOf(sql`
      select id, planned_net_cents, actual_net_cents from ppm_nodes
      where company_id = ${company} and (planned_net_cents <> 0 or actual_net_cents <> 0) order by 1`)
    const freshNets = await rowsOf(sql`
      select node_id, planned_net_cents, actual_net_cents from (${recomputedNets(company)}) x
      where planned_net_cents <> 0 or actual_net_cents <> 0 order by 1`)
    const storedCounts = await rowsOf(sql`
      select id, measure_count from ppm_nodes where company_id = ${company} and measure_count <> 0 order by 1`)
    const freshCounts = await rowsOf(
      sql`select node_id, measure_count from (${recomputedCounts(company)}) x order by 1`,
    )
    return { stored, fresh, storedNets, freshNets, storedCounts, freshCounts }
  }
  const expectExact = async () => {
    const { stored, fresh, storedNets, freshNets, storedCounts, freshCounts } = await storedAndRecomputed()
    expect(stored.length).toBeGreaterThan(0)
    expect(stored).toEqual(fresh)
    expect(storedNets).toEqual(freshNets)
    expect(storedCounts).toEqual(freshCounts)
  }

  it('stays equal to the cent to a recomputation through effect writes, gates, moves and deletes', async () => {
    await expectExact()
    const a = await tree(lead)
    const b = await tree(lead)
    const put = (measureId: string, cells: object[]) =>
      lead.request('PUT', `${API}/measures/${measureId}/effects/`, { cells })
    expect(
      (
        await put(a.measure.id, [
          { month: '2027-01', effect_type: 'cost_reduction', planned_cents: 123_45, actual_cents: 99_99 },
          { month: '2027-02', effect_type: 'cost_reduction', planned_cents: 200_01 },
          { month: '2027-01', effect_type: 'investment', planned_cents: 50_03, actual_cents: 7 },
        ])
      ).statusCode,
    ).toBe(200)
    const second = (
      await lead.post(`${API}/measures/`, {
        package_id: a.pkg.id,
        title: 'Second',
        approver_id: id('lead@acme.example'),
      })
    ).json()
    await put(second.id, [{ month: '2027-01', effect_type: 'revenue_increase', planned_cents: 1_000_00 }])
    await expectExact()
    // The project of A: both measures, net of the investment.
    const project = (await lead.get(`${API}/projects/${a.project.id}/`)).json()
    expect(project.effects).toEqual({
      planned_cents: 123_45 + 200_01 - 50_03 + 1_000_00,
      actual_cents: 99_99 - 7,
    })
    // A gate passed moves the measure's effects to the new gate.
    await lead.post(`${API}/measures/${a.measure.id}/phases/`, { action: 'request' })
    expect(
      (await lead.post(`${API}/measures/${a.measure.id}/phases/`, { action: 'approve' })).statusCode,
    ).toBe(200)
    const chart = (await lead.get(`${API}/portfolio/effects-by-gate/?root_id=${a.program.id}`)).json()
    const jan = chart.months.find((m: { month: string }) => m.month === '2027-01')
    expect(jan.planned_by_gate).toEqual([1_000_00, 123_45 - 50_03, 0, 0, 0, 0])
    await expectExact()
    // Moves: a measure, a package, a project; then a cell cleared and a measure, a package deleted.
    expect((await lead.post(`${API}/measures/${second.id}/move/`, { package_id: b.pkg.id })).statusCode).toBe(
      200,
    )
    await expectExact()
    const movedPkg = await lead.post(`${API}/measure-packages/${a.pkg.id}/move/`, {
      project_id: b.project.id,
    })
    expect(movedPkg.statusCode).toBe(200)
    expect(movedPkg.json()).toMatchObject({ project_id: b.project.id, program_id: b.program.id })
    const movedMeasure = (await lead.get(`${API}/measures/${a.measure.id}/`)).json()
    expect(movedMeasure).toMatchObject({ project_id: b.project.id, program_id: b.program.id })
    await expectExact()
    expect((await lead.get(`${API}/projects/${a.project.id}/`)).json().effects).toEqual({
      planned_cents: 0,
      actual_cents: 0,
    })
    const movedProject = await lead.post(`${API}/projects/${b.project.id}/move/`, {
      program_id: a.program.id,
    })
    expect(movedProject.statusCode).toBe(200)
    await expectExact()
    expect((await lead.get(`${API}/programs/${b.program.id}/`)).json().effects.planned_cents).toBe(0)
    expect((await lead.get(`${API}/programs/${a.program.id}/measures/`)).json().count).toBe(3)
    await put(a.measure.id, [{ month: '2027-02', effect_type: 'cost_reduction', planned_cents: 0 }])
    await expectExact()
    expect((await lead.request('DELETE', `${API}/measures/${second.id}/`)).statusCode).toBe(204)
    await expectExact()
    expect((await lead.request('DELETE', `${API}/measure-packages/${a.pkg.id}/`)).statusCode).toBe(204)
    await expectExact()
    expect((await lead.get(`${API}/programs/${a.program.id}/`)).json().effects).toEqual({
      planned_cents: 0,
      actual_cents: 0,
    })
    // A move to a parent of the wrong level or another company is a 400 and changes nothing.
    const wrong = await lead.post(`${API}/projects/${b.project.id}/move/`, { program_id: b.pkg.id })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors.program_id).toBeDefined()
    const foreign = await gina.post(`${API}/measure-packages/${b.pkg.id}/move/`, { project_id: a.project.id })
    expect(foreign.statusCode).toBe(404)
    await expectExact()
  })
})

describe('gate approvals in the home queue', () => {
  it('puts a gate request in its approver’s /client queue and inbox, and the decision in the requester’s', async () => {
    type Item = { kind: string; id: string; title: string; context: string; link: string; urgency: string }
    const queueOf = async (agent: Agent) => (await agent.get('/api/v1/home/queue/')).json().results as Item[]
    const inbox = (agent: Agent, kind: string) =>
      agent.get(`/api/v1/notifications/user/?kind=${kind}`).then((r) => r.json().results)
    const { project, measure } = await tree(lead)
    // The owner asks; the approver (Lead) is the one it waits for.
    expect((await ada.post(`${API}/measures/${measure.id}/phases/`, { action: 'request' })).statusCode).toBe(
      200,
    )
    const item = (await queueOf(lead)).find((i) => i.id === measure.id)
    expect(item).toMatchObject({
      kind: 'ppm_gate_approval',
      title: measure.title,
      context: project.title,
      urgency: 'due',
      link: `/client/ppm?measure=${measure.id}`,
    })
    expect((await queueOf(ada)).map((i) => i.id)).not.toContain(measure.id)
    expect((await queueOf(gina)).map((i) => i.id)).not.toContain(measure.id)
    const [asked] = await inbox(lead, 'ppm_gate_requested')
    expect(asked).toMatchObject({
      link: `/client/ppm?measure=${measure.id}`,
      actor: { email: 'user@acme.example' },
    })
    expect(asked.title).toContain(measure.title)
    // Decided: out of the queue, and the requester hears of it.
    expect((await lead.post(`${API}/measures/${measure.id}/phases/`, { action: 'approve' })).statusCode).toBe(
      200,
    )
    expect((await queueOf(lead)).map((i) => i.id)).not.toContain(measure.id)
    const [approved] = await inbox(ada, 'ppm_gate_approved')
    expect(approved).toMatchObject({
      link: `/client/ppm?measure=${measure.id}`,
      actor: { email: 'lead@acme.example' },
    })
  })
})

describe('settings', () => {
  it('lets a company admin set the currency; users are refused and a code the runtime does not know is a 400', async () => {
    expect((await lead.get(`${API}/`)).json()).toEqual({ currency: 'EUR', can_manage: true })
    expect((await ada.get(`${API}/`)).json()).toEqual({ currency: 'EUR', can_manage: false })
    expect((await ada.request('PUT', `${API}/settings/`, { currency: 'USD' })).statusCode).toBe(403)
    for (const currency of ['XYZ', 'usd', 'EURO']) {
      const bad = await lead.request('PUT', `${API}/settings/`, { currency })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors.currency).toBeDefined()
    }
    expect((await ada.get(`${API}/portfolio/`)).json().currency).toBe('EUR')
    const set = await lead.request('PUT', `${API}/settings/`, { currency: 'CHF' })
    expect(set.json()).toEqual({ currency: 'CHF', can_manage: true })
    expect((await ada.get(`${API}/portfolio/`)).json().currency).toBe('CHF')
    expect((await gina.get(`${API}/portfolio/`)).json().currency).toBe('USD')
    await lead.request('PUT', `${API}/settings/`, { currency: 'EUR' })
  })
})
