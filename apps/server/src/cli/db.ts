import { sql } from 'drizzle-orm'
import { loadConfig } from '../core/config.ts'
import { openDatabase } from '../core/db.ts'
import { seedDemo, seedIfEmpty } from '../seed.ts'

/** npm run db:migrate | db:seed | db:reset — the same migrations the server applies at start-up. */
const command = process.argv[2]
if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('usage: db.ts migrate|seed|reset')
  process.exit(2)
}
// A maintenance tool: it needs the database settings, not a production session secret.
const config = loadConfig({ NODE_ENV: 'development', ...process.env })
const database = (() => {
  try {
    return openDatabase(config.database)
  } catch (error) {
    // The data folder is held by a running server: say so, without a stack.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
try {
  if (command === 'reset') {
    await database.db.execute(sql`drop schema if exists public cascade`)
    await database.db.execute(sql`drop schema if exists drizzle cascade`)
    await database.db.execute(sql`create schema public`)
  }
  // The seed runs under the migration lock, like the server's (no second process seeds meanwhile).
  const seeded = await database.migrate(async () => {
    if (command === 'reset') await seedDemo(database.db)
    return command === 'reset' || (command === 'seed' ? await seedIfEmpty(database.db) : null)
  })
  if (command !== 'migrate')
    console.warn(seeded ? 'Demo data seeded.' : 'Database is not empty: demo data not seeded.')
  console.warn(`Database ${command === 'migrate' ? 'migrated' : 'ready'} (${database.kind}).`)
} finally {
  await database.close()
}
