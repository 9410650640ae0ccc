import {
  type AutoAssignRule,
  type AutoAssignRuleInput,
  type AutoAssignRuleListQuery,
  isPublicMailDomain,
  normaliseDomain,
} from '@portal/contracts/auto-assign'
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import { assertCanManage, scope, type Tenant } from '../../core/tenancy.ts'
import { companyMemberships } from '../companies/companies.tables.ts'
import { users } from './accounts.tables.ts'
import { autoAssignRuleGroups, autoAssignRules } from './auto-assign.tables.ts'
import { groups } from './groups.tables.ts'

type Field = 'domain' | 'group_ids'
type FieldMessage = 'api.fields.invalid_domain' | 'api.fields.public_mail_domain' | 'api.fields.domain_in_use'
const refuse = (field: Field, key: FieldMessage | 'api.fields.invalid') =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

export async function listRules(db: Database, tenant: Tenant, query: AutoAssignRuleListQuery) {
  assertCanManage(tenant)
  const where = scope(autoAssignRules, tenant).where(
    query.search ? ilike(autoAssignRules.domain, containsPattern(query.search)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(autoAssignRules).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(autoAssignRules)
    .where(where)
    .orderBy(asc(autoAssignRules.domain))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: await toRules(db, rows) }
}

export async function getRule(db: Database, tenant: Tenant, id: string) {
  assertCanManage(tenant)
  const [row] = await db.select().from(autoAssignRules).where(scope(autoAssignRules, tenant).byId(id))
  if (!row) throw notFound()
  const [rule] = await toRules(db, [row])
  return rule!
}

export async function createRule(db: Database, tenant: Tenant, input: AutoAssignRuleInput) {
  assertCanManage(tenant)
  const domain = await claimableDomain(db, tenant, input.domain)
  const groupIds = await tenantGroupIds(db, tenant, input.group_ids)
  const id = await refuseDuplicate('domain', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(autoAssignRules)
        .values(
          scope(autoAssignRules, tenant).row({
            domain,
            isCompanyAdmin: input.is_company_admin,
            isActive: input.is_active,
          }),
        )
        .returning({ id: autoAssignRules.id })
      await setGroups(tx, tenant, row!.id, groupIds)
      return row!.id
    }),
  )
  return getRule(db, tenant, id)
}

export async function updateRule(db: Database, tenant: Tenant, id: string, input: AutoAssignRuleInput) {
  assertCanManage(tenant)
  const domain = await claimableDomain(db, tenant, input.domain)
  const groupIds = await tenantGroupIds(db, tenant, input.group_ids)
  await refuseDuplicate('domain', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(autoAssignRules)
        .set({
          domain,
          isCompanyAdmin: input.is_company_admin,
          isActive: input.is_active,
          updatedAt: new Date(),
        })
        .where(scope(autoAssignRules, tenant).byId(id))
        .returning({ id: autoAssignRules.id })
      if (!row) throw notFound()
      await setGroups(tx, tenant, id, groupIds)
    }),
  )
  return getRule(db, tenant, id)
}

export async function deleteRule(db: Database, tenant: Tenant, id: string) {
  assertCanManage(tenant)
  const [row] = await db
    .delete(autoAssignRules)
    .where(scope(autoAssignRules, tenant).byId(id))
    .returning({ id: autoAssignRules.id })
  if (!row) throw notFound()
}

/**
 * The normalised domain, if this tenant may claim it (ADR 0006): never a public mail provider, and for
 * a company admin never a domain that people of another company sign in with. Staff may assign those
 * (a company that moved); a domain another rule holds is refused by the unique index.
 */
async function claimableDomain(db: Database, tenant: Tenant, input: string) {
  const domain = normaliseDomain(input)
  if (!domain) throw refuse('domain', 'api.fields.invalid_domain')
  if (isPublicMailDomain(domain)) throw refuse('domain', 'api.fields.public_mail_domain')
  if (!isStaff(tenant.principal)) {
    // Note: deliberately across tenants — the question is whether another company's people use it.
    const [other] = await db
      .select({ userId: users.id })
      .from(users)
      .innerJoin(companyMemberships, eq(companyMemberships.userId, users.id))
      .where(
        and(
          sql`split_part(${users.email}, '@', 2) = ${domain}`,
          ne(companyMemberships.companyId, tenant.companyId),
        ),
      )
      .limit(1)
    if (other) throw refuse('domain', 'api.fields.domain_in_use')
  }
  return domain
}

/** The ids, if every one is a group of the tenant (else a field error; nothing is written). */
async function tenantGroupIds(db: Database, tenant: Tenant, ids: string[]) {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return wanted
  const found = await db.select({ id: groups.id }).from(groups).where(scope(groups, tenant).byIds(wanted))
  if (found.length !== wanted.length) throw refuse('group_ids', 'api.fields.invalid')
  return wanted
}

async function setGroups(tx: Database, tenant: Tenant, ruleId: string, groupIds: string[]) {
  await tx.delete(autoAssignRuleGroups).where(eq(autoAssignRuleGroups.ruleId, ruleId))
  if (groupIds.length === 0) return
  await tx
    .insert(autoAssignRuleGroups)
    .values(groupIds.map((groupId) => ({ ruleId, groupId, companyId: tenant.companyId })))
}

/** Rules as the API shows them, with the groups of the whole page read in one query. */
async function toRules(
  db: Database,
  rows: (typeof autoAssignRules.$inferSelect)[],
): Promise<AutoAssignRule[]> {
  const links = rows.length
    ? await db
        .select({ ruleId: autoAssignRuleGroups.ruleId, id: groups.id, name: groups.name })
        .from(autoAssignRuleGroups)
        .innerJoin(groups, eq(groups.id, autoAssignRuleGroups.groupId))
        .where(
          inArray(
            autoAssignRuleGroups.ruleId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(groups.name))
    : []
  return rows.map((row) => {
    const ruleGroups = links.filter((l) => l.ruleId === row.id).map(({ id, name }) => ({ id, name }))
    return {
      id: row.id,
      company: row.companyId,
      domain: row.domain,
      group_ids: ruleGroups.map((g) => g.id),
      groups: ruleGroups,
      is_company_admin: row.isCompanyAdmin,
      is_active: row.isActive,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}
