import { domainOfEmail, normaliseEmail } from '@portal/contracts/auto-assign'
import type { SsoProvider, ssoProviderInput } from '@portal/contracts/sso'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companies } from '../../core/identity.tables.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import { ssoProviders } from './sso.tables.ts'

export type ProviderRow = typeof ssoProviders.$inferSelect

/** Where the portal receives the provider's answers: what staff register at the provider. */
export function portalAddresses(publicUrl: string, companyId = ':id') {
  const base = publicUrl.replace(/\/$/, '')
  return {
    redirectUri: `${base}/callback/oidc`,
    postLogoutRedirectUri: `${base}/login`,
    backchannelLogoutUri: `${base}/api/v1/accounts/sso/backchannel-logout/${companyId}/`,
  }
}

export function toProvider(row: ProviderRow, publicUrl: string): SsoProvider {
  const addresses = portalAddresses(publicUrl, row.companyId)
  return {
    company: row.companyId,
    name: row.name,
    issuer: row.issuer,
    client_id: row.clientId,
    has_client_secret: row.clientSecretSealed !== null,
    scopes: row.scopes,
    email_domains: row.emailDomains,
    password_sign_in_allowed: row.passwordSignInAllowed,
    groups_claim: row.groupsClaim,
    is_active: row.isActive,
    redirect_uri: addresses.redirectUri,
    post_logout_redirect_uri: addresses.postLogoutRedirectUri,
    backchannel_logout_uri: addresses.backchannelLogoutUri,
    updated_at: row.updatedAt.toISOString(),
  }
}

async function assertCompany(db: Database, companyId: string) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound()
}

export async function readProvider(db: Database, companyId: string) {
  await assertCompany(db, companyId)
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.companyId, companyId))
  return row ?? null
}

/**
 * Saves a company's provider. A domain routes to one company's provider only; the secret is sealed,
 * and an omitted secret keeps the stored one.
 */
export async function saveProvider(
  db: Database,
  box: SecretBox,
  companyId: string,
  input: z.output<typeof ssoProviderInput>,
) {
  await assertCompany(db, companyId)
  const others = await db
    .select({ domains: ssoProviders.emailDomains })
    .from(ssoProviders)
    .where(ne(ssoProviders.companyId, companyId))
  const taken = new Set(others.flatMap((row) => row.domains))
  const clash = input.email_domains.find((domain) => taken.has(domain))
  if (clash) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { email_domains: [{ key: 'api.sso.domain_taken', vars: { domain: clash } }] },
    })
  }
  const values = {
    name: input.name,
    issuer: input.issuer.replace(/\/$/, ''),
    clientId: input.client_id,
    scopes: input.scopes,
    emailDomains: input.email_domains,
    passwordSignInAllowed: input.password_sign_in_allowed,
    groupsClaim: input.groups_claim,
    isActive: input.is_active,
    updatedAt: new Date(),
    ...(input.client_secret ? { clientSecretSealed: box.seal(input.client_secret) } : {}),
  }
  await db
    .insert(ssoProviders)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: ssoProviders.companyId, set: values })
  return readProvider(db, companyId)
}

export async function removeProvider(db: Database, companyId: string) {
  await assertCompany(db, companyId)
  await db.delete(ssoProviders).where(eq(ssoProviders.companyId, companyId))
}

/** The active provider an e-mail address's domain routes to, if any. */
export async function providerForEmail(db: Database, email: string) {
  const normalised = normaliseEmail(email)
  if (!normalised) return null
  const domain = domainOfEmail(normalised)
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.isActive, true), sql`${domain} = any(${ssoProviders.emailDomains})`))
  return row ?? null
}
