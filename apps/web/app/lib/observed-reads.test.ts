import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ObservedReads } from './observed-reads.ts'

/** A server's lists by id; each answer is the list as it is when asked, and every ask is counted. */
function lists() {
  const rows: Record<string, string[]> = { a: ['a1'], b: ['b1'] }
  const asked: string[] = []
  return {
    read: (id: string) => ({
      queryKey: ['okr_projects', 'list', { key_result: id }],
      queryFn: async () => {
        asked.push(id)
        return [...(rows[id] ?? [])]
      },
    }),
    write: (id: string, row: string) => {
      rows[id] = [...(rows[id] ?? []), row]
    },
    asked,
  }
}

describe('ObservedReads', () => {
  it('fetches the reads it is given, keeps them observed and tells when they change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = lists()
    let changes = 0
    const observed = new ObservedReads(client, () => {
      changes += 1
    })
    observed.set([server.read('a'), server.read('b')])
    await vi.waitFor(() => {
      expect(client.getQueryData(server.read('a').queryKey)).toEqual(['a1'])
      expect(client.getQueryData(server.read('b').queryKey)).toEqual(['b1'])
    })
    expect(changes).toBeGreaterThan(0)
    // A write invalidating the group fetches the observed reads again.
    server.write('a', 'a2')
    await client.invalidateQueries({ queryKey: ['okr_projects'] })
    expect(client.getQueryData(server.read('a').queryKey)).toEqual(['a1', 'a2'])
    expect(server.asked.filter((id) => id === 'a')).toHaveLength(2)
  })

  it('stops observing a read no longer listed and starts no second observer for one still listed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } })
    const server = lists()
    const observed = new ObservedReads(client, () => {})
    observed.set([server.read('a'), server.read('b')])
    await vi.waitFor(() => expect(server.asked).toHaveLength(2))
    // Stopping and keeping happen at once: nothing to wait for.
    observed.set([server.read('a')])
    expect(observed.size).toBe(1)
    const observers = (id: string) =>
      client
        .getQueryCache()
        .find({ queryKey: server.read(id).queryKey })
        ?.getObserversCount()
    expect(observers('a')).toBe(1)
    expect(observers('b')).toBe(0)
    // Still listed: not asked again (a new observer of a stale read would fetch it on subscribing).
    expect(server.asked.filter((id) => id === 'a')).toHaveLength(1)
    // No longer observed: an invalidation leaves it alone.
    await client.invalidateQueries({ queryKey: ['okr_projects'] })
    expect(server.asked.filter((id) => id === 'b')).toHaveLength(1)
    observed.set([])
    expect(observers('a')).toBe(0)
  })
})
