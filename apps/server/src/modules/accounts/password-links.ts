import { isLocale, localePath } from '@portal/contracts/locales'
import { and, eq } from 'drizzle-orm'
import { hashPassword } from '../../core/auth.ts'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { authAccounts, sessions, users } from '../../core/identity.tables.ts'
import type { Mailer } from '../../core/mail.ts'
import { assertStrongPassword } from '../../core/password-policy.ts'
import { consumeLinkToken, issueLinkToken, LINK_KINDS, peekLinkToken } from './link-tokens.ts'

/** How long a link works: a reset for an hour (issue 3), an invitation for a week. */
export const PASSWORD_LINK_HOURS = {
  password_reset: LINK_KINDS.password_reset.hours,
  invitation: LINK_KINDS.invitation.hours,
} as const
export type PasswordLinkKind = keyof typeof PASSWORD_LINK_HOURS

type LinkDeps = { db: Database; mailer: Mailer; config: Config }

export interface Recipient {
  id: string
  email: string
  firstName: string
  lastName: string
  locale: string
}

/** The mail of a single-use link to the reset-password page; earlier links of the user stop working. */
async function passwordLinkMail(
  deps: { db: Database; config: Config },
  user: Recipient,
  kind: PasswordLinkKind,
) {
  const token = await issueLinkToken(deps.db, user.id, kind)
  const locale = isLocale(user.locale) ? user.locale : 'en-US'
  const link = new URL(localePath(locale, '/reset-password'), deps.config.publicUrl)
  link.searchParams.set('token', token)
  return {
    to: user.email,
    locale,
    template: kind,
    name: `${user.firstName} ${user.lastName}`.trim(),
    vars: { link: link.toString(), count: PASSWORD_LINK_HOURS[kind], email: user.email },
  }
}

/**
 * Mails a user a link where they choose a password: a reset they (or an admin) asked for, or the
 * invitation of a new account. Answers how the mail went.
 */
export async function sendPasswordLink(deps: LinkDeps, user: Recipient, kind: PasswordLinkKind) {
  return deps.mailer.send(await passwordLinkMail(deps, user, kind))
}

/**
 * The same, answering once the mail is recorded and leaving SMTP to finish later: a public endpoint must
 * not take longer when an account exists.
 */
export async function postPasswordLink(deps: LinkDeps, user: Recipient, kind: PasswordLinkKind) {
  await deps.mailer.post(await passwordLinkMail(deps, user, kind))
}

/**
 * Sets a new password with a link's token: once only, before it expires, and only a strong one (a field
 * error on `new_password`). The account's sessions end (a
 * password change signs out everywhere) and its e-mail counts as verified (the link reached the mailbox).
 * Answers the user's id, or null for an unknown, used or expired token.
 */
export async function setPasswordWithToken(db: Database, token: string, password: string) {
  // Hash only for a live token: argon2 is slow on purpose, and guessing tokens must not cost us that.
  const owner = await peekLinkToken(db, 'password', token)
  if (!owner) return null
  const [person] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, owner))
  if (person) await assertStrongPassword(password, person, 'new_password')
  const hash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, 'password', token)
    if (!userId) return null
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isActive, true)))
      .returning({ id: users.id })
    if (!user) return null
    const updated = await tx
      .update(authAccounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')))
      .returning({ id: authAccounts.id })
    if (updated.length === 0) {
      await tx
        .insert(authAccounts)
        .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: hash })
    }
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return user.id
  })
}
