import { Text } from '@mantine/core'
import type { CheckIn, KeyResult } from '@portal/contracts/okr-key-results'
import { XYChart } from '../../../components/charts/xy-chart.tsx'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { formatKeyResultValue } from '../key-result-value.ts'

/** The value of a key result over its check-ins, oldest first, with the target as a line. */
export default function CheckInChart({
  checkIns,
  keyResult: kr,
}: {
  checkIns: CheckIn[]
  keyResult: KeyResult
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = formatters(locale)
  const oldestFirst = [...checkIns].reverse()
  const value = (v: number) => formatKeyResultValue(locale, t, kr, v)
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {t('okr.check_in.chart')}
      </Text>
      <XYChart
        label={t('okr.check_in.chart')}
        kind="line"
        height={200}
        categories={oldestFirst.map((c) => f.date(c.created_at))}
        series={[
          {
            label: t('okr.fields.current_value'),
            color: 'primary.6',
            values: oldestFirst.map((c) => c.value),
          },
        ]}
        formatValue={value}
        // Money in short form on the axis (€4.4M); yes/no and milestones only at whole values.
        formatTick={
          kr.metric === 'currency' && /^[A-Z]{3}$/.test(kr.unit)
            ? (v) => f.compactCurrency(v, kr.unit)
            : value
        }
        wholeNumbers={kr.metric === 'yes_no' || kr.metric === 'milestone'}
        axisWidth={72}
        reference={
          kr.metric === 'milestone' || kr.metric === 'yes_no'
            ? null
            : { value: kr.target_value, label: t('okr.fields.target_value'), color: 'teal.6' }
        }
      />
    </figure>
  )
}
