import { randomUUID } from 'node:crypto'
import type { EffectType } from '@portal/contracts/ppm'
import type { Database } from '../../core/db.ts'
import {
  ppmActivities,
  ppmEffects,
  ppmGateDecisions,
  ppmNodes,
  ppmSettings,
  ppmStatusReports,
} from './ppm.tables.ts'
import { rebuildTotals } from './totals.ts'

interface World {
  acme: { id: string }
  globex: { id: string }
  users: Record<string, { id: string }>
}

type NodeValues = typeof ppmNodes.$inferInsert
type Plan = { title: string; packages: { title: string; measures: string[] }[] }

/** ACME's transformation: four projects, twelve packages, sixty measures across all gates. */
const ACME_PLAN: Plan[] = [
  {
    title: 'Procurement excellence',
    packages: [
      {
        title: 'Supplier consolidation',
        measures: [
          'Bundle office supplies',
          'Single logistics carrier',
          'Consolidate IT hardware vendors',
          'Framework deal for packaging',
          'Cleaning services tender',
        ],
      },
      {
        title: 'Spend transparency',
        measures: [
          'Spend cube for indirect spend',
          'Catalogue buying for MRO',
          'Maverick buying alerts',
          'Contract database clean-up',
          'Payment terms to 60 days',
        ],
      },
      {
        title: 'Energy sourcing',
        measures: [
          'Green power PPA',
          'Gas hedging programme',
          'Heat recovery in plant 2',
          'LED retrofit warehouses',
          'Compressed air leak hunt',
        ],
      },
    ],
  },
  {
    title: 'Sales effectiveness',
    packages: [
      {
        title: 'Pricing',
        measures: [
          'Value-based price list',
          'Discount guardrails',
          'Surcharge for small orders',
          'Annual price review 2027',
          'Freight cost pass-through',
        ],
      },
      {
        title: 'Key account growth',
        measures: [
          'Account plans for top 20',
          'Cross-selling service contracts',
          'Renewal early-warning',
          'Partner channel for SMB',
          'Quarterly business reviews',
        ],
      },
      {
        title: 'Digital sales',
        measures: [
          'Web shop for spare parts',
          'Online configurator',
          'Self-service quotes',
          'Marketing automation',
          'Lead scoring',
        ],
      },
    ],
  },
  {
    title: 'Lean operations',
    packages: [
      {
        title: 'Plant productivity',
        measures: [
          'SMED on press line',
          'OEE dashboard',
          'Predictive maintenance pilot',
          'Shift model review',
          'Scrap reduction line 4',
        ],
      },
      {
        title: 'Inventory',
        measures: [
          'Safety stock recalculation',
          'Slow movers sale',
          'Vendor-managed inventory',
          'Kanban for C-parts',
          'Warehouse consolidation',
        ],
      },
      {
        title: 'Quality',
        measures: [
          'Supplier quality audits',
          'First-pass yield programme',
          'Warranty claims analytics',
          'Poka-yoke on assembly',
          'Returns process redesign',
        ],
      },
    ],
  },
  {
    title: 'Digital back office',
    packages: [
      {
        title: 'Finance automation',
        measures: [
          'Invoice OCR',
          'Automated bank reconciliation',
          'Travel expense app',
          'Fast close in 5 days',
          'Intercompany netting',
        ],
      },
      {
        title: 'HR services',
        measures: [
          'Self-service HR portal',
          'Digital onboarding',
          'Recruiting ATS',
          'Shared payroll service',
          'Learning platform licences',
        ],
      },
      {
        title: 'IT simplification',
        measures: [
          'Retire legacy ERP modules',
          'Cloud hosting move',
          'Licence harvesting',
          'Service desk chatbot',
          'Print fleet reduction',
        ],
      },
    ],
  },
]

const GLOBEX_PLAN: Plan[] = [
  {
    title: 'Plant modernisation',
    packages: [
      { title: 'Automation', measures: ['Robotic welding cell', 'Automated paint line', 'Conveyor upgrade'] },
      { title: 'Energy', measures: ['Solar roof', 'Heat pump retrofit', 'Smart metering'] },
    ],
  },
]

const GATE_NAMES = ['L0', 'L1', 'L2', 'L3', 'L4', 'L5']
const months = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(`${from}-01T00:00:00Z`)
    date.setUTCMonth(date.getUTCMonth() + i)
    return date.toISOString().slice(0, 10)
  })

