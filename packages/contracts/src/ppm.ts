import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/**
 * PPM (SPEC §3, §7): programmes hold projects, projects hold measure packages, packages hold measures.
 * Every level has details, activities, status reports and effects; a measure moves through gates L0–L5.
 */
export const PPM_LEVELS = ['program', 'project', 'package', 'measure'] as const
export const ppmLevel = z.enum(PPM_LEVELS)
export type PpmLevel = z.infer<typeof ppmLevel>

export const PPM_STATUSES = ['active', 'on_hold', 'completed', 'cancelled'] as const
export const ppmStatus = z.enum(PPM_STATUSES)
export type PpmStatus = z.infer<typeof ppmStatus>

/** L0 idea → L1 validated → L2 planned (business case) → L3 decided → L4 implemented → L5 realised. */
export const PPM_GATES = [0, 1, 2, 3, 4, 5] as const
export const ppmGate = z.number().int().min(0).max(5)
/** From this gate on a measure needs a business case and planned effects. */
export const BUSINESS_CASE_GATE = 2

/** Effects a measure has: benefits (recurring) and costs (one-off). */
export const EFFECT_TYPES = ['cost_reduction', 'revenue_increase', 'one_off_cost', 'investment'] as const
export const effectType = z.enum(EFFECT_TYPES)
export type EffectType = z.infer<typeof effectType>
export const RECURRING_EFFECTS: readonly EffectType[] = ['cost_reduction', 'revenue_increase']
export const COST_EFFECTS: readonly EffectType[] = ['one_off_cost', 'investment']

export const RAG = ['green', 'amber', 'red'] as const
export const rag = z.enum(RAG)
export type Rag = z.infer<typeof rag>

/** Money in the company's currency, as whole cents (exact sums, no floating point). */
const cents = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000)
const day = z.iso.date()
/** A month as `YYYY-MM`. */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)
const title = z.string().trim().min(1).max(200)
const longText = z.string().max(10_000)
const shortText = z.string().trim().max(100)

/** The fields every level shares: what it is, who owns and sponsors it, when and where. */
const detailFields = {
  title,
  description: longText.default(''),
  owner_id: z.uuid().nullable().default(null),
  sponsor_id: z.uuid().nullable().default(null),
  start_date: day.nullable().default(null),
  end_date: day.nullable().default(null),
  status: ppmStatus.default('active'),
  unit: shortText.default(''),
  category: shortText.default(''),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  /** The effect the level is expected to deliver (programmes and projects), in cents. */
  target_cents: cents.nullable().default(null),
  /** Every so many days a status report is due (projects and measures); null: none expected. */
  report_cadence_days: z.number().int().min(1).max(366).nullable().default(null),
}
const measureFields = {
  business_case: longText.default(''),
  approver_id: z.uuid().nullable().default(null),
}

const datesInOrder = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.start_date <= value.end_date
const datesMessage = { message: 'end_date', path: ['end_date'] }

export const programInput = z.strictObject(detailFields).refine(datesInOrder, datesMessage)
export const projectInput = z
  .strictObject({ program_id: z.uuid(), ...detailFields })
  .refine(datesInOrder, datesMessage)
export const measurePackageInput = z
  .strictObject({ project_id: z.uuid(), ...detailFields })
  .refine(datesInOrder, datesMessage)
export const measureInput = z
  .strictObject({ package_id: z.uuid(), ...detailFields, ...measureFields })
  .refine(datesInOrder, datesMessage)
export type ProgramInput = z.infer<typeof programInput>
export type ProjectInput = z.infer<typeof projectInput>
export type MeasurePackageInput = z.infer<typeof measurePackageInput>
export type MeasureInput = z.infer<typeof measureInput>

/** An edit: only the fields sent change; each change is recorded in the activities. */
const patchOf = <S extends Record<string, z.ZodType>>(shape: S) =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries(shape).map(([key, schema]) => [
          key,
          ((schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType).optional(),
        ]),
      ) as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> },
    )
    .refine(datesInOrder, datesMessage)
