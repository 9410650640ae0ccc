import type {
  UserDetail,
  UserFilterQuery,
  UserListQuery,
  UserSort,
  UserSummary,
} from '@portal/contracts/users'
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { scope } from '../../core/tenancy.ts'
import { loadTarget, membershipsOf, reachOf, type TargetMembership, type UserManager } from './user-access.ts'

const membersOf = (companyId: string) =>
  inArray(
    users.id,
    sql`(select ${companyMemberships.userId} from ${companyMemberships} where ${companyMemberships.companyId} = ${companyId})`,
  )

const ROLE_FILTERS = {
  user: and(eq(users.role, 0), eq(users.isSuperuser, false)),
  admin: and(eq(users.role, 1), eq(users.isSuperuser, false)),
  superuser: eq(users.isSuperuser, true),
}

/** Members of a group; a company admin can only name a group of their own company. */
function inGroup(db: Database, manager: UserManager, groupId: string) {
  const members = db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.setId))
    .where(manager.tenant ? scope(groups, manager.tenant).byId(groupId) : eq(groups.id, groupId))
  return inArray(users.id, members)
}

/** The users a manager sees, narrowed by the list's filters (shared by the list and the export). */
export function userFilter(db: Database, manager: UserManager, query: UserFilterQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : null
  return and(
    manager.tenant ? membersOf(manager.tenant.companyId) : undefined,
    // A company admin filters only within their company: another company's name would tell who else is in it.
    query.company
      ? manager.tenant && query.company !== manager.tenant.companyId
        ? sql`false`
        : membersOf(query.company)
      : undefined,
    pattern
      ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
    query.role ? ROLE_FILTERS[query.role] : undefined,
    query.is_active === undefined ? undefined : eq(users.isActive, query.is_active),
    query.group ? inGroup(db, manager, query.group) : undefined,
  )
}

export function userOrder(sort: UserSort): SQL[] {
  const descending = sort.startsWith('-')
  const by = (column: SQL | AnyPgColumn) => (descending ? desc(column) : asc(column))
  const key = sort.replace(/^-/, '')
  const columns =
    key === 'email'
      ? [by(users.email)]
      : key === 'created_at'
        ? [by(users.createdAt)]
        : key === 'last_login'
          ? // Never signed in goes last either way.
            [sql`${users.lastLoginAt} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`]
          : [by(sql`lower(${users.lastName})`), by(sql`lower(${users.firstName})`), by(users.email)]
  return [...columns, asc(users.id)]
}

export function toSummary(
  manager: UserManager,
  row: typeof users.$inferSelect,
  memberships: TargetMembership[],
): UserSummary {
  const { inReach } = reachOf(manager, memberships)
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    locale: row.locale,
    companies: inReach.map((m) => ({
      id: m.companyId,
      name: m.companyName,
      is_company_admin: m.isCompanyAdmin,
    })),
    other_company_count: memberships.length - inReach.length,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  }
}

export async function listUsers(db: Database, manager: UserManager, query: UserListQuery) {
  const where = userFilter(db, manager, query)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...userOrder(query.sort))
    .limit(limit)
    .offset(offset)
  // One query for the memberships of the whole page (no N+1).
  const memberships = await membershipsOf(
    db,
    rows.map((r) => r.id),
  )
  const results = rows.map((row) => toSummary(manager, row, memberships.get(row.id) ?? []))
  return { count: total?.n ?? 0, results }
}

/** The groups of many users that the manager reaches, by user, in one query. */
export async function groupsOf(db: Database, manager: UserManager, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string; company: string }[]>(
    userIds.map((id) => [id, []]),
  )
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ userId: groupMembers.userId, id: groups.id, name: groups.name, company: groups.companyId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.setId))
    .where(
      manager.tenant
        ? scope(groups, manager.tenant).where(inArray(groupMembers.userId, userIds))
        : inArray(groupMembers.userId, userIds),
    )
    .orderBy(asc(groups.name))
  for (const { userId, ...group } of rows) byUser.get(userId)?.push(group)
  return byUser
}

export async function getUser(db: Database, manager: UserManager, id: string): Promise<UserDetail> {
  const target = await loadTarget(db, manager, id)
  const memberGroups = await groupsOf(db, manager, [id])
  return {
    ...toSummary(manager, target, target.memberships),
    email_verified: target.emailVerified,
    groups: memberGroups.get(id) ?? [],
  }
}
