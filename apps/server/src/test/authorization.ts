import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import type { Agent, TestApp } from './test-app.ts'

/** The kinds of caller the authorization matrix runs every route as. */
export const PERSONAS = [
  'anonymous',
  'user',
  'companyAdmin',
  'otherUser',
  'admin',
  'superuser',
  'impersonating',
] as const
export type Persona = (typeof PERSONAS)[number]

/** Callers who act inside ACME without staff rights: nothing of Globex may ever reach them. */
export const ACME_MEMBERS: readonly Persona[] = ['user', 'companyAdmin', 'impersonating']

export const isStaffPersona = (p: Persona) => p === 'admin' || p === 'superuser'
export const isSignedIn = (p: Persona) => p !== 'anonymous'
/** Staff, or ACME's company admin (callers act from ACME). */
export const isManager = (p: Persona) => isStaffPersona(p) || p === 'companyAdmin'
/** Someone who belongs to the company the call acts in: everyone signed in. */
export const everyone = () => 200

export interface Row {
  /** Sends the request for a persona. */
  call: (agent: Agent, persona: Persona) => Promise<LightMyRequestResponse>
  /** The status this persona must get. */
  expect: (persona: Persona) => number
  /** Extra checks on a 2xx answer. */
  check?: (body: unknown, persona: Persona) => void
}

export interface MatrixContext {
  t: TestApp
  ids: { acme: string; globex: string; acmeUser: string; globexUser: string }
  /** Makes a fixture once per matrix run and hands back the same one afterwards. */
  fixture<T>(key: string, make: () => Promise<T>): Promise<T>
}

/** A module's rows: `"METHOD /api/path"` → what each caller gets. */
export type MatrixRows = (ctx: MatrixContext) => Record<string, Row>

export const idsIn = (body: unknown) =>
  ((body as { results?: { id: string }[] }).results ?? []).map((r) => r.id)

/**
 * Every id that belongs to Globex: its company id, its users who are in no other company, and the id of
 * every row of every table with a company_id column. Read from the database, so new modules' tables
 * are covered without a line here.
 */
export async function globexIds(t: TestApp, globex: string): Promise<Set<string>> {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema() and table_name <> 'company_memberships' and exists (select 1 from information_schema.columns c where c.table_name = columns.table_name and c.column_name = 'id' and c.table_schema = current_schema())`,
  )
  const found = new Set<string>([globex])
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await t.db.execute<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(table_name)} where company_id = ${globex}`,
    )
    for (const row of rowsOf<{ id: string }>(rows)) found.add(row.id)
  }
  const users = await t.db.execute<{ id: string }>(
    sql`select user_id::text as id from company_memberships m where company_id = ${globex} and not exists (select 1 from company_memberships o where o.user_id = m.user_id and o.company_id <> ${globex})`,
  )
  for (const row of rowsOf<{ id: string }>(users)) found.add(row.id)
  return found
}

/** PGlite and node-postgres both answer with `rows`; drizzle's types differ by driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
