import type { HomepageEndpoint } from '@portal/contracts/accounts'
import { isLocale, type Locale } from '@portal/contracts/locales'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { users } from '../modules/accounts/accounts.tables.ts'
import { companies, companyMemberships } from '../modules/companies/companies.tables.ts'
import type { Auth } from './auth.ts'
import type { Database } from './db.ts'

/** Who is calling: the signed-in user as the rest of the server sees them. */
export interface Principal {
  userId: string
  sessionId: string
  email: string
  firstName: string
  lastName: string
  role: 0 | 1
  isSuperuser: boolean
  isCompanyAdmin: boolean
  isImpersonate: boolean
  impersonatorId: string | null
  activeCompanyId: string | null
  homepage: HomepageEndpoint
  locale: Locale
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  return headers
}

/** Loads the user behind a user id with their active company in one query. */
export async function loadPrincipal(
  db: Database,
  session: { userId: string; sessionId: string; impersonatorId: string | null },
): Promise<Principal | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
      locale: users.locale,
      activeCompanyId: users.activeCompanyId,
      isCompanyAdmin: sql<boolean>`coalesce(${companyMemberships.isCompanyAdmin}, false)`,
      homepageType: companies.homepageType,
      homepageEndpoint: companies.homepageEndpoint,
      homepageServiceSlug: companies.homepageServiceSlug,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.activeCompanyId))
    .leftJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, users.activeCompanyId), eq(companyMemberships.userId, users.id)),
    )
    .where(eq(users.id, session.userId))
    .limit(1)
  if (!row || !row.isActive) return null
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === 1 ? 1 : 0,
    isSuperuser: row.isSuperuser,
    isCompanyAdmin: row.isCompanyAdmin,
    isImpersonate: session.impersonatorId !== null,
    impersonatorId: session.impersonatorId,
    activeCompanyId: row.activeCompanyId,
    homepage: {
      type: (row.homepageType as HomepageEndpoint['type']) ?? null,
      endpoint: row.homepageEndpoint,
      service_slug: row.homepageServiceSlug,
    },
    locale: isLocale(row.locale) ? row.locale : 'en-US',
  }
}

/** Resolves the request's session cookie through better-auth, then the portal's view of the user. */
export async function resolvePrincipal(auth: Auth, db: Database, request: FastifyRequest) {
  if (!request.headers.cookie?.includes('session_token')) return null
  const found = await auth.api.getSession({ headers: toHeaders(request) })
  if (!found) return null
  const impersonatedBy = (found.session as { impersonatedBy?: string | null }).impersonatedBy ?? null
  return loadPrincipal(db, {
    userId: found.user.id,
    sessionId: found.session.id,
    impersonatorId: impersonatedBy,
  })
}
