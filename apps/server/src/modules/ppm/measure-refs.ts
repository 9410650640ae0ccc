import type { MeasureRef } from '@portal/contracts/goal-links'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { isStaff } from '../../core/principal.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { companyFeaturesOf } from '../features/features.service.ts'
import { ppmNodes } from './ppm.tables.ts'

/**
 * Whether PPM is open to the tenant (SPEC §3 flags): a locked module is closed to everyone, a hidden one
 * to all but staff. Closed, its routes answer 403 and other modules show no links to its measures.
 */
export async function ppmOpen(db: Database, tenant: Tenant) {
  const { visibility } = await companyFeaturesOf(db, tenant.companyId)
  const state = visibility.ppm
  return !(state === 'locked' || (state === 'hidden' && !isStaff(tenant.principal)))
}

/**
 * The tenant's measures among these ids, for other modules that link to them (ADR 40): ids of other
 * companies, other levels or deleted measures are simply not in the map.
 */
export async function loadMeasureRefs(db: Database, tenant: Tenant, ids: string[]) {
  const refs = new Map<string, MeasureRef>()
  if (ids.length === 0) return refs
  const rows = await db
    .select({ id: ppmNodes.id, title: ppmNodes.title, gate: ppmNodes.gate, status: ppmNodes.status })
    .from(ppmNodes)
    .where(and(scope(ppmNodes, tenant).byIds(ids), eq(ppmNodes.level, 'measure')))
  for (const r of rows) refs.set(r.id, { id: r.id, title: r.title, gate: r.gate ?? 0, status: r.status })
  return refs
}
