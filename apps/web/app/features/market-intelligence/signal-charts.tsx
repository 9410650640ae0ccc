import type { SignalStats } from '@portal/contracts/market-intelligence'
import { XYChart } from '../../components/charts/xy-chart.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

const COLORS = ['primary.6', 'coral.6', 'aqua.6', 'accent.6', 'magenta.6', 'secondary.6', 'gray.6']

export type SignalChartKind = 'months' | 'competitors' | 'trend'

/**
 * Charts of market signals: per month stacked by competitor, per competitor, or one line per competitor.
 * Each chart has a table or list of the same figures beside it.
 */
export default function SignalCharts({
  stats,
  kind,
  label,
  noCompetitor,
  height,
}: {
  stats: SignalStats
  kind: SignalChartKind
  label: string
  noCompetitor: string
  height: number
}) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const count = (value: number) => format.number(value)
  if (kind === 'competitors') {
    return (
      <XYChart
        label={label}
        kind="bar"
        height={height}
        categories={stats.competitors.map((c) => c.name ?? noCompetitor)}
        series={[
          {
            label: t('market_intelligence.signals'),
            color: 'primary.6',
            values: stats.competitors.map((c) => c.count),
          },
        ]}
        formatValue={count}
        wholeNumbers
      />
    )
  }
  const series = stats.competitors.map((c, i) => ({
    label: c.name ?? noCompetitor,
    color: COLORS[i % COLORS.length] ?? 'gray.6',
    values: stats.months.map((m) => m.by_competitor[c.name ?? ''] ?? 0),
  }))
  return (
    <XYChart
      label={label}
      kind={kind === 'months' ? 'bar' : 'line'}
      stacked={kind === 'months'}
      withLegend
      height={height}
      categories={stats.months.map((m) => format.month(m.month))}
      series={series}
      formatValue={count}
      wholeNumbers
    />
  )
}