/** Seeds one company's programme; every insert is one statement per table (it runs in the test template). */
async function seedProgramme(
  db: Database,
  options: {
    companyId: string
    currency: string
    title: string
    description: string
    targetCents: number
    plan: Plan[]
    people: string[]
    approver: string
  },
) {
  const { companyId, people, approver } = options
  const person = (i: number) => people[i % people.length]!
  const nodes: NodeValues[] = []
  const effects: (typeof ppmEffects.$inferInsert)[] = []
  const decisions: (typeof ppmGateDecisions.$inferInsert)[] = []
  const reports: (typeof ppmStatusReports.$inferInsert)[] = []
  const activities: (typeof ppmActivities.$inferInsert)[] = []
  const created = new Date('2026-01-05T09:00:00Z')

  const programId = randomUUID()
  nodes.push({
    id: programId,
    companyId,
    level: 'program',
    title: options.title,
    description: options.description,
    ownerId: approver,
    sponsorId: approver,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    category: 'Transformation',
    tags: ['2027'],
    targetCents: options.targetCents,
    reportCadenceDays: 30,
    createdAt: created,
  })
  const measureIds: string[] = []
  const measuresByTitle: Record<string, string> = {}
  let m = 0
  options.plan.forEach((project, p) => {
    const projectId = randomUUID()
    nodes.push({
      id: projectId,
      companyId,
      level: 'project',
      programId,
      title: project.title,
      description: `${project.title}: part of ${options.title}.`,
      ownerId: person(p + 1),
      sponsorId: approver,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      unit: project.title.split(' ')[0]!,
      targetCents: Math.round(options.targetCents / options.plan.length),
      reportCadenceDays: 30,
      createdAt: created,
    })
    // Monthly reports; the last project has missed October's, so its report is overdue.
    const periods =
      p === options.plan.length - 1 ? ['2026-08-31', '2026-09-30'] : ['2026-09-30', '2026-10-31']
    periods.forEach((periodEnd, r) => {
      reports.push({
        companyId,
        nodeId: projectId,
        periodEnd,
        overall: r === 0 ? 'green' : p % 3 === 1 ? 'amber' : 'green',
        schedule: p % 2 ? 'amber' : 'green',
        budget: 'green',
        scope: p % 3 === 2 ? 'red' : 'green',
        summary: `${project.title}: measures on track for the ${periodEnd.slice(0, 7)} review.`,
        risks: p % 2 ? 'Supplier capacity in Q1 2027.' : 'None beyond the usual.',
        nextSteps: 'Prepare business cases for the next gate review.',
        authorId: person(p + 1),
        publishedAt: new Date(`${periodEnd}T16:00:00Z`),
        createdAt: new Date(`${periodEnd}T15:00:00Z`),
      })
    })
    project.packages.forEach((pkg, k) => {
      const packageId = randomUUID()
      nodes.push({
        id: packageId,
        companyId,
        level: 'package',
        programId,
        projectId,
        title: pkg.title,
        ownerId: person(p + k + 2),
        createdAt: created,
      })
      for (const title of pkg.measures) {
        const id = randomUUID()
        const gate = m % 6
        const owner = person(m + 3)
        const scale = 1 + (m % 7)
        const type: EffectType = m % 4 === 3 ? 'revenue_increase' : 'cost_reduction'
        nodes.push({
          id,
          companyId,
          level: 'measure',
          programId,
          projectId,
          packageId,
          title,
          description: `${title} in ${pkg.title.toLowerCase()}.`,
          ownerId: owner,
          sponsorId: person(p + 1),
          approverId: approver,
          startDate: '2026-02-01',
          endDate: '2027-12-31',
          status: m % 17 === 5 ? 'on_hold' : 'active',
          category: type === 'cost_reduction' ? 'Cost' : 'Growth',
          tags: [pkg.title.split(' ')[0]!.toLowerCase()],
          businessCase:
            gate >= 1
              ? `Saves about ${scale * 5} thousand a month from mid-2026; one-off effort ${scale * 20} thousand.`
              : '',
          gate,
          reportCadenceDays: gate >= 3 ? 30 : null,
          createdAt: created,
        })
        measureIds.push(id)
        measuresByTitle[title] = id
        // Two years of effects from the idea on: recurring benefits from the third month, a one-off cost.
        if (gate >= 1) {
          months('2026-01', 24).forEach((month, i) => {
            if (i < 2) return
            const planned = scale * 500_000 + (i % 3) * 25_000
            const realised =
              gate >= 4 && month <= '2026-10-01' ? Math.round(planned * (0.8 + (m % 3) * 0.1)) : 0
            effects.push({
              companyId,
              measureId: id,
              effectType: type,
              month,
              plannedCents: planned,
              actualCents: realised,
            })
          })
          effects.push({
            companyId,
            measureId: id,
            effectType: m % 5 === 0 ? 'investment' : 'one_off_cost',
            month: '2026-03-01',
            plannedCents: scale * 2_000_000,
            actualCents: gate >= 3 ? scale * 2_100_000 : 0,
          })
        }
        for (let g = 0; g < gate; g++) {
          const at = new Date(created.getTime() + (g + 1) * 30 * 86_400_000 + m * 3_600_000)
          decisions.push({
            companyId,
            measureId: id,
            fromGate: g,
            toGate: g + 1,
            state: 'approved',
            requestedBy: owner,
            requestedAt: at,
            requestComment: `Ready for ${GATE_NAMES[g + 1]}.`,
            decidedBy: approver,
            decidedAt: new Date(at.getTime() + 2 * 86_400_000),
            decisionComment:
              g + 1 === 2 ? 'Business case convincing.' : 'Approved in the steering committee.',
          })
        }
        // Every sixth measure waits for its next gate.
        if (gate >= 1 && gate < 5 && m % 6 === 1) {
          decisions.push({
            companyId,
            measureId: id,
            fromGate: gate,
            toGate: gate + 1,
            state: 'pending',
            requestedBy: owner,
            requestedAt: new Date('2026-11-02T10:00:00Z'),
            requestComment: `Ready for ${GATE_NAMES[gate + 1]}.`,
          })
        }
        if (gate >= 3) {
          reports.push({
            companyId,
            nodeId: id,
            periodEnd: '2026-10-31',
            overall: m % 5 === 0 ? 'amber' : 'green',
            schedule: 'green',
            budget: m % 4 === 0 ? 'amber' : 'green',
            scope: 'green',
            summary: `${title} is being implemented as planned.`,
            risks: '',
            nextSteps: 'Track realised effects monthly.',
            authorId: owner,
            publishedAt: new Date('2026-11-01T10:00:00Z'),
            createdAt: new Date('2026-11-01T09:00:00Z'),
          })
        }
        m++
      }
    })
  })
  for (const node of nodes) {
    activities.push({
      companyId,
      nodeId: node.id!,
      kind: 'created',
      actorId: node.ownerId,
      createdAt: created,
    })
  }
  for (const d of decisions) {
    if (d.state !== 'approved') continue
    activities.push({
      companyId,
      nodeId: d.measureId,
      kind: 'gate_passed',
      actorId: d.decidedBy,
      changes: [{ field: 'gate', from: d.fromGate, to: d.toGate }],
      comment: d.decisionComment ?? '',
      createdAt: d.decidedAt!,
    })
  }

  await db.insert(ppmSettings).values({ companyId, currency: options.currency })
  await db.insert(ppmNodes).values(nodes)
  for (let i = 0; i < effects.length; i += 1_000)
    await db.insert(ppmEffects).values(effects.slice(i, i + 1_000))
  await db.insert(ppmStatusReports).values(reports)
  await rebuildTotals(db, companyId)
  await db.insert(ppmGateDecisions).values(decisions)
  await db.insert(ppmActivities).values(activities)
  return {
    programId,
    measureIds,
    measuresByTitle,
    projectIds: nodes.filter((n) => n.level === 'project').map((n) => n.id!),
  }
}

