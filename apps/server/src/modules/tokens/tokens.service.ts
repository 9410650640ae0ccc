import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  type ApiToken,
  type ApiTokenInput,
  apiTokenInput,
  type CreatedApiToken,
  type ServiceAccount,
  TOKEN_PREFIX,
} from '@portal/contracts/api-tokens'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import type { Principal } from '../../core/principal.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { recordAccountEvents } from '../accounts/account-events.ts'
import { apiTokens, serviceAccounts } from './tokens.tables.ts'

type TokenRow = typeof apiTokens.$inferSelect

/** The SHA-256 of a secret, as stored: the secret is 256 random bits, so no slow hash is needed (ADR 29). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A new secret: the recognisable prefix, then 32 random bytes in base64url. */
const newSecret = () => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`

export function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    scopes: row.scopes as ApiToken['scopes'],
    rate_limit: row.rateLimit,
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Stores a token for `owner` and answers it with its secret, which is not kept. */
async function issueToken(
  db: Database,
  actor: Principal,
  owner: { userId: string; email: string; companyId: string | null; serviceAccountId: string | null },
  raw: ApiTokenInput,
  now: Date,
): Promise<CreatedApiToken> {
  const input = apiTokenInput.parse(raw)
  const secret = newSecret()
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: owner.userId,
      companyId: owner.companyId,
      serviceAccountId: owner.serviceAccountId,
      name: input.name,
      start: secret.slice(0, TOKEN_PREFIX.length + 6),
      secretHash: hashSecret(secret),
      scopes: [...new Set(input.scopes)].sort(),
      rateLimit: input.rate_limit,
      expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
    })
    .returning()
  await recordAccountEvents(db, actor, [
    {
      action: 'token_created',
      target: { id: owner.userId, email: owner.email },
      details: {
        token_id: row!.id,
        token_name: row!.name,
        kind: owner.serviceAccountId ? 'service' : 'personal',
        scopes: row!.scopes,
        expires_at: row!.expiresAt.toISOString(),
      },
    },
  ])
  return { ...toApiToken(row!), secret }
}

// Personal access tokens ------------------------------------------------------------------------------

const personal = (principal: Principal) =>
  and(eq(apiTokens.userId, principal.userId), isNull(apiTokens.serviceAccountId))

export async function listPersonalTokens(db: Database, principal: Principal) {
  const rows = await db.select().from(apiTokens).where(personal(principal)).orderBy(asc(apiTokens.createdAt))
  return { results: rows.map(toApiToken) }
}

/**
 * A token of the caller's own, acting in their active company. Not while impersonating: the token would
 * outlive the impersonation with the user's rights.
 */
export async function createPersonalToken(
  db: Database,
  principal: Principal,
  input: ApiTokenInput,
  now: Date,
) {
  if (principal.isImpersonate) throw new AppError(403, 'api.errors.token_impersonating')
  const companyId =
    principal.isMember || principal.isSuperuser || principal.role === 1 ? principal.activeCompanyId : null
  return issueToken(
    db,
    principal,
    { userId: principal.userId, email: principal.email, companyId, serviceAccountId: null },
    input,
    now,
  )
}

async function revoke(db: Database, actor: Principal, row: TokenRow, owner: { id: string; email: string }) {
  if (row.revokedAt) return
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, row.id))
  await recordAccountEvents(db, actor, [
    {
      action: 'token_revoked',
      target: owner,
      details: {
        token_id: row.id,
        token_name: row.name,
        kind: row.serviceAccountId ? 'service' : 'personal',
      },
    },
  ])
}

export async function revokePersonalToken(db: Database, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(personal(principal), eq(apiTokens.id, id)))
  if (!row) throw notFound()
  await revoke(db, principal, row, { id: principal.userId, email: principal.email })
}

// Service accounts ------------------------------------------------------------------------------------

/** The address a service account's user row carries: unique, and one no mail can reach (RFC 2606). */
const serviceAccountEmail = () => `service-account-${randomUUID()}@service-accounts.invalid`

async function serviceAccountOf(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .select({ account: serviceAccounts, email: users.email })
    .from(serviceAccounts)
    .innerJoin(users, eq(users.id, serviceAccounts.userId))
    .where(scope(serviceAccounts, tenant).byId(id))
  if (!row) throw notFound()
  return row
}

export async function listServiceAccounts(
  db: Database,
  tenant: Tenant,
): Promise<{ results: ServiceAccount[] }> {
  const accounts = await db
    .select()
    .from(serviceAccounts)
    .where(scope(serviceAccounts, tenant).where())
    .orderBy(asc(serviceAccounts.createdAt), asc(serviceAccounts.id))
  const tokens = accounts.length
    ? await db
        .select()
        .from(apiTokens)
        .where(
          inArray(
            apiTokens.serviceAccountId,
            accounts.map((a) => a.id),
          ),
        )
        .orderBy(asc(apiTokens.createdAt))
    : []
  return {
    results: accounts.map((account) => ({
      id: account.id,
      user_id: account.userId,
      name: account.name,
      created_at: account.createdAt.toISOString(),
      tokens: tokens.filter((t) => t.serviceAccountId === account.id).map(toApiToken),
    })),
  }
}

/** A service account: a user without a password, a plain member of the company (ADR 29). */
export async function createServiceAccount(
  db: Database,
  tenant: Tenant,
  name: string,
): Promise<ServiceAccount> {
  const email = serviceAccountEmail()
  const account = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        name,
        firstName: name,
        lastName: '',
        locale: tenant.principal.locale,
        activeCompanyId: tenant.companyId,
      })
      .returning({ id: users.id })
    await tx.insert(companyMemberships).values({ companyId: tenant.companyId, userId: user!.id })
    const [row] = await tx
      .insert(serviceAccounts)
      .values(scope(serviceAccounts, tenant).row({ userId: user!.id, name }))
      .returning()
    return row!
  })
  await recordAccountEvents(db, tenant.principal, [
    {
      action: 'service_account_created',
      target: { id: account.userId, email },
      details: { service_account_id: account.id, name },
    },
  ])
  return {
    id: account.id,
    user_id: account.userId,
    name: account.name,
    created_at: account.createdAt.toISOString(),
    tokens: [],
  }
}

/**
 * Removes a service account: its tokens stop working and its user is deactivated and leaves the company,
 * but stays, so the check-ins it recorded keep their author.
 */
export async function removeServiceAccount(db: Database, tenant: Tenant, id: string) {
  const { account, email } = await serviceAccountOf(db, tenant, id)
  await db.transaction(async (tx) => {
    await tx.delete(serviceAccounts).where(eq(serviceAccounts.id, account.id))
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, account.userId))
    await tx
      .delete(companyMemberships)
      .where(
        and(
          eq(companyMemberships.userId, account.userId),
          eq(companyMemberships.companyId, tenant.companyId),
        ),
      )
  })
  await recordAccountEvents(db, tenant.principal, [
    {
      action: 'service_account_removed',
      target: { id: account.userId, email },
      details: { service_account_id: account.id, name: account.name },
    },
  ])
}

export async function createServiceToken(
  db: Database,
  tenant: Tenant,
  id: string,
  input: ApiTokenInput,
  now: Date,
) {
  const { account, email } = await serviceAccountOf(db, tenant, id)
  return issueToken(
    db,
    tenant.principal,
    { userId: account.userId, email, companyId: account.companyId, serviceAccountId: account.id },
    input,
    now,
  )
}

export async function revokeServiceToken(db: Database, tenant: Tenant, id: string, tokenId: string) {
  const { account, email } = await serviceAccountOf(db, tenant, id)
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.serviceAccountId, account.id), eq(apiTokens.id, tokenId)))
  if (!row) throw notFound()
  await revoke(db, tenant.principal, row, { id: account.userId, email })
}
