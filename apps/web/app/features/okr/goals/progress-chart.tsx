import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'

export interface ChartRow {
  name: string
  progress: number
}

/**
 * Progress bars (0–100 %) of teams or quarters. Loaded lazily, in the browser only: Recharts stays out of
 * every other page. The same figures are listed beside the chart for screen readers and keyboards.
 */
export default function ProgressChart({ rows, label }: { rows: ChartRow[]; label: string }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const data = rows.map((row) => ({ name: row.name, progress: Math.round(row.progress * 1000) / 10 }))
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={220}
        data={data}
        dataKey="name"
        series={[{ name: 'progress', label: t('okr_insights.progress'), color: 'primary.6' }]}
        valueFormatter={(value) => format.percent(value / 100)}
        yAxisProps={{ domain: [0, 100] }}
        barChartProps={{ accessibilityLayer: false }}
        maxBarWidth={48}
      />
    </div>
  )
}
