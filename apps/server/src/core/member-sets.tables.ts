import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import { companies, companyMemberships, users } from './identity.tables.ts'

// Member sets (ADR 20): a named set of a company's users. Teams (which own OKR items) and groups (which
// open services) are both; each keeps its own pair of tables, so that an OKR item's team and a service's
// group are checked by foreign keys, and both pairs are made here by the same two functions. In core
// because OKR, services and accounts read them, like the identity tables.

/** The columns every member set has (fresh builders for each table). */
const setColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A name is unique in its company (whatever its case); `(id, company_id)` is the members' key target. */
const setConstraints =
  (table: string) => (t: { id: AnyPgColumn; companyId: AnyPgColumn; name: AnyPgColumn }) => [
    uniqueIndex(`${table}_company_name_unique`).on(t.companyId, sql`lower(${t.name})`),
    unique(`${table}_id_company_unique`).on(t.id, t.companyId),
  ]

/**
 * The members of a set. Note: the composite key to company_memberships removes a person from every set
 * of a company they leave, and the one to the set keeps members in the set's company, in the database.
 */
function membersTable<N extends string>(
  table: N,
  setIdColumn: string,
  set: { id: AnyPgColumn; companyId: AnyPgColumn },
) {
  return pgTable(
    table,
    {
      setId: uuid(setIdColumn).notNull(),
      companyId: uuid('company_id').notNull(),
      userId: uuid('user_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.setId, t.userId] }),
      foreignKey({ columns: [t.setId, t.companyId], foreignColumns: [set.id, set.companyId] }).onDelete(
        'cascade',
      ),
      foreignKey({
        columns: [t.companyId, t.userId],
        foreignColumns: [companyMemberships.companyId, companyMemberships.userId],
      }).onDelete('cascade'),
      index(`${table}_user_id_idx`).on(t.userId),
    ],
  )
}

/** A team of a company: OKR items are owned, filtered and grouped by teams. Its lead is a member. */
export const teams = pgTable(
  'teams',
  {
    ...setColumns(),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
  },
  setConstraints('teams'),
)
export const teamMembers = membersTable('team_members', 'team_id', teams)

/** A group of a company's users; services can be opened to some groups only. */
export const groups = pgTable('groups', setColumns(), setConstraints('groups'))
export const groupMembers = membersTable('group_members', 'group_id', groups)
