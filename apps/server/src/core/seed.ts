import { count } from 'drizzle-orm'
import { seedAccounts } from '../modules/accounts/accounts.seed.ts'
import { users } from '../modules/accounts/accounts.tables.ts'
import { seedCompanies } from '../modules/companies/companies.seed.ts'
import type { Database } from './db.ts'

/** The demo world, module by module; later modules add their own seeds here. */
export async function seedDemo(db: Database) {
  const world = await seedCompanies(db)
  await seedAccounts(db, world)
  return world
}

/** Seeds only an empty database, so a restart never touches what users saved. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await seedDemo(db)
  return true
}
