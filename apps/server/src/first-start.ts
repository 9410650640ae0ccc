import { spawn } from 'node:child_process'
import { count } from 'drizzle-orm'
import type { Config } from './core/config.ts'
import { type DatabaseHandle, openDatabase } from './core/db.ts'
import { users } from './core/identity.tables.ts'
import { seedIfEmpty } from './seed.ts'

/** Set in the environment of the child process that seeds: it seeds and ends instead of serving. */
export const SEED_CHILD = 'PORTAL_SEED_CHILD'

/**
 * Opens the database, migrated, and on a first start with the demo seeded (ADR 65). The seed runs in a
 * child process of its own, which ends when it is done: drawing the demo's pictures (sharp, ADR 57) left
 * ~100 MB of the C allocator's per-thread arenas resident in the process that drew them, for its whole
 * life. On PostgreSQL the child seeds while this process holds the migration lock (ADR 51); PGlite lets
 * one process own a data folder, so this one lets it go while the child seeds, then opens it again.
 */
export async function openSeededDatabase(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(config.database)
  const empty = await database.migrate(async () => {
    if (!config.seedDemo || !(await isEmpty(database))) return false
    if (database.kind === 'postgres') await seedInChild()
    return true
  })
  if (!empty || database.kind === 'postgres') return database
  await database.close()
  await seedInChild()
  return openDatabase(config.database)
}

/** The child's work: seeds the migrated database if it is still empty (no lock: its parent holds it). */
export async function seedAsChild(config: Config) {
  const database = openDatabase(config.database)
  try {
    await seedIfEmpty(database.db)
  } finally {
    await database.close()
  }
}

async function isEmpty(database: DatabaseHandle) {
  const [row] = await database.db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

/** This same program again (with node's options: tsx, the harness's clock preload), told to seed. */
async function seedInChild() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, ...harnessClock(), [SEED_CHILD]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`the demo seed failed (its process exited with ${code})`)
}

/**
 * The e2e harness's preload (test/portal-now.ts) moved this process's clock and took PORTAL_NOW out of
 * the environment. The child loads the same preload (the same node options): it is given this process's
 * "now", so the demo is seeded on the same day. Without the preload, nothing is passed (the
 * configuration refuses PORTAL_NOW outside the harness).
 */
function harnessClock(): Record<string, string> {
  const preloaded = process.execArgv.some((arg) => /portal-now\.(ts|js)$/.test(arg))
  return preloaded ? { PORTAL_NOW: new Date().toISOString() } : {}
}
