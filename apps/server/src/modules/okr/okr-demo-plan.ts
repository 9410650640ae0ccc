import type { Health, ObjectiveStatus } from '@portal/contracts/okr'
import type { KeyResultMetric } from '@portal/contracts/okr-key-results'
import type { ProjectStatus } from '@portal/contracts/okr-projects'

/**
 * The demo OKRs, as data: a full current quarter for ACME (and some of the quarter before) and a
 * smaller set for Globex. `current` is where a key result stands today; the seed writes weekly
 * check-ins from its start value up to it. Task due dates are days from today.
 */

export interface PlanKeyResult {
  key: string
  title: string
  metric: KeyResultMetric
  start?: number
  target?: number
  current: number
  unit?: string
  weight?: number
  responsible: string
  confidence: number
  milestones?: string[]
  comment?: string
}

export interface PlanObjective {
  key: string
  title: string
  description?: string
  team?: 'leadership' | 'product' | 'sales' | 'operations' | 'engineering'
  owner: string
  responsible?: string[]
  period: 'current' | 'previous'
  status?: ObjectiveStatus
  health?: Health
  parents?: string[]
  keyResults: PlanKeyResult[]
}

export interface PlanProject {
  key: string
  title: string
  owner: string
  team?: PlanObjective['team']
  status: ProjectStatus
  keyResults: string[]
  tasks: { key?: string; title: string; assignee: string; due: number | null; done?: boolean }[]
}

export interface Plan {
  objectives: PlanObjective[]
  projects: PlanProject[]
}

const lena = 'lead@acme.example'
const ada = 'user@acme.example'
const mia = 'mia.chen@acme.example'
const jonas = 'jonas.weber@acme.example'
const sofia = 'sofia.rossi@acme.example'
const liam = 'liam.oconnor@acme.example'