export const nodePatch = patchOf(detailFields)
export const measurePatch = patchOf({ ...detailFields, ...measureFields })
export type NodePatch = z.infer<typeof nodePatch>
export type MeasurePatch = z.infer<typeof measurePatch>

export const moveMeasureInput = z.strictObject({ package_id: z.uuid() })
export const movePackageInput = z.strictObject({ project_id: z.uuid() })
export const moveProjectInput = z.strictObject({ program_id: z.uuid() })

/** Planned and actual effects, summed (cents). */
export const effectTotals = z.object({
  planned_cents: z.number().int(),
  actual_cents: z.number().int(),
})
export type EffectTotals = z.infer<typeof effectTotals>

/** One level as lists and pages show it. */
export const ppmNode = z.object({
  id: z.uuid(),
  level: ppmLevel,
  parent_id: z.uuid().nullable(),
  program_id: z.uuid().nullable(),
  project_id: z.uuid().nullable(),
  package_id: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  owner: person.nullable(),
  sponsor: person.nullable(),
  approver: person.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: ppmStatus,
  unit: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  business_case: z.string(),
  /** The measure's gate (0–5); null above measures. */
  gate: z.number().int().nullable(),
  target_cents: z.number().int().nullable(),
  report_cadence_days: z.number().int().nullable(),
  /** When the next status report is due (cadence after the last published one); null without cadence. */
  report_due: z.string().nullable(),
  report_overdue: z.boolean(),
  /** Net effects of the measures in it: benefits minus costs. */
  effects: effectTotals,
  created_at: z.string(),
  updated_at: z.string(),
})
export type PpmNode = z.infer<typeof ppmNode>

/** A level's page: the level, the levels above it and how many measures it holds. */
export const ppmNodePage = ppmNode.extend({
  ancestors: z.array(z.object({ id: z.uuid(), level: ppmLevel, title: z.string() })),
  measure_count: z.number().int(),
  currency: z.string(),
})
export type PpmNodePage = z.infer<typeof ppmNodePage>

/** The editable details of a level. */
export const ppmDetails = ppmNode.pick({
  id: true,
  level: true,
  title: true,
  description: true,
  owner: true,
  sponsor: true,
  approver: true,
  start_date: true,
  end_date: true,
  status: true,
  unit: true,
  category: true,
  tags: true,
  business_case: true,
  target_cents: true,
  report_cadence_days: true,
})
export type PpmDetails = z.infer<typeof ppmDetails>

export const ACTIVITY_KINDS = [
  'created',
  'edited',
  'moved',
  'comment',
  'gate_requested',
  'gate_passed',
  'gate_rejected',
  'gate_returned',
  'report_published',
  'effects_changed',
  'key_results_linked',
] as const
export const activityKind = z.enum(ACTIVITY_KINDS)
export type ActivityKind = z.infer<typeof activityKind>

export const fieldChange = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
})
export type FieldChange = z.infer<typeof fieldChange>

export const ppmActivity = z.object({
  id: z.uuid(),
  kind: activityKind,
  actor: person.nullable(),
  at: z.string(),
  changes: z.array(fieldChange),
  comment: z.string(),
})
export type PpmActivity = z.infer<typeof ppmActivity>

export const commentInput = z.strictObject({ comment: z.string().trim().min(1).max(5_000) })

/** A status report: drafted, then published; a published report never changes. */
export const statusReportFields = {
  period_end: day,
  overall: rag,
  schedule: rag,
  budget: rag,
  scope: rag,
  summary: longText.default(''),
  risks: longText.default(''),
  next_steps: longText.default(''),
}
export const statusReportInput = z.strictObject(statusReportFields)
export const statusReportPatch = patchOf(statusReportFields)
export type StatusReportInput = z.infer<typeof statusReportInput>
export type StatusReportPatch = z.infer<typeof statusReportPatch>

export const REPORT_STATES = ['draft', 'published'] as const
export const statusReport = z.object({
  id: z.uuid(),
  node_id: z.uuid(),
  period_end: z.string(),
  overall: rag,
  schedule: rag,
  budget: rag,
  scope: rag,
  summary: z.string(),
  risks: z.string(),
  next_steps: z.string(),
  state: z.enum(REPORT_STATES),
  author: person.nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
})
export type StatusReport = z.infer<typeof statusReport>

