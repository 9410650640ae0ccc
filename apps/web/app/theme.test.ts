import { readFileSync } from 'node:fs'
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { sfColors } from '@portal/contracts/theme'
import { describe, expect, it } from 'vitest'
import { contrast, luminance, palette, readableColorVariables, sfCssVariables, sfTheme } from './theme.ts'

const theme = mergeMantineTheme(DEFAULT_THEME, sfTheme)
const light = sfCssVariables(theme).light
/** The value a variant draws with: our override, or Mantine's own default for the light scheme. */
function resolved(name: string, kind: 'filled' | 'text' | 'light-color' | 'outline') {
  const own = light[`--mantine-color-${name}-${kind}`]
  if (own) return own
  const shades = theme.colors[name]!
  return kind === 'light-color' ? shades[9]! : shades[6]!
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

  it('has the known failures of the issue before the fix: white on coral 4.1:1, light teal and orange', () => {
    expect(contrast(sfColors.coral, '#FFFFFF')).toBeLessThan(4.5)
    expect(contrast(DEFAULT_THEME.colors.teal[9], DEFAULT_THEME.colors.teal[1])).toBeLessThan(4.5)
    expect(contrast(DEFAULT_THEME.colors.orange[9], DEFAULT_THEME.colors.orange[1])).toBeLessThan(4.5)
  })

  it('draws white text on coral buttons on a darker coral of the same palette, at least 4.5:1', () => {
    const filled = resolved('coral', 'filled')
    expect(theme.colors.coral).toContain(filled)
    expect(contrast(filled, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
  })

  it('meets 4.5:1 in every palette: white on fills, text and outlines on white, light badges', () => {
    for (const name of Object.keys(theme.colors)) {
      const shades = theme.colors[name]!
      const filled = resolved(name, 'filled')
      // autoContrast writes black on light fills, white on dark ones.
      const onFill = luminance(shades[6]!) > 0.3 ? '#000000' : '#FFFFFF'
      expect(contrast(filled, onFill), `${name} filled`).toBeGreaterThanOrEqual(4.5)
      expect(contrast(resolved(name, 'text'), '#FFFFFF'), `${name} text`).toBeGreaterThanOrEqual(4.5)
      expect(contrast(resolved(name, 'outline'), '#FFFFFF'), `${name} outline`).toBeGreaterThanOrEqual(4.5)
      expect(contrast(resolved(name, 'light-color'), shades[1]!), `${name} light`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('keeps the spec colours exact and leaves colours that already read well alone', () => {
    const variables = readableColorVariables({ primary: palette(sfColors.primary) })
    expect(variables).toEqual({})
    expect(theme.colors.coral?.[6]).toBe(sfColors.coral)
  })
})

/** `rgba(r, g, b, alpha)` of a #RRGGBB colour, as plain.css writes Mantine's light variant backgrounds. */
const rgba = (hex: string, alpha: number) =>
  `rgba(${[0, 1, 2].map((i) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)).join(', ')}, ${alpha})`

describe('plain.css (the signed-out screens without Mantine, ADR 47)', () => {
  const css = readFileSync(new URL('./plain.css', import.meta.url), 'utf8')
  /** A variable's value, hex digits in capitals as the theme writes them (the formatter lowers them). */
  const variable = (name: string) => {
    const value = css.match(new RegExp(`--sf-${name}:\\s*([^;]+);`))?.[1]?.trim()
    return value?.startsWith('#') ? value.toUpperCase() : value
  }

  it('writes the colours and font sfTheme gives Mantine', () => {
    const primary = theme.colors.primary!
    expect(variable('primary-0')).toBe(primary[0])
    expect(variable('primary-6')).toBe(primary[6])
    expect(variable('primary-7')).toBe(primary[7])
    expect(variable('coral-filled')).toBe(resolved('coral', 'filled'))
    expect(variable('lemon-filled')).toBe(resolved('lemon', 'filled'))
    expect(variable('secondary-filled')).toBe(resolved('secondary', 'filled'))
    expect(variable('primary-light')).toBe(rgba(primary[6]!, 0.1))
    expect(variable('coral-light')).toBe(rgba(theme.colors.coral![6]!, 0.1))
    expect(variable('font-family')).toBe(sfTheme.fontFamily)
  })

  it('keeps the texts readable (WCAG AA) on the sign-in screens', () => {
    expect(contrast(variable('primary-6')!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5)
    expect(contrast(variable('primary-6')!, variable('primary-0')!)).toBeGreaterThanOrEqual(4.5)
  })
})
