import { describe, expect, it } from 'vitest'
import { rowWindow } from './row-window.tsx'

describe('rowWindow', () => {
  it('draws every line of a short table, with no empty rows', () => {
    expect(rowWindow(100, 48, null)).toEqual({ isLong: false, first: 0, last: 99, before: 0, after: 0 })
    expect(rowWindow(0, 48, null)).toMatchObject({ isLong: false, first: 0, last: -1, after: 0 })
    // What a virtualiser said while the table was long no longer counts once it is short.
    expect(rowWindow(30, 48, { first: 20, last: 40 })).toMatchObject({ first: 0, last: 29, before: 0 })
  })

  it('draws the first lines of a long table until the virtualiser names those in view', () => {
    expect(rowWindow(250, 48, null)).toEqual({
      isLong: true,
      first: 0,
      last: 99,
      before: 0,
      after: 150 * 48,
    })
  })

  it('draws the lines in view of a long table between empty rows of the others’ height', () => {
    expect(rowWindow(250, 48, { first: 120, last: 140 })).toEqual({
      isLong: true,
      first: 120,
      last: 140,
      before: 120 * 48,
      after: 109 * 48,
    })
  })

  it('keeps within the lines when the table shrank before the virtualiser caught up', () => {
    expect(rowWindow(150, 48, { first: 180, last: 200 })).toMatchObject({
      first: 149,
      last: 149,
      before: 149 * 48,
      after: 0,
    })
  })

  it('takes its own limit', () => {
    expect(rowWindow(30, 10, null, 20)).toMatchObject({ isLong: true, first: 0, last: 19, after: 100 })
  })
})