export const ACME_PLAN: Plan = {
  objectives: [
    {
      key: 'growth',
      title: 'Become the leading client platform in DACH',
      description: 'Revenue and customer love both have to move for us to lead the market.',
      team: 'leadership',
      owner: lena,
      responsible: [jonas],
      period: 'current',
      keyResults: [
        {
          key: 'arr',
          title: 'Annual recurring revenue',
          metric: 'currency',
          start: 4_000_000,
          target: 5_000_000,
          current: 4_420_000,
          unit: 'EUR',
          weight: 2,
          responsible: jonas,
          confidence: 6,
        },
        {
          key: 'nps',
          title: 'Net promoter score',
          metric: 'number',
          start: 32,
          target: 45,
          current: 38,
          responsible: mia,
          confidence: 7,
        },
      ],
    },
    {
      key: 'people',
      title: 'Build a company people love to work at',
      team: 'leadership',
      owner: lena,
      responsible: [sofia],
      period: 'current',
      health: 'at_risk',
      keyResults: [
        {
          key: 'engagement',
          title: 'Employee engagement score',
          metric: 'percentage',
          start: 68,
          target: 80,
          current: 71,
          responsible: sofia,
          confidence: 5,
        },
        {
          key: 'attrition',
          title: 'Regretted attrition',
          metric: 'percentage',
          start: 8,
          target: 4,
          current: 7.5,
          responsible: lena,
          confidence: 3,
          comment: 'Two senior engineers left in October; exit interviews point to on-call load.',
        },
      ],
    },
    {
      key: 'onboarding',
      title: 'Ship a delightful self-service onboarding',
      team: 'product',
      owner: mia,
      responsible: [ada],
      period: 'current',
      parents: ['growth'],
      keyResults: [
        {
          key: 'completion',
          title: 'Onboarding completion rate',
          metric: 'percentage',
          start: 45,
          target: 75,
          current: 63,
          responsible: ada,
          confidence: 7,
        },
        {
          key: 'time_to_value',
          title: 'Time to first value',
          metric: 'number',
          start: 14,
          target: 3,
          current: 9,
          unit: 'days',
          responsible: liam,
          confidence: 4,
        },
        {
          key: 'guided_setup',
          title: 'Launch the guided setup',
          metric: 'milestone',
          current: 2,
          milestones: [
            'Discovery interviews',
            'Design approved',
            'Beta with ten customers',
            'General availability',
          ],
          responsible: mia,
          confidence: 7,
        },
      ],
    },
    {
      key: 'reliability',
      title: 'Make the platform fast and reliable',
      team: 'product',
      owner: liam,
      period: 'current',
      parents: ['growth', 'people'],
      health: 'at_risk',
      keyResults: [
        {
          key: 'latency',
          title: 'p95 API latency',
          metric: 'number',
          start: 180,
          target: 80,
          current: 165,
          unit: 'ms',
          responsible: liam,
          confidence: 3,
          comment: 'Cluster migration slipped two weeks; latency work waits for it.',
        },
        {
          key: 'uptime',
          title: 'Uptime',
          metric: 'percentage',
          start: 99.5,
          target: 99.95,
          current: 99.9,
          responsible: liam,
          confidence: 8,
        },
        {
          key: 'migration',
          title: 'Move to the new database cluster',
          metric: 'yes_no',
          current: 0,
          responsible: liam,
          confidence: 5,
        },
      ],
    },
    {
      key: 'midmarket',
      title: 'Win 40 new mid-market customers',
      team: 'sales',
      owner: jonas,
      responsible: [sofia],
      period: 'current',
      parents: ['growth'],
      health: 'off_track',
      keyResults: [
        {
          key: 'customers',
          title: 'New mid-market customers',
          metric: 'number',
          start: 0,
          target: 40,
          current: 12,
          responsible: jonas,
          confidence: 3,
        },
        {
          key: 'pipeline',
          title: 'Qualified pipeline',
          metric: 'currency',
          start: 0,
          target: 2_500_000,
          current: 1_700_000,
          unit: 'EUR',
          responsible: sofia,
          confidence: 6,
        },
        {
          key: 'reseller',
          title: 'Sign the first reseller partnership',
          metric: 'yes_no',
          current: 0,
          responsible: jonas,
          confidence: 2,
          comment: 'Legal review of the partner terms is stuck.',
        },
      ],
    },
    {
      key: 'automation',
      title: 'Automate finance and people workflows',
      team: 'operations',
      owner: sofia,
      responsible: [ada],
      period: 'current',
      parents: ['people', 'growth'],
      keyResults: [
        {
          key: 'invoices',
          title: 'Invoices processed automatically',
          metric: 'percentage',
          start: 20,
          target: 90,
          current: 66,
          responsible: ada,
          confidence: 8,
        },
        {
          key: 'hr_system',
          title: 'Roll out the new HR system',
          metric: 'milestone',
          current: 2,
          milestones: [
            'Vendor selected',
            'Employee data migrated',
            'Managers trained',
            'Old system switched off',
          ],
          responsible: sofia,
          confidence: 6,
        },
      ],
    },
    {
      key: 'office',
      title: 'Move into the new Munich office',
      team: 'operations',
      owner: sofia,
      period: 'current',
      status: 'draft',
      keyResults: [
        {
          key: 'lease',
          title: 'Lease signed',
          metric: 'yes_no',
          current: 0,
          responsible: sofia,
          confidence: 5,
        },
      ],
    },
    {
      key: 'partner_portal',
      title: 'Launch the partner portal',
      team: 'product',
      owner: mia,
      period: 'previous',
      status: 'achieved',
      keyResults: [
        {
          key: 'portal_live',
          title: 'Partner portal live',
          metric: 'yes_no',
          current: 1,
          responsible: liam,
          confidence: 10,
        },
        {
          key: 'partners_onboarded',
          title: 'Partners onboarded',
          metric: 'number',
          start: 0,
          target: 15,
          current: 16,
          responsible: mia,
          confidence: 10,
        },
      ],
    },
    {
      key: 'q_bookings',
      title: 'Close the quarter with 1.2 M EUR new bookings',
      team: 'sales',
      owner: jonas,
      period: 'previous',
      health: 'off_track',
      keyResults: [
        {
          key: 'bookings',
          title: 'New bookings',
          metric: 'currency',
          start: 0,
          target: 1_200_000,
          current: 1_020_000,
          unit: 'EUR',
          responsible: jonas,
          confidence: 4,
        },
      ],
    },
  ],
  projects: [
    {
      key: 'wizard',
      title: 'Guided setup wizard',
      owner: mia,
      team: 'product',
      status: 'in_progress',
      keyResults: ['completion', 'guided_setup'],
      tasks: [
        { title: 'Write the onboarding copy', assignee: ada, due: -30, done: true },
        { title: 'Build the step navigation', assignee: liam, due: -14, done: true },
        { key: 'usability', title: 'Usability test with five customers', assignee: ada, due: -5 },
        { title: 'Release to the beta group', assignee: mia, due: 10 },
      ],
    },
    {
      key: 'cluster',
      title: 'Database cluster migration',
      owner: liam,
      team: 'product',
      status: 'in_progress',
      keyResults: ['migration', 'latency'],
      tasks: [
        { title: 'Provision the new cluster', assignee: liam, due: -35, done: true },
        { title: 'Dual-write rollout', assignee: liam, due: -3 },
        { title: 'Cut-over weekend', assignee: liam, due: 20 },
      ],
    },
    {
      key: 'resellers',
      title: 'Reseller programme',
      owner: jonas,
      team: 'sales',
      status: 'in_progress',
      keyResults: ['reseller', 'customers'],
      tasks: [
        { title: 'Shortlist five resellers', assignee: sofia, due: -20, done: true },
        { title: 'Draft the partner terms', assignee: jonas, due: -12 },
        { title: 'Partner enablement deck', assignee: jonas, due: 7 },
      ],
    },
    {
      key: 'hr_rollout',
      title: 'HR system rollout',
      owner: sofia,
      team: 'operations',
      status: 'in_progress',
      keyResults: ['hr_system', 'engagement'],
      tasks: [
        { title: 'Migrate employee records', assignee: sofia, due: -10, done: true },
        { title: 'Train the managers', assignee: sofia, due: 5 },
        { title: 'Switch off the old system', assignee: ada, due: 25 },
      ],
    },
    {
      key: 'invoice_automation',
      title: 'Invoice automation',
      owner: ada,
      team: 'operations',
      status: 'in_progress',
      keyResults: ['invoices'],
      tasks: [
        { title: 'Connect the bank feed', assignee: ada, due: -40, done: true },
        { title: 'Rules for recurring suppliers', assignee: ada, due: -18, done: true },
        { title: 'Exception workflow', assignee: ada, due: -1 },
      ],
    },
    {
      key: 'website',
      title: 'Website relaunch',
      owner: mia,
      team: 'product',
      status: 'planned',
      keyResults: [],
      tasks: [],
    },
  ],
}

