import type { Company, CompanyInput, CompanyListQuery } from '@portal/contracts/companies'
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { containsPattern } from '../../core/search.ts'
import { assertStartPageService } from '../services/services.service.ts'

/** Which companies a caller may see: staff every one, anybody else those they belong to. */
function visibleTo(principal: Principal): SQL | undefined {
  if (isStaff(principal)) return undefined
  return inArray(
    companies.id,
    sql`(select ${companyMemberships.companyId} from ${companyMemberships} where ${companyMemberships.userId} = ${principal.userId})`,
  )
}

const memberCount =
  sql<number>`(select count(*) from ${companyMemberships} where ${companyMemberships.companyId} = ${companies.id})`.mapWith(
    Number,
  )

type CompanyRow = typeof companies.$inferSelect & { memberCount: number }

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    homepage_endpoint: {
      type: row.homepageType as Company['homepage_endpoint']['type'],
      endpoint: row.homepageEndpoint,
      service_slug: row.homepageServiceSlug,
    },
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  }
}

export async function listCompanies(db: Database, principal: Principal, query: CompanyListQuery) {
  const where = and(
    visibleTo(principal),
    query.search ? ilike(companies.name, containsPattern(query.search)) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(companies).where(where)
  const rows = await db
    .select({ company: companies, memberCount })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => toCompany({ ...r.company, memberCount: r.memberCount })),
  }
}

export async function getCompany(db: Database, principal: Principal, id: string) {
  const [row] = await db
    .select({ company: companies, memberCount })
    .from(companies)
    .where(and(eq(companies.id, id), visibleTo(principal)))
  if (!row) throw notFound()
  return toCompany({ ...row.company, memberCount: row.memberCount })
}

/** An internal start page keeps its path only; the other types their service only (SPEC §2 Root). */
function columns(input: CompanyInput) {
  const { type, endpoint, service_slug } = input.homepage_endpoint
  return {
    name: input.name,
    logo: input.logo,
    homepageType: type,
    homepageEndpoint: type === 'internal' ? endpoint : null,
    homepageServiceSlug: type && type !== 'internal' ? service_slug : null,
  }
}

export async function createCompany(db: Database, input: CompanyInput) {
  await assertStartPageService(db, input.homepage_endpoint)
  const [row] = await db.insert(companies).values(columns(input)).returning()
  return toCompany({ ...row!, memberCount: 0 })
}

export async function updateCompany(db: Database, principal: Principal, id: string, input: CompanyInput) {
  await assertStartPageService(db, input.homepage_endpoint)
  const [row] = await db
    .update(companies)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id })
  if (!row) throw notFound()
  return getCompany(db, principal, id)
}

/** Deletes a company with its memberships; users who had it active are left without one. */
export async function deleteCompany(db: Database, id: string) {
  const [row] = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id })
  if (!row) throw notFound()
  await db.update(users).set({ activeCompanyId: null }).where(eq(users.activeCompanyId, id))
}

/** SPEC §4: saved on the user; only a company one belongs to, except for staff. */
export async function setActiveCompany(db: Database, principal: Principal, id: string) {
  const [visible] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), visibleTo(principal)))
  if (!visible) throw new AppError(400, 'api.errors.not_member')
  await db
    .update(users)
    .set({ activeCompanyId: id, updatedAt: new Date() })
    .where(eq(users.id, principal.userId))
}
