import type { Endpoint, EndpointInput, EndpointResult } from '@portal/contracts/endpoint'
import { type QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { callEndpoint } from './browser-api.ts'

/**
 * Query keys come from the endpoint table: `[tag, operationId, input]`. A read is cached under its
 * endpoint's key and a write invalidates whole tags (`groupKey`), so both always agree.
 */
export const queryKey = (endpoint: Endpoint, input?: unknown) =>
  input === undefined ? [endpoint.tag, endpoint.operationId] : [endpoint.tag, endpoint.operationId, input]

/** Every read of an endpoint's group (its contract tag): what a write to that group invalidates. */
export const groupKey = (endpoint: Endpoint) => [endpoint.tag]

/** A group of endpoints (`okrTasksApi`) or one endpoint, as a write names what it changes. */
export type Changes = Endpoint | Readonly<Record<string, Endpoint>>

/** The tags a list of groups or endpoints covers, once each. */
export function tagsOf(changes: readonly Changes[]): string[] {
  const tags = changes.flatMap((change) =>
    'operationId' in change ? [change.tag as string] : Object.values(change).map((endpoint) => endpoint.tag),
  )
  return [...new Set(tags)]
}

/**
 * After a write: fetch again every active read of the groups it changed. A read still on its way was
 * asked before the write answered and may not hold it, so it is cancelled first; TanStack Query would
 * otherwise hand the invalidation that older answer when the read has no data yet (a star clicked
 * while the favourites were loading stayed empty).
 */
export async function refreshGroups(queryClient: QueryClient, tags: readonly string[]) {
  await Promise.all(tags.map((tag) => queryClient.cancelQueries({ queryKey: [tag] })))
  await Promise.all(tags.map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })))
}

type ReadOptions<E extends Endpoint> = Omit<UseQueryOptions<EndpointResult<E>>, 'queryKey' | 'queryFn'>

/** A read in the browser through TanStack Query, keyed by its endpoint and input. */
export function useRead<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: ReadOptions<E>) {
  return useQuery({
    ...options,
    queryKey: queryKey(endpoint, input),
    queryFn: () => callEndpoint(endpoint, input),
  })
}
