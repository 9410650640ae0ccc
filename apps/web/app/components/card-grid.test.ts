import { describe, expect, it } from 'vitest'
import { cardGrid } from './card-grid.ts'

describe('cardGrid', () => {
  it('names the columns of each breakpoint given, for the stylesheet to fall back from', () => {
    const grid = cardGrid({ base: 1, sm: 2, xl: 4 })
    expect(grid.style).toEqual({ '--cols-base': 1, '--cols-sm': 2, '--cols-xl': 4 })
    expect(grid.className).toBeTruthy()
  })
})
