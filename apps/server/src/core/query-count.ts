import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm/logger'

/**
 * Counts the SQL statements run inside `countQueries(fn)`: how tests prove an endpoint has no N+1.
 * The logger is installed only when a database is opened with `countQueries: true` (tests), so
 * production queries never pass through it.
 */
const counting = new AsyncLocalStorage<{ queries: string[]; params: unknown[][] }>()

export const queryCountingLogger: Logger = {
  logQuery(query, params) {
    const store = counting.getStore()
    store?.queries.push(query)
    store?.params.push(params)
  },
}

/**
 * Runs `fn` and answers the statements it ran and their parameters, in order (on a database opened
 * with `countQueries`).
 */
export async function countQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: string[]; params: unknown[][] }> {
  const store = { queries: [] as string[], params: [] as unknown[][] }
  const result = await counting.run(store, fn)
  return { result, queries: store.queries, params: store.params }
}
