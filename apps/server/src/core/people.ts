import type { Person } from '@portal/contracts/people'
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { BuildAliasTable, PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './db.ts'
import { users } from './identity.tables.ts'

/** The columns of a Person (contracts/people), selected from `users`. */
export const personColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
}

/** A link table between records and users, such as team_members. */
export interface PeopleLink {
  table: PgTable
  ownerId: PgColumn
  userId: PgColumn
}

/**
 * The people linked to each of many records, in one query (no N+1), sorted by name.
 */
export async function peopleOf(db: Database, link: PeopleLink, ownerIds: string[]) {
  const byOwner = new Map<string, Person[]>(ownerIds.map((id) => [id, []]))
  if (ownerIds.length === 0) return byOwner
  const rows = await db
    .select({ ownerId: link.ownerId, ...personColumns })
    .from(link.table)
    .innerJoin(users, eq(users.id, link.userId))
    .where(inArray(link.ownerId, ownerIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
  for (const { ownerId, ...person } of rows) byOwner.get(ownerId as string)?.push(person)
  return byOwner
}

/** The columns of a Person from an alias of `users` (an item's owner, assignee, actor...). */
export function personColumnsOf<N extends string>(table: BuildAliasTable<typeof users, N>) {
  return { id: table.id, first_name: table.firstName, last_name: table.lastName, email: table.email }
}

/**
 * The people linked to the current row of `owner`'s table, as a JSON array in that row, sorted by
 * name: for pages where a second query costs more than a correlated subquery.
 */
export function peopleJsonOf(link: PeopleLink, owner: PgColumn): SQL<Person[]> {
  return sql<
    Person[]
  >`(select coalesce(json_agg(json_build_object('id', ${users.id}, 'first_name', ${users.firstName}, 'last_name', ${users.lastName}, 'email', ${users.email}) order by ${users.lastName}, ${users.firstName}, ${users.email}), '[]'::json) from ${link.table} join ${users} on ${users.id} = ${link.userId} where ${link.ownerId} = ${owner})`
}

/** A Person as JSON from an alias of `users` (null without one): for rows built as JSON in SQL. */
export function personJsonOf<N extends string>(table: BuildAliasTable<typeof users, N>): SQL<Person | null> {
  return sql<Person | null>`case when ${table.id} is null then null else json_build_object('id', ${table.id}, 'first_name', ${table.firstName}, 'last_name', ${table.lastName}, 'email', ${table.email}) end`
}
