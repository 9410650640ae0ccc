import type { CSSProperties, ReactNode } from 'react'

/*
 * Two small marks of the signed-in header drawn as Mantine draws them, in plain elements: the user's
 * initials (Avatar: color primary, radius xl, size md) and the bell's count (Indicator: size 18,
 * coral.8, offset 4). Without their runtime (Avatar with its placeholder icon and group context,
 * Indicator with its position resolver: ~1 kB gzip on every signed-in page, ADR 85).
 * `light-marks.test.tsx` renders each beside Mantine's own and requires the same markup.
 */

const AVATAR_STYLE = {
  '--avatar-size': 'var(--avatar-size-md)',
  '--avatar-radius': 'var(--mantine-radius-xl)',
  '--avatar-bg': 'var(--mantine-color-primary-light)',
  '--avatar-color': 'var(--mantine-color-primary-light-color)',
  '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties

/** The user's initials in a round badge. */
export function InitialsAvatar({ children }: { children: string }) {
  return (
    <div style={AVATAR_STYLE} className="m_f85678b6 mantine-Avatar-root" data-size="md">
      <span className="m_104cd71f mantine-Avatar-placeholder">{children}</span>
    </div>
  )
}

const INDICATOR_STYLE = {
  '--indicator-color': 'var(--mantine-color-coral-8)',
  '--indicator-text-color': 'var(--mantine-color-white)',
  '--indicator-size': 'calc(1.125rem * var(--mantine-scale))',
  '--indicator-top': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-right': 'calc(0.25rem * var(--mantine-scale))',
  '--indicator-translate-x': '50%',
  '--indicator-translate-y': '-50%',
} as CSSProperties

/** A count at the top right corner of `children`; none while `label` is null. */
export function CountIndicator({
  label,
  children,
  ...rest
}: {
  label: string | number | null
  children: ReactNode
  'data-testid'?: string
}) {
  return (
    <div style={INDICATOR_STYLE} className="m_e5262200 mantine-Indicator-root" {...rest}>
      {label !== null && (
        <div className="m_760d1fb1 mantine-Indicator-indicator" data-with-label={label ? 'true' : undefined}>
          {label}
        </div>
      )}
      {children}
    </div>
  )
}
