import type { Favorite } from '@portal/contracts/trends'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { microtrendsByIds, outer, type Reader } from './library.service.ts'
import { favorites, hubs, hubTrends, microtrends } from './trends.tables.ts'

/** The caller's own favourites in the active company: a favourite is never seen by anyone else. */
const own = (tenant: Tenant) => scope(favorites, tenant).where(eq(favorites.userId, tenant.principal.userId))

export async function listFavorites(
  db: Database,
  tenant: Tenant,
  reader: Reader,
  query: { page: number; page_size: number; microtrend?: string; hub?: string },
) {
  if (query.hub) {
    const [hub] = await db.select({ id: hubs.id }).from(hubs).where(scope(hubs, tenant).byId(query.hub))
    if (!hub) throw notFound()
  }
  const where = and(
    own(tenant),
    query.microtrend ? eq(favorites.microtrendId, query.microtrend) : undefined,
    query.hub
      ? sql`exists (select 1 from ${hubTrends} where ${hubTrends.hubId} = ${query.hub} and ${hubTrends.microtrendId} = ${outer(favorites, favorites.microtrendId)})`
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(favorites).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(favorites)
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(limit)
    .offset(offset)
  const trends = await microtrendsByIds(
    db,
    reader,
    rows.map((r) => r.microtrendId),
  )
  const results: Favorite[] = rows.map((r) => ({
    id: r.id,
    microtrend: trends.get(r.microtrendId)!,
    created_at: r.createdAt.toISOString(),
  }))
  return { count: total?.n ?? 0, results }
}

/** Marking a favourite twice keeps the first one (an idempotent call). */
export async function addFavorite(db: Database, tenant: Tenant, reader: Reader, microtrendId: string) {
  const [trend] = await db
    .select({ id: microtrends.id })
    .from(microtrends)
    .where(eq(microtrends.id, microtrendId))
  if (!trend) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { microtrend_id: [{ key: 'api.fields.unknown_microtrend' }] },
    })
  }
  await db
    .insert(favorites)
    .values(scope(favorites, tenant).row({ userId: tenant.principal.userId, microtrendId }))
    .onConflictDoNothing()
  const [row] = await db
    .select()
    .from(favorites)
    .where(and(own(tenant), eq(favorites.microtrendId, microtrendId)))
  const microtrend = (await microtrendsByIds(db, reader, [microtrendId])).get(microtrendId)!
  return { id: row!.id, microtrend, created_at: row!.createdAt.toISOString() }
}

export async function removeFavorite(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .delete(favorites)
    .where(and(own(tenant), eq(favorites.id, id)))
    .returning({ id: favorites.id })
  if (!row) throw notFound()
}
