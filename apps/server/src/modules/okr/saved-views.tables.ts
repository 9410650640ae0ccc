import type { OkrFilters } from '@portal/contracts/okr'
import type { TableColumn, TableSort } from '@portal/contracts/okr-table'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** A user's named table or diagram set-up in one company; shared ones are read by the whole company. */
export const okrSavedViews = pgTable(
  'okr_saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    viewType: text('view_type').notNull(),
    filters: jsonb('filters').$type<OkrFilters>().notNull().default({}),
    columns: jsonb('columns').$type<TableColumn[]>().notNull().default([]),
    sort: jsonb('sort').$type<TableSort | null>(),
    groupBy: text('group_by').notNull().default('none'),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('okr_saved_views_owner_name_unique').on(t.companyId, t.ownerId, sql`lower(${t.name})`),
    index('okr_saved_views_shared_idx').on(t.companyId, t.isShared),
    check('okr_saved_views_view_type_check', sql`${t.viewType} in ('table', 'diagram')`),
  ],
)
