import { describe, expect, it } from 'vitest'
import { formatters } from './format.ts'

describe('formatters', () => {
  it('formats per locale', () => {
    expect(formatters('en-US').number(1234.5, 1)).toBe('1,234.5')
    expect(formatters('de-DE').number(1234.5, 1)).toBe('1.234,5')
    expect(formatters('de-DE').percent(0.42)).toMatch(/42\s?%/)
    expect(formatters('en-US').currency(12, 'EUR')).toBe('€12.00')
    expect(formatters('en-US').date('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026')
    expect(formatters('de-DE').date('2026-11-22T12:00:00Z')).toBe('22.11.2026')
  })

  it('formats calendar days without a time-zone shift, measured values and percentages of 100', () => {
    expect(formatters('en-US').day('2026-11-22')).toBe('Nov 22, 2026')
    expect(formatters('de-DE').day('2026-01-01')).toBe('01.01.2026')
    expect(formatters('en-US').decimal(38)).toBe('38')
    expect(formatters('de-DE').decimal(99.95)).toBe('99,95')
    expect(formatters('en-US').percentValue(63)).toBe('63%')
    expect(formatters('de-DE').percentValue(7.5)).toMatch(/^7,5\s?%$/)
  })

  it('formats file sizes in kB and MB', () => {
    expect(formatters('en-US').fileSize(2_345)).toBe('2.3 kB')
    expect(formatters('de-DE').fileSize(4_200_000)).toBe('4,2 MB')
  })

  it('formats Swiss German (zh-CHS) as de-CH', () => {
    expect(formatters('zh-CHS').number(1234.5, 1)).toMatch(/1.234\.5/)
    // Austrian German names January "Jänner" (Intl under de-AT).
    expect(formatters('de-AT').month('2026-01')).toBe('Jän. 2026')
    expect(formatters('en-US').month('2026-11')).toBe('Nov 2026')
    // Never Chinese: an instant to the second as Swiss German writes it.
    expect(formatters('zh-CHS').instant('2026-11-22T12:00:05Z')).toMatch(/^22\.11\.26, \d\d:00:05$/)
  })
})
