import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies } from '../companies/companies.tables.ts'
import { groups } from './groups.tables.ts'

/**
 * An e-mail domain that leads people into a company (tenant-owned). Note: the domain is unique across
 * all companies — one domain, one company — and stored normalised (lower case, punycode).
 */
export const autoAssignRules = pgTable(
  'auto_assign_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().unique('auto_assign_rules_domain_unique'),
    isCompanyAdmin: boolean('is_company_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('auto_assign_rules_id_company_unique').on(t.id, t.companyId)],
)

/** The groups a rule adds people to; composite keys keep rule and group in the same company. */
export const autoAssignRuleGroups = pgTable(
  'auto_assign_rule_groups',
  {
    ruleId: uuid('rule_id').notNull(),
    companyId: uuid('company_id').notNull(),
    groupId: uuid('group_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.groupId] }),
    foreignKey({
      columns: [t.ruleId, t.companyId],
      foreignColumns: [autoAssignRules.id, autoAssignRules.companyId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.groupId, t.companyId], foreignColumns: [groups.id, groups.companyId] }).onDelete(
      'cascade',
    ),
    index('auto_assign_rule_groups_group_id_idx').on(t.groupId),
  ],
)
