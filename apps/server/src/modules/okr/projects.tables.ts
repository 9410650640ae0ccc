import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { okrKeyResults } from './key-results.tables.ts'

/** A project (initiative); `progress` is done tasks / tasks, stored (rollup.ts). */
export const okrProjects = pgTable(
  'okr_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('planned'),
    progress: doublePrecision('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('okr_projects_id_company_unique').on(t.id, t.companyId),
    index('okr_projects_company_idx').on(t.companyId),
    index('okr_projects_owner_idx').on(t.ownerId),
    index('okr_projects_team_idx').on(t.teamId),
    check(
      'okr_projects_status_check',
      sql`${t.status} in ('planned', 'in_progress', 'on_hold', 'completed', 'cancelled')`,
    ),
    check(
      'okr_projects_dates_check',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
    check('okr_projects_progress_check', sql`${t.progress} between 0 and 1`),
  ],
)

/** Which key results a project moves (many to many, within one company). */
export const okrProjectKeyResults = pgTable(
  'okr_project_key_results',
  {
    projectId: uuid('project_id').notNull(),
    keyResultId: uuid('key_result_id').notNull(),
    companyId: uuid('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.keyResultId] }),
    foreignKey({
      columns: [t.projectId, t.companyId],
      foreignColumns: [okrProjects.id, okrProjects.companyId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.keyResultId, t.companyId],
      foreignColumns: [okrKeyResults.id, okrKeyResults.companyId],
    }).onDelete('cascade'),
    index('okr_project_key_results_key_result_idx').on(t.keyResultId),
  ],
)

export const okrTasks = pgTable(
  'okr_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    projectId: uuid('project_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    isComplete: boolean('is_complete').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.projectId, t.companyId],
      foreignColumns: [okrProjects.id, okrProjects.companyId],
    }).onDelete('cascade'),
    index('okr_tasks_project_idx').on(t.projectId),
    index('okr_tasks_company_due_idx').on(t.companyId, t.dueDate),
    index('okr_tasks_assignee_idx').on(t.assigneeId),
  ],
)
