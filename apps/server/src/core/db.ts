import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Config } from './config.ts'

export type Database = PgDatabase<PgQueryResultHKT>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/**
 * Opens the embedded PGlite (file-backed, or in memory when dataDir is null) or PostgreSQL.
 * Same dialect, same migrations, same queries either way.
 */
export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 })
    const db = drizzlePg(pool)
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => pool.end(),
    }
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true })
  // Note: PGlite is single-connection and only one process may own a data folder.
  const client = database.dataDir ? new PGlite(database.dataDir) : new PGlite()
  const db = drizzlePglite(client)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}
