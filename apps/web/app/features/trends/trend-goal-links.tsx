import { type HubTrend, trendHubsApi } from '@portal/contracts/trends'
import { GoalLinks } from '../../components/goal-links.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The objectives and PPM measures that answer a hub trend; the hub's editors link and unlink them. */
export function TrendGoalLinks({
  hubId,
  trend,
  canEdit,
}: {
  hubId: string
  trend: HubTrend
  canEdit: boolean
}) {
  const { t } = useTranslation()
  const saved = { success: t('trends.links_saved'), failure: t('trends.failed') }
  const objectives = useWrite(trendHubsApi.linkObjectives, saved)
  const measures = useWrite(trendHubsApi.linkMeasures, saved)
  const params = { id: hubId }
  const microtrend_id = trend.microtrend.id
  return (
    <GoalLinks
      heading={t('goal_links.what_we_do')}
      links={trend}
      busy={objectives.busy || measures.busy}
      onObjectives={
        canEdit
          ? (objective_ids) => objectives.run({ params, body: { microtrend_id, objective_ids } })
          : undefined
      }
      onMeasures={
        canEdit ? (measure_ids) => measures.run({ params, body: { microtrend_id, measure_ids } }) : undefined
      }
    />
  )
}
