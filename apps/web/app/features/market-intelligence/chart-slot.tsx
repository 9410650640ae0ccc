import type { SignalStats } from '@portal/contracts/market-intelligence'
import { useTranslation } from '../../lib/texts.ts'
import SignalCharts, { type SignalChartKind } from './signal-charts.tsx'

/** A chart of signals, drawn on the server too (ADR 73): the first paint has it, nothing moves after. */
export function ChartSlot({
  stats,
  kind,
  label,
}: {
  stats: SignalStats
  kind: SignalChartKind
  label: string
}) {
  const { t } = useTranslation()
  return (
    <SignalCharts
      stats={stats}
      kind={kind}
      label={label}
      noCompetitor={t('market_intelligence.no_competitor')}
      height={kind === 'trend' ? 260 : 240}
    />
  )
}
