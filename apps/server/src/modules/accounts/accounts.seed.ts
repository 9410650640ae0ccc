import type { Locale } from '@portal/contracts/locales'
import { hashPassword } from '../../core/auth.ts'
import type { Database } from '../../core/db.ts'
import { addMember } from '../companies/companies.seed.ts'
import { authAccounts, users } from './accounts.tables.ts'

export const DEMO_PASSWORD = 'Portal!demo1'

export interface UserFactoryInput {
  email: string
  password?: string
  firstName?: string
  lastName?: string
  role?: 0 | 1
  isSuperuser?: boolean
  isActive?: boolean
  locale?: Locale
  company?: { id: string; isCompanyAdmin?: boolean }
}

/** Creates a user with a password sign-in, as better-auth stores it, optionally in a company. */
export async function createUser(db: Database, input: UserFactoryInput) {
  const firstName = input.firstName ?? ''
  const lastName = input.lastName ?? ''
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: `${firstName} ${lastName}`.trim(),
      emailVerified: true,
      firstName,
      lastName,
      role: input.role ?? 0,
      isSuperuser: input.isSuperuser ?? false,
      isActive: input.isActive ?? true,
      locale: input.locale ?? 'en-US',
      activeCompanyId: input.company?.id ?? null,
    })
    .returning()
  await db.insert(authAccounts).values({
    accountId: user!.id,
    providerId: 'credential',
    userId: user!.id,
    password: await hashPassword(input.password ?? DEMO_PASSWORD),
  })
  if (input.company) await addMember(db, input.company.id, user!.id, input.company.isCompanyAdmin)
  return user!
}

/** The demo accounts listed in the README, all with DEMO_PASSWORD. */
export async function seedAccounts(db: Database, world: { acme: { id: string }; globex: { id: string } }) {
  const { acme, globex } = world
  await createUser(db, {
    email: 'super@example.com',
    firstName: 'Sam',
    lastName: 'Super',
    role: 1,
    isSuperuser: true,
    company: { id: acme.id },
  })
  await createUser(db, {
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 1,
    company: { id: acme.id },
  })
  await createUser(db, {
    email: 'lead@acme.example',
    firstName: 'Lena',
    lastName: 'Lead',
    locale: 'de-DE',
    company: { id: acme.id, isCompanyAdmin: true },
  })
  await createUser(db, {
    email: 'user@acme.example',
    firstName: 'Ada',
    lastName: 'Muster',
    locale: 'de-DE',
    company: { id: acme.id },
  })
  await createUser(db, {
    email: 'user@globex.example',
    firstName: 'Gina',
    lastName: 'Globex',
    company: { id: globex.id },
  })
  await createUser(db, { email: 'new@acme.example', company: { id: acme.id } })
}
