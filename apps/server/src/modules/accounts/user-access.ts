import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { type Tenant, tenantById, tenantOf } from '../../core/tenancy.ts'

/**
 * Who manages users, and where (docs/permissions.md): staff in every company; a company admin in their
 * active company only. While impersonating, the principal is the impersonated user, so their rights apply.
 */
export interface UserManager {
  principal: Principal
  staff: boolean
  /** The company admin's company; null for staff, who reach every company. */
  tenant: Tenant | null
}

export function userManagerOf(principal: Principal): UserManager {
  if (isStaff(principal)) return { principal, staff: true, tenant: null }
  const tenant = tenantOf(principal)
  if (!tenant.canManage) throw forbidden()
  return { principal, staff: false, tenant }
}

/** The tenant of a company the manager acts in: staff any existing one, a company admin only theirs. */
export async function managedTenant(db: Database, manager: UserManager, companyId: string) {
  if (manager.tenant) {
    if (manager.tenant.companyId !== companyId) throw forbidden()
    return manager.tenant
  }
  return tenantById(db, manager.principal, companyId)
}

/** 0 user, 1 admin, 2 superuser. */
export const rankOf = (user: { role: number; isSuperuser: boolean }) =>
  user.isSuperuser ? 2 : user.role === 1 ? 1 : 0

export interface TargetMembership {
  companyId: string
  companyName: string
  isCompanyAdmin: boolean
}

export type TargetUser = typeof users.$inferSelect & {
  memberships: TargetMembership[]
  /** Memberships the manager reaches: all for staff, the company admin's own company otherwise. */
  inReach: TargetMembership[]
  /** The account belongs to companies the manager does not reach. */
  isShared: boolean
}

/** The memberships of many users, oldest first, in one query. */
export async function membershipsOf(db: Database, userIds: string[]) {
  const byUser = new Map<string, TargetMembership[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({
      userId: companyMemberships.userId,
      companyId: companyMemberships.companyId,
      companyName: companies.name,
      isCompanyAdmin: companyMemberships.isCompanyAdmin,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(inArray(companyMemberships.userId, userIds))
    .orderBy(asc(companyMemberships.createdAt), asc(companies.name))
  for (const { userId, ...membership } of rows) byUser.get(userId)?.push(membership)
  return byUser
}

/** What of a user's memberships the manager reaches. */
export function reachOf(manager: UserManager, memberships: TargetMembership[]) {
  const inReach = manager.tenant
    ? memberships.filter((m) => m.companyId === manager.tenant?.companyId)
    : memberships
  return { inReach, isShared: inReach.length < memberships.length }
}

/** A user the manager may see: anyone for staff, a member of their company for a company admin (else 404). */
export async function loadTarget(db: Database, manager: UserManager, id: string): Promise<TargetUser> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw notFound()
  const memberships = (await membershipsOf(db, [id])).get(id) ?? []
  const reach = reachOf(manager, memberships)
  if (manager.tenant && reach.inReach.length === 0) throw notFound()
  return { ...user, memberships, ...reach }
}

/**
 * May the manager change this account? Superusers change anyone; admins and company admins only users
 * (never an admin or superuser). What one may change of oneself is checked by the caller.
 */
export function assertMayManage(manager: UserManager, target: TargetUser) {
  if (target.id === manager.principal.userId || manager.principal.isSuperuser) return
  if (rankOf(target) > 0) throw new AppError(403, 'api.errors.manage_staff')
}

export const isSelf = (manager: UserManager, target: { id: string }) => target.id === manager.principal.userId

/** The same e-mail, ignoring case and surrounding spaces (how remove-duplicates compares, too). */
export const normalizedEmail = (email: string) => email.trim().toLowerCase()
export const normalizedEmailColumn = sql<string>`lower(trim(${users.email}))`
