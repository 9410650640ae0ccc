import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Text } from '@mantine/core'
import type { CheckIn, KeyResult } from '@portal/contracts/okr-key-results'
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
  const data = [...checkIns].reverse().map((c) => ({ at: f.date(c.created_at), value: c.value }))
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" size="sm" fw={600} mb="xs">
        {t('okr.check_in.chart')}
      </Text>
      <LineChart
        h={200}
        data={data}
        dataKey="at"
        series={[{ name: 'value', label: t('okr.fields.current_value'), color: 'primary.6' }]}
        valueFormatter={(v) => formatKeyResultValue(locale, t, kr, v)}
        referenceLines={
          kr.metric === 'milestone' || kr.metric === 'yes_no'
            ? []
            : [{ y: kr.target_value, label: t('okr.fields.target_value'), color: 'teal.6' }]
        }
        curveType="linear"
        withDots
      />
    </figure>
  )
}
