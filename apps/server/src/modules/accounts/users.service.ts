import type { UserListQuery, UserSummary } from '@portal/contracts/users'
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { companies, companyMemberships } from '../companies/companies.tables.ts'
import { users } from './accounts.tables.ts'

const isStaff = (p: Principal) => p.role === 1 || p.isSuperuser

const inCompany = (companyId: string) =>
  inArray(
    users.id,
    sql`(select ${companyMemberships.userId} from ${companyMemberships} where ${companyMemberships.companyId} = ${companyId})`,
  )

/** Staff see everyone; a company admin the members of their active company, and nobody else. */
function visibleTo(principal: Principal): SQL | undefined {
  if (isStaff(principal)) return undefined
  return principal.activeCompanyId ? inCompany(principal.activeCompanyId) : sql`false`
}

export async function listUsers(db: Database, principal: Principal, query: UserListQuery) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = and(
    visibleTo(principal),
    query.company ? inCompany(query.company) : undefined,
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  // One query for the memberships of the whole page (no N+1).
  const memberships = rows.length
    ? await db
        .select({
          userId: companyMemberships.userId,
          id: companies.id,
          name: companies.name,
          isCompanyAdmin: companyMemberships.isCompanyAdmin,
        })
        .from(companyMemberships)
        .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
        .where(
          inArray(
            companyMemberships.userId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(companies.name))
    : []
  const results: UserSummary[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    companies: memberships
      .filter((m) => m.userId === row.id)
      .map((m) => ({ id: m.id, name: m.name, is_company_admin: m.isCompanyAdmin })),
    created_at: row.createdAt.toISOString(),
  }))
  return { count: total?.n ?? 0, results }
}
