import { XYChart } from '../../../components/charts/xy-chart.tsx'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'

export interface ChartRow {
  name: string
  progress: number
}

/**
 * Progress bars (0–100 %) of teams or quarters, drawn on the server too. The same figures are listed
 * beside the chart for screen readers and keyboards.
 */
export default function ProgressChart({
  rows,
  label,
  height,
}: {
  rows: ChartRow[]
  label: string
  height: number
}) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  return (
    <XYChart
      label={label}
      kind="bar"
      height={height}
      categories={rows.map((row) => row.name)}
      series={[
        {
          label: t('okr_insights.progress'),
          color: 'primary.6',
          values: rows.map((row) => Math.round(row.progress * 1000) / 10),
        },
      ]}
      formatValue={(value) => format.percent(value / 100)}
      domain={[0, 100]}
    />
  )
}
