import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Config } from './config.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { AppError } from './errors.ts'
import { queryCountingLogger } from './query-count.ts'

export type Database = PgDatabase<PgQueryResultHKT>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Applies the migrations; then `underLock` (the demo seed) runs while the migration lock is still held,
   * so processes starting together also seed an empty database once (ADR 51). Answers what it answers.
   */
  migrate<T>(underLock?: () => Promise<T>): Promise<T | undefined>
  ping(): Promise<void>
  /**
   * PostgreSQL LISTEN/NOTIFY: how processes sharing a database tell each other about changes. `onLost`
   * hears that the listening connection ended (notifications from then on are missed; listen again).
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost?: () => void): Promise<Unlisten>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/

/**
 * Stops listening. `fence()` resolves once every notification of a transaction that committed before it
 * was called has been handed to `onMessage`: a round trip on the listening connection, which PostgreSQL
 * answers only after sending it the notifications pending for it (PGlite hands them over with each query).
 */
export type Unlisten = (() => Promise<void>) & { fence: () => Promise<void> }

/**
 * Extensions the schema needs, loaded into PGlite and created before the migrations run (ADR 32:
 * trigram indexes for text search). Here rather than in a migration, which drizzle-kit regenerates.
 */
export const PGLITE_EXTENSIONS = { pg_trgm }
export const CREATE_EXTENSIONS_SQL = 'create extension if not exists pg_trgm'

/**
 * PGlite's own start parameters and a smaller buffer pool (issue 18, ADR 48): initdb's 128 MB of
 * shared_buffers live in the WebAssembly heap, which never shrinks, and made most of the embedded
 * server's idle memory. 32 MB holds a company's working set; pages beyond it are read again from the
 * data folder's files, which the operating system caches.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']

/**
 * The PostgreSQL advisory lock (session level) that makes processes starting together on one database
 * migrate one after another: the first applies the migrations, the others wait, then find nothing to do.
 * A fixed key of our own ('portalmi' in ASCII); PGlite needs none (one process per data folder).
 */
export const MIGRATION_LOCK_KEY = 0x706f_7274_616c_6d69n

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/**
 * Opens the embedded PGlite (file-backed, or in memory when dataDir is null) or PostgreSQL.
 * Same dialect, same migrations, same queries either way. `countQueries` lets tests count the
 * statements of a request (core/query-count.ts).
 */
export function openDatabase(
  database: Config['database'],
  options: {
    countQueries?: boolean
    /** An in-memory PGlite starts as a copy of this data folder dump (tests' seeded template). */
    template?: Blob
  } = {},
): DatabaseHandle {
  const logger = options.countQueries ? queryCountingLogger : false
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 })
    // An idle connection the server ended (restart, failover, a dropped test database) is removed by
    // the pool, which opens a new one when needed; unheard, its 'error' event would end the process.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { logger })
    return {
      db,
      kind: 'postgres',
      migrate: async (underLock) => {
        // One connection for the lock and the work under it: the lock belongs to its session.
        // underLock works through the pool (other connections): what matters is that no other process
        // gets past the lock until it is done.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
          let answer: Awaited<ReturnType<NonNullable<typeof underLock>>> | undefined
          try {
            await client.query(CREATE_EXTENSIONS_SQL)
            await migratePg(drizzlePg(client, { logger }), { migrationsFolder })
            answer = await underLock?.()
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
          }
          client.release()
          return answer
        } catch (error) {
          // A connection in an unknown state is closed rather than given back to the pool.
          client.release(error instanceof Error ? error : true)
          throw error
        }
      },
      ping: async () => {
        await pool.query('select 1')
      },
      listen: async (channel, onMessage, onLost) => {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`)
        // LISTEN needs a connection of its own for as long as we listen.
        const client = await pool.connect()
        const handler = (message: pg.Notification) => {
          if (message.channel === channel) onMessage(message.payload ?? '')
        }
        // A connection that ends (a server restart, a terminated backend) is closed and the caller told;
        // its 'error' would otherwise end the process. It stays heard, so a late error is dropped too.
        let open = true
        const lost = () => {
          if (!open) return
          open = false
          client.release(true)
          onLost?.()
        }
        client.on('notification', handler)
        client.on('error', lost)
        client.on('end', lost)
        await client.query(`listen ${channel}`)
        const unlisten = async () => {
          if (!open) return
          open = false
          client.off('notification', handler)
          client.off('end', lost)
          await client.query(`unlisten ${channel}`).catch(() => undefined)
          client.release()
        }
        return Object.assign(unlisten, {
          fence: async () => {
            if (!open) throw new Error(`no longer listening on ${channel}`)
            await client.query('select 1')
          },
        })
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      },
      close: () => pool.end(),
    }
  }
  let unlock = () => {}
  if (database.dataDir) {
    mkdirSync(database.dataDir, { recursive: true })
    // Note: PGlite is single-connection and only one process may own a data folder (the server and
    // the db CLI alike): a second one stops here with a message.
    unlock = lockDataDir(database.dataDir)
    createDataDir(database.dataDir)
  }
  const client = database.dataDir
    ? new TurnTakingPGlite(database.dataDir, {
        extensions: PGLITE_EXTENSIONS,
        startParams: PGLITE_START_PARAMS,
      })
    : new TurnTakingPGlite({
        extensions: PGLITE_EXTENSIONS,
        startParams: PGLITE_START_PARAMS,
        ...(options.template ? { loadDataDir: options.template } : {}),
      })
  const db = drizzlePglite(client, { logger })
  return {
    db,
    kind: 'pglite',
    migrate: async (underLock) => {
      await client.query(CREATE_EXTENSIONS_SQL)
      await migratePglite(db, { migrationsFolder })
      return await underLock?.()
    },
    ping: async () => {
      await client.query('select 1')
    },
    listen: async (channel, onMessage) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`)
      // One connection in one process: a notification is handed over when the query that caused it ends.
      return Object.assign(await client.listen(channel, onMessage), { fence: async () => {} })
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

