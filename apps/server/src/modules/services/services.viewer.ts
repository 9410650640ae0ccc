import type { Locale } from '@portal/contracts/locales'
import { TEXT_FALLBACK } from '@portal/i18n/localized-text'
import { and, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { scope, type Tenant, tenantOf } from '../../core/tenancy.ts'
import { groupIdsOf } from '../groups/groups.service.ts'
import { serviceAccess, serviceAccessGroups, services } from './services.tables.ts'

/**
 * Who looks at the catalogue, and from which company: what a service shows and whether it shows at
 * all depend on the active company's line for it and on the caller's groups there.
 */
export interface Viewer {
  principal: Principal
  /** The active company; null only for staff without one (the manage view needs none). */
  tenant: Tenant | null
  staff: boolean
  groupIds: string[]
  locale: Locale
  /** Staff's view of the whole catalogue, whatever the active company sees. */
  manage: boolean
}

export async function viewerOf(
  db: Database,
  principal: Principal,
  locale: Locale,
  manage = false,
): Promise<Viewer> {
  const staff = isStaff(principal)
  // Everyone browses from a company; staff managing the catalogue may have none active.
  const tenant = manage && !principal.activeCompanyId ? null : tenantOf(principal)
  const groupIds = tenant ? await groupIdsOf(db, tenant, principal.userId) : []
  return { principal, tenant, staff, groupIds, locale, manage }
}

/** Joins a service row to the active company's line for it (none without an active company). */
export const companyLine = (viewer: Viewer): SQL =>
  viewer.tenant
    ? scope(serviceAccess, viewer.tenant).where(eq(serviceAccess.serviceId, services.id))
    : sql`false`

/** The active company's visibility of the service row in the query (the default without a line). */
export const effectiveVisibility = sql<string>`coalesce(${serviceAccess.visibility}, ${services.defaultVisibility})`

/**
 * The viewer may see the service at all: not hidden for the company, and when the company restricts
 * it to groups, a member of one of them. Staff set the groups and count as members of every one.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.manage) return undefined
  const inGroup =
    viewer.groupIds.length === 0
      ? sql`false`
      : sql`exists (select 1 from ${serviceAccessGroups} where ${serviceAccessGroups.accessId} = ${serviceAccess.id} and ${inArray(serviceAccessGroups.groupId, viewer.groupIds)})`
  const allowed = viewer.staff ? sql`true` : sql`(${serviceAccess.groupRestricted} is not true or ${inGroup})`
  return and(ne(effectiveVisibility, 'hidden'), allowed)
}

/** A localized text column in the viewer's language with the spec's fallback, for sorting. */
export function localizedColumn(column: SQLWrapper, locale: Locale) {
  const chain = TEXT_FALLBACK[locale].map((l) => sql`${column} ->> ${l}`)
  return sql<string>`coalesce(${sql.join(chain, sql`, `)}, '')`
}
