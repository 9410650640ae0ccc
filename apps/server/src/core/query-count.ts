import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm/logger'

/**
 * Counts the SQL statements run inside `countQueries(fn)`: how tests prove an endpoint has no N+1.
 * The logger is installed only when a database is opened with `countQueries: true` (tests), so
 * production queries never pass through it.
 */
const counting = new AsyncLocalStorage<{ queries: string[] }>()

export const queryCountingLogger: Logger = {
  logQuery(query) {
    counting.getStore()?.queries.push(query)
  },
}

/** Runs `fn` and answers the statements it ran (on a database opened with `countQueries`). */
export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const store = { queries: [] as string[] }
  const result = await counting.run(store, fn)
  return { result, queries: store.queries }
}
