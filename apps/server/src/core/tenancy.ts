import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { Database } from './db.ts'
import { AppError, forbidden, notFound } from './errors.ts'
import { companies, companyMemberships } from './identity.tables.ts'
import { principalOf } from './permissions.ts'
import { isStaff, type Principal } from './principal.ts'

/**
 * The company a request works in, and what the caller may do there. Every query of tenant-owned rows
 * goes through `scope()` with a Tenant, so no service writes its own company condition.
 */
export interface Tenant {
  companyId: string
  principal: Principal
  /** Staff, or a company admin of this company: may manage its users, teams, groups and rules. */
  canManage: boolean
}

/** The caller's active company (SPEC §4). Without one there is nothing tenant-owned to show. */
export function tenantOf(principal: Principal): Tenant {
  const companyId = principal.activeCompanyId
  if (!companyId || !(principal.isMember || isStaff(principal))) {
    throw new AppError(409, 'api.errors.no_active_company')
  }
  return { companyId, principal, canManage: isStaff(principal) || principal.isCompanyAdmin }
}

/** Writes to a company's users, teams, groups and rules: staff or that company's admin. */
export function assertCanManage(tenant: Tenant) {
  if (!tenant.canManage) throw forbidden()
}

/** The active company of the request's caller. */
export const requestTenant = (request: FastifyRequest) => tenantOf(principalOf(request))

/** A company named in the path: staff may read any, members their own; anyone else gets a 404. */
export async function tenantById(db: Database, principal: Principal, companyId: string): Promise<Tenant> {
  const [row] = await db
    .select({ id: companies.id, isCompanyAdmin: companyMemberships.isCompanyAdmin })
    .from(companies)
    .leftJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.userId, principal.userId)),
    )
    .where(eq(companies.id, companyId))
  if (!row || (row.isCompanyAdmin === null && !isStaff(principal))) throw notFound()
  return { companyId, principal, canManage: isStaff(principal) || row.isCompanyAdmin === true }
}

type TenantTable = PgTable & { id: PgColumn; companyId: PgColumn }

/**
 * The tenant of a row named by id, for records that staff handle across companies (support tickets,
 * coaching requests): staff may enter any company, members their own; anything else is a 404.
 */
export async function tenantOfRow(
  db: Database,
  table: TenantTable,
  principal: Principal,
  id: string,
): Promise<Tenant> {
  const [row] = await db.select({ companyId: table.companyId }).from(table).where(eq(table.id, id))
  if (!row) throw notFound()
  return tenantById(db, principal, row.companyId as string)
}

/**
 * The reach of a list that staff read across companies: a named company (staff any, members their own),
 * else every company for staff (null) and the active company for everyone else.
 */
export async function listTenant(
  db: Database,
  principal: Principal,
  companyId: string | undefined,
): Promise<Tenant | null> {
  if (companyId) return tenantById(db, principal, companyId)
  return isStaff(principal) ? null : tenantOf(principal)
}

/** Conditions and values that keep a query inside the tenant. */
export function scope(table: TenantTable, tenant: Tenant) {
  const own = eq(table.companyId, tenant.companyId)
  return {
    /** The tenant's rows, narrowed by any further conditions. */
    where: (...conditions: (SQL | undefined)[]): SQL => and(own, ...conditions) ?? own,
    /** One row of the tenant's; another company's id matches nothing. */
    byId: (id: string): SQL => and(own, eq(table.id, id)) ?? own,
    byIds: (ids: string[]): SQL => and(own, inArray(table.id, ids)) ?? own,
    /** Values for an insert, stamped with the tenant. */
    row: <V extends object>(values: V) => ({ ...values, companyId: tenant.companyId }),
  }
}

/** `scope(table, tenant).where(...)`, or only the conditions when the list spans every company. */
export function listWhere(table: TenantTable, tenant: Tenant | null, ...conditions: (SQL | undefined)[]) {
  return tenant ? scope(table, tenant).where(...conditions) : and(...conditions)
}

/** The ids of the tenant's members, as a subquery. */
export function memberIdsOf(tenant: Tenant): SQL {
  return sql`(select ${companyMemberships.userId} from ${companyMemberships} where ${companyMemberships.companyId} = ${tenant.companyId})`
}

/**
 * Refuses user ids that are not members of the tenant, as a field error on `field` (nothing is
 * written): a team lead, a group member or an owner must belong to the company.
 */
export async function assertMembers(db: Database, tenant: Tenant, field: string, userIds: string[]) {
  const wanted = [...new Set(userIds)]
  if (wanted.length === 0) return
  const found = await db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(eq(companyMemberships.companyId, tenant.companyId), inArray(companyMemberships.userId, wanted)),
    )
  if (found.length !== wanted.length) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { [field]: [{ key: 'api.fields.not_member' }] },
    })
  }
}
