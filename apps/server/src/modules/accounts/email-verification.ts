import { isLocale, localePath } from '@portal/contracts/locales'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import type { Mailer } from '../../core/mail.ts'
import { consumeLinkToken, issueLinkToken, LINK_KINDS } from './link-tokens.ts'
import type { Recipient } from './password-links.ts'

/** The open callback page that confirms the address and leads on to the sign-in page. */
const VERIFY_PAGE = '/callback/verify-email'

/**
 * Mails a newly registered user the link that confirms their address (48 hours, once); an earlier link
 * stops working. Delivered in the background, like every mail a public request causes.
 */
export async function sendVerificationLink(
  deps: { db: Database; mailer: Mailer; config: Config },
  user: Recipient,
) {
  const token = await issueLinkToken(deps.db, user.id, 'email_verification')
  const locale = isLocale(user.locale) ? user.locale : 'en-US'
  const link = new URL(localePath(locale, VERIFY_PAGE), deps.config.publicUrl)
  link.searchParams.set('token', token)
  await deps.mailer.post({
    to: user.email,
    locale,
    template: 'email_verification',
    name: `${user.firstName} ${user.lastName}`.trim(),
    vars: { link: link.toString(), count: LINK_KINDS.email_verification.hours },
  })
}

/** Confirms the address of the token's (active) user, once; answers their e-mail, or null. */
export async function verifyEmailWithToken(db: Database, token: string) {
  return db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, 'verify-email', token)
    if (!userId) return null
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ email: users.email })
    return user?.email ?? null
  })
}
