import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Progress.css'
import { Badge, Group, Progress, Text } from '@mantine/core'
import type { Health } from '@portal/contracts/okr'
import type { KeyResultMetric } from '@portal/contracts/okr-key-results'
import { useTranslation } from 'react-i18next'
import { formatters } from '../../../lib/format.ts'
import { useLocale } from '../../../lib/use-locale.ts'

/** Health and pace colours of bars and marks: the theme's accent, a warm orange, the theme's coral. */
export const HEALTH_COLOR: Record<Health, string> = {
  on_track: 'accent',
  at_risk: 'orange',
  off_track: 'coral',
}

// Filled badges whose text (white, or black through the theme's autoContrast) meets WCAG AA.
const BADGE_COLOR: Record<Health, string> = {
  on_track: 'accent.6',
  at_risk: 'orange.6',
  off_track: 'coral.7',
}
const WHOLE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const

export function HealthBadge({ health, size = 'sm' }: { health: Health; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation()
  return (
    <Badge color={BADGE_COLOR[health]} variant="filled" size={size} styles={WHOLE}>
      {t(`okr_insights.health.${health}`)}
    </Badge>
  )
}

/** A progress fraction as a bar and a percentage in the page's locale. */
export function ProgressLine({ value, label, health }: { value: number; label: string; health?: Health }) {
  const { t } = useTranslation()
  const percent = formatters(useLocale()).percent(value)
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={value * 100}
        color={health ? HEALTH_COLOR[health] : 'primary'}
        flex={1}
        miw={60}
        aria-label={t('okr_insights.progress_of', { title: label, value: percent })}
      />
      <Text size="sm" fw={600} miw={40} ta="right">
        {percent}
      </Text>
    </Group>
  )
}

/** A key result's value as its metric reads: 63 %, 4.420.000 €, 9 days, yes/no, 2 of 4 milestones. */
export function useKeyResultValue() {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  return (kr: { metric: KeyResultMetric; unit: string }, value: number) => {
    switch (kr.metric) {
      case 'percentage':
        return format.percentValue(value)
      case 'currency':
        return format.currency(value, kr.unit)
      case 'yes_no':
        return t(value >= 1 ? 'okr_insights.yes' : 'okr_insights.no')
      case 'milestone':
        return format.decimal(value)
      default:
        return kr.unit ? `${format.decimal(value)} ${kr.unit}` : format.decimal(value)
    }
  }
}

/** Where a key result stands against its target ("63 % of 75 %"); a yes/no one just says yes or no. */
export function useKeyResultStanding() {
  const { t } = useTranslation()
  const formatValue = useKeyResultValue()
  return (kr: { metric: KeyResultMetric; unit: string; current_value: number; target_value: number }) =>
    kr.metric === 'yes_no'
      ? formatValue(kr, kr.current_value)
      : t('okr_insights.cards.my_key_results.value', {
          current: formatValue(kr, kr.current_value),
          target: formatValue(kr, kr.target_value),
        })
}

/** Where a dashboard list leads: the OKR page with the item open in its drawer (`?open=type:id`). */
export const okrItemPath = (type: 'objective' | 'key_result' | 'task', id: string) =>
  `/client/okr?open=${type}:${id}`
