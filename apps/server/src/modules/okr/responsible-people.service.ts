import type { ResponsiblePeopleQuery } from '@portal/contracts/okr'
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { memberIdsOf, type Tenant } from '../../core/tenancy.ts'

/**
 * People who can own OKR items: the active members of the active company, by name. The web's
 * people picker searches them (`?search=&page_size=`).
 */
export async function listResponsiblePeople(db: Database, tenant: Tenant, query: ResponsiblePeopleQuery) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = sql`${users.id} in ${memberIdsOf(tenant)} and ${eq(users.isActive, true)}${
    pattern
      ? sql` and ${or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )}`
      : sql``
  }`
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const { limit, offset } = pageWindow(query)
  const results = await db
    .select(personColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results }
}
