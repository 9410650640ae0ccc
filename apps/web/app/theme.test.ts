import { sfColors } from '@portal/contracts/theme'
import { describe, expect, it } from 'vitest'
import { palette, sfTheme } from './theme.ts'

function luminance(hex: string) {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
  return (x! + 0.05) / (y! + 0.05)
}

describe('sfTheme', () => {
  it('puts every spec colour at shade 6 and uses primary #00484D', () => {
    expect(sfTheme.primaryColor).toBe('primary')
    expect(sfTheme.primaryShade).toBe(6)
    for (const [name, hex] of Object.entries(sfColors)) {
      if (name === 'background') continue
      expect(sfTheme.colors?.[name]?.[6]).toBe(hex.toUpperCase())
      expect(palette(hex)).toHaveLength(10)
    }
  })

  it('meets WCAG AA for white text on the primary colour and primary text on white', () => {
    expect(contrast(sfColors.primary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(sfColors.accent, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
  })
})
