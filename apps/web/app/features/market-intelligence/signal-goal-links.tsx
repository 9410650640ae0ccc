import { marketIntelligenceApi, type Signal } from '@portal/contracts/market-intelligence'
import { GoalLinks } from '../../components/goal-links.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** A signal's linked objectives and measures; managers link and unlink them. */
export function SignalGoalLinks({ signal, canManage }: { signal: Signal; canManage: boolean }) {
  const { t } = useTranslation()
  const save = useWrite(marketIntelligenceApi.linkSignal, {
    success: t('market_intelligence.links_saved'),
    failure: t('market_intelligence.failed'),
  })
  const objective_ids = signal.links.objectives.map((o) => o.id)
  const measure_ids = signal.links.measures.map((m) => m.id)
  const run = (body: { objective_ids: string[]; measure_ids: string[] }) =>
    save.run({ params: { id: signal.id }, body })
  return (
    <GoalLinks
      heading={t('goal_links.what_we_do')}
      links={signal.links}
      busy={save.busy}
      onObjectives={canManage ? (ids) => run({ objective_ids: ids, measure_ids }) : undefined}
      onMeasures={canManage ? (ids) => run({ objective_ids, measure_ids: ids }) : undefined}
    />
  )
}