/** One month of one effect type of one measure, or summed over the measures of a level. */
export const effectCell = z.object({
  month,
  effect_type: effectType,
  planned_cents: z.number().int(),
  actual_cents: z.number().int(),
})
export type EffectCell = z.infer<typeof effectCell>

export const ppmEffects = z.object({
  currency: z.string(),
  cells: z.array(effectCell),
  by_type: z.array(effectTotals.extend({ effect_type: effectType })),
  /** Benefits minus costs. */
  net: effectTotals,
  target_cents: z.number().int().nullable(),
})
export type PpmEffects = z.infer<typeof ppmEffects>

/** Cells to set: each replaces the month's planned and actual amount of its type (0 and 0 removes it). */
export const effectsInput = z.strictObject({
  cells: z
    .array(
      z.strictObject({
        month,
        effect_type: effectType,
        planned_cents: cents.default(0),
        actual_cents: cents.default(0),
      }),
    )
    .min(1)
    .max(600),
})
export type EffectsInput = z.infer<typeof effectsInput>

/** A gate request waiting longer than this many days shows as overdue in the approver's queue. */
export const GATE_DECISION_DAYS = 7

export const GATE_DECISION_STATES = ['pending', 'approved', 'rejected', 'returned'] as const
export const gateDecision = z.object({
  id: z.uuid(),
  from_gate: z.number().int(),
  to_gate: z.number().int(),
  state: z.enum(GATE_DECISION_STATES),
  requested_by: person.nullable(),
  requested_at: z.string(),
  request_comment: z.string(),
  decided_by: person.nullable(),
  decided_at: z.string().nullable(),
  decision_comment: z.string(),
})
export type GateDecision = z.infer<typeof gateDecision>

export const GATE_BLOCKERS = ['business_case', 'planned_effects', 'last_gate', 'pending'] as const
export const ppmPhases = z.object({
  gate: z.number().int(),
  pending: gateDecision.nullable(),
  /** What stops a request for the next gate now (empty: it may be requested). */
  blockers: z.array(z.enum(GATE_BLOCKERS)),
  /** Whether the caller may decide the pending request (the measure's approver or a company admin). */
  can_decide: z.boolean(),
  history: z.array(gateDecision),
})
export type PpmPhases = z.infer<typeof ppmPhases>

const gateComment = z.string().trim().max(2_000).default('')
/** Request the next gate, decide a pending request, or send the measure back to an earlier gate. */
export const phaseAction = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('request'), comment: gateComment }),
  z.strictObject({ action: z.literal('approve'), comment: gateComment }),
  z.strictObject({ action: z.literal('reject'), comment: z.string().trim().min(1).max(2_000) }),
  z.strictObject({
    action: z.literal('return'),
    to_gate: ppmGate,
    comment: z.string().trim().min(1).max(2_000),
  }),
])
export type PhaseAction = z.infer<typeof phaseAction>

export const portfolioQuery = z.object({
  status: ppmStatus.optional(),
  gate: z.coerce.number().int().min(0).max(5).optional(),
  owner_id: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
})
export type PortfolioQuery = z.infer<typeof portfolioQuery>

/**
 * The company's programmes, projects and packages as one flat list (parents before children), each with
 * how many measures it holds; a package's measures are read with `measure-packages/{id}/measures/`.
 * Filters narrow the measures: only levels holding a matching one are listed, with their figures.
 */
export const portfolioNode = ppmNode.extend({ measure_count: z.number().int() })
export type PortfolioNode = z.infer<typeof portfolioNode>
export const portfolio = z.object({
  currency: z.string(),
  nodes: z.array(portfolioNode),
  measure_count: z.number().int(),
  totals: effectTotals,
})
export type Portfolio = z.infer<typeof portfolio>

/** Planned net effects per month by the gate their measures are in, against the target. */
export const effectsByGate = z.object({
  currency: z.string(),
  target_cents: z.number().int().nullable(),
  months: z.array(
    z.object({
      month,
      /** Planned net effect of measures in gate L0..L5 (index = gate). */
      planned_by_gate: z.array(z.number().int()),
      actual_cents: z.number().int(),
    }),
  ),
})
export type EffectsByGate = z.infer<typeof effectsByGate>

