import { describe, expect, it } from 'vitest'
import { countFromPage } from './pagination.ts'

describe('countFromPage', () => {
  it('knows the total from a short page that is not past the end', () => {
    expect(countFromPage({ limit: 8, offset: 0 }, 3)).toBe(3)
    expect(countFromPage({ limit: 8, offset: 0 }, 0)).toBe(0)
    expect(countFromPage({ limit: 10, offset: 20 }, 4)).toBe(24)
  })

  it('leaves the count to the database for a full page or an empty page past the first', () => {
    expect(countFromPage({ limit: 8, offset: 0 }, 8)).toBeNull()
    expect(countFromPage({ limit: 10, offset: 20 }, 10)).toBeNull()
    expect(countFromPage({ limit: 10, offset: 20 }, 0)).toBeNull()
  })
})
