import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Progress.css'
import { Badge, Group, Progress, Text } from '@mantine/core'
import { contentLanguage, type Locale } from '@portal/contracts/locales'
import type { Health, ObjectiveStatus } from '@portal/contracts/okr'
import type { ProjectStatus } from '@portal/contracts/okr-projects'
import { StatusBadge } from '../../components/status-badge.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Health and pace colours of bars and marks: the theme's accent, a warm orange, the theme's coral. */
export const HEALTH_COLOR: Record<Health, string> = {
  on_track: 'accent',
  at_risk: 'orange',
  off_track: 'coral',
}
// Filled badges whose text (white, or black through the theme's autoContrast) meets WCAG AA.
const HEALTH_BADGE_COLOR: Record<Health, string> = {
  on_track: 'accent.6',
  at_risk: 'orange.6',
  off_track: 'coral.7',
}
const WHOLE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const
const STATUS_COLORS: Record<ObjectiveStatus, string> = {
  draft: 'gray',
  active: 'primary',
  achieved: 'teal',
  abandoned: 'dark',
}
const PROJECT_COLORS: Record<ProjectStatus, string> = {
  planned: 'gray',
  in_progress: 'primary',
  on_hold: 'orange',
  completed: 'teal',
  cancelled: 'dark',
}

/** An objective's health or a key result's pace, the same mark in the table, diagram and dashboards. */
export function HealthBadge({
  health,
  size = 'sm',
  fz,
}: {
  health: Health
  size?: 'xs' | 'sm'
  /** A larger text than the size's own (the diagram keeps every text at 12 px or more). */
  fz?: 'xs' | 'sm'
}) {
  const { t } = useTranslation()
  return (
    <Badge color={HEALTH_BADGE_COLOR[health]} variant="filled" size={size} fz={fz} styles={WHOLE}>
      {t(`okr.healths.${health}`)}
    </Badge>
  )
}

export function ObjectiveStatusBadge({ status }: { status: ObjectiveStatus }) {
  const { t } = useTranslation()
  return <StatusBadge color={STATUS_COLORS[status]}>{t(`okr.statuses.${status}`)}</StatusBadge>
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation()
  return <StatusBadge color={PROJECT_COLORS[status]}>{t(`okr.project_statuses.${status}`)}</StatusBadge>
}

/**
 * A progress fraction as a bar and its percentage in the page's locale; `title` names what progresses
 * ("Progress of Win key accounts: 80%"), `health` colours the bar.
 */
export function ProgressBar({ value, title, health }: { value: number; title: string; health?: Health }) {
  const { t } = useTranslation()
  const percent = formatters(useLocale()).percent(value)
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      {/* The bar's own ARIA says "33.333%" and Progress puts other aria props on a role-less root;
          the section carries them here, with the percentage as the page's locale writes it. */}
      <Progress.Root size="md" flex={1}>
        <Progress.Section
          value={value * 100}
          color={health ? HEALTH_COLOR[health] : value >= 1 ? 'accent' : 'primary'}
          withAria={false}
          role="progressbar"
          aria-label={t('okr.progress_of', { title, value: percent })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value * 100)}
          aria-valuetext={percent}
        />
      </Progress.Root>
      <Text size="sm" w={44} ta="right" data-testid="progress-value">
        {percent}
      </Text>
    </Group>
  )
}

/** A calendar day (`YYYY-MM-DD`) in the page's locale, the same day in every time zone. */
export const formatDay = (locale: Locale, day: string) => formatters(locale).date(`${day}T12:00:00`)

/** A period as "1 Oct 2026 – 31 Dec 2026" in the page's locale. */
export function formatPeriod(locale: Locale, start: string | null, end: string | null) {
  if (!start && !end) return ''
  return `${start ? formatDay(locale, start) : '…'} – ${end ? formatDay(locale, end) : '…'}`
}

/** NumberInput separators of the page's locale (1.234,5 in German, 1,234.5 in English). */
export function numberSeparators(locale: Locale) {
  const parts = new Intl.NumberFormat(contentLanguage(locale)).formatToParts(12345.6)
  return {
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
  }
}
