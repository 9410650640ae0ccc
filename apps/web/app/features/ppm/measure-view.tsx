import '@mantine/core/styles/Tabs.css'
import { Stack, Tabs } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import type { PpmNode, PpmNodePage } from '@portal/contracts/ppm'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { ActivitiesTab } from './activities-tab.tsx'
import { DetailsTab } from './details-tab.tsx'
import { EffectsTab } from './effects-tab.tsx'
import { gateKey } from './gate-label.ts'
import { KeyResultsTab } from './key-results-tab.tsx'
import { LevelHeader } from './level-header.tsx'
import { PhasesTab } from './phases-tab.tsx'
import { ReportsTab } from './reports-tab.tsx'

/** A measure's page: where it sits, its effects at a glance, and tabs for everything about it. */
export function MeasureView({
  measure,
  people,
  packages,
  backHref,
  today,
  onDeleted,
}: {
  measure: PpmNodePage
  people: Person[]
  packages: PpmNode[]
  backHref: string
  today: string
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const names = new Map([
    ...people.map((p) => [p.id, personName(p)] as const),
    ...packages.map((p) => [p.id, p.title] as const),
  ])
  return (
    <Stack>
      <LevelHeader
        node={measure}
        backHref={backHref}
        badge={t(gateKey(measure.gate ?? 0))}
        plannedTestId="measure-planned"
      />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('ppm.measure.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="activities">{t('ppm.measure.tabs.activities')}</Tabs.Tab>
          <Tabs.Tab value="statuses">{t('ppm.measure.tabs.statuses')}</Tabs.Tab>
          <Tabs.Tab value="effects">{t('ppm.measure.tabs.effects')}</Tabs.Tab>
          <Tabs.Tab value="phases">{t('ppm.measure.tabs.phases')}</Tabs.Tab>
          <Tabs.Tab value="key_results">{t('ppm.key_results.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <DetailsTab
            key={measure.updated_at}
            measure={measure}
            people={people}
            packages={packages}
            onDeleted={onDeleted}
          />
        </Tabs.Panel>
        <Tabs.Panel value="activities" pt="md">
          <ActivitiesTab measureId={measure.id} names={names} />
        </Tabs.Panel>
        <Tabs.Panel value="statuses" pt="md">
          <ReportsTab measure={measure} today={today} />
        </Tabs.Panel>
        <Tabs.Panel value="effects" pt="md">
          <EffectsTab measureId={measure.id} thisMonth={today.slice(0, 7)} />
        </Tabs.Panel>
        <Tabs.Panel value="phases" pt="md">
          <PhasesTab measureId={measure.id} />
        </Tabs.Panel>
        <Tabs.Panel value="key_results" pt="md">
          <KeyResultsTab measureId={measure.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
