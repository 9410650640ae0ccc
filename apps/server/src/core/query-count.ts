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

/**
 * Resolving the caller runs a statement only now and then: the session lookup when the session cache
 * holds no live entry (it keeps one for 5 s), and the last-seen write at most once a minute. Tests that
 * compare two requests' counts leave those out, so the comparison depends on the handler alone and not on
 * how much time passed between the requests.
 */
export async function countHandlerQueries<T>(fn: () => Promise<T>) {
  const { result, queries, params } = await countQueries(fn)
  const kept = queries.flatMap((query, i) => (callerStatement.test(query) ? [] : [i]))
  return { result, queries: kept.map((i) => queries[i] as string), params: kept.map((i) => params[i] ?? []) }
}

const callerStatement =
  /^(select .* from "sessions" inner join "users"|update "sessions" set "last_seen_at")/s
