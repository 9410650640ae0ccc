import { afterEach, describe, expect, it, vi } from 'vitest'
import { shiftTime } from './shifted-time.ts'

const TO = Date.parse('2021-05-12T10:00:00Z')
let undo: () => void = () => undefined
afterEach(() => undo())

describe('shifted time (the e2e server starts at PORTAL_NOW)', () => {
  it('moves now to the given instant and lets it tick on', async () => {
    const before = new Date()
    undo = shiftTime(TO)
    const start = Date.now()
    expect(start - TO).toBeGreaterThanOrEqual(0)
    expect(start - TO).toBeLessThan(1000)
    expect(new Date().toISOString().slice(0, 15)).toBe('2021-05-12T10:0')
    expect(Date()).toContain('2021')
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(start), { interval: 1 })
    // One Date for dates made before and after the shift.
    expect(before).toBeInstanceOf(Date)
    expect(new Date()).toBeInstanceOf(Date)
  })

  it('leaves dates made from a value alone, and undoes', () => {
    undo = shiftTime(TO)
    expect(new Date(0).getTime()).toBe(0)
    expect(new Date('2030-01-02T03:04:05Z').toISOString()).toBe('2030-01-02T03:04:05.000Z')
    expect(new Date(2030, 0, 2).getFullYear()).toBe(2030)
    expect(Date.UTC(2030, 0, 2)).toBe(Date.parse('2030-01-02T00:00:00Z'))
    undo()
    expect(new Date().getFullYear()).toBeGreaterThan(2021)
  })
})
