import type { MemberSet } from '@portal/contracts/member-sets'
import type { Person } from '@portal/contracts/people'
import { and, asc, count, eq, getTableName, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { type Database, refuseDuplicate } from './db.ts'
import { notFound } from './errors.ts'
import { users } from './identity.tables.ts'
import { groupMembers, groups, teamMembers, teams } from './member-sets.tables.ts'
import { pageWindow } from './pagination.ts'
import { peopleJsonOf, peopleOf } from './people.ts'
import { containsPattern } from './search.ts'
import { assertCanManage, assertMembers, scope, type Tenant } from './tenancy.ts'

// Member sets (ADR 20): what teams and groups share — listing by name and member, reading with their
// people, saving name, description and members in one transaction, deleting. Only a company's admins
// (and staff) change them; members must belong to the company.

/** A kind of member set: its table, its members' table, and fields of its own in a listed set's JSON. */
export const TEAMS: Kind<typeof teams> = {
  set: teams,
  members: teamMembers,
  // A team's lead: one of its members (null when the lead is not, or none is set).
  fields: sql`, 'lead', (select json_build_object('id', ${users.id}, 'first_name', ${users.firstName}, 'last_name', ${users.lastName}, 'email', ${users.email}) from ${users} join ${teamMembers} on ${teamMembers.userId} = ${users.id} and ${teamMembers.setId} = ${teams.id} where ${users.id} = ${teams.leadId})`,
}
export const GROUPS: Kind<typeof groups> = { set: groups, members: groupMembers }

type SetTable = typeof teams | typeof groups
type Kind<T extends SetTable> = {
  set: T
  members: typeof teamMembers | typeof groupMembers
  fields?: SQL
}
type SetRow<T extends SetTable> = T['$inferSelect']
// Note: drizzle cannot type a query on a union of tables, so queries name the common shape (`groups`,
// whose columns every set has); a team's rows still come back whole, typed again as `SetRow<T>`.

/** A set's row with its members, sorted by name. */
export interface MemberSetOf<R> {
  row: R
  members: Person[]
}

/**
 * The tenant's sets, by name, optionally those whose name contains `search` or that have `memberId`:
 * a page as the API shows it (`T`: MemberSet, or a team with its lead), built as JSON in SQL by one
 * prepared statement (issue 18: one round trip instead of three, no query building and no per-row work
 * in JS). The count comes with the rows (`count(*) over ()`); only a page past the end asks again.
 */
export async function listSets<T extends MemberSet>(
  db: Database,
  kind: Kind<SetTable>,
  tenant: Tenant,
  query: { page: number; page_size: number; search?: string; memberId?: string },
): Promise<{ count: number; results: T[] }> {
  const { limit, offset } = pageWindow(query)
  const rows = await pageStatement(db, kind).execute({
    company: tenant.companyId,
    search: query.search ? containsPattern(query.search) : null,
    member: query.memberId ?? null,
    limit,
    offset,
  })
  if (rows.length > 0 || offset === 0) {
    return { count: rows[0]?.total ?? 0, results: rows.map((row) => row.set as T) }
  }
  const set = kind.set as typeof groups
  const [total] = await db
    .select({ n: count() })
    .from(set)
    .where(
      scope(set, tenant).where(
        query.search ? ilike(set.name, containsPattern(query.search)) : undefined,
        query.memberId ? inArray(set.id, memberOf(kind, query.memberId)) : undefined,
      ),
    )
  return { count: total?.n ?? 0, results: [] }
}

/** A timestamptz as `Date#toISOString` writes it (UTC, milliseconds), in SQL. */
const isoTimeOf = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The page statement of each kind, prepared once per database (PostgreSQL: per pooled connection). */
type PageStatement = ReturnType<typeof preparePage>
const pageStatements = new WeakMap<Database, Map<Kind<SetTable>, PageStatement>>()

function pageStatement(db: Database, kind: Kind<SetTable>) {
  const statements = pageStatements.get(db) ?? new Map<Kind<SetTable>, PageStatement>()
  pageStatements.set(db, statements)
  const statement = statements.get(kind) ?? preparePage(db, kind)
  statements.set(kind, statement)
  return statement
}

function preparePage(db: Database, kind: Kind<SetTable>) {
  const set = kind.set as typeof groups
  const members = kind.members as typeof groupMembers
  const search = sql.placeholder('search')
  const member = sql.placeholder('member')
  const people = peopleJsonOf({ table: members, ownerId: members.setId, userId: members.userId }, set.id)
  return db
    .select({
      total: sql<number>`count(*) over ()`.mapWith(Number),
      set: sql<MemberSet>`json_build_object('id', ${set.id}, 'company', ${set.companyId}, 'name', ${set.name}, 'description', ${set.description}, 'members', ${people}, 'member_count', (select count(*) from ${members} where ${members.setId} = ${set.id}), 'created_at', ${isoTimeOf(set.createdAt)}, 'updated_at', ${isoTimeOf(set.updatedAt)}${kind.fields ?? sql``})`,
    })
    .from(set)
    .where(
      and(
        eq(set.companyId, sql.placeholder('company')),
        sql`(${search}::text is null or ${set.name} ilike ${search}::text)`,
        sql`(${member}::uuid is null or ${set.id} in (select ${members.setId} from ${members} where ${members.userId} = ${member}::uuid))`,
      ),
    )
    .orderBy(asc(set.name), asc(set.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${getTableName(set)}_page`)
}

/** The ids of the sets a user belongs to, as a subquery. */
const memberOf = ({ members }: Kind<SetTable>, userId: string): SQL =>
  sql`(select ${members.setId} from ${members} where ${members.userId} = ${userId})`

/** One set of the tenant's; another company's id is a 404. */
export async function getSet<T extends SetTable>(db: Database, kind: Kind<T>, tenant: Tenant, id: string) {
  const [row] = (await db
    .select()
    .from(kind.set as typeof groups)
    .where(scope(kind.set, tenant).byId(id))) as SetRow<T>[]
  if (!row) throw notFound()
  const [set] = await withMembers(db, kind, [row])
  return set!
}

/** The people of many sets in one query. */
async function withMembers<R extends { id: string }>(
  db: Database,
  { members }: Kind<SetTable>,
  rows: R[],
): Promise<MemberSetOf<R>[]> {
  const people = await peopleOf(
    db,
    { table: members, ownerId: members.setId, userId: members.userId },
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({ row, members: people.get(row.id) ?? [] }))
}

/**
 * Creates (`id` null) or replaces a set with its members, all or nothing: only for who manages the
 * tenant, members must be its members, and a name taken in the company is a field error on `name`.
 * `values` are the set's columns besides the company. Answers the set's id.
 */
export async function saveSet<T extends SetTable>(
  db: Database,
  kind: Kind<T>,
  tenant: Tenant,
  id: string | null,
  values: Omit<T['$inferInsert'], 'companyId'>,
  memberIds: string[],
) {
  assertCanManage(tenant)
  const wanted = [...new Set(memberIds)]
  await assertMembers(db, tenant, 'member_ids', wanted)
  const set = kind.set as typeof groups
  return refuseDuplicate('name', () =>
    db.transaction(async (tx) => {
      const [row] = id
        ? await tx
            .update(set)
            .set({ ...values, updatedAt: new Date() })
            .where(scope(set, tenant).byId(id))
            .returning({ id: set.id })
        : await tx
            .insert(set)
            .values(scope(set, tenant).row(values as typeof groups.$inferInsert))
            .returning({ id: set.id })
      if (!row) throw notFound()
      await replaceMembers(tx, kind, tenant, row.id, wanted)
      return row.id
    }),
  )
}

async function replaceMembers(
  tx: Database,
  { members }: Kind<SetTable>,
  tenant: Tenant,
  setId: string,
  userIds: string[],
) {
  await tx.delete(members).where(eq(members.setId, setId))
  if (userIds.length === 0) return
  await tx
    .insert(members as typeof groupMembers)
    .values(userIds.map((userId) => ({ setId, userId, companyId: tenant.companyId })))
}

/** Deletes a set of the tenant's (its memberships go with it); only for who manages the tenant. */
export async function deleteSet(db: Database, { set }: Kind<SetTable>, tenant: Tenant, id: string) {
  assertCanManage(tenant)
  const [row] = await db
    .delete(set as typeof groups)
    .where(scope(set, tenant).byId(id))
    .returning({ id: set.id })
  if (!row) throw notFound()
}

/** The API's fields every set has (contracts/member-sets). */
export const memberSetFields = ({ row, members }: MemberSetOf<SetRow<typeof groups>>): MemberSet => ({
  id: row.id,
  company: row.companyId,
  name: row.name,
  description: row.description,
  members,
  member_count: members.length,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})
