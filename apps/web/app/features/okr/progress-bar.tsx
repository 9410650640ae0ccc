import '@mantine/core/styles/Progress.css'
import {
  Group,
  getAutoContrastValue,
  getContrastColor,
  getThemeColor,
  Text,
  useMantineTheme,
} from '@mantine/core'
import type { Health } from '@portal/contracts/okr'
import type { WebKey } from '@portal/i18n/text-keys'
import type { AriaAttributes, CSSProperties } from 'react'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The texts that name a progress bar: `{{title}}` and `{{value}}`. */
type ProgressName = Extract<WebKey, `${string}.progress_of`>

/** Health and pace colours of bars and marks: the theme's accent, a warm orange, the theme's coral. */
export const HEALTH_COLOR: Record<Health, string> = {
  on_track: 'accent',
  at_risk: 'orange',
  off_track: 'coral',
}

/**
 * A progress fraction as a bar and its percentage in the page's locale; `title` names what progresses
 * ("Progress of Win key accounts: 80%"), `health` colours the bar. `name` is the text that says so,
 * written out where the bar is used: the dashboards' `progress_of` of the okr_insights texts, or the OKR
 * screen's of the okr texts, so that each page loads only its own (lib/text-group.ts, ADR 85).
 */
export function ProgressBar({
  value,
  title,
  health,
  name,
}: {
  value: number
  title: string
  health?: Health
  name: ProgressName
}) {
  const { t } = useTranslation()
  const percent = formatters(useLocale()).percent(value)
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      {/* The bar's own ARIA says "33.333%" and Progress puts other aria props on a role-less root;
          the section carries them here, with the percentage as the page's locale writes it. */}
      <ProgressTrack
        percent={value * 100}
        color={health ? HEALTH_COLOR[health] : value >= 1 ? 'accent' : 'primary'}
        aria={{
          'aria-label': t(name, { title, value: percent }),
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': Math.round(value * 100),
          'aria-valuetext': percent,
        }}
      />
      <Text size="sm" w={44} ta="right" data-testid="progress-value">
        {percent}
      </Text>
    </Group>
  )
}

const ROOT_STYLE = { '--progress-size': 'var(--progress-size-md)', flex: 1 } as CSSProperties

/**
 * Mantine's `Progress.Root` (size md, stretching) with one `Progress.Section` as they draw, in plain
 * elements: the same classes and variables without Progress's code (1.1 kB gzip on the OKR table's
 * first load, ADR 79). `progress-bar.test.tsx` requires the same markup as Mantine's.
 */
export function ProgressTrack({
  percent,
  color,
  aria,
}: {
  percent: number
  color: string
  aria: AriaAttributes
}) {
  const theme = useMantineTheme()
  const style = {
    '--progress-section-size': `${percent}%`,
    '--progress-section-color': getThemeColor(color, theme),
    '--progress-label-color': getAutoContrastValue(undefined, theme)
      ? getContrastColor({ color, theme, autoContrast: undefined })
      : undefined,
  } as CSSProperties
  return (
    <div style={ROOT_STYLE} className="m_db6d6462 mantine-Progress-root" data-size="md">
      <div style={style} className="m_2242eb65 mantine-Progress-section" role="progressbar" {...aria} />
    </div>
  )
}