/** ACME's transformation programme and a smaller one for Globex. */
export async function seedPpm(db: Database, { acme, globex, users }: World) {
  const id = (email: string) => users[email]!.id
  const acmePeople = [
    'lead@acme.example',
    'user@acme.example',
    'mia.chen@acme.example',
    'jonas.weber@acme.example',
    'sofia.rossi@acme.example',
    'liam.oconnor@acme.example',
  ].map(id)
  const acmeProgramme = await seedProgramme(db, {
    companyId: acme.id,
    currency: 'EUR',
    title: 'ACME Fit for 2027',
    description: 'The transformation programme: lower costs and profitable growth by the end of 2027.',
    targetCents: 1_200_000_000,
    plan: ACME_PLAN,
    people: acmePeople,
    approver: id('lead@acme.example'),
  })
  const globexProgramme = await seedProgramme(db, {
    companyId: globex.id,
    currency: 'USD',
    title: 'Globex Plant 2030',
    description: 'Modernise the plant and cut its energy use.',
    targetCents: 150_000_000,
    plan: GLOBEX_PLAN,
    people: ['user@globex.example', 'hank.scorpio@globex.example', 'frank.grimes@globex.example'].map(id),
    approver: id('hank.scorpio@globex.example'),
  })
  return { acme: acmeProgramme, globex: globexProgramme }
}

/** A programme → project → package → measure of a company's, owned by nobody (tests and the matrix). */
export async function createPpmTree(db: Database, companyId: string, title = 'Fixture') {
  const [programId, projectId, packageId, measureId] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ]
  await db.insert(ppmNodes).values([
    { id: programId, companyId, level: 'program', title: `${title} programme` },
    { id: projectId, companyId, level: 'project', programId, title: `${title} project` },
    { id: packageId, companyId, level: 'package', programId, projectId, title: `${title} package` },
    {
      id: measureId,
      companyId,
      level: 'measure',
      programId,
      projectId,
      packageId,
      title: `${title} measure`,
      gate: 0,
    },
  ])
  return { programId, projectId, packageId, measureId }
}

/** A draft status report of a level. */
export async function createDraftReport(db: Database, companyId: string, nodeId: string) {
  const [row] = await db
    .insert(ppmStatusReports)
    .values({
      companyId,
      nodeId,
      periodEnd: '2026-10-31',
      overall: 'green',
      schedule: 'green',
      budget: 'green',
      scope: 'green',
    })
    .returning({ id: ppmStatusReports.id })
  return row!.id
}
