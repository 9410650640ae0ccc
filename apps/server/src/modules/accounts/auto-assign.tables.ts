import { AUTO_ASSIGN_RULE_STATUSES } from '@portal/contracts/auto-assign'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
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
import { companies, users } from '../../core/identity.tables.ts'
import { groups } from '../../core/member-sets.tables.ts'

/**
 * An e-mail domain that leads people into a company (tenant-owned). Note: a domain is claimed by at most
 * one company — unique among rules that are not rejected — and stored normalised (lower case, punycode).
 * Only an `approved` rule assigns anyone; a company admin's rule waits as `pending` for staff (ADR 14).
 */
export const autoAssignRules = pgTable(
  'auto_assign_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    // Rules from before review existed were written by the same people and stay in force.
    status: text('status').notNull().default('approved'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    isCompanyAdmin: boolean('is_company_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('auto_assign_rules_id_company_unique').on(t.id, t.companyId),
    uniqueIndex('auto_assign_rules_claimed_domain_unique').on(t.domain).where(sql`${t.status} <> 'rejected'`),
    check(
      'auto_assign_rules_status_check',
      sql.raw(`status in (${AUTO_ASSIGN_RULE_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    index('auto_assign_rules_status_idx').on(t.status),
  ],
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
