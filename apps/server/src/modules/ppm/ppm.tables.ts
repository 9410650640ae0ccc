import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })
const person = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** The company's PPM settings: the currency its effects are in. */
export const ppmSettings = pgTable('ppm_settings', {
  companyId: company().primaryKey(),
  currency: text('currency').notNull().default('EUR'),
})

/**
 * Programmes, projects, measure packages and measures in one table (ADR 25): the same details,
 * activities and reports at every level. Each row names all the levels above it, so a roll-up is one
 * join and no recursion; a measure also carries its gate and business case.
 */
export const ppmNodes = pgTable(
  'ppm_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    level: text('level').notNull(),
    programId: uuid('program_id'),
    projectId: uuid('project_id'),
    packageId: uuid('package_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: person('owner_id'),
    sponsorId: person('sponsor_id'),
    approverId: person('approver_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('active'),
    unit: text('unit').notNull().default(''),
    category: text('category').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    businessCase: text('business_case').notNull().default(''),
    gate: smallint('gate'),
    targetCents: bigint('target_cents', { mode: 'number' }),
    reportCadenceDays: integer('report_cadence_days'),
    /** Net effects of the measures inside (a measure: its own), kept with every write (ADR 31). */
    plannedNetCents: bigint('planned_net_cents', { mode: 'number' }).notNull().default(0),
    actualNetCents: bigint('actual_net_cents', { mode: 'number' }).notNull().default(0),
    /** How many measures are inside (0 on a measure), kept the same way. */
    measureCount: integer('measure_count').notNull().default(0),
    /** The period end of the level's last published report, kept when a report is published (ADR 50). */
    lastReportEnd: date('last_report_end', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ppm_nodes_id_company_unique').on(t.id, t.companyId),
    foreignKey({ columns: [t.programId, t.companyId], foreignColumns: [t.id, t.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.projectId, t.companyId], foreignColumns: [t.id, t.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.packageId, t.companyId], foreignColumns: [t.id, t.companyId] }).onDelete(
      'cascade',
    ),
    index('ppm_nodes_company_level_idx').on(t.companyId, t.level),
    index('ppm_nodes_program_idx').on(t.programId),
    index('ppm_nodes_project_idx').on(t.projectId),
    index('ppm_nodes_package_idx').on(t.packageId),
    // The portfolio filtered by gate reads only that gate's measures (ADR 54).
    index('ppm_nodes_measure_gate_idx').on(t.companyId, t.gate).where(sql`${t.level} = 'measure'`),
    check('ppm_nodes_level_check', sql`${t.level} in ('program', 'project', 'package', 'measure')`),
    check(
      'ppm_nodes_parents_check',
      sql`(${t.level} = 'program' and ${t.programId} is null and ${t.projectId} is null and ${t.packageId} is null)
        or (${t.level} = 'project' and ${t.programId} is not null and ${t.projectId} is null and ${t.packageId} is null)
        or (${t.level} = 'package' and ${t.programId} is not null and ${t.projectId} is not null and ${t.packageId} is null)
        or (${t.level} = 'measure' and ${t.programId} is not null and ${t.projectId} is not null and ${t.packageId} is not null)`,
    ),
    check(
      'ppm_nodes_gate_check',
      sql`(${t.level} = 'measure') = (${t.gate} is not null) and (${t.gate} is null or ${t.gate} between 0 and 5)`,
    ),
    check('ppm_nodes_status_check', sql`${t.status} in ('active', 'on_hold', 'completed', 'cancelled')`),
    check(
      'ppm_nodes_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
)

/** Planned and actual effect of one measure, one type, one month (the first day), in cents. */
export const ppmEffects = pgTable(
  'ppm_effects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    measureId: uuid('measure_id').notNull(),
    effectType: text('effect_type').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    plannedCents: bigint('planned_cents', { mode: 'number' }).notNull().default(0),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      columns: [t.measureId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
    unique('ppm_effects_cell_unique').on(t.measureId, t.effectType, t.month),
    index('ppm_effects_company_month_idx').on(t.companyId, t.month),
    check(
      'ppm_effects_type_check',
      sql`${t.effectType} in ('cost_reduction', 'revenue_increase', 'one_off_cost', 'investment')`,
    ),
    check('ppm_effects_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
)

/**
 * Effects of the measures inside a programme, project or package, per gate of the measure, type and
 * month (ADR 31): kept in the same transaction as every effect write, gate change, move and delete, so
 * roll-ups and the chart read a few hundred rows instead of every effect.
 */
export const ppmEffectTotals = pgTable(
  'ppm_effect_totals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    nodeId: uuid('node_id').notNull(),
    gate: smallint('gate').notNull(),
    effectType: text('effect_type').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    plannedCents: bigint('planned_cents', { mode: 'number' }).notNull().default(0),
    actualCents: bigint('actual_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('ppm_effect_totals_cell_unique').on(t.nodeId, t.gate, t.effectType, t.month),
    foreignKey({
      columns: [t.nodeId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
  ],
)

/** What happened to a level: created, edited (field by field), moved, gates, reports, comments. */
export const ppmActivities = pgTable(
  'ppm_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    nodeId: uuid('node_id').notNull(),
    kind: text('kind').notNull(),
    actorId: person('actor_id'),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.nodeId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
    index('ppm_activities_node_idx').on(t.nodeId, t.createdAt),
  ],
)

/** A status report of a level; `published_at` set means it never changes again. */
export const ppmStatusReports = pgTable(
  'ppm_status_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    nodeId: uuid('node_id').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    overall: text('overall').notNull(),
    schedule: text('schedule').notNull(),
    budget: text('budget').notNull(),
    scope: text('scope').notNull(),
    summary: text('summary').notNull().default(''),
    risks: text('risks').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    authorId: person('author_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.nodeId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
    index('ppm_status_reports_node_idx').on(t.nodeId, t.periodEnd),
    check(
      'ppm_status_reports_rag_check',
      sql`${t.overall} in ('green', 'amber', 'red') and ${t.schedule} in ('green', 'amber', 'red') and ${t.budget} in ('green', 'amber', 'red') and ${t.scope} in ('green', 'amber', 'red')`,
    ),
  ],
)

/** A request to pass a gate and its decision, or a return to an earlier gate. */
export const ppmGateDecisions = pgTable(
  'ppm_gate_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    measureId: uuid('measure_id').notNull(),
    fromGate: smallint('from_gate').notNull(),
    toGate: smallint('to_gate').notNull(),
    state: text('state').notNull(),
    requestedBy: person('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestComment: text('request_comment').notNull().default(''),
    decidedBy: person('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment').notNull().default(''),
  },
  (t) => [
    foreignKey({
      columns: [t.measureId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
    index('ppm_gate_decisions_measure_idx').on(t.measureId, t.requestedAt),
    index('ppm_gate_decisions_pending_idx').on(t.companyId).where(sql`${t.state} = 'pending'`),
    check(
      'ppm_gate_decisions_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected', 'returned')`,
    ),
  ],
)

/** A measure linked to a key result (issue 14 item 7, ADR 39): both of one company, gone with either. */
export const ppmMeasureKeyResults = pgTable(
  'ppm_measure_key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: company(),
    measureId: uuid('measure_id').notNull(),
    // A key result of the same company; the foreign key (deleted with the key result) is written in
    // migration 0030's SQL, since a module's tables never import another's (.dependency-cruiser.cjs).
    keyResultId: uuid('key_result_id').notNull(),
    createdBy: person('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ppm_measure_key_results_pair_unique').on(t.measureId, t.keyResultId),
    foreignKey({
      columns: [t.measureId, t.companyId],
      foreignColumns: [ppmNodes.id, ppmNodes.companyId],
    }).onDelete('cascade'),
    index('ppm_measure_key_results_key_result_idx').on(t.keyResultId),
  ],
)

/**
 * Key results whose current value is the sum of their linked measures' realised net effects (opted in
 * per key result, ADR 39); a row here means "on".
 */
export const ppmKeyResultSources = pgTable('ppm_key_result_sources', {
  id: uuid('id').primaryKey().defaultRandom(),
  // A key result of the same company; its foreign key is in migration 0030's SQL, as above.
  keyResultId: uuid('key_result_id').notNull().unique('ppm_key_result_sources_key_result_unique'),
  companyId: company(),
  createdBy: person('created_by'),
  createdAt: createdAt(),
})