const hank = 'hank.scorpio@globex.example'
const gina = 'user@globex.example'
const frank = 'frank.grimes@globex.example'

export const GLOBEX_PLAN: Plan = {
  objectives: [
    {
      key: 'mobile',
      title: 'Ship the Globex mobile app',
      team: 'engineering',
      owner: hank,
      responsible: [gina],
      period: 'current',
      keyResults: [
        {
          key: 'rating',
          title: 'App store rating',
          metric: 'number',
          start: 0,
          target: 4.5,
          current: 3.9,
          responsible: gina,
          confidence: 6,
        },
        {
          key: 'crash_free',
          title: 'Crash-free sessions',
          metric: 'percentage',
          start: 97,
          target: 99.5,
          current: 98.4,
          responsible: frank,
          confidence: 5,
        },
        {
          key: 'launch',
          title: 'Public launch',
          metric: 'milestone',
          current: 1,
          milestones: ['Beta', 'Store review', 'Launch'],
          responsible: hank,
          confidence: 6,
        },
      ],
    },
    {
      key: 'cloud_costs',
      title: 'Cut cloud costs',
      team: 'engineering',
      owner: gina,
      period: 'current',
      parents: ['mobile'],
      keyResults: [
        {
          key: 'cloud_bill',
          title: 'Monthly cloud bill',
          metric: 'currency',
          start: 120_000,
          target: 90_000,
          current: 108_000,
          unit: 'USD',
          responsible: frank,
          confidence: 3,
        },
      ],
    },
  ],
  projects: [
    {
      key: 'release',
      title: 'Mobile app release',
      owner: hank,
      team: 'engineering',
      status: 'in_progress',
      keyResults: ['crash_free', 'launch'],
      tasks: [
        { title: 'Store screenshots', assignee: gina, due: -8, done: true },
        { key: 'crashes', title: 'Fix the top ten crashes', assignee: frank, due: -4 },
        { title: 'Submit for store review', assignee: hank, due: 6 },
      ],
    },
  ],
}
