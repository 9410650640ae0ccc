import type { Endpoint, EndpointInput, EndpointListQuery, EndpointType } from '@portal/contracts/services'
import { originOf } from '@portal/contracts/url-safety'
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { assertStartPagesKeepType } from './services.service.ts'
import { serviceAccess, serviceEndpoints, services } from './services.tables.ts'
import { companyLine, effectiveVisibility, type Viewer, visibleTo } from './services.viewer.ts'

/** How many services open each endpoint, joined in (a correlated subquery would lose its table name). */
function withUsage(db: Database) {
  const usage = db
    .select({ endpointId: services.endpointId, n: count().as('n') })
    .from(services)
    .groupBy(services.endpointId)
    .as('usage')
  return db
    .select({
      endpoint: serviceEndpoints,
      serviceCount: sql<number>`coalesce(${usage.n}, 0)`.mapWith(Number),
    })
    .from(serviceEndpoints)
    .leftJoin(usage, eq(usage.endpointId, serviceEndpoints.id))
    .$dynamic()
}

/** Staff see every endpoint; anyone else only those of services their company lets them open. */
function openableBy(db: Database, viewer: Viewer) {
  if (viewer.staff) return undefined
  const openable = db
    .select({ id: services.endpointId })
    .from(services)
    .leftJoin(serviceAccess, companyLine(viewer))
    .where(and(visibleTo(viewer), ne(effectiveVisibility, 'locked')))
  return inArray(serviceEndpoints.id, openable)
}

export async function listEndpoints(db: Database, viewer: Viewer, query: EndpointListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = and(
    openableBy(db, viewer),
    pattern
      ? or(
          ilike(serviceEndpoints.name, pattern),
          ilike(serviceEndpoints.url, pattern),
          ilike(serviceEndpoints.path, pattern),
        )
      : undefined,
    query.type ? eq(serviceEndpoints.type, query.type) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(serviceEndpoints).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await withUsage(db)
    .where(where)
    .orderBy(asc(serviceEndpoints.name), asc(serviceEndpoints.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toEndpoint) }
}

export async function getEndpoint(db: Database, viewer: Viewer, id: string) {
  const [row] = await withUsage(db).where(and(eq(serviceEndpoints.id, id), openableBy(db, viewer)))
  if (!row) throw notFound()
  return toEndpoint(row)
}

const columns = (input: EndpointInput) => ({
  name: input.name,
  type: input.type,
  url: input.type === 'internal' ? null : input.url,
  path: input.type === 'internal' ? input.path : null,
})

/**
 * Note: a portal page is an internal endpoint. Framing the portal's own origin would hand the frame
 * the sandbox's allow-same-origin, i.e. the whole portal session, so that address is refused.
 */
function assertNotThePortal(input: EndpointInput, portalOrigin: string) {
  if (input.type !== 'internal' && input.url && originOf(input.url) === portalOrigin) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { url: [{ key: 'api.fields.url_own_portal' }] },
    })
  }
}

export async function createEndpoint(db: Database, input: EndpointInput, portalOrigin: string) {
  assertNotThePortal(input, portalOrigin)
  const [row] = await db
    .insert(serviceEndpoints)
    .values(columns(input))
    .returning({ id: serviceEndpoints.id })
  return row!.id
}

/** A new type is refused while a company starts on a service that opens this endpoint. */
export async function updateEndpoint(db: Database, id: string, input: EndpointInput, portalOrigin: string) {
  assertNotThePortal(input, portalOrigin)
  const [current] = await db.select().from(serviceEndpoints).where(eq(serviceEndpoints.id, id))
  if (!current) throw notFound()
  if (current.type !== input.type) {
    const using = await db.select({ slug: services.slug }).from(services).where(eq(services.endpointId, id))
    await assertStartPagesKeepType(
      db,
      using.map((s) => s.slug),
      input.type,
      'type',
    )
  }
  await db
    .update(serviceEndpoints)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(serviceEndpoints.id, id))
}

export async function deleteEndpoint(db: Database, id: string) {
  const [used] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.endpointId, id))
    .limit(1)
  if (used) throw new AppError(409, 'api.errors.endpoint_in_use')
  const [row] = await db
    .delete(serviceEndpoints)
    .where(eq(serviceEndpoints.id, id))
    .returning({ id: serviceEndpoints.id })
  if (!row) throw notFound()
}

function toEndpoint({
  endpoint,
  serviceCount,
}: {
  endpoint: typeof serviceEndpoints.$inferSelect
  serviceCount: number
}): Endpoint {
  return {
    id: endpoint.id,
    name: endpoint.name,
    type: endpoint.type as EndpointType,
    url: endpoint.url,
    path: endpoint.path,
    service_count: serviceCount,
    created_at: endpoint.createdAt.toISOString(),
    updated_at: endpoint.updatedAt.toISOString(),
  }
}
