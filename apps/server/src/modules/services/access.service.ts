import type { ServiceAccess, ServiceInput, ServiceVisibility } from '@portal/contracts/services'
import type { TextKey } from '@portal/i18n/text-keys'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { companies } from '../../core/identity.tables.ts'
import { groups } from '../../core/member-sets.tables.ts'
import { serviceAccess, serviceAccessGroups, services } from './services.tables.ts'

type AccessInput = ServiceInput['access']
type FieldErrors = Record<string, { key: TextKey }[]>

/** Who sees what of each service, per company, in two queries for a whole page (staff only). */
export async function accessOf(db: Database, serviceIds: string[]) {
  const byService = new Map<string, ServiceAccess>()
  if (serviceIds.length === 0) return byService
  const [defaults, lines, lineGroups] = await Promise.all([
    db
      .select({ id: services.id, visibility: services.defaultVisibility })
      .from(services)
      .where(inArray(services.id, serviceIds)),
    db
      .select({ line: serviceAccess })
      .from(serviceAccess)
      .innerJoin(companies, eq(companies.id, serviceAccess.companyId))
      .where(inArray(serviceAccess.serviceId, serviceIds))
      .orderBy(asc(companies.name), asc(companies.id))
      .then((rows) => rows.map((r) => r.line)),
    db
      .select({ accessId: serviceAccessGroups.accessId, groupId: serviceAccessGroups.groupId })
      .from(serviceAccessGroups)
      .innerJoin(serviceAccess, eq(serviceAccess.id, serviceAccessGroups.accessId))
      .where(inArray(serviceAccess.serviceId, serviceIds)),
  ])
  for (const row of defaults) {
    byService.set(row.id, { default_visibility: row.visibility as ServiceVisibility, companies: [] })
  }
  for (const line of lines) {
    byService.get(line.serviceId)?.companies.push({
      company_id: line.companyId,
      visibility: line.visibility as ServiceVisibility,
      group_ids: lineGroups.filter((g) => g.accessId === line.id).map((g) => g.groupId),
    })
  }
  return byService
}

/**
 * Refuses lines naming a company that does not exist or a group of another company, as field errors
 * on the line (nothing is written).
 */
export async function assertAccess(db: Database, access: AccessInput) {
  const companyIds = access.companies.map((c) => c.company_id)
  const groupIds = access.companies.flatMap((c) => c.group_ids)
  const [known, groupRows] = await Promise.all([
    companyIds.length
      ? db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds))
      : [],
    groupIds.length
      ? db
          .select({ id: groups.id, companyId: groups.companyId })
          .from(groups)
          .where(inArray(groups.id, groupIds))
      : [],
  ])
  const companyOf = new Map(groupRows.map((g) => [g.id, g.companyId]))
  const fields: FieldErrors = {}
  access.companies.forEach((line, i) => {
    if (!known.some((c) => c.id === line.company_id)) {
      fields[`access.companies.${i}.company_id`] = [{ key: 'api.fields.invalid' }]
    }
    if (line.group_ids.some((g) => companyOf.get(g) !== line.company_id)) {
      fields[`access.companies.${i}.group_ids`] = [{ key: 'api.fields.group_not_in_company' }]
    }
  })
  if (Object.keys(fields).length) throw new AppError(400, 'api.errors.validation', { fields })
}

/**
 * Replaces a service's lines. Note: staff write every company's line of a (global) service at once,
 * so no single tenant applies; the composite keys keep each group inside its own company.
 */
export async function writeAccess(tx: Database, serviceId: string, access: AccessInput) {
  await tx.delete(serviceAccess).where(eq(serviceAccess.serviceId, serviceId))
  if (access.companies.length === 0) return
  const lines = await tx
    .insert(serviceAccess)
    .values(
      access.companies.map((line) => ({
        serviceId,
        companyId: line.company_id,
        visibility: line.visibility,
        groupRestricted: line.group_ids.length > 0,
      })),
    )
    .returning({ id: serviceAccess.id, companyId: serviceAccess.companyId })
  const members = access.companies.flatMap((line) => {
    const id = lines.find((l) => l.companyId === line.company_id)!.id
    return [...new Set(line.group_ids)].map((groupId) => ({
      accessId: id,
      companyId: line.company_id,
      groupId,
    }))
  })
  if (members.length) await tx.insert(serviceAccessGroups).values(members)
}
