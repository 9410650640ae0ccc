import { TOKEN_PREFIX } from '@portal/contracts/api-tokens'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import type { BearerTokens, PrincipalLoader } from '../../core/principal.ts'
import { recordAccountEvents } from '../accounts/account-events.ts'
import { hashSecret } from './tokens.service.ts'
import { apiTokens } from './tokens.tables.ts'

/** `last_used_at` is written at most this often per token. */
const LAST_USED_EVERY_MS = 60_000
/** A refusal of one token for one reason is recorded at most this often (a looping client cannot flood the log). */
const REFUSAL_EVERY_MS = 60_000

/**
 * The API tokens behind `Authorization: Bearer` (ADR 29), for the permissions plugin: the token's row by
 * the hash of its secret, then its owner as a caller. Refused uses of a known token are audited.
 */
export function bearerTokens(db: Database, principals: PrincipalLoader, clock: Clock): BearerTokens {
  const lastRefusal = new Map<string, number>()

  async function audit(
    owner: { userId: string; email: string },
    token: { id: string; name: string; kind: 'personal' | 'service' },
    details: Record<string, unknown>,
  ) {
    const key = `${token.id}:${String(details.reason)}`
    const now = clock().getTime()
    if (now - (lastRefusal.get(key) ?? Number.NEGATIVE_INFINITY) < REFUSAL_EVERY_MS) return
    if (lastRefusal.size > 10_000) lastRefusal.clear()
    lastRefusal.set(key, now)
    await recordAccountEvents(db, { userId: owner.userId, email: owner.email, impersonatorId: null }, [
      {
        action: 'token_refused',
        target: { id: owner.userId, email: owner.email },
        details: { token_id: token.id, token_name: token.name, kind: token.kind, ...details },
      },
    ])
  }

  return {
    async resolve(secret) {
      if (!secret.startsWith(TOKEN_PREFIX)) return null
      const [row] = await db
        .select({ token: apiTokens, email: users.email })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.secretHash, hashSecret(secret)))
        .limit(1)
      if (!row) return null
      const { token, email } = row
      const kind = token.serviceAccountId ? 'service' : 'personal'
      const now = clock()
      const owner = { userId: token.userId, email }
      const refusal = token.revokedAt ? 'revoked' : token.expiresAt <= now ? 'expired' : null
      if (refusal) {
        await audit(owner, { id: token.id, name: token.name, kind }, { reason: refusal })
        return null
      }
      const principal = await principals.tokenOwner(token.userId, token.companyId, {
        id: token.id,
        kind,
        scopes: token.scopes,
        rateLimit: token.rateLimit,
      })
      if (!principal) {
        await audit(owner, { id: token.id, name: token.name, kind }, { reason: 'owner_inactive' })
        return null
      }
      if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id))
      }
      return principal
    },
    async refused(principal, reason, route) {
      const token = principal.token
      if (!token) return
      const [row] = await db
        .select({ name: apiTokens.name })
        .from(apiTokens)
        .where(eq(apiTokens.id, token.id))
      await audit(
        { userId: principal.userId, email: principal.email },
        { id: token.id, name: row?.name ?? '', kind: token.kind },
        { reason, route },
      )
    },
  }
}
