import type { EndpointType, Service, ServiceListQuery, ServiceVisibility } from '@portal/contracts/services'
import { pickText } from '@portal/i18n/localized-text'
import { and, asc, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { countFromPage, pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { accessOf } from './access.service.ts'
import {
  serviceAccess,
  serviceEndpoints,
  serviceFavourites,
  services,
  serviceUses,
} from './services.tables.ts'
import {
  companyLine,
  effectiveVisibility,
  localizedColumn,
  type Viewer,
  visibleTo,
} from './services.viewer.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Join conditions: the company's line, the viewer's favourite and last use of each service. */
function lines(viewer: Viewer) {
  const tenant = viewer.tenant
  const userId = viewer.principal.userId
  const mine = (build: (t: Tenant) => SQL) => (tenant ? build(tenant) : sql`false`)
  return {
    access: companyLine(viewer),
    favourite: mine((t) =>
      scope(serviceFavourites, t).where(
        eq(serviceFavourites.serviceId, services.id),
        eq(serviceFavourites.userId, userId),
      ),
    ),
    use: mine((t) =>
      scope(serviceUses, t).where(eq(serviceUses.serviceId, services.id), eq(serviceUses.userId, userId)),
    ),
  }
}

const columns = {
  service: services,
  endpoint: serviceEndpoints,
  visibility: effectiveVisibility,
  favouriteId: serviceFavourites.id,
  usedAt: serviceUses.usedAt,
}

function rowsOf(db: Database, viewer: Viewer, where: SQL | undefined) {
  const on = lines(viewer)
  return db
    .select(columns)
    .from(services)
    .leftJoin(serviceEndpoints, eq(serviceEndpoints.id, services.endpointId))
    .leftJoin(serviceAccess, on.access)
    .leftJoin(serviceFavourites, on.favourite)
    .leftJoin(serviceUses, on.use)
    .where(where)
    .$dynamic()
}

async function countOf(db: Database, viewer: Viewer, where: SQL | undefined) {
  const on = lines(viewer)
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .leftJoin(serviceAccess, on.access)
    .leftJoin(serviceFavourites, on.favourite)
    .leftJoin(serviceUses, on.use)
    .where(where)
  return row?.n ?? 0
}

type CatalogueRow = Awaited<ReturnType<typeof rowsOf>>[number]

function matching(query: ServiceListQuery): (SQL | undefined)[] {
  const pattern = query.search ? containsPattern(query.search) : null
  const inTexts = (column: typeof services.names) =>
    sql`exists (select 1 from jsonb_each_text(${column}) t where t.value ilike ${pattern})`
  return [
    pattern
      ? or(inTexts(services.names), inTexts(services.descriptions), sql`${services.slug} ilike ${pattern}`)
      : undefined,
    query.category ? eq(services.categoryId, query.category) : undefined,
    query.favourites ? isNotNull(serviceFavourites.id) : undefined,
    query.recent ? isNotNull(serviceUses.usedAt) : undefined,
  ]
}

/** The catalogue as the viewer's company sees it: hidden and group-restricted services left out. */
export async function listServices(db: Database, viewer: Viewer, query: ServiceListQuery) {
  const where = and(visibleTo(viewer), ...matching(query))
  const page = pageWindow(query)
  const name = localizedColumn(services.names, viewer.locale)
  const rows = await rowsOf(db, viewer, where)
    .orderBy(...(query.recent ? [desc(serviceUses.usedAt)] : []), asc(name), asc(services.id))
    .limit(page.limit)
    .offset(page.offset)
  const count = countFromPage(page, rows.length) ?? (await countOf(db, viewer, where))
  return { count, results: await toServices(db, viewer, rows) }
}

/** One service by id or slug; one the viewer may not see is a 404, whatever the reason. */
export async function getService(db: Database, viewer: Viewer, ref: string) {
  const row = await findRow(db, viewer, ref)
  const [service] = await toServices(db, viewer, [row])
  return service!
}

async function findRow(db: Database, viewer: Viewer, ref: string) {
  const byRef = UUID.test(ref) ? eq(services.id, ref) : eq(services.slug, ref)
  const [row] = await rowsOf(db, viewer, and(byRef, visibleTo(viewer)))
  if (!row) throw notFound()
  return row
}

/** Marks or unmarks a favourite of the viewer in the active company; locked services may be marked. */
export async function setFavourite(db: Database, viewer: Viewer, id: string, favourite: boolean) {
  const { service } = await findRow(db, viewer, id)
  const tenant = viewer.tenant!
  const own = scope(serviceFavourites, tenant)
  if (!favourite) {
    await db
      .delete(serviceFavourites)
      .where(
        own.where(
          eq(serviceFavourites.serviceId, service.id),
          eq(serviceFavourites.userId, viewer.principal.userId),
        ),
      )
    return
  }
  await db
    .insert(serviceFavourites)
    .values(own.row({ userId: viewer.principal.userId, serviceId: service.id }))
    .onConflictDoNothing()
}

/** Records that the viewer opened the service now ("recently used"); a locked one cannot be opened. */
export async function recordUse(db: Database, viewer: Viewer, id: string) {
  const { service, visibility } = await findRow(db, viewer, id)
  if (visibility === 'locked') throw new AppError(403, 'api.errors.service_locked')
  const usedAt = new Date()
  await db
    .insert(serviceUses)
    .values(
      scope(serviceUses, viewer.tenant!).row({
        userId: viewer.principal.userId,
        serviceId: service.id,
        usedAt,
      }),
    )
    .onConflictDoUpdate({
      target: [serviceUses.companyId, serviceUses.userId, serviceUses.serviceId],
      set: { usedAt },
    })
}

async function toServices(db: Database, viewer: Viewer, rows: CatalogueRow[]): Promise<Service[]> {
  const access = viewer.staff
    ? await accessOf(
        db,
        rows.map((r) => r.service.id),
      )
    : null
  return rows.map(({ service, endpoint, visibility, favouriteId, usedAt }) => {
    const seen = visibility as ServiceVisibility
    // A locked service shows what it is, never what it opens (unless staff manage the catalogue).
    const showsEndpoint = endpoint !== null && (seen !== 'locked' || viewer.manage)
    return {
      id: service.id,
      slug: service.slug,
      name: pickText(service.names, viewer.locale),
      description: pickText(service.descriptions, viewer.locale),
      names: service.names,
      descriptions: service.descriptions,
      icon: service.icon,
      category: service.categoryId,
      endpoint: showsEndpoint
        ? {
            id: endpoint.id,
            name: endpoint.name,
            type: endpoint.type as EndpointType,
            url: endpoint.url,
            path: endpoint.path,
          }
        : null,
      is_builtin: service.isBuiltin,
      visibility: seen,
      is_favourite: favouriteId !== null,
      last_used_at: usedAt?.toISOString() ?? null,
      ...(access && { access: access.get(service.id) }),
      created_at: service.createdAt.toISOString(),
      updated_at: service.updatedAt.toISOString(),
    }
  })
}
