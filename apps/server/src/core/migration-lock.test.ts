import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATION_LOCK_KEY } from './db.ts'

// Several portal processes starting together on one PostgreSQL database (compose's replicas) migrate
// it once: an advisory lock (core/db.ts) lets one apply the migrations while the others wait and then
// find nothing left to do. PostgreSQL only: PGlite is one process per data folder (data-dir-lock.ts).
const ADMIN_URL = process.env.DATABASE_URL

const journal = JSON.parse(
  readFileSync(fileURLToPath(new URL('../migrations/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] }

describe.skipIf(!ADMIN_URL)('migrations on a PostgreSQL database shared by several processes', () => {
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`
  const url = new URL(ADMIN_URL ?? 'postgres://unused/unused')
  url.pathname = `/${name}`

  const admin = async <T>(run: (client: pg.Client) => Promise<T>, connectionString = ADMIN_URL) => {
    const client = new pg.Client({ connectionString })
    await client.connect()
    try {
      return await run(client)
    } finally {
      await client.end()
    }
  }

  beforeAll(() => admin((client) => client.query(`create database ${name}`)))
  afterAll(() => admin((client) => client.query(`drop database if exists ${name} with (force)`)))

  /** `db.ts migrate` (or `seed`) as its own process on the fresh database: its exit code and what it wrote. */
  const migrateProcess = (command: 'migrate' | 'seed' = 'migrate') =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('../cli/db.ts', import.meta.url)), command],
        { env: { ...process.env, DATABASE_URL: url.toString() }, stdio: ['ignore', 'ignore', 'pipe'] },
      )
      let stderr = ''
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk)
      })
      child.on('exit', (code) => resolve({ code, stderr }))
    })

  it('are applied exactly once when two processes start together, and both succeed', async () => {
    const [first, second] = await Promise.all([migrateProcess(), migrateProcess()])
    expect(first.code, first.stderr).toBe(0)
    expect(second.code, second.stderr).toBe(0)
    expect(first.stderr).toContain('Database migrated (postgres).')
    expect(second.stderr).toContain('Database migrated (postgres).')

    const applied = await admin(
      async (client) =>
        (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations')).rows,
      url.toString(),
    )
    expect(applied).toHaveLength(journal.entries.length)
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length)
    // And the lock was given back: nobody holds it once both have finished.
    const held = await admin(
      async (client) => (await client.query(`select 1 from pg_locks where locktype = 'advisory'`)).rowCount,
      url.toString(),
    )
    expect(held).toBe(0)
  }, 120_000)

  // The server's SEED_DEMO (compose.yaml's first start) seeds under the same lock: two processes released
  // together on the migrated, empty database must not both find no users and both seed (ADR 51).
  it('seed the demo data once when two processes start together', async () => {
    const holder = new pg.Client({ connectionString: url.toString() })
    await holder.connect()
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
      const both = Promise.all([migrateProcess('seed'), migrateProcess('seed')])
      // Both wait for the lock; then they are let go at the same moment.
      const waiting = async () =>
        Number(
          (
            await holder.query<{ n: string }>(
              `select count(*) as n from pg_locks where locktype = 'advisory' and not granted`,
            )
          ).rows[0]?.n,
        )
      await expect.poll(waiting, { timeout: 60_000, interval: 100 }).toBe(2)
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
      const [first, second] = await both
      expect(first.code, first.stderr).toBe(0)
      expect(second.code, second.stderr).toBe(0)
      const said = [first.stderr, second.stderr].map((text) =>
        text.includes('Demo data seeded.') ? 'seeded' : text.includes('not seeded') ? 'skipped' : text,
      )
      expect(said.sort()).toEqual(['seeded', 'skipped'])
      const { rows } = await holder.query<{ companies: string; admins: string }>(
        `select (select count(*) from companies) as companies,
                (select count(*) from users where email = 'admin@example.com') as admins`,
      )
      expect(rows[0]).toEqual({ companies: '3', admins: '1' })
    } finally {
      await holder.end()
    }
  }, 120_000)
})