export const chartQuery = z.object({ root_id: z.uuid().optional() })
export const exportQuery = z.object({ sheet: z.enum(['portfolio', 'effects']).default('portfolio') })

/** The PPM root: the company's settings, or `error` when PPM is not available to it (SPEC §7). */
export const ppmRoot = z.object({
  currency: z.string().optional(),
  /** Whether the caller may change the settings (a company admin). */
  can_manage: z.boolean().optional(),
  error: z.string().optional(),
})

/** The currency effects are kept and shown in: an ISO 4217 code the runtime knows. */
export const ppmSettingsInput = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .refine((code) => Intl.supportedValuesOf('currency').includes(code)),
})
export type PpmSettingsInput = z.infer<typeof ppmSettingsInput>
export type PpmRoot = z.infer<typeof ppmRoot>

// Goals link (issue 14 item 7, ADR 39) ----------------------------------------------------------

/** How many key results one measure may be linked to. */
export const MAX_LINKED_KEY_RESULTS = 50

/** A key result a measure is linked to, as the measure page shows it. */
export const linkedKeyResult = z.object({
  id: z.uuid(),
  title: z.string(),
  objective: z.object({ id: z.uuid(), title: z.string() }),
  metric: z.string(),
  current_value: z.number(),
  target_value: z.number(),
  unit: z.string(),
  progress: z.number(),
  /** Its value is the sum of its linked measures' realised net effects. */
  from_measures: z.boolean(),
})
export type LinkedKeyResult = z.infer<typeof linkedKeyResult>

/** `PUT measures/{id}/key-results/`: the key results the measure is linked to from now on (replaces the set). */
export const measureKeyResultsInput = z
  .strictObject({ key_result_ids: z.array(z.uuid()).max(MAX_LINKED_KEY_RESULTS) })
  .meta({ examples: [{ key_result_ids: ['3f0c9a56-7a0e-4c39-9d7e-2b1d8c6f4a10'] }] })
export type MeasureKeyResultsInput = z.infer<typeof measureKeyResultsInput>

/** A measure linked to a key result, with its net effects (cents). */
export const linkedMeasure = z.object({
  id: z.uuid(),
  title: z.string(),
  gate: z.number().int(),
  status: ppmStatus,
  package_id: z.uuid(),
  effects: effectTotals,
})
export type LinkedMeasure = z.infer<typeof linkedMeasure>

/** `GET key-results/{id}/measures/`: the linked measures, their summed net effects and the value source. */
export const keyResultMeasures = z.object({
  key_result_id: z.uuid(),
  from_measures: z.boolean(),
  currency: z.string(),
  measures: z.array(linkedMeasure),
  /** The sum of the measures' net effects; `actual_cents` / 100 is the value when `from_measures`. */
  effects: effectTotals,
})
export type KeyResultMeasures = z.infer<typeof keyResultMeasures>

/** `GET key-results/`: every key result of the company linked to measures, for the OKR table's marker. */
export const keyResultLink = z.object({
  key_result_id: z.uuid(),
  /** How many measures it is linked to. */
  measure_count: z.number().int(),
  /** Its value is their sum (then no one checks in on it by hand, ADR 50). */
  from_measures: z.boolean(),
})
export type KeyResultLink = z.infer<typeof keyResultLink>

export const keyResultValueSourceInput = z
  .strictObject({ from_measures: z.boolean() })
  .meta({ examples: [{ from_measures: true }] })

const idParams = z.object({ id: z.uuid() })
const ACTIVE = 'the active company’s PPM; 403 when the company’s ppm module is hidden or locked'
const OWNER_OR_ADMIN = `${ACTIVE}; its owner or a company admin`
const list = paginated(ppmNode)
const listQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() })
/** A page of measures, narrowed by the portfolio's filters. */
export const measureListQuery = pageQuery.extend(portfolioQuery.shape)
export type MeasureListQuery = z.infer<typeof measureListQuery>

