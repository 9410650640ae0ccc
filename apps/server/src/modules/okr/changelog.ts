import type { ChangelogEntry, OkrItemType } from '@portal/contracts/okr'
import type { PageQuery } from '@portal/contracts/pagination'
import { count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumnsOf } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { okrChangelogs } from './changelogs.tables.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'
import { type Actor, actorOf } from './okr-access.ts'
import { okrProjects, okrTasks } from './projects.tables.ts'

/** An item's user-editable fields in API names: what the changelog compares and keeps. */
export type Snapshot = Record<string, unknown>

/** One change of one item: no `before` is a create, no `after` a delete. */
export interface Change {
  type: OkrItemType
  id: string
  before: Snapshot | null
  after: Snapshot | null
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Writes the changelog of a write, in the write's transaction: the one place every OKR service
 * records what it changed (an update gets one entry per changed field).
 */
export async function recordChanges(db: Database, tenant: Tenant, changes: Change[]) {
  await recordChangesAs(db, tenant.companyId, actorOf(tenant), changes)
}

/** The same for a known actor and moment (demo data written as if its owners had made it). */
export async function recordChangesAs(
  db: Database,
  companyId: string,
  actor: Actor,
  changes: Change[],
  at = new Date(),
) {
  const rows = changelogRows(companyId, actor, changes, at)
  if (rows.length) await db.insert(okrChangelogs).values(rows)
}

/** The changelog rows of changes: a create or delete is one row, an update one per changed field. */
export function changelogRows(companyId: string, actor: Actor, changes: Change[], at: Date) {
  return changes.flatMap(({ type, id, before, after }): (typeof okrChangelogs.$inferInsert)[] => {
    const base = {
      companyId,
      itemType: type,
      itemId: id,
      actorId: actor.userId,
      actorEmail: actor.email,
      impersonatorId: actor.impersonatorId,
      at,
    }
    if (!before) return [{ ...base, action: 'create', field: null, before: null, after }]
    if (!after) return [{ ...base, action: 'delete', field: null, before, after: null }]
    return Object.keys({ ...before, ...after })
      .filter((field) => !sameValue(before[field], after[field]))
      .map((field) => ({
        ...base,
        action: 'update',
        field,
        before: before[field] ?? null,
        after: after[field] ?? null,
      }))
  })
}

const actors = alias(users, 'actor')
const impersonators = alias(users, 'impersonator')

/** An item's history, newest first; it stays readable after the item is deleted. */
const ITEM_TABLES = {
  objective: okrObjectives,
  key_result: okrKeyResults,
  project: okrProjects,
  task: okrTasks,
} as const

export async function listChangelog(
  db: Database,
  tenant: Tenant,
  type: OkrItemType,
  itemId: string,
  query: PageQuery,
) {
  const where = scope(okrChangelogs, tenant).where(
    eq(okrChangelogs.itemType, type),
    eq(okrChangelogs.itemId, itemId),
  )
  const [total] = await db.select({ n: count() }).from(okrChangelogs).where(where)
  if (!total?.n) {
    // No history at all: an id the company never had (or another company's) is a 404. A deleted item
    // keeps its history (it ends with the delete), so it stays readable.
    const items = ITEM_TABLES[type]
    const [item] = await db.select({ id: items.id }).from(items).where(scope(items, tenant).byId(itemId))
    if (!item) throw notFound()
  }
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select({
      entry: okrChangelogs,
      actor: personColumnsOf(actors),
      impersonator: personColumnsOf(impersonators),
    })
    .from(okrChangelogs)
    .leftJoin(actors, eq(actors.id, okrChangelogs.actorId))
    .leftJoin(impersonators, eq(impersonators.id, okrChangelogs.impersonatorId))
    .where(where)
    .orderBy(desc(okrChangelogs.at), desc(okrChangelogs.id))
    .limit(limit)
    .offset(offset)
  const results: ChangelogEntry[] = rows.map(({ entry, actor, impersonator }) => ({
    id: entry.id,
    item_type: entry.itemType as OkrItemType,
    item_id: entry.itemId,
    action: entry.action as ChangelogEntry['action'],
    field: entry.field,
    before: entry.before,
    after: entry.after,
    actor,
    actor_email: entry.actorEmail,
    is_impersonated: entry.impersonatorId !== null,
    impersonator,
    at: entry.at.toISOString(),
  }))
  return { count: total?.n ?? 0, results }
}

/** Removes one entry (admins only, by route rule); another company's entry is not found. */
export async function deleteChangelogEntry(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .delete(okrChangelogs)
    .where(scope(okrChangelogs, tenant).byId(id))
    .returning({ id: okrChangelogs.id })
  if (!row) throw notFound()
}
