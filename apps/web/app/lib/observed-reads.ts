import {
  hashKey,
  type QueryClient,
  type QueryKey,
  QueryObserver,
  useQueryClient,
} from '@tanstack/react-query'
import { useEffect, useReducer, useState } from 'react'

/** A read to keep observed: its key and how to fetch it. */
export type ObservedRead = { queryKey: QueryKey; queryFn: () => Promise<unknown> }

/**
 * A changing set of reads kept observed (fetched when not fresh, fetched again when a write invalidates
 * them) with the `QueryObserver` every page already loads for `useQuery`: what `useQueries` does for
 * a list, without its `QueriesObserver` (1.4 kB gzip on a page that opens rows, ADR 79).
 */
export class ObservedReads {
  private readonly observers = new Map<string, () => void>()
  private readonly client: QueryClient
  private readonly onChange: () => void

  constructor(client: QueryClient, onChange: () => void) {
    this.client = client
    this.onChange = onChange
  }

  /** Observes exactly these reads: the new ones start, those no longer listed stop. */
  set(reads: readonly ObservedRead[]) {
    const wanted = new Map(reads.map((read) => [hashKey(read.queryKey), read]))
    for (const [hash, stop] of this.observers) {
      if (wanted.has(hash)) continue
      stop()
      this.observers.delete(hash)
    }
    for (const [hash, read] of wanted) {
      if (this.observers.has(hash)) continue
      const observer = new QueryObserver(this.client, read)
      this.observers.set(
        hash,
        observer.subscribe(() => this.onChange()),
      )
    }
  }

  /** How many reads are observed. */
  get size() {
    return this.observers.size
  }
}

/**
 * Keeps these reads observed while the component is mounted and draws it again when one of them
 * changes; answers each read's state in the cache (undefined until it was first asked).
 */
export function useObservedReads(reads: readonly ObservedRead[]) {
  const client = useQueryClient()
  const [, changed] = useReducer((count: number) => count + 1, 0)
  const [observed] = useState(() => new ObservedReads(client, changed))
  const wanted = reads.map((read) => hashKey(read.queryKey)).join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reads change when their keys do
  useEffect(() => observed.set(reads), [observed, wanted])
  useEffect(() => () => observed.set([]), [observed])
  return reads.map((read) => client.getQueryState(read.queryKey))
}
