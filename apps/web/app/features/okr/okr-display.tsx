import '@mantine/core/styles/Badge.css'
import { Badge } from '@mantine/core'
import { contentLanguage, type Locale } from '@portal/contracts/locales'
import type { Health, ObjectiveStatus } from '@portal/contracts/okr'
import type { ProjectStatus } from '@portal/contracts/okr-projects'
import { StatusBadge } from '../../components/status-badge.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'

// The bar, apart: it shows `okr_insights` texts, so a module showing only the bar needs no `okr` ones.
export { HEALTH_COLOR, ProgressBar } from './progress-bar.tsx'

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
