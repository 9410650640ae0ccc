import { describe, expect, it } from 'vitest'
import { plainExcerpt } from './excerpt.ts'

describe('plainExcerpt', () => {
  it('drops markup and keeps link texts', () => {
    expect(
      plainExcerpt(
        '## Start\n\n> Tip: **read** the [guide](/client/guide) first.\n\n- one\n- `two`\n\n```\ncode\n```',
      ),
    ).toBe('Start Tip: read the guide first. one two')
  })

  it('cuts long texts at a word', () => {
    const excerpt = plainExcerpt('word '.repeat(100), 42)
    expect(excerpt.length).toBeLessThanOrEqual(43)
    expect(excerpt).toMatch(/word…$/)
  })
})
