import '@mantine/charts/styles.css'
import { AreaChart } from '@mantine/charts'
import type { EffectsByGate } from '@portal/contracts/ppm'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { gateKey } from './gate-label.ts'
import { useMoney } from './money.ts'

const COLORS = ['gray.4', 'secondary.3', 'secondary.6', 'accent.6', 'primary.6', 'primary.9']

/**
 * "Effects by gate": planned net effect cumulated month by month, stacked by the gate its measures are
 * in, with the realised effect and the target as a line. Loaded lazily: Recharts stays off other pages.
 */
export default function EffectsChart({ chart, height }: { chart: EffectsByGate; height: number }) {
  const { t } = useTranslation()
  const money = useMoney(chart.currency)
  const format = formatters(useLocale())
  const running = [0, 0, 0, 0, 0, 0]
  const data = chart.months.map((m) => {
    m.planned_by_gate.forEach((value, gate) => {
      running[gate]! += value
    })
    return {
      month: m.month,
      ...Object.fromEntries(running.map((value, gate) => [`l${gate}`, value / 100])),
    }
  })
  return (
    <div role="img" aria-label={t('ppm.chart.description')}>
      <AreaChart
        h={height}
        data={data}
        dataKey="month"
        type="stacked"
        withLegend
        series={[
          ...running.map((_, gate) => ({ name: `l${gate}`, label: t(gateKey(gate)), color: COLORS[gate]! })),
        ]}
        valueFormatter={(value) => money(Math.round(value * 100))}
        referenceLines={
          chart.target_cents === null
            ? []
            : [{ y: chart.target_cents / 100, label: t('ppm.chart.target'), color: 'coral.6' }]
        }
        yAxisProps={{
          width: 72,
          tickFormatter: (value: number) => format.compactCurrency(value, chart.currency),
        }}
        areaChartProps={{ accessibilityLayer: false }}
      />
    </div>
  )
}
