import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'
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

/**
 * Mantine's dimmed text is gray 6 (#868e96): 3.3:1 on white, below WCAG AA's 4.5:1 for body text
 * (Lighthouse's colour-contrast audit on every page). Gray 7 (#495057, 8:1) stays visibly secondary.
 */
export const sfCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})
