import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { loadConfig } from '../core/config.ts'
import { CREATE_EXTENSIONS_SQL, PGLITE_EXTENSIONS } from '../core/db.ts'

/**
 * For tests of a migration that moves data: a fresh database migrated up to the one before it, filled
 * with rows of the old shape, then migrated to the end. In memory on PGlite, or in a database of its own
 * with DATABASE_URL (the CI's PostgreSQL pass).
 */

export const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url))

/** A fresh database: raw SQL, and drizzle's migrator over a migrations folder. */
export interface Target {
  query<T>(text: string, params?: unknown[]): Promise<T[]>
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

export async function openTarget(): Promise<Target> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' } as NodeJS.ProcessEnv)
  if (config.database.kind === 'pglite') {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
    await client.query(CREATE_EXTENSIONS_SQL)
    const db = drizzlePglite(client)
    return {
      query: async (text, params) => (await client.query(text, params)).rows as never,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    }
  }
  const name = `portal_migration_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: config.database.url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(config.database.url)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
  // Note: close() drops the database with (force); a connection still shutting down then hears "terminating
  // connection due to administrator command" (57P01), which is the drop, not a failure of the test.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') throw error
  })
  await pool.query(CREATE_EXTENSIONS_SQL)
  const db = drizzlePg(pool)
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** A copy of the migrations folder as it was before the migration whose tag matches `tag`; `remove()` deletes it. */
export function migrationsBefore(tag: RegExp) {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  const at = journal.entries.findIndex((entry: { tag: string }) => tag.test(entry.tag))
  if (at <= 0) throw new Error(`no migration before ${tag}`)
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'))
  cpSync(MIGRATIONS, folder, { recursive: true })
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  )
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
