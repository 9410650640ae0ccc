import '@mantine/core/styles/Tabs.css'
import { Stack, Tabs } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import type { PpmNodePage } from '@portal/contracts/ppm'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { ActivitiesTab } from './activities-tab.tsx'
import { LevelHeader } from './level-header.tsx'
import { ReportsTab } from './reports-tab.tsx'

/**
 * A programme's, project's or package's page: its effects against its target, its status reports (due
 * per its cadence) and its trail with comments. Its effects by month are in the portfolio's chart.
 */
export function LevelView({
  node,
  people,
  backHref,
  today,
}: {
  node: PpmNodePage
  people: Person[]
  backHref: string
  today: string
}) {
  const { t } = useTranslation()
  const names = new Map(people.map((p) => [p.id, personName(p)] as const))
  return (
    <Stack>
      <LevelHeader
        node={node}
        backHref={backHref}
        badge={t(`ppm.levels.${node.level}`)}
        plannedTestId="level-planned"
      />
      <Tabs defaultValue="statuses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="statuses">{t('ppm.measure.tabs.statuses')}</Tabs.Tab>
          <Tabs.Tab value="activities">{t('ppm.measure.tabs.activities')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="statuses" pt="md">
          <ReportsTab measure={node} today={today} />
        </Tabs.Panel>
        <Tabs.Panel value="activities" pt="md">
          <ActivitiesTab measureId={node.id} level={node.level} names={names} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
