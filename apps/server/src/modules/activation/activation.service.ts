import type { ActivationCheck, ActivationInput } from '@portal/contracts/activation'
import type { Locale } from '@portal/contracts/locales'
import type { KeyUnder } from '@portal/i18n/text-keys'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../../core/auth.ts'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { authAccounts, companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { assertStrongPassword } from '../../core/password-policy.ts'
import { recordLockouts } from '../accounts/account-events.ts'
import { release, reserve } from '../accounts/throttle.ts'
import { hashCode } from './activation.codes.ts'
import { activationCodes } from './activation.tables.ts'

/**
 * Guessing codes is throttled per IP: the subject is this per-IP name rather than an e-mail, so that one
 * address's guesses never lock out anyone else.
 */
const guessesFrom = (ip: string) => ({ email: `activation-code:${ip}`, ip })

const invalidCode = () =>
  new AppError(400, 'api.errors.validation', { fields: { code: [{ key: 'api.fields.activation_code' }] } })

const fieldError = (field: string, key: KeyUnder<'api.fields.'>) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** A code that can still be used (not used, revoked or expired) with its company; a miss counts. */
async function usableCode(db: Database, code: string, ip: string) {
  // Reserved before the look-up (atomic across processes); a valid code gives the slot back.
  const attempt = await reserve(db, 'activation_code', guessesFrom(ip))
  const [row] = await db
    .select({
      id: activationCodes.id,
      companyId: activationCodes.companyId,
      companyName: companies.name,
      email: activationCodes.email,
      firstName: activationCodes.firstName,
      lastName: activationCodes.lastName,
      expiresAt: activationCodes.expiresAt,
    })
    .from(activationCodes)
    .innerJoin(companies, eq(companies.id, activationCodes.companyId))
    .where(and(eq(activationCodes.codeHash, hashCode(code)), stillUsable()))
  if (!row) throw invalidCode()
  await release(db, attempt)
  return row
}

const stillUsable = () =>
  and(
    isNull(activationCodes.usedAt),
    isNull(activationCodes.revokedAt),
    gt(activationCodes.expiresAt, sql`now()`),
  )

async function accountOf(db: Database, email: string) {
  const [account] = await db
    .select({
      id: users.id,
      isActive: users.isActive,
      firstName: users.firstName,
      lastName: users.lastName,
      password: authAccounts.password,
    })
    .from(users)
    .leftJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential')))
    .where(eq(users.email, email))
  return account
}

/** What a valid code says, so the page asks only for what is missing. */
export async function checkCode(db: Database, code: string, ip: string): Promise<ActivationCheck> {
  const row = await usableCode(db, code, ip)
  const account = row.email ? await accountOf(db, row.email) : undefined
  return {
    company: { id: row.companyId, name: row.companyName },
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    has_account: Boolean(account?.password),
    expires_at: row.expiresAt.toISOString(),
  }
}

/**
 * Uses a code once: a new account is created with the password; an account without a password (invited)
 * gets it, but only from a code that names its e-mail; an account with a password keeps it and must
 * give it. Either way the account joins the code's company, which becomes its active company.
 * Answers the user's id; the caller opens the session.
 */
export async function activate(db: Database, input: ActivationInput, ip: string, locale: Locale) {
  const code = await usableCode(db, input.code, ip)
  const given = input.email?.toLowerCase() ?? null
  if (code.email && given && given !== code.email) throw fieldError('email', 'api.fields.code_other_email')
  const email = code.email ?? given
  if (!email) throw fieldError('email', 'api.fields.required')
  const firstName = code.firstName || input.first_name
  const lastName = code.lastName || input.last_name
  const account = await accountOf(db, email)
  let passwordHash: string | null = null
  if (!account) {
    const missing = Object.entries({ first_name: firstName, last_name: lastName }).filter(([, v]) => !v)
    if (missing.length) {
      throw new AppError(400, 'api.errors.validation', {
        fields: Object.fromEntries(missing.map(([field]) => [field, [{ key: 'api.fields.required' }]])),
      })
    }
    await assertStrongPassword(input.password, { email, firstName, lastName }, 'password')
    passwordHash = await hashPassword(input.password)
  } else if (!account.isActive) {
    throw fieldError('email', 'api.fields.account_inactive')
  } else if (account.password) {
    // Note: a password guess like any sign-in, so it counts against the account and the IP.
    const attempt = await reserve(db, 'login_failure', { email, ip })
    if (!(await verifyPassword({ hash: account.password, password: input.password }))) {
      await recordLockouts(db, attempt)
      throw fieldError('password', 'api.fields.current_password_needed')
    }
    await release(db, attempt)
  } else if (!code.email) {
    // An invited account is taken over only with a code issued for its address.
    throw fieldError('email', 'api.fields.account_exists')
  } else {
    const owner = { email, firstName: account.firstName || firstName, lastName: account.lastName || lastName }
    await assertStrongPassword(input.password, owner, 'password')
    passwordHash = await hashPassword(input.password)
  }

  // Two first activations of one new address at once: the second is refused on its e-mail.
  return refuseDuplicate('email', () =>
    claim(db, { code, account, email, firstName, lastName, locale, passwordHash }),
  )
}

interface Claim {
  code: { id: string; companyId: string; email: string | null }
  account: { id: string; firstName: string; lastName: string } | undefined
  email: string
  firstName: string
  lastName: string
  locale: Locale
  passwordHash: string | null
}

function claim(db: Database, { code, account, email, firstName, lastName, locale, passwordHash }: Claim) {
  return db.transaction(async (tx) => {
    // Single use, also when two people send the same code at once: only one update finds it usable.
    const [claimed] = await tx
      .update(activationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(activationCodes.id, code.id), stillUsable()))
      .returning({ id: activationCodes.id })
    if (!claimed) throw invalidCode()
    const userId = account?.id ?? (await createAccount(tx, { email, firstName, lastName, locale }))
    if (passwordHash) await setPassword(tx, userId, passwordHash)
    await tx
      .update(users)
      .set({
        firstName: account?.firstName || firstName,
        lastName: account?.lastName || lastName,
        name: `${account?.firstName || firstName} ${account?.lastName || lastName}`.trim(),
        // The code was issued for this address: it reached its owner.
        ...(code.email !== null && { emailVerified: true }),
        activeCompanyId: code.companyId,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
    await tx.insert(companyMemberships).values({ companyId: code.companyId, userId }).onConflictDoNothing()
    await tx.update(activationCodes).set({ usedBy: userId }).where(eq(activationCodes.id, code.id))
    return userId
  })
}

async function createAccount(
  tx: Database,
  person: { email: string; firstName: string; lastName: string; locale: Locale },
) {
  const [user] = await tx
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      name: `${person.firstName} ${person.lastName}`.trim(),
      locale: person.locale,
    })
    .returning({ id: users.id })
  return user!.id
}

async function setPassword(tx: Database, userId: string, hash: string) {
  const updated = await tx
    .update(authAccounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id })
  if (updated.length === 0) {
    await tx
      .insert(authAccounts)
      .values({ accountId: userId, providerId: 'credential', userId, password: hash })
  }
}
