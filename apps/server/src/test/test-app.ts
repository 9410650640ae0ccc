import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { deserialize } from 'node:v8'
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/constants'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import type { Clock } from '../core/clock.ts'
import { type Config, loadConfig } from '../core/config.ts'
import { type DatabaseHandle, openDatabase } from '../core/db.ts'
import { users } from '../core/identity.tables.ts'
import { insertSession, sessionCookie } from '../core/session-cookie.ts'
import { DEMO_PASSWORD } from '../modules/accounts/accounts.seed.ts'
import { type DemoWorld, seedDemo } from '../seed.ts'
import type {} from './global-setup.ts'

/**
 * The real app on a real, freshly migrated and seeded database: in-memory PGlite by default, or a new
 * PostgreSQL database per test file when DATABASE_URL is set (the CI's PostgreSQL pass).
 */
export async function startTestApp(overrides: Partial<Config> = {}, { clock }: { clock?: Clock } = {}) {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test' } as NodeJS.ProcessEnv)
  const template = inject('databaseTemplate')
  let database: DatabaseHandle
  let connection: Config['database'] = { kind: 'pglite', dataDir: null }
  let dropDatabase = async () => {}
  if (base.database.kind === 'postgres') {
    const name = `portal_test_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: base.database.url })
    await admin.connect()
    // A copy of the run's migrated and seeded template (test/global-setup.ts), when there is one.
    const copy = template?.kind === 'postgres' ? ` template ${template.database}` : ''
    await admin.query(`create database ${name}${copy}`)
    await admin.end()
    const url = new URL(base.database.url)
    url.pathname = `/${name}`
    connection = { kind: 'postgres', url: url.toString() }
    database = openDatabase(connection, { countQueries: true })
    dropDatabase = async () => {
      const client = new pg.Client({
        connectionString: base.database.kind === 'postgres' ? base.database.url : '',
      })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    const copy = template?.kind === 'pglite' ? { template: new Blob([readFileSync(template.dump)]) } : {}
    database = openDatabase(connection, { countQueries: true, ...copy })
  }
  let world: DemoWorld
  if (template && template.kind === database.kind) {
    world = deserialize(readFileSync(template.world)) as DemoWorld
  } else {
    await database.migrate()
    world = await seedDemo(database.db)
  }
  const config: Config = { ...base, ...overrides }
  const app = await buildApp({ config, database, clock })
  await app.ready()
  const extraApps: FastifyInstance[] = []
  const extraDatabases: DatabaseHandle[] = []
  return {
    app,
    config,
    db: database.db,
    world,
    agent: () => new Agent(app),
    /**
     * Another app on the same database, as a second process behind a load balancer would be: on
     * PostgreSQL with a connection pool of its own (PGlite has one owner, so it shares the handle).
     */
    anotherProcess: async () => {
      let otherDatabase = database
      if (connection.kind === 'postgres') {
        otherDatabase = openDatabase(connection, { countQueries: true })
        extraDatabases.push(otherDatabase)
      }
      const other = await buildApp({ config, database: otherDatabase, clock })
      await other.ready()
      extraApps.push(other)
      return other
    },
    /** A signed-in agent for a demo account. */
    signIn: async (email: string, password = DEMO_PASSWORD) => {
      const agent = new Agent(app)
      const response = await agent.post('/api/v1/accounts/login/', { email, password })
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`)
      return agent
    },
    /**
     * An agent with a fresh session of a demo account, opened directly in the database: for tests of
     * what a signed-in caller may do, where the sign-in itself (argon2, by design slow) is not the subject.
     */
    sessionAs: async (email: string) => {
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
      if (!user) throw new Error(`no account ${email}`)
      const token = await insertSession(database.db, config, {
        userId: user.id,
        impersonatedBy: null,
        ip: '127.0.0.1',
        userAgent: 'test',
      })
      const cookie = sessionCookie(config, token)
      const agent = new Agent(app)
      agent.cookies.set(cookie.name, encodeURIComponent(cookie.value))
      return agent
    },
    close: async () => {
      for (const other of extraApps) await other.close()
      for (const other of extraDatabases) await other.close()
      await app.close()
      await database.close()
      await dropDatabase()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>

/** A browser stand-in: keeps cookies between requests and echoes the CSRF cookie like the web client. */
export class Agent {
  readonly cookies = new Map<string, string>()
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string>; ip?: string; payload?: Buffer } = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && options.csrf !== false && !this.cookies.has(CSRF_COOKIE)) {
      await this.request('GET', '/api/v1/accounts/csrf/')
    }
    const headers: Record<string, string> = { ...options.headers }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (method !== 'GET' && options.csrf !== false) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? ''
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(body !== undefined && { payload: JSON.stringify(body) }),
      ...(options.payload && { payload: options.payload }),
      ...(options.ip && { remoteAddress: options.ip }),
    })
    for (const cookie of response.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now())
      if (expired || cookie.value === '') this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  /** A multipart/form-data POST, encoded exactly as a browser encodes a form with files. */
  async postForm(url: string, form: FormData, options: { ip?: string } = {}) {
    const encoded = new Request('http://portal.invalid/', { method: 'POST', body: form })
    const payload = Buffer.from(await encoded.arrayBuffer())
    const headers = { 'content-type': encoded.headers.get('content-type') ?? '' }
    return this.request('POST', url, undefined, { ...options, headers, payload })
  }

  get(url: string, options?: { headers?: Record<string, string> }) {
    return this.request('GET', url, undefined, options)
  }
  post(
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string>; ip?: string },
  ) {
    return this.request('POST', url, body ?? {}, options)
  }
}