/** The reads every level has, for one path segment. */
function levelReads<const P extends string>(segment: P, name: string) {
  return {
    get: {
      method: 'GET',
      path: `/v1/ppm/${segment}/:id/`,
      access: 'authenticated',
      summary: `Read a ${name} with its place in the portfolio`,
      narrowing: ACTIVE,
      params: idParams,
      responses: { 200: ppmNodePage },
    },
    details: {
      method: 'GET',
      path: `/v1/ppm/${segment}/:id/details/`,
      access: 'authenticated',
      summary: `Read the details of a ${name}`,
      narrowing: ACTIVE,
      params: idParams,
      responses: { 200: ppmDetails },
    },
    activities: {
      method: 'GET',
      path: `/v1/ppm/${segment}/:id/activities/`,
      access: 'authenticated',
      summary: `List what happened to a ${name}, newest first`,
      narrowing: ACTIVE,
      params: idParams,
      query: pageQuery,
      responses: { 200: paginated(ppmActivity) },
    },
    comment: {
      method: 'POST',
      path: `/v1/ppm/${segment}/:id/activities/`,
      access: 'authenticated',
      summary: `Comment on a ${name}`,
      narrowing: ACTIVE,
      params: idParams,
      body: commentInput,
      responses: { 201: ppmActivity },
    },
    statuses: {
      method: 'GET',
      path: `/v1/ppm/${segment}/:id/statuses/`,
      access: 'authenticated',
      summary: `List the status reports of a ${name}, newest first`,
      narrowing: ACTIVE,
      params: idParams,
      responses: { 200: z.array(statusReport) },
    },
    draftStatus: {
      method: 'POST',
      path: `/v1/ppm/${segment}/:id/statuses/`,
      access: 'authenticated',
      summary: `Draft a status report of a ${name}`,
      narrowing: ACTIVE,
      params: idParams,
      body: statusReportInput,
      responses: { 201: statusReport },
    },
    effects: {
      method: 'GET',
      path: `/v1/ppm/${segment}/:id/effects/`,
      access: 'authenticated',
      summary: `Read the effects of a ${name} per month and type (summed over its measures)`,
      narrowing: ACTIVE,
      params: idParams,
      responses: { 200: ppmEffects },
    },
    update: {
      method: 'PATCH',
      path: `/v1/ppm/${segment}/:id/`,
      access: 'authenticated',
      summary: `Edit a ${name}; each changed field is recorded`,
      narrowing: ACTIVE,
      params: idParams,
      body: segment === 'measures' ? measurePatch : nodePatch,
      responses: { 200: ppmNodePage },
    },
    remove: {
      method: 'DELETE',
      path: `/v1/ppm/${segment}/:id/`,
      access: 'authenticated',
      summary: `Delete a ${name} and everything in it`,
      narrowing: OWNER_OR_ADMIN,
      params: idParams,
      responses: { 204: z.null() },
    },
  } as const
}

/** The measures below a programme, project or package. */
function measuresOf<const P extends string>(segment: P, name: string) {
  return {
    method: 'GET',
    path: `/v1/ppm/${segment}/:id/measures/`,
    access: 'authenticated',
    summary: `List the measures of a ${name}`,
    narrowing: ACTIVE,
    params: idParams,
    query: measureListQuery,
    responses: { 200: list },
  } as const
}

const prefixed = <const P extends string, T extends Record<string, unknown>>(prefix: P, table: T) =>
  Object.fromEntries(
    Object.entries(table).map(([key, value]) => [`${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`, value]),
  ) as { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] }

