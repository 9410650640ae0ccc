import { describe, expect, it } from 'vitest'
import { moduleOpen } from './module-features.ts'

describe('moduleOpen (what other pages show of a module)', () => {
  const flags = { ai: false, visibility: { ppm: 'hidden', okr: 'locked' } as const }
  it('follows the server: locked is closed to all, hidden to all but staff, no flag is open', () => {
    expect(moduleOpen(flags, 'ppm', false)).toBe(false)
    expect(moduleOpen(flags, 'ppm', true)).toBe(true)
    expect(moduleOpen(flags, 'okr', true)).toBe(false)
    expect(moduleOpen(flags, 'trends', false)).toBe(true)
    expect(moduleOpen(null, 'ppm', false)).toBe(true)
  })
})
