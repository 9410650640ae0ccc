import type { EffectsByGate } from '@portal/contracts/ppm'
import { XYChart } from '../../components/charts/xy-chart.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { gateKey } from './gate-label.ts'
import { useMoney } from './money.ts'

const COLORS = ['gray.4', 'secondary.3', 'secondary.6', 'accent.6', 'primary.6', 'primary.9']

/**
 * "Effects by gate": planned net effect cumulated month by month, stacked by the gate its measures are
 * in (a net effect can be negative: a layer then lowers the total), with the target as a line.
 */
export default function EffectsChart({ chart, height }: { chart: EffectsByGate; height: number }) {
  const { t } = useTranslation()
  const money = useMoney(chart.currency)
  const format = formatters(useLocale())
  const running = COLORS.map(() => 0)
  const cumulated = chart.months.map((m) =>
    running.map((total, gate) => {
      running[gate] = total + (m.planned_by_gate[gate] ?? 0)
      return running[gate] / 100
    }),
  )
  return (
    <XYChart
      label={t('ppm.chart.description')}
      kind="area"
      stacked
      withLegend
      height={height}
      categories={chart.months.map((m) => format.month(m.month))}
      series={COLORS.map((color, gate) => ({
        label: t(gateKey(gate)),
        color,
        values: cumulated.map((month) => month[gate] ?? 0),
      }))}
      formatValue={(value) => money(Math.round(value * 100))}
      formatTick={(value) => format.compactCurrency(value, chart.currency)}
      reference={
        chart.target_cents === null
          ? null
          : { value: chart.target_cents / 100, label: t('ppm.chart.target'), color: 'coral.6' }
      }
      axisWidth={72}
    />
  )
}
