import { Paper, Text } from '@mantine/core'
import type { OkrDashboard } from '@portal/contracts/okr-dashboard'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { cardGrid } from '../../../components/card-grid.ts'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'

/** The period's figures at a glance. */
export function GoalsTotals({ totals }: { totals: OkrDashboard['totals'] }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const figures: {
    key: KeyBetween<'okr_insights.goals.totals.', '', WebKey>
    value: string
    alert?: boolean
  }[] = [
    { key: 'objectives', value: format.number(totals.objectives) },
    { key: 'progress', value: format.percent(totals.progress) },
    { key: 'key_results', value: format.number(totals.key_results) },
    {
      key: 'at_risk',
      value: format.number(totals.key_results_at_risk),
      alert: totals.key_results_at_risk > 0,
    },
    { key: 'low_confidence', value: format.number(totals.low_confidence), alert: totals.low_confidence > 0 },
    { key: 'overdue', value: format.number(totals.overdue_tasks), alert: totals.overdue_tasks > 0 },
  ]
  return (
    <dl {...cardGrid({ base: 2, sm: 3, lg: 6 })}>
      {figures.map((figure) => (
        <Paper key={figure.key} withBorder p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {t(`okr_insights.goals.totals.${figure.key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl" c={figure.alert ? 'coral.8' : undefined}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </dl>
  )
}
