import type { Locale } from '@portal/contracts/locales'
import { hashPassword } from '../../core/auth.ts'
import type { Database } from '../../core/db.ts'
import { authAccounts, users } from '../../core/identity.tables.ts'
import { addMember } from '../companies/companies.seed.ts'

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

// The demo password's hash, made once per process: argon2 is slow on purpose, and every demo account
// and test fixture shares the password.
let demoHash: Promise<string> | undefined
function passwordHash(password?: string) {
  if (password) return hashPassword(password)
  demoHash ??= hashPassword(DEMO_PASSWORD)
  return demoHash
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
    password: await passwordHash(input.password),
  })
  if (input.company) await addMember(db, input.company.id, user!.id, input.company.isCompanyAdmin)
  return user!
}

type Company = { id: string }

/** The demo accounts: those listed in the README, and colleagues so that lists and teams are full. */
export async function seedAccounts(
  db: Database,
  { acme, globex, initech }: { acme: Company; globex: Company; initech: Company },
) {
  const people: UserFactoryInput[] = [
    {
      email: 'super@example.com',
      firstName: 'Sam',
      lastName: 'Super',
      role: 1,
      isSuperuser: true,
      company: { id: acme.id },
    },
    { email: 'admin@example.com', firstName: 'Alex', lastName: 'Admin', role: 1, company: { id: acme.id } },
    {
      email: 'lead@acme.example',
      firstName: 'Lena',
      lastName: 'Lead',
      locale: 'de-DE',
      company: { id: acme.id, isCompanyAdmin: true },
    },
    {
      email: 'user@acme.example',
      firstName: 'Ada',
      lastName: 'Muster',
      locale: 'de-DE',
      company: { id: acme.id },
    },
    { email: 'user@globex.example', firstName: 'Gina', lastName: 'Globex', company: { id: globex.id } },
    { email: 'new@acme.example', company: { id: acme.id } },
    { email: 'mia.chen@acme.example', firstName: 'Mia', lastName: 'Chen', company: { id: acme.id } },
    {
      email: 'jonas.weber@acme.example',
      firstName: 'Jonas',
      lastName: 'Weber',
      locale: 'de-DE',
      company: { id: acme.id },
    },
    { email: 'sofia.rossi@acme.example', firstName: 'Sofia', lastName: 'Rossi', company: { id: acme.id } },
    { email: 'liam.oconnor@acme.example', firstName: 'Liam', lastName: "O'Connor", company: { id: acme.id } },
    {
      email: 'nora.berg@acme.example',
      firstName: 'Nora',
      lastName: 'Berg',
      locale: 'de-AT',
      isActive: false,
      company: { id: acme.id },
    },
    {
      email: 'hank.scorpio@globex.example',
      firstName: 'Hank',
      lastName: 'Scorpio',
      company: { id: globex.id, isCompanyAdmin: true },
    },
    {
      email: 'frank.grimes@globex.example',
      firstName: 'Frank',
      lastName: 'Grimes',
      company: { id: globex.id },
    },
    { email: 'user@initech.example', firstName: 'Peter', lastName: 'Gibbons', company: { id: initech.id } },
    ...moreColleagues(acme, globex),
  ]
  const users: Record<string, { id: string }> = {}
  for (const person of people) users[person.email] = await createUser(db, person)
  const consultant = await createUser(db, {
    email: 'chris.consult@partner.example',
    firstName: 'Chris',
    lastName: 'Consult',
    company: { id: acme.id },
  })
  // One account in two companies: each company admin sees only their own membership of it.
  await addMember(db, globex.id, consultant.id)
  users[consultant.email] = consultant
  for (const legacy of LEGACY_DUPLICATES) {
    users[legacy.email] = await legacyImport(db, { ...legacy, companyId: acme.id })
  }
  return users
}

/** Colleagues added so the administration screens are full. */
function moreColleagues(acme: Company, globex: Company): UserFactoryInput[] {
  return [
    {
      email: 'emil.novak@acme.example',
      firstName: 'Emil',
      lastName: 'Novak',
      locale: 'de-DE',
      company: { id: acme.id },
    },
    { email: 'olivia.hart@acme.example', firstName: 'Olivia', lastName: 'Hart', company: { id: acme.id } },
    {
      email: 'paul.meier@acme.example',
      firstName: 'Paul',
      lastName: 'Meier',
      locale: 'de-AT',
      company: { id: acme.id },
    },
    {
      email: 'marge.bouvier@globex.example',
      firstName: 'Marge',
      lastName: 'Bouvier',
      company: { id: globex.id },
    },
    {
      email: 'lisa.simpson@globex.example',
      firstName: 'Lisa',
      lastName: 'Simpson',
      company: { id: globex.id },
    },
  ]
}

/**
 * The same person twice, as an old import left them: e-mails that differ only by case and spaces, which
 * today's forms would refuse. remove-duplicates has something to show.
 */
export const LEGACY_DUPLICATES = [
  { email: 'max.mustermann@acme.example', createdAt: new Date('2019-03-01T09:00:00Z') },
  { email: ' Max.Mustermann@ACME.example ', createdAt: new Date('2021-06-15T09:00:00Z') },
]

/** Inserts an account exactly as given (no clean-up of the e-mail), as a legacy import did. */
export async function legacyImport(
  db: Database,
  input: { email: string; createdAt: Date; companyId: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      name: 'Max Mustermann',
      firstName: 'Max',
      lastName: 'Mustermann',
      locale: 'de-DE',
      activeCompanyId: input.companyId,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
    .returning()
  await addMember(db, input.companyId, user!.id)
  return user!
}