export const ppmApi = endpoints('ppm', {
  root: {
    method: 'GET',
    path: '/v1/ppm/',
    access: 'authenticated',
    summary: 'Read the PPM settings of the active company, or why PPM is not available to it',
    narrowing: 'the active company; `error` when its ppm module is hidden or locked',
    responses: { 200: ppmRoot },
  },
  updateSettings: {
    method: 'PUT',
    path: '/v1/ppm/settings/',
    access: 'authenticated',
    summary: 'Set the currency of the active company’s PPM',
    narrowing: `${ACTIVE}; company admins`,
    body: ppmSettingsInput,
    responses: { 200: ppmRoot },
  },
  users: {
    method: 'GET',
    path: '/v1/ppm/users/',
    access: 'authenticated',
    summary: 'List the people who may own or approve in the active company',
    narrowing: ACTIVE,
    responses: { 200: z.array(person) },
  },
  portfolio: {
    method: 'GET',
    path: '/v1/ppm/portfolio/',
    access: 'authenticated',
    summary: 'Read the whole portfolio as one list with effect totals',
    narrowing: ACTIVE,
    query: portfolioQuery,
    responses: { 200: portfolio },
  },
  chart: {
    method: 'GET',
    path: '/v1/ppm/portfolio/effects-by-gate/',
    access: 'authenticated',
    summary: 'Planned effects per month by gate, against the target',
    narrowing: ACTIVE,
    query: chartQuery,
    responses: { 200: effectsByGate },
  },
  export: {
    method: 'GET',
    path: '/v1/ppm/portfolio/export/',
    access: 'authenticated',
    summary: 'Export the portfolio or its effects per month as .xlsx',
    narrowing: ACTIVE,
    query: exportQuery,
    responses: { 200: z.any() },
    raw: true,
  },
  listPrograms: {
    method: 'GET',
    path: '/v1/ppm/programs/',
    access: 'authenticated',
    summary: 'List programmes',
    narrowing: ACTIVE,
    query: listQuery,
    responses: { 200: list },
  },
  listMeasures: {
    method: 'GET',
    path: '/v1/ppm/measures/',
    access: 'authenticated',
    summary: 'List measures (all packages), by title',
    narrowing: ACTIVE,
    query: listQuery,
    responses: { 200: list },
  },
  createProgram: {
    method: 'POST',
    path: '/v1/ppm/programs/',
    access: 'authenticated',
    summary: 'Create a programme',
    narrowing: `${ACTIVE}; owner and sponsor must be its members`,
    body: programInput,
    responses: { 201: ppmNodePage },
  },
  listProjects: {
    method: 'GET',
    path: '/v1/ppm/projects/',
    access: 'authenticated',
    summary: 'List projects',
    narrowing: ACTIVE,
    query: listQuery,
    responses: { 200: list },
  },
  createProject: {
    method: 'POST',
    path: '/v1/ppm/projects/',
    access: 'authenticated',
    summary: 'Create a project in a programme',
    narrowing: `${ACTIVE}; owner and sponsor must be its members`,
    body: projectInput,
    responses: { 201: ppmNodePage },
  },
  createPackage: {
    method: 'POST',
    path: '/v1/ppm/measure-packages/',
    access: 'authenticated',
    summary: 'Create a measure package in a project',
    narrowing: `${ACTIVE}; owner and sponsor must be its members`,
    body: measurePackageInput,
    responses: { 201: ppmNodePage },
  },
  createMeasure: {
    method: 'POST',
    path: '/v1/ppm/measures/',
    access: 'authenticated',
    summary: 'Create a measure in a package (at gate L0)',
    narrowing: `${ACTIVE}; owner, sponsor and approver must be its members`,
    body: measureInput,
    responses: { 201: ppmNodePage },
  },
  ...prefixed('program', levelReads('programs', 'programme')),
  programMeasures: measuresOf('programs', 'programme'),
  ...prefixed('project', levelReads('projects', 'project')),
  projectMeasures: measuresOf('projects', 'project'),
  ...prefixed('package', levelReads('measure-packages', 'measure package')),
  packageMeasures: measuresOf('measure-packages', 'measure package'),
  ...prefixed('measure', levelReads('measures', 'measure')),
  measurePhases: {
    method: 'GET',
    path: '/v1/ppm/measures/:id/phases/',
    access: 'authenticated',
    summary: 'Read the gate of a measure, what blocks the next one and the gate history',
    narrowing: ACTIVE,
    params: idParams,
    responses: { 200: ppmPhases },
  },
  measurePhaseAction: {
    method: 'POST',
    path: '/v1/ppm/measures/:id/phases/',
    access: 'authenticated',
    summary: 'Request the next gate, approve or reject the request, or return to an earlier gate',
    narrowing: `${ACTIVE}; approve and reject: the measure’s approver or a company admin`,
    params: idParams,
    body: phaseAction,
    responses: { 200: ppmPhases },
  },
  setMeasureEffects: {
    method: 'PUT',
    path: '/v1/ppm/measures/:id/effects/',
    access: 'authenticated',
    summary: 'Set planned and actual effects of a measure per month and type',
    narrowing: ACTIVE,
    params: idParams,
    body: effectsInput,
    responses: { 200: ppmEffects },
  },
  moveMeasure: {
    method: 'POST',
    path: '/v1/ppm/measures/:id/move/',
    access: 'authenticated',
    summary: 'Move a measure to another package',
    narrowing: ACTIVE,
    params: idParams,
    body: moveMeasureInput,
    responses: { 200: ppmNodePage },
  },
  movePackage: {
    method: 'POST',
    path: '/v1/ppm/measure-packages/:id/move/',
    access: 'authenticated',
    summary: 'Move a measure package (with its measures) to another project',
    narrowing: ACTIVE,
    params: idParams,
    body: movePackageInput,
    responses: { 200: ppmNodePage },
  },
  moveProject: {
    method: 'POST',
    path: '/v1/ppm/projects/:id/move/',
    access: 'authenticated',
    summary: 'Move a project (with its packages and measures) to another programme',
    narrowing: ACTIVE,
    params: idParams,
    body: moveProjectInput,
    responses: { 200: ppmNodePage },
  },
  updateStatus: {
    method: 'PATCH',
    path: '/v1/ppm/statuses/:id/',
    access: 'authenticated',
    summary: 'Edit a draft status report (a published one never changes)',
    narrowing: ACTIVE,
    params: idParams,
    body: statusReportPatch,
    responses: { 200: statusReport },
  },
  publishStatus: {
    method: 'POST',
    path: '/v1/ppm/statuses/:id/publish/',
    access: 'authenticated',
    summary: 'Publish a draft status report',
    narrowing: ACTIVE,
    params: idParams,
    responses: { 200: statusReport },
  },
  measureKeyResults: {
    method: 'GET',
    path: '/v1/ppm/measures/:id/key-results/',
    access: 'authenticated',
    summary: 'List the key results a measure is linked to',
    narrowing: ACTIVE,
    params: idParams,
    responses: { 200: z.array(linkedKeyResult) },
  },
  setMeasureKeyResults: {
    method: 'PUT',
    path: '/v1/ppm/measures/:id/key-results/',
    access: 'authenticated',
    summary: 'Link a measure to these key results (replaces its links)',
    narrowing: `${ACTIVE}; key results of the active company only (others’ → 400)`,
    params: idParams,
    body: measureKeyResultsInput,
    responses: { 200: z.array(linkedKeyResult) },
  },
  keyResultLinks: {
    method: 'GET',
    path: '/v1/ppm/key-results/',
    access: 'authenticated',
    summary: 'List the key results linked to measures, with how many and whether their value is their sum',
    narrowing: ACTIVE,
    responses: { 200: z.array(keyResultLink) },
  },
  keyResultMeasures: {
    method: 'GET',
    path: '/v1/ppm/key-results/:id/measures/',
    access: 'authenticated',
    summary: 'List the measures linked to a key result, with their realised net effects and the sum',
    narrowing: `${ACTIVE}; a key result of the active company (others’ → 404)`,
    params: idParams,
    responses: { 200: keyResultMeasures },
  },
  setKeyResultValueSource: {
    method: 'PUT',
    path: '/v1/ppm/key-results/:id/value-source/',
    access: 'authenticated',
    summary: 'Set whether a key result’s value is the sum of its linked measures’ realised net effects',
    narrowing: `${ACTIVE}; whoever may change the key result; a number or currency key result (in the PPM currency)`,
    params: idParams,
    body: keyResultValueSourceInput,
    responses: { 200: keyResultMeasures },
  },
  removeStatus: {
    method: 'DELETE',
    path: '/v1/ppm/statuses/:id/',
    access: 'authenticated',
    summary: 'Delete a draft status report',
    narrowing: ACTIVE,
    params: idParams,
    responses: { 204: z.null() },
  },
})
