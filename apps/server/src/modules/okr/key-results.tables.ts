import type { Milestone } from '@portal/contracts/okr-key-results'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from '../../core/identity.tables.ts'
import { okrObjectives } from './objectives.tables.ts'

/** A key result of an objective; `progress` follows from the metric and is stored (rollup.ts). */
export const okrKeyResults = pgTable(
  'okr_key_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    objectiveId: uuid('objective_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    metric: text('metric').notNull(),
    startValue: doublePrecision('start_value').notNull(),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull(),
    unit: text('unit').notNull().default(''),
    weight: doublePrecision('weight').notNull().default(1),
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    confidence: integer('confidence').notNull().default(5),
    milestones: jsonb('milestones').$type<Milestone[]>().notNull().default([]),
    progress: doublePrecision('progress').notNull().default(0),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    /** Its value is pushed by integrations (a service account's token, ADR 29). */
    valueFromIntegrations: boolean('value_from_integrations').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Note: the composite key keeps a key result in its objective's company.
    foreignKey({
      columns: [t.objectiveId, t.companyId],
      foreignColumns: [okrObjectives.id, okrObjectives.companyId],
    }).onDelete('cascade'),
    unique('okr_key_results_id_company_unique').on(t.id, t.companyId),
    index('okr_key_results_objective_idx').on(t.objectiveId),
    index('okr_key_results_company_idx').on(t.companyId),
    index('okr_key_results_responsible_idx').on(t.responsibleId),
    check(
      'okr_key_results_metric_check',
      sql`${t.metric} in ('percentage', 'number', 'currency', 'yes_no', 'milestone')`,
    ),
    check('okr_key_results_confidence_check', sql`${t.confidence} between 0 and 10`),
    check('okr_key_results_weight_check', sql`${t.weight} > 0`),
    check('okr_key_results_progress_check', sql`${t.progress} between 0 and 1`),
  ],
)

/** The value history of a key result: every check-in, kept. */
export const okrCheckIns = pgTable(
  'okr_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    keyResultId: uuid('key_result_id').notNull(),
    value: doublePrecision('value').notNull(),
    previousValue: doublePrecision('previous_value').notNull(),
    progress: doublePrecision('progress').notNull(),
    confidence: integer('confidence').notNull(),
    comment: text('comment').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: uuid('impersonator_id'),
    /** Pushed by an integration with an API token, not entered by hand. */
    viaIntegration: boolean('via_integration').notNull().default(false),
    /** Set by PPM: the sum of the linked measures' realised net effects (ADR 39). */
    viaMeasures: boolean('via_measures').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.keyResultId, t.companyId],
      foreignColumns: [okrKeyResults.id, okrKeyResults.companyId],
    }).onDelete('cascade'),
    index('okr_check_ins_key_result_idx').on(t.keyResultId, t.createdAt),
    index('okr_check_ins_company_idx').on(t.companyId, t.createdAt),
  ],
)
