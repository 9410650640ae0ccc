import {
  type CSSVariablesResolver,
  convertCssVariables,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineColorsTuple,
  mergeMantineTheme,
} from '@mantine/core'
import { SF_THEME_NAME, sfColors } from '@portal/contracts/theme'

function mix(hex: string, target: number, amount: number) {
  const channel = (i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const mixed = [0, 1, 2].map((i) => Math.round(channel(i) + (target - channel(i)) * amount))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

/** Ten shades with the brand colour itself at shade 6 (lighter towards 0, darker towards 9). */
export function palette(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.34, 0.17].map((amount) => mix(hex, 255, amount))
  const darker = [0.15, 0.3, 0.45].map((amount) => mix(hex, 0, amount))
  return [...lighter, hex.toUpperCase(), ...darker] as unknown as MantineColorsTuple
}

/** sfTheme (SPEC §9): one light theme from the spec's colours; primary #00484D is primary[6]. */
export const sfTheme = createTheme({
  primaryColor: 'primary',
  primaryShade: 6,
  autoContrast: true,
  white: sfColors.background,
  colors: {
    primary: palette(sfColors.primary),
    secondary: palette(sfColors.secondary),
    accent: palette(sfColors.accent),
    coral: palette(sfColors.coral),
    magenta: palette(sfColors.magenta),
    aqua: palette(sfColors.aqua),
    lemon: palette(sfColors.lemon),
    pool: palette(sfColors.pool),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  other: { name: SF_THEME_NAME },
})

/** WCAG 2 relative luminance of a #RRGGBB colour. */
export function luminance(hex: string) {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21). */
export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA for normal text. */
export const READABLE = 4.5
/** Mantine's autoContrast: white text on a fill whose luminance is at most this, black above it. */
const LUMINANCE_THRESHOLD = 0.3

/**
 * The first of shades 6–9 of `shades` that reads at 4.5:1 against `other`; when none does, shade 9
 * darkened step by step (the same hue, never a colour of another palette).
 */
export function readableShade(shades: readonly string[], other: string) {
  for (const hex of shades.slice(6)) if (contrast(hex, other) >= READABLE) return hex.toUpperCase()
  const darkest = shades[9] ?? shades.at(-1) ?? '#000000'
  for (let amount = 0.1; amount < 1; amount += 0.1) {
    const darker = mix(darkest, 0, amount)
    if (contrast(darker, other) >= READABLE) return darker
  }
  return '#000000'
}

/**
 * The colours Mantine's variants draw text with, made to meet WCAG AA in every palette (the spec's
 * colours stay exact at shade 6; text and the fills under white text use a darker shade of the same
 * palette where shade 6 does not reach 4.5:1): filled buttons and badges with white text (coral is
 * 4.1:1), text and outline in a colour on white, light badges (their shade 9 on shade 1: teal 4.47:1,
 * orange 3.6:1).
 */
export function readableColorVariables(colors: Record<string, readonly string[]>, white = '#FFFFFF') {
  const variables: Record<string, string> = {}
  for (const [name, shades] of Object.entries(colors)) {
    const fill = shades[6]
    const lightBackground = shades[1]
    if (!fill || !lightBackground || !fill.startsWith('#')) continue
    if (luminance(fill) <= LUMINANCE_THRESHOLD && contrast(fill, white) < READABLE) {
      const filled = readableShade(shades, white)
      variables[`--mantine-color-${name}-filled`] = filled
      variables[`--mantine-color-${name}-filled-hover`] = mix(filled, 0, 0.15)
    }
    const onWhite = readableShade(shades, white)
    if (onWhite !== fill.toUpperCase()) {
      variables[`--mantine-color-${name}-text`] = onWhite
      variables[`--mantine-color-${name}-outline`] = onWhite
    }
    if (contrast(shades[9] ?? fill, lightBackground) < READABLE) {
      variables[`--mantine-color-${name}-light-color`] = readableShade(shades, lightBackground)
    }
  }
  return variables
}

/**
 * Mantine's dimmed text is gray 6 (#868e96): 3.3:1 on white, below WCAG AA's 4.5:1 for body text
 * (Lighthouse's colour-contrast audit on every page). Gray 7 (#495057, 8:1) stays visibly secondary.
 * Every palette's text and fill colours are made readable the same way (`readableColorVariables`).
 */
export const sfCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableColorVariables(theme.colors, theme.white),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
})

type CssVariableSection = 'variables' | 'light' | 'dark'

/**
 * The `<style>` text of sfTheme's CSS variables, as Mantine's provider writes it (its resolver and ours
 * merged, then whatever `default-css-variables.css` already says left out), made once: the theme never
 * changes, and making it on every page was ~3 % of a signed-in page's server time (issue 18, ADR 64).
 */
export const sfCssVariablesSheet = (() => {
  let sheet: string | undefined
  return () => {
    if (sheet !== undefined) return sheet
    const theme = mergeMantineTheme(DEFAULT_THEME, sfTheme)
    const ours = sfCssVariables(theme)
    const merged = defaultCssVariablesResolver(theme)
    const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
    const section = (name: CssVariableSection) => {
      const known: Record<string, string> = defaults[name]
      return Object.fromEntries(
        Object.entries({ ...merged[name], ...ours[name] }).filter(([key, value]) => known[key] !== value),
      )
    }
    sheet = convertCssVariables({
      variables: section('variables'),
      light: section('light'),
      dark: section('dark'),
    })
    return sheet
  }
})()