/**
 * How long PGlite's statements may run back to back in one turn of the event loop before the other
 * requests' sockets are read again (ADR 60). One statement per turn (ADR 53) held check-ins to one
 * statement per pass over 30 reading connections; 10 ms gives writes most of a busy turn and still bounds
 * how long a read answered from memory waits behind them (the budget plus one statement).
 */
export const PGLITE_TURN_BUDGET_MS = 10

/**
 * Statements (or transactions) take turns with the event loop (ADR 53, ADR 60). PGlite runs a
 * statement synchronously on the event loop, and one finishing handed the database to the next waiting
 * one in the same microtask queue: 20 concurrent check-ins ran their statements back to back, ~60 ms
 * during which no list request, even one answered from the read cache without any query, was read.
 * Now a turn starts the waiting statements one after another, in order, until it has run `budgetMs`;
 * the rest wait for the next turn (`setImmediate`), after the poll phase has read the sockets.
 */
export class EventLoopTurns {
  private readonly waiting: (() => void)[] = []
  private scheduled = false
  /** A statement of this turn is running: the next one starts when it ends. */
  private running = false
  private turnEnds = 0

  constructor(private readonly budgetMs = PGLITE_TURN_BUDGET_MS) {}

  /** Runs `work` in a turn, after those waiting before it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve)
      this.schedule()
    })
    try {
      return await work()
    } finally {
      this.finished()
    }
  }

  private schedule() {
    if (this.scheduled || this.running || this.waiting.length === 0) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.turnEnds = performance.now() + this.budgetMs
      this.startNext()
    })
  }

  private startNext() {
    const next = this.waiting.shift()
    if (!next) return
    this.running = true
    next()
  }

  private finished() {
    this.running = false
    if (this.waiting.length > 0 && performance.now() < this.turnEnds) this.startNext()
    else this.schedule()
  }
}

class TurnTakingPGlite extends PGlite {
  private readonly turns = new EventLoopTurns()

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // PGlite's own start-up queries (its array types) come through here: a statement must not hold the
    // turn while it waits for them.
    if (!this.ready) await this.waitReady
    return this.turns.run(() => super.query<T>(query, params, options))
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!this.ready) await this.waitReady
    return this.turns.run(() => super.transaction(callback))
  }
}

/**
 * Makes a new PGlite data folder (initdb) in a child process of its own, which ends when it is made
 * (ADR 53). Made in this process, initdb's half a gigabyte of passing WebAssembly memory and buffers was
 * freed afterwards but never given back to the system by the C allocator: a server started on a new
 * folder kept ~140 MB more resident memory for its whole life than one started on an existing folder.
 */
function createDataDir(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const make = `const { PGlite } = require(${JSON.stringify(pglite)})
const db = new PGlite(process.argv[1], { startParams: JSON.parse(process.argv[2]) })
db.waitReady.then(() => db.close())`
  const made = spawnSync(process.execPath, ['-e', make, dataDir, JSON.stringify(PGLITE_START_PARAMS)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  })
  if (made.status !== 0 || !existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`the data folder ${dataDir} could not be made: ${made.stderr || made.error?.message}`)
  }
}

/** A unique constraint refused the write (PostgreSQL 23505), as drizzle reports it on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error
  while (typeof current === 'object' && current !== null) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** Runs a write; a unique constraint refusing it becomes a field error on `field`, not a 500. */
export async function refuseDuplicate<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new AppError(400, 'api.errors.validation', {
      fields: { [field]: [{ key: 'api.fields.duplicate' }] },
    })
  }
}
