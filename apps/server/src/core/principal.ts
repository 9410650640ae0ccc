import type { HomepageEndpoint, Me } from '@portal/contracts/accounts'
import { isLocale, type Locale } from '@portal/contracts/locales'
import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { Database } from './db.ts'
import { companies, companyMemberships, sessions, users } from './identity.tables.ts'
import type { SessionTimes } from './session-lifetime.ts'

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
  /** The caller belongs to their active company (staff may have one they do not belong to). */
  isMember: boolean
  isImpersonate: boolean
  impersonatorId: string | null
  activeCompanyId: string | null
  homepage: HomepageEndpoint
  locale: Locale
  /** Set when the caller is an API token rather than a browser session (ADR 29). */
  token?: TokenGrant
}

/** The API token a request is made with: what it may reach beyond its owner's rights' limits. */
export interface TokenGrant {
  id: string
  /** A person's own token, or one of a company's service accounts. */
  kind: 'personal' | 'service'
  scopes: readonly string[]
  /** Requests per minute. */
  rateLimit: number
}

/**
 * Finds the token behind an `Authorization: Bearer` secret (ADR 29), supplied by the tokens module
 * (app.ts) so core reads none of its tables. `resolve` answers null for an unknown, revoked or expired
 * token, or one whose owner is deactivated; `refused` records a use the permissions plugin turned away.
 */
export interface BearerTokens {
  resolve(secret: string): Promise<Principal | null>
  refused(principal: Principal, reason: 'scope' | 'rate_limit', route: string): Promise<void>
}

/** Portal operator staff: admins (role 1) and superusers. */
export const isStaff = (p: Principal) => p.role === 1 || p.isSuperuser

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null
  }
}

/**
 * The client's address as Fastify resolved it (honouring TRUST_PROXY), handed to better-auth for the
 * sessions it opens. Note: better-auth would otherwise trust `X-Forwarded-For`, which any client can
 * send when no proxy sits in front.
 */
export const CLIENT_IP_HEADER = 'x-portal-client-ip'

/** The request's headers for a better-auth call. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  return headers
}

/**
 * The address of a start page that is a catalogue service (SPEC §3), as SQL over the company's service
 * slug. The services module supplies it (app.ts), so the principal stays one query without core reading
 * that module's tables.
 */
export type ServiceAddress = (serviceSlug: AnyPgColumn) => SQL<string | null>

function userColumns(serviceAddress: ServiceAddress) {
  return {
    userId: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    role: users.role,
    isSuperuser: users.isSuperuser,
    isActive: users.isActive,
    locale: users.locale,
    activeCompanyId: users.activeCompanyId,
    isCompanyAdmin: sql<boolean>`coalesce(${companyMemberships.isCompanyAdmin}, false)`,
    isMember: sql<boolean>`${companyMemberships.userId} is not null`,
    homepageType: companies.homepageType,
    homepageEndpoint: sql<
      string | null
    >`coalesce(${companies.homepageEndpoint}, ${serviceAddress(companies.homepageServiceSlug)})`,
    homepageServiceSlug: companies.homepageServiceSlug,
  }
}

function principalColumns(serviceAddress: ServiceAddress) {
  return {
    ...userColumns(serviceAddress),
    sessionId: sessions.id,
    impersonatedBy: sessions.impersonatedBy,
    sessionCreatedAt: sessions.createdAt,
    sessionLastSeenAt: sessions.lastSeenAt,
    sessionExpiresAt: sessions.expiresAt,
  }
}

/** Session, user, active company, membership and the start page's address in one query. */
function principalQuery(db: Database, serviceAddress: ServiceAddress) {
  return db
    .select(principalColumns(serviceAddress))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.activeCompanyId))
    .leftJoin(
      companyMemberships,
      and(eq(companyMemberships.companyId, users.activeCompanyId), eq(companyMemberships.userId, users.id)),
    )
}

type PrincipalRow = Awaited<ReturnType<typeof principalQuery>>[number]

function toPrincipal(
  row: Omit<PrincipalRow, 'sessionCreatedAt' | 'sessionLastSeenAt' | 'sessionExpiresAt'>,
): Principal | null {
  if (!row.isActive) return null
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === 1 ? 1 : 0,
    isSuperuser: row.isSuperuser,
    isCompanyAdmin: row.isCompanyAdmin,
    isMember: row.isMember,
    isImpersonate: row.impersonatedBy !== null,
    impersonatorId: row.impersonatedBy,
    activeCompanyId: row.activeCompanyId,
    homepage: {
      type: (row.homepageType as HomepageEndpoint['type']) ?? null,
      endpoint: row.homepageEndpoint,
      service_slug: row.homepageServiceSlug,
    },
    locale: isLocale(row.locale) ? row.locale : 'en-US',
  }
}

export interface PrincipalLoader {
  /** The caller behind a live session token, or null (unknown, expired, or deactivated user). */
  load(token: string): Promise<Principal | null>
  /**
   * The session behind a token with its times, whatever they are (the caller decides whether it is still
   * live and ends it if not); null for an unknown token. `principal` is null for a deactivated user.
   */
  session(token: string): Promise<{ principal: Principal | null; times: SessionTimes } | null>
  /**
   * The owner of an API token as a caller, in the company the token was made for (not the owner's
   * active company, which they may switch in the browser); null for a deactivated user.
   */
  tokenOwner(userId: string, companyId: string | null, token: TokenGrant): Promise<Principal | null>
}

export function principalLoader(db: Database, serviceAddress: ServiceAddress): PrincipalLoader {
  return {
    async load(token) {
      const [row] = await principalQuery(db, serviceAddress)
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
        .limit(1)
      return row ? toPrincipal(row) : null
    },
    async tokenOwner(userId, companyId, token) {
      const [row] = await db
        .select(userColumns(serviceAddress))
        .from(users)
        .leftJoin(companies, companyId ? eq(companies.id, companyId) : sql`false`)
        .leftJoin(
          companyMemberships,
          companyId
            ? and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, users.id))
            : sql`false`,
        )
        .where(eq(users.id, userId))
        .limit(1)
      if (!row) return null
      const principal = toPrincipal({
        ...row,
        activeCompanyId: companyId,
        sessionId: token.id,
        impersonatedBy: null,
      })
      return principal && { ...principal, token }
    },
    async session(token) {
      const [row] = await principalQuery(db, serviceAddress).where(eq(sessions.token, token)).limit(1)
      if (!row) return null
      return {
        principal: toPrincipal(row),
        times: {
          createdAt: row.sessionCreatedAt,
          lastSeenAt: row.sessionLastSeenAt,
          expiresAt: row.sessionExpiresAt,
        },
      }
    },
  }
}

/** The User of SPEC §3 as the API shows it. */
export function toMe(principal: Principal): Me {
  return {
    email: principal.email,
    first_name: principal.firstName,
    last_name: principal.lastName,
    role: principal.role,
    is_superuser: principal.isSuperuser,
    is_company_admin: principal.isCompanyAdmin,
    is_impersonate: principal.isImpersonate,
    active_company: principal.activeCompanyId,
    active_company_homepage_endpoint: principal.homepage,
    locale: principal.locale,
  }
}
