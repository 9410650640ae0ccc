import type { ProfileInput } from '@portal/contracts/accounts'
import type { Locale } from '@portal/contracts/locales'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import type { Principal } from '../../core/principal.ts'

export async function updateProfile(db: Database, principal: Principal, input: ProfileInput) {
  await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      name: `${input.first_name} ${input.last_name}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, principal.userId))
}

export async function updateLocale(db: Database, principal: Principal, locale: Locale) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, principal.userId))
}

/** When the user last signed in (the users list sorts by it). */
export async function recordSignIn(db: Database, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId))
}
