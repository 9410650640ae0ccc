import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
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

/**
 * `column in (the ids)` as a semi-join: for long lists (a whole diagram) that a scan checks row by row,
 * the planner can hash the ids once instead of comparing each row with every id (`= any` does that).
 */
export const inIdSet = (column: PgColumn, ids: string[]): SQL =>
  sql`${column} in (select unnest(${uuidArray(ids)}))`

/**
 * A select's rows as one JSON array built in SQL: the database hands over one value instead of a
 * field per column and row, and JSON.parse reads it (per-field decoding and mapping is most of what a
 * large answer costs, with PGlite above all). The select names its fields `row` (one JSON object per
 * row, e.g. json_build_object) and, unless `unordered`, `n` (`row_number() over (order by …)`, the
 * order to keep).
 */
export async function jsonRowsOf<T>(db: Database, select: SQLWrapper, unordered = false): Promise<T[]> {
  const order = unordered ? sql`` : sql` order by json_rows.n`
  const [result] = await db
    .select({ rows: sql<T[]>`coalesce(json_agg(json_rows.row${order}), '[]'::json)` })
    .from(sql`(${select}) as json_rows`)
  return result?.rows ?? []
}
