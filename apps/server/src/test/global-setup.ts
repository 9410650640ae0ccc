import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serialize } from 'node:v8'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { loadConfig } from '../core/config.ts'
import { openDatabase } from '../core/db.ts'
import { seedDemo } from '../seed.ts'

/** What each test file copies instead of migrating and seeding a database of its own. */
export type DatabaseTemplate =
  | { kind: 'pglite'; dump: string; world: string }
  | { kind: 'postgres'; database: string; world: string }

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

/**
 * Migrates and seeds one database for the whole run: a PGlite data-folder dump, or a PostgreSQL
 * template database (`create database … template …` is a file copy). Test files start from a copy.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-template-'))
  const world = join(folder, 'world.v8')
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' } as NodeJS.ProcessEnv)
  let cleanUp = async () => {}
  if (config.database.kind === 'postgres') {
    const name = `portal_template_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: config.database.url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(config.database.url)
    url.pathname = `/${name}`
    const template = openDatabase({ kind: 'postgres', url: url.toString() })
    await template.migrate()
    writeFileSync(world, serialize(await seedDemo(template.db)))
    // A template database may have no open connection while it is copied.
    await template.close()
    project.provide('databaseTemplate', { kind: 'postgres', database: name, world })
    cleanUp = async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } else {
    const template = openDatabase({ kind: 'pglite', dataDir: null })
    await template.migrate()
    writeFileSync(world, serialize(await seedDemo(template.db)))
    const dump = join(folder, 'data.tar')
    const client = (template.db as unknown as { $client: PGlite }).$client
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await template.close()
    project.provide('databaseTemplate', { kind: 'pglite', dump, world })
  }
  return async () => {
    await cleanUp()
    rmSync(folder, { recursive: true, force: true })
  }
}
