import { domainOfEmail, normaliseEmail } from '@portal/contracts/auto-assign'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type * as oidc from 'openid-client'
import type { Database } from '../../core/db.ts'
import { authAccounts, companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { applyAutoAssign } from '../accounts/apply-auto-assign.ts'
import { SsoFailure } from './sso-flow.ts'
import type { ProviderRow } from './sso-providers.service.ts'

const providerKey = (provider: ProviderRow) => `oidc:${provider.id}`

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 150) : '')

/**
 * The portal user an ID token stands for. An account linked to this provider's subject is that user;
 * otherwise the token's e-mail must be verified by the provider and of one of the company's domains
 * (Note: never link by an unverified address, or a provider's user could take over a portal account),
 * and it links the user with that address or makes a new one. Every sign-in puts the user in the
 * provider's company, applies the auto-assign rules and the groups the token names.
 */
export async function userForClaims(
  db: Database,
  provider: ProviderRow,
  claims: oidc.IDToken,
  locale: string | null,
) {
  const [linked] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(authAccounts)
    .innerJoin(users, eq(users.id, authAccounts.userId))
    .where(and(eq(authAccounts.providerId, providerKey(provider)), eq(authAccounts.accountId, claims.sub)))
  let user = linked
  if (!user) {
    const email = normaliseEmail(text(claims.email))
    if (!email) throw new SsoFailure('no_email', locale)
    if (claims.email_verified !== true) throw new SsoFailure('email_not_verified', locale)
    if (!provider.emailDomains.includes(domainOfEmail(email))) throw new SsoFailure('unknown_issuer', locale)
    user = await linkOrCreate(db, provider, claims, email, locale)
  }
  if (!user.isActive) throw new SsoFailure('inactive', locale)
  await joinCompany(db, provider, user.id)
  await applyAutoAssign(db, { id: user.id, email: user.email })
  await joinClaimedGroups(db, provider, user.id, claims)
  return user
}

async function linkOrCreate(
  db: Database,
  provider: ProviderRow,
  claims: oidc.IDToken,
  email: string,
  locale: string | null,
) {
  const [existing] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(sql`lower(trim(${users.email})) = ${email}`)
    .limit(1)
  let user = existing
  if (!user) {
    const firstName = text(claims.given_name)
    const lastName = text(claims.family_name)
    const [created] = await db
      .insert(users)
      .values({
        email,
        emailVerified: true,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`.trim(),
        ...(locale && { locale }),
      })
      .returning({ id: users.id, email: users.email, isActive: users.isActive })
    user = created
  }
  if (!user) throw new SsoFailure('provider', locale)
  await db
    .insert(authAccounts)
    .values({ userId: user.id, providerId: providerKey(provider), accountId: claims.sub })
  return user
}

async function joinCompany(db: Database, provider: ProviderRow, userId: string) {
  await db.insert(companyMemberships).values({ companyId: provider.companyId, userId }).onConflictDoNothing()
  await db
    .update(users)
    .set({ activeCompanyId: provider.companyId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.activeCompanyId)))
}

/** The company's groups named (case-insensitively) by the token's groups claim; it adds, never removes. */
async function joinClaimedGroups(db: Database, provider: ProviderRow, userId: string, claims: oidc.IDToken) {
  if (!provider.groupsClaim) return
  const claimed = claims[provider.groupsClaim]
  if (!Array.isArray(claimed)) return
  const names = claimed.filter((n): n is string => typeof n === 'string').map((n) => n.toLowerCase())
  if (names.length === 0) return
  const matching = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, provider.companyId), inArray(sql`lower(${groups.name})`, names)))
  if (matching.length === 0) return
  await db
    .insert(groupMembers)
    .values(matching.map((g) => ({ setId: g.id, userId, companyId: provider.companyId })))
    .onConflictDoNothing()
}
