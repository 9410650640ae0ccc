import { describe, expect, it } from 'vitest'
import { neutralise } from './spreadsheet.ts'

describe('neutralise', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralise(text)).toBe(`'${text}`)
  })

  it('leaves other text alone', () => {
    for (const text of ['Ada', 'a=b', ' =1', '', "O'Connor", 'x-y@z']) expect(neutralise(text)).toBe(text)
  })
})
