import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'

/** Rows of a raw statement: PGlite and node-postgres both answer `{ rows }`; drizzle types differ. */
export async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

/** The ids as one uuid[] parameter (drizzle would send a list of parameters, one per id). */
export const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`

/**
 * `column = any(ids)`: one parameter however many ids, so long lists (a page's children, a whole
 * diagram) cost PostgreSQL no more to parse and plan than short ones.
 */
export const inIds = (column: PgColumn, ids: string[]): SQL => sql`${column} = any(${uuidArray(ids)})`
