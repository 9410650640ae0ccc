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
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'

/** A team of a company (tenant-owned). Its lead is one of its members. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    // The target of team_members' composite key: a member is linked to a team of the same company.
    unique('teams_id_company_unique').on(t.id, t.companyId),
  ],
)

/**
 * Team membership. Note: the composite key to company_memberships removes a person from every team
 * of a company they leave, in the database itself.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    foreignKey({ columns: [t.teamId, t.companyId], foreignColumns: [teams.id, teams.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.companyId, t.userId],
      foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
    }).onDelete('cascade'),
    index('team_members_user_id_idx').on(t.userId),
  ],
)
