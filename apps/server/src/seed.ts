import { count } from 'drizzle-orm'
import type { Database } from './core/db.ts'
import { users } from './core/identity.tables.ts'
import { seedAcademy } from './modules/academy/academy.seed.ts'
import { seedAccounts } from './modules/accounts/accounts.seed.ts'
import { seedAutoAssignRules } from './modules/accounts/auto-assign.seed.ts'
import { seedActivation } from './modules/activation/activation.seed.ts'
import { seedCoaching } from './modules/coaching/coaching.seed.ts'
import { seedCompanies } from './modules/companies/companies.seed.ts'
import { seedGroups } from './modules/groups/groups.seed.ts'
import { seedGuide } from './modules/guide/guide.seed.ts'
import { seedOkr } from './modules/okr/okr-demo.seed.ts'
import { seedServices } from './modules/services/services.seed.ts'
import { seedSupport } from './modules/support/support.seed.ts'
import { seedTeams } from './modules/teams/teams.seed.ts'

/** The demo world, module by module (composed here like app.ts composes routes, outside core). */
export async function seedDemo(db: Database) {
  const companies = await seedCompanies(db)
  const people = { ...companies, users: await seedAccounts(db, companies) }
  const teams = await seedTeams(db, people)
  const groups = await seedGroups(db, people)
  const autoAssignRules = await seedAutoAssignRules(db, { ...people, groups })
  const catalogue = await seedServices(db, { ...people, groups })
  const support = await seedSupport(db, people)
  const coaching = await seedCoaching(db, people)
  const activation = await seedActivation(db, people)
  const guide = await seedGuide(db, people)
  const academy = await seedAcademy(db, people)
  const okr = await seedOkr(db, { ...people, teams })
  return {
    ...people,
    teams,
    groups,
    autoAssignRules,
    catalogue,
    support,
    coaching,
    activation,
    guide,
    academy,
    okr,
  }
}

export type DemoWorld = Awaited<ReturnType<typeof seedDemo>>

/** Seeds only an empty database, so a restart never touches what users saved. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await seedDemo(db)
  return true
}
