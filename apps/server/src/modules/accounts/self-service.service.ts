import { normaliseEmail } from '@portal/contracts/auto-assign'
import { isLocale, type Locale, localePath } from '@portal/contracts/locales'
import type { RegisterInput } from '@portal/contracts/self-service'
import { and, eq } from 'drizzle-orm'
import { hashPassword } from '../../core/auth.ts'
import type { Config } from '../../core/config.ts'
import { type Database, isUniqueViolation } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { authAccounts, users } from '../../core/identity.tables.ts'
import type { Mailer } from '../../core/mail.ts'
import { assertStrongPassword } from '../../core/password-policy.ts'
import { applyAutoAssign, findActiveRule } from './apply-auto-assign.ts'
import { sendVerificationLink } from './email-verification.ts'
import { postPasswordLink, setPasswordWithToken } from './password-links.ts'

export interface Deps {
  db: Database
  mailer: Mailer
  config: Config
}

const fieldError = (
  field: string,
  key: 'api.fields.invalid_email' | 'api.fields.registration_closed' | 'api.fields.link_invalid',
) => new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** The address as accounts store it, or a field error on `email`. */
export function checkedEmail(input: string) {
  const email = normaliseEmail(input)
  if (!email) throw fieldError('email', 'api.fields.invalid_email')
  return email
}

/**
 * Self-registration, open only where an active auto-assign rule covers the e-mail's domain. The answer
 * is the same whether or not the address has an account (no enumeration): a new address gets an
 * unverified account and a verification mail; a verified account gets a mail saying it exists; an
 * unverified one is taken over by the newest registration (only the mailbox owner can confirm it).
 */
export async function register(deps: Deps, input: RegisterInput, locale: Locale) {
  const email = checkedEmail(input.email)
  if (!(await findActiveRule(deps.db, email))) throw fieldError('email', 'api.fields.registration_closed')
  await assertStrongPassword(
    input.password,
    { email, firstName: input.first_name, lastName: input.last_name },
    'password',
  )
  // Hash on every path, so that an existing account does not answer faster.
  const hash = await hashPassword(input.password)
  const profile = {
    firstName: input.first_name,
    lastName: input.last_name,
    name: `${input.first_name} ${input.last_name}`,
    locale,
  }
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email))
  if (existing?.emailVerified) {
    if (existing.isActive) await sendAccountExists(deps, existing)
    return
  }
  if (existing && !existing.isActive) return
  let account: { id: string }
  try {
    account = await deps.db.transaction(async (tx) => {
      const user = existing
        ? await replacePending(tx, existing.id, profile, hash)
        : await createPending(tx, email, profile, hash)
      await applyAutoAssign(tx, { id: user.id, email })
      return user
    })
  } catch (error) {
    // Two registrations of one address at once: the first one wins, the answer stays the same.
    if (isUniqueViolation(error)) return
    throw error
  }
  await sendVerificationLink(deps, { id: account.id, email, ...profile })
}

type Profile = { firstName: string; lastName: string; name: string; locale: Locale }

async function createPending(tx: Database, email: string, profile: Profile, hash: string) {
  const [user] = await tx
    .insert(users)
    .values({ email, emailVerified: false, ...profile })
    .returning({ id: users.id })
  await tx
    .insert(authAccounts)
    .values({ accountId: user!.id, providerId: 'credential', userId: user!.id, password: hash })
  return user!
}

async function replacePending(tx: Database, id: string, profile: Profile, hash: string) {
  await tx
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, id))
  const updated = await tx
    .update(authAccounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, id), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id })
  if (updated.length === 0) {
    await tx
      .insert(authAccounts)
      .values({ accountId: id, providerId: 'credential', userId: id, password: hash })
  }
  return { id }
}

/** Someone registered an address that has an account: its owner learns so, and how to get back in. */
async function sendAccountExists(deps: Deps, user: typeof users.$inferSelect) {
  const locale = isLocale(user.locale) ? user.locale : 'en-US'
  const page = (path: string) => new URL(localePath(locale, path), deps.config.publicUrl).toString()
  await deps.mailer.post({
    to: user.email,
    locale,
    template: 'account_exists',
    name: `${user.firstName} ${user.lastName}`.trim(),
    vars: { login_link: page('/login'), reset_link: page('/reset-password') },
  })
}

/** Mails a reset link if an active account has the address; otherwise nothing, and the same answer. */
export async function requestPasswordReset(deps: Deps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
  if (user) await postPasswordLink(deps, user, 'password_reset')
}

/** A new password through a reset or invitation link; answers the account, or a field error on `token`. */
export async function confirmPasswordReset(db: Database, token: string, password: string) {
  const userId = await setPasswordWithToken(db, token, password)
  if (!userId) throw fieldError('token', 'api.fields.link_invalid')
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId))
  return user!
}
