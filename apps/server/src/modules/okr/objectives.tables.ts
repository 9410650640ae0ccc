import { sql } from 'drizzle-orm'
import {
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'
import { teams } from '../../core/member-sets.tables.ts'

/** An objective of a company. `progress` is derived (rollup.ts) and stored so reads never recompute. */
export const okrObjectives = pgTable(
  'okr_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // The service checks the team is the tenant's; a deleted team leaves the objective without one.
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    health: text('health').notNull().default('on_track'),
    progress: doublePrecision('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('okr_objectives_id_company_unique').on(t.id, t.companyId),
    index('okr_objectives_company_period_idx').on(t.companyId, t.periodStart, t.periodEnd),
    index('okr_objectives_team_idx').on(t.teamId),
    index('okr_objectives_owner_idx').on(t.ownerId),
    check('okr_objectives_status_check', sql`${t.status} in ('draft', 'active', 'achieved', 'abandoned')`),
    check('okr_objectives_health_check', sql`${t.health} in ('on_track', 'at_risk', 'off_track')`),
    check('okr_objectives_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('okr_objectives_progress_check', sql`${t.progress} between 0 and 1`),
  ],
)

/** The people responsible for an objective besides its owner. */
export const okrObjectiveResponsibles = pgTable(
  'okr_objective_responsibles',
  {
    objectiveId: uuid('objective_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.objectiveId, t.userId] }),
    foreignKey({
      columns: [t.objectiveId, t.companyId],
      foreignColumns: [okrObjectives.id, okrObjectives.companyId],
    }).onDelete('cascade'),
    index('okr_objective_responsibles_user_idx').on(t.userId),
  ],
)

/**
 * Alignment: `child` contributes to `parent`. An objective may align to several parents; the
 * service refuses cycles. Note: the composite keys keep both ends in one company.
 */
export const okrObjectiveAlignments = pgTable(
  'okr_objective_alignments',
  {
    childId: uuid('child_id').notNull(),
    parentId: uuid('parent_id').notNull(),
    companyId: uuid('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.parentId] }),
    foreignKey({
      columns: [t.childId, t.companyId],
      foreignColumns: [okrObjectives.id, okrObjectives.companyId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.parentId, t.companyId],
      foreignColumns: [okrObjectives.id, okrObjectives.companyId],
    }).onDelete('cascade'),
    index('okr_objective_alignments_parent_idx').on(t.parentId),
    check('okr_objective_alignments_not_self', sql`${t.childId} <> ${t.parentId}`),
  ],
)
