import '@mantine/core/styles/Tabs.css'
import { Anchor, Badge, Breadcrumbs, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import type { PpmNodePage } from '@portal/contracts/ppm'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { personName } from '../../lib/format.ts'
import { ActivitiesTab } from './activities-tab.tsx'
import { useMoney } from './money.ts'
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
  const money = useMoney(node.currency)
  const names = new Map(people.map((p) => [p.id, personName(p)] as const))
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={backHref}>
          {t('ppm.measure.back')}
        </Anchor>
        {node.ancestors.map((a) => (
          <Text key={a.id} size="sm">
            {a.title}
          </Text>
        ))}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Title order={2}>{node.title}</Title>
        <Group gap="xs">
          <Badge size="lg">{t(`ppm.levels.${node.level}`)}</Badge>
          <Badge size="lg" variant="light">
            {t(`ppm.statuses.${node.status}`)}
          </Badge>
        </Group>
      </Group>
      <Group gap="xl">
        <Text>
          {t('ppm.totals.planned')}:{' '}
          <strong data-testid="level-planned">{money(node.effects.planned_cents)}</strong>
        </Text>
        <Text>
          {t('ppm.totals.actual')}: <strong>{money(node.effects.actual_cents)}</strong>
        </Text>
        {node.target_cents !== null && (
          <Text>
            {t('ppm.totals.target')}: <strong>{money(node.target_cents)}</strong>
          </Text>
        )}
      </Group>
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
