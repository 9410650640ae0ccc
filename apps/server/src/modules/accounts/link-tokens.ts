import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, like } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { verifications } from '../../core/identity.tables.ts'

/**
 * Single-use tokens that mailed links carry, each kind with its own lifetime (issue 3): a reset for an
 * hour, an invitation for a week, an e-mail verification for two days. Kinds of one purpose replace each
 * other: a new reset link ends a pending invitation of the same user.
 */
export const LINK_KINDS = {
  password_reset: { purpose: 'password', hours: 1 },
  invitation: { purpose: 'password', hours: 24 * 7 },
  email_verification: { purpose: 'verify-email', hours: 48 },
} as const
export type LinkKind = keyof typeof LINK_KINDS
export type LinkPurpose = (typeof LINK_KINDS)[LinkKind]['purpose']

// Note: only the token's SHA-256 is stored, so a database reader cannot use a pending link.
const digest = (token: string) => createHash('sha256').update(token).digest('hex')
const identifier = (purpose: LinkPurpose, token: string) => `${purpose}:${digest(token)}`

/** A new token for the user; earlier tokens of the same purpose stop working. */
export async function issueLinkToken(db: Database, userId: string, kind: LinkKind) {
  const { purpose, hours } = LINK_KINDS[kind]
  const token = randomBytes(32).toString('base64url')
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${purpose}:%`), eq(verifications.value, userId)))
  await db.insert(verifications).values({
    identifier: identifier(purpose, token),
    value: userId,
    expiresAt: new Date(Date.now() + hours * 60 * 60 * 1000),
  })
  return token
}

/** The user a live token belongs to, without using it up; null for an unknown, used or expired token. */
export async function peekLinkToken(db: Database, purpose: LinkPurpose, token: string) {
  const [link] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, identifier(purpose, token)), gt(verifications.expiresAt, new Date())),
    )
  return link?.userId ?? null
}

/** Uses a token up and answers its user; null for an unknown, used or expired token. */
export async function consumeLinkToken(db: Database, purpose: LinkPurpose, token: string) {
  const [link] = await db
    .delete(verifications)
    .where(
      and(eq(verifications.identifier, identifier(purpose, token)), gt(verifications.expiresAt, new Date())),
    )
    .returning({ userId: verifications.value })
  return link?.userId ?? null
}
