import '@mantine/core/styles/Skeleton.css'
import { Skeleton } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import type { SignalStats } from '@portal/contracts/market-intelligence'
import { lazy, Suspense } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import type { SignalChartKind } from './signal-charts.tsx'

const SignalCharts = lazy(() => import('./signal-charts.tsx'))

/** A chart once the page runs in the browser (Recharts measures its box), a placeholder before. */
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
  const mounted = useMounted()
  const placeholder = <Skeleton h={240} animate={false} />
  if (!mounted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <SignalCharts
        stats={stats}
        kind={kind}
        label={label}
        noCompetitor={t('market_intelligence.no_competitor')}
      />
    </Suspense>
  )
}
