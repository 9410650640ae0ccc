import { domainOfEmail, normaliseEmail } from '@portal/contracts/auto-assign'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers } from '../../core/member-sets.tables.ts'
import { autoAssignRuleGroups, autoAssignRules } from './auto-assign.tables.ts'

/**
 * The active, staff-approved rule for an e-mail's domain (exact match: a rule for acme.example does not
 * cover sub.acme.example). A pending or rejected rule assigns nobody (ADR 14).
 */
export async function findActiveRule(db: Database, email: string) {
  const normalised = normaliseEmail(email)
  if (!normalised) return null
  const [rule] = await db
    .select()
    .from(autoAssignRules)
    .where(
      and(
        eq(autoAssignRules.domain, domainOfEmail(normalised)),
        eq(autoAssignRules.isActive, true),
        eq(autoAssignRules.status, 'approved'),
      ),
    )
  return rule ?? null
}

/**
 * Puts a user where the active rule for their e-mail's domain says: a member (or company admin) of its
 * company, in its groups, with that company active if they had none. Used at registration, at the first
 * SSO sign-in and by the directory import; safe to repeat (it adds, never removes, never demotes).
 * Answers the company joined, or null when no rule matches. Pass a transaction's `tx` as `db` inside one;
 * a caller with cached sessions of the user must drop them afterwards.
 */
export async function applyAutoAssign(db: Database, user: { id: string; email: string }) {
  const rule = await findActiveRule(db, user.email)
  if (!rule) return null
  await db
    .insert(companyMemberships)
    .values({ companyId: rule.companyId, userId: user.id, isCompanyAdmin: rule.isCompanyAdmin })
    .onConflictDoUpdate({
      target: [companyMemberships.companyId, companyMemberships.userId],
      set: { isCompanyAdmin: sql`${companyMemberships.isCompanyAdmin} or excluded.is_company_admin` },
    })
  const ruleGroups = await db
    .select({ groupId: autoAssignRuleGroups.groupId })
    .from(autoAssignRuleGroups)
    .where(eq(autoAssignRuleGroups.ruleId, rule.id))
  if (ruleGroups.length > 0) {
    await db
      .insert(groupMembers)
      .values(
        ruleGroups.map(({ groupId }) => ({ setId: groupId, userId: user.id, companyId: rule.companyId })),
      )
      .onConflictDoNothing()
  }
  await db
    .update(users)
    .set({ activeCompanyId: rule.companyId, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.activeCompanyId)))
  return { companyId: rule.companyId, ruleId: rule.id }
}
