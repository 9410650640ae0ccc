import { describe, expect, it } from 'vitest'
import { dataWithPart } from './part-on-demand.tsx'

/** A part whose preloads are counted; `fails` makes its chunk unreachable. */
const part = (fails = false) => {
  const part = {
    asked: 0,
    preload: () => {
      part.asked += 1
      return fails ? Promise.reject(new Error('chunk')) : Promise.resolve()
    },
  }
  return part
}

/** Support's clientLoader at an address that opens ticket 1, answering `answer` as the data. */
const openTicket = (thread: ReturnType<typeof part>, answer: string) =>
  dataWithPart(new Request('http://x/support?ticket=1'), 'ticket', thread, async () => answer)

describe('dataWithPart', () => {
  it('fetches the part’s code with the data when the address names a record', async () => {
    const thread = part()
    expect(await openTicket(thread, 'data')).toBe('data')
    expect(thread.asked).toBe(1)
  })

  it('leaves the part alone on another address, and answers the data when its code cannot be fetched', async () => {
    const thread = part(true)
    await dataWithPart(new Request('http://x/support?page=2'), 'ticket', thread, async () => 'list')
    expect(thread.asked).toBe(0)
    expect(await openTicket(thread, 'one')).toBe('one')
    expect(thread.asked).toBe(1)
  })
})
