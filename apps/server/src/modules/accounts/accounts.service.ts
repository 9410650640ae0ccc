import type { Me, ProfileInput } from '@portal/contracts/accounts'
import type { Locale } from '@portal/contracts/locales'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import type { Principal } from '../../core/principal.ts'
import { users } from './accounts.tables.ts'

/** The User of SPEC §3 as the API shows it. */
export function toMe(principal: Principal): Me {
  return {
    email: principal.email,
    first_name: principal.firstName,
    last_name: principal.lastName,
    role: principal.role,
    is_superuser: principal.isSuperuser,
    is_company_admin: principal.isCompanyAdmin,
    is_impersonate: principal.isImpersonate,
    active_company: principal.activeCompanyId,
    active_company_homepage_endpoint: principal.homepage,
    locale: principal.locale,
  }
}

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
