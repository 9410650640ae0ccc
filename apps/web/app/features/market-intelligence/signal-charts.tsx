import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import type { SignalStats } from '@portal/contracts/market-intelligence'

const COLORS = ['primary.6', 'coral.6', 'aqua.6', 'accent.6', 'magenta.6', 'secondary.6', 'gray.6']

export type SignalChartKind = 'months' | 'competitors' | 'trend'

/**
 * Charts of market signals: per month stacked by competitor, per competitor, or one line per competitor.
 * Loaded lazily in the browser only (Recharts); each chart has a table or list of the same figures beside it.
 */
export default function SignalCharts({
  stats,
  kind,
  label,
  noCompetitor,
}: {
  stats: SignalStats
  kind: SignalChartKind
  label: string
  noCompetitor: string
}) {
  const names = stats.competitors.map((c) => c.name ?? noCompetitor)
  const series = names.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }))
  const rows = stats.months.map((m) => ({
    month: m.month,
    ...Object.fromEntries(
      names.map((name) => [name, m.by_competitor[name === noCompetitor ? '' : name] ?? 0]),
    ),
  }))
  return (
    <div role="img" aria-label={label}>
      {kind === 'competitors' ? (
        <BarChart
          h={240}
          data={stats.competitors.map((c) => ({ name: c.name ?? noCompetitor, count: c.count }))}
          dataKey="name"
          series={[{ name: 'count', label, color: 'primary.6' }]}
          barChartProps={{ accessibilityLayer: false }}
          maxBarWidth={48}
        />
      ) : kind === 'months' ? (
        <BarChart
          h={240}
          data={rows}
          dataKey="month"
          type="stacked"
          series={series}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
        />
      ) : (
        <LineChart
          h={260}
          data={rows}
          dataKey="month"
          series={series}
          withLegend
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
        />
      )}
    </div>
  )
}
