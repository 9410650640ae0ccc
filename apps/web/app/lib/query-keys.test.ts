import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { refreshGroups } from './query-keys.ts'

/**
 * A server's list whose first answer waits until the test lets it go (a read on its way while the
 * page writes); reads asked after that answer at once. Each answer is the list as it was when asked.
 */
function slowFirstList() {
  let rows = ['a']
  let releaseFirst: (() => void) | undefined
  const fetch = () => {
    const answer = [...rows]
    if (releaseFirst) return Promise.resolve(answer)
    return new Promise<string[]>((resolve) => {
      releaseFirst = () => resolve(answer)
    })
  }
  return {
    fetch,
    write: (row: string) => {
      rows = [...rows, row]
    },
    answerFirst: () => releaseFirst?.(),
  }
}

describe('refreshGroups', () => {
  it('fetches again a read that was on its way when the write answered, and keeps the newer answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = slowFirstList()
    const observer = new QueryObserver(client, { queryKey: ['favorites', 'list'], queryFn: server.fetch })
    const stop = observer.subscribe(() => {})
    // The page's first read reads the list before the write, and answers after it.
    server.write('b')
    const refreshed = refreshGroups(client, ['favorites'])
    server.answerFirst()
    await refreshed
    expect(client.getQueryData(['favorites', 'list'])).toEqual(['a', 'b'])
    expect(observer.getCurrentResult().data).toEqual(['a', 'b'])
    stop()
  })

  it('leaves reads of other groups alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let calls = 0
    const observer = new QueryObserver(client, {
      queryKey: ['hubs', 'list'],
      queryFn: async () => ++calls,
    })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true))
    await refreshGroups(client, ['favorites'])
    expect(calls).toBe(1)
    stop()
  })
})
