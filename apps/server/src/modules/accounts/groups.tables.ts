import { sql } from 'drizzle-orm'
import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, companyMemberships } from '../../core/identity.tables.ts'

/** A group of a company's users (tenant-owned); services can be restricted to groups. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    unique('groups_id_company_unique').on(t.id, t.companyId),
  ],
)

/** Group membership; leaving the company removes one from its groups (composite key, as teams). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    foreignKey({ columns: [t.groupId, t.companyId], foreignColumns: [groups.id, groups.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
    }).onDelete('cascade'),
    index('group_members_user_id_idx').on(t.userId),
  ],
)
