import {
  type AutoAssignRule,
  type AutoAssignRuleInput,
  type AutoAssignRuleListQuery,
  isPublicMailDomain,
  normaliseDomain,
} from '@portal/contracts/auto-assign'
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { groups } from '../../core/member-sets.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import { assertCanManage, scope, type Tenant } from '../../core/tenancy.ts'
import { autoAssignRuleGroups, autoAssignRules } from './auto-assign.tables.ts'

type Field = 'domain' | 'group_ids'
type FieldMessage =
  | 'api.fields.invalid_domain'
  | 'api.fields.public_mail_domain'
  | 'api.fields.domain_in_use'
  | 'api.fields.operator_domain'
const refuse = (field: Field, key: FieldMessage | 'api.fields.invalid') =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** What the deployment says about domains: the operator's own, besides its staff's (OPERATOR_DOMAINS). */
export interface DomainPolicy {
  operatorDomains: string[]
}

const filters = (query: AutoAssignRuleListQuery) =>
  and(
    query.search ? ilike(autoAssignRules.domain, containsPattern(query.search)) : undefined,
    query.status ? eq(autoAssignRules.status, query.status) : undefined,
  )

export async function listRules(db: Database, tenant: Tenant, query: AutoAssignRuleListQuery) {
  assertCanManage(tenant)
  return pageOfRules(db, scope(autoAssignRules, tenant).where(filters(query)), query)
}

/** Staff's review list: the rules of every company, by default those waiting for approval. */
export async function listRequests(db: Database, principal: Principal, query: AutoAssignRuleListQuery) {
  if (!isStaff(principal)) throw forbidden()
  return pageOfRules(db, filters({ ...query, status: query.status ?? 'pending' }), query)
}

async function pageOfRules(db: Database, where: SQL | undefined, query: AutoAssignRuleListQuery) {
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

/**
 * A rule of the tenant. Staff's is approved at once; a company admin's is a request that assigns nobody
 * until staff approve it (ADR 14).
 */
export async function createRule(
  db: Database,
  tenant: Tenant,
  input: AutoAssignRuleInput,
  policy: DomainPolicy,
) {
  assertCanManage(tenant)
  const domain = await claimableDomain(db, tenant, input.domain, policy)
  const groupIds = await tenantGroupIds(db, tenant, input.group_ids)
  const staff = isStaff(tenant.principal)
  const id = await refuseDuplicate('domain', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(autoAssignRules)
        .values(
          scope(autoAssignRules, tenant).row({
            domain,
            isCompanyAdmin: input.is_company_admin,
            isActive: input.is_active,
            ...(staff
              ? { status: 'approved', reviewedAt: new Date(), reviewedBy: tenant.principal.userId }
              : { status: 'pending' }),
          }),
        )
        .returning({ id: autoAssignRules.id })
      await setGroups(tx, tenant, row!.id, groupIds)
      return row!.id
    }),
  )
  return getRule(db, tenant, id)
}

/**
 * Changes a rule. A company admin who changes the domain, or edits a rejected rule, asks again: the rule
 * is pending until staff decide. Staff's edits keep the rule's status (they decide with approve/reject).
 */
export async function updateRule(
  db: Database,
  tenant: Tenant,
  id: string,
  input: AutoAssignRuleInput,
  policy: DomainPolicy,
) {
  assertCanManage(tenant)
  const [current] = await db
    .select({ domain: autoAssignRules.domain, status: autoAssignRules.status })
    .from(autoAssignRules)
    .where(scope(autoAssignRules, tenant).byId(id))
  if (!current) throw notFound()
  const domain = await claimableDomain(db, tenant, input.domain, policy)
  const groupIds = await tenantGroupIds(db, tenant, input.group_ids)
  const asksAgain = !isStaff(tenant.principal) && (domain !== current.domain || current.status === 'rejected')
  await refuseDuplicate('domain', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(autoAssignRules)
        .set({
          domain,
          isCompanyAdmin: input.is_company_admin,
          isActive: input.is_active,
          ...(asksAgain && { status: 'pending', reviewedAt: null, reviewedBy: null }),
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
 * Staff's decision on a rule of any company: approved rules assign people from now on, rejected ones
 * never do and free the domain for another company's request. Approving a domain that another company
 * holds meanwhile is refused by the unique index.
 */
export async function reviewRule(
  db: Database,
  principal: Principal,
  id: string,
  decision: 'approved' | 'rejected',
) {
  if (!isStaff(principal)) throw forbidden()
  const [row] = await refuseDuplicate('domain', () =>
    db
      .update(autoAssignRules)
      .set({ status: decision, reviewedAt: new Date(), reviewedBy: principal.userId, updatedAt: new Date() })
      .where(eq(autoAssignRules.id, id))
      .returning(),
  )
  if (!row) throw notFound()
  const [rule] = await toRules(db, [row])
  return rule!
}

/** The operator's domains: those of its staff's addresses and the configured ones, with their subdomains. */
async function isOperatorDomain(db: Database, domain: string, policy: DomainPolicy) {
  const covers = (own: string) => domain === own || domain.endsWith(`.${own}`)
  if (policy.operatorDomains.some(covers)) return true
  const staffDomains = await db
    .selectDistinct({ domain: sql<string>`split_part(${users.email}, '@', 2)` })
    .from(users)
    .where(or(eq(users.role, 1), eq(users.isSuperuser, true)))
  return staffDomains.some((row) => covers(row.domain.toLowerCase()))
}

/**
 * The normalised domain, if this tenant may claim it (ADR 0006, 0014): never a public mail provider; for
 * a company admin never the operator's own domain and never one that people of another company sign in
 * with. Staff may assign those (a company that moved); a domain another rule holds is refused by the
 * unique index.
 */
async function claimableDomain(db: Database, tenant: Tenant, input: string, policy: DomainPolicy) {
  const domain = normaliseDomain(input)
  if (!domain) throw refuse('domain', 'api.fields.invalid_domain')
  if (isPublicMailDomain(domain)) throw refuse('domain', 'api.fields.public_mail_domain')
  if (!isStaff(tenant.principal)) {
    if (await isOperatorDomain(db, domain, policy)) throw refuse('domain', 'api.fields.operator_domain')
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
  const companyIds = [...new Set(rows.map((r) => r.companyId))]
  const names = companyIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : []
  return rows.map((row) => {
    const ruleGroups = links.filter((l) => l.ruleId === row.id).map(({ id, name }) => ({ id, name }))
    return {
      id: row.id,
      company: row.companyId,
      company_name: names.find((c) => c.id === row.companyId)?.name ?? '',
      domain: row.domain,
      status: row.status as AutoAssignRule['status'],
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      group_ids: ruleGroups.map((g) => g.id),
      groups: ruleGroups,
      is_company_admin: row.isCompanyAdmin,
      is_active: row.isActive,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}
