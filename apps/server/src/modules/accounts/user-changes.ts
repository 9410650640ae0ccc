import type { MembershipInput } from '@portal/contracts/users'
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { scope } from '../../core/tenancy.ts'
import { normalizedEmailColumn, type UserManager } from './user-access.ts'

/** A refusal on one field of the form (nothing is written). */
export const fieldError = (
  field: string,
  key: 'invalid' | 'duplicate' | 'own_company_only' | 'group_company',
) => new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key: `api.fields.${key}` }] } })

/** Refuses an e-mail that another account already has, ignoring case and surrounding spaces. */
export async function assertEmailFree(db: Database, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(normalizedEmailColumn, email), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1)
  if (taken) throw fieldError('email', 'duplicate')
}

/**
 * The memberships asked for, by company (with its name, for the audit log). A company admin names only
 * their own company, and it must stay (removing someone from the company is DELETE); staff name any.
 */
export async function checkMemberships(db: Database, manager: UserManager, wanted: MembershipInput[]) {
  const ids = new Set(wanted.map((m) => m.company))
  if (ids.size !== wanted.length) throw fieldError('memberships', 'duplicate')
  if (manager.tenant && (ids.size !== 1 || !ids.has(manager.tenant.companyId))) {
    throw fieldError('memberships', 'own_company_only')
  }
  const found = ids.size
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...ids]))
    : []
  if (found.length !== ids.size) throw fieldError('memberships', 'invalid')
  const names = new Map(found.map((c) => [c.id, c.name]))
  return new Map(
    wanted.map((m) => [m.company, { isCompanyAdmin: m.is_company_admin, name: names.get(m.company) ?? '' }]),
  )
}

export type WantedMemberships = Awaited<ReturnType<typeof checkMemberships>>

/** Groups asked for: each one the manager reaches, and of a company the user belongs to. */
export async function checkGroups(
  db: Database,
  manager: UserManager,
  groupIds: string[],
  companyIds: Set<string>,
) {
  const ids = [...new Set(groupIds)]
  if (ids.length === 0) return []
  const found = await db
    .select({ id: groups.id, companyId: groups.companyId, name: groups.name })
    .from(groups)
    .where(manager.tenant ? scope(groups, manager.tenant).byIds(ids) : inArray(groups.id, ids))
  if (found.length !== ids.length) throw fieldError('group_ids', 'invalid')
  if (found.some((g) => !companyIds.has(g.companyId))) throw fieldError('group_ids', 'group_company')
  return found
}

/** Replaces the user's groups within the manager's reach. */
export async function replaceGroups(
  tx: Database,
  manager: UserManager,
  userId: string,
  wanted: { id: string; companyId: string }[],
) {
  const reachable = manager.tenant
    ? inArray(
        groupMembers.setId,
        tx.select({ id: groups.id }).from(groups).where(scope(groups, manager.tenant).where()),
      )
    : undefined
  await tx.delete(groupMembers).where(and(eq(groupMembers.userId, userId), reachable))
  if (wanted.length === 0) return
  await tx.insert(groupMembers).values(wanted.map((g) => ({ setId: g.id, companyId: g.companyId, userId })))
}

/**
 * After memberships changed: an active company the user left is replaced by their oldest remaining
 * membership (or none), and someone without one gets their first. Staff keep an active company they
 * chose without belonging to it.
 */
export async function reconcileActiveCompany(tx: Database, userId: string, removed: string[]) {
  const first = sql`(select ${companyMemberships.companyId} from ${companyMemberships} where ${companyMemberships.userId} = ${userId} order by ${companyMemberships.createdAt}, ${companyMemberships.companyId} limit 1)`
  await tx
    .update(users)
    .set({ activeCompanyId: first })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.activeCompanyId),
          removed.length ? inArray(users.activeCompanyId, removed) : undefined,
        ),
      ),
    )
}
