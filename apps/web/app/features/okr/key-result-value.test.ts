import type { Locale } from '@portal/contracts/locales'
import { loadWebCatalogue } from '@portal/i18n/web-catalogues'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18nFor } from '../../lib/i18n.ts'
import { formatKeyResultStanding, formatKeyResultValue, type MeasuredKeyResult } from './key-result-value.ts'

// Intl writes a narrow no-break space before % and € in German; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const value = (locale: Locale, kr: MeasuredKeyResult, amount: number) =>
  plain(formatKeyResultValue(locale, i18nFor(locale).t, kr, amount))
const standing = (locale: Locale, kr: MeasuredKeyResult, current: number) =>
  plain(formatKeyResultStanding(locale, i18nFor(locale).t, { ...kr, current_value: current }))

const percentage = { metric: 'percentage', unit: '%', target_value: 75 } as const
const euros = { metric: 'currency', unit: 'EUR', target_value: 5_000_000 } as const
const customers = { metric: 'number', unit: 'customers', target_value: 1500 } as const
const launched = { metric: 'yes_no', unit: '', target_value: 1 } as const
const milestones = { metric: 'milestone', unit: '', target_value: 5 } as const

describe('a key result’s value', () => {
  beforeAll(async () => {
    for (const locale of ['en-US', 'de-DE', 'zh-CHS'] as const) await loadWebCatalogue(locale)
  })

  it('reads a percentage as one, whatever the screen (63 is 63 %, not 0.63 or a bare 63)', () => {
    expect(value('en-US', percentage, 63)).toBe('63%')
    expect(value('de-DE', percentage, 62.5)).toBe('62,5 %')
    expect(standing('en-US', percentage, 63)).toBe('63% of 75%')
  })

  it('writes money and counted units with the locale’s separators', () => {
    expect(value('en-US', euros, 4_420_000)).toBe('€4,420,000.00')
    expect(value('de-DE', euros, 4_420_000)).toBe('4.420.000,00 €')
    expect(value('de-DE', customers, 1200.5)).toBe('1.200,5 customers')
    // Swiss German (zh-CHS) formats as de-CH (ICU versions differ in the apostrophe).
    expect(value('zh-CHS', customers, 1200)).toMatch(/^1['’]200 customers$/)
  })

  it('shows a currency it cannot name as written instead of failing', () => {
    expect(value('en-US', { metric: 'currency', unit: 'euro', target_value: 1 }, 12)).toBe('12 euro')
  })

  it('says yes or no, and milestones as done of all, in one value', () => {
    expect(value('en-US', launched, 1)).toBe('Yes')
    expect(value('de-DE', launched, 0)).toBe('Nein')
    expect(value('en-US', milestones, 2)).toBe('2 of 5')
    expect(standing('en-US', milestones, 2)).toBe('2 of 5')
    expect(standing('de-DE', launched, 1)).toBe('Ja')
  })
})
