import { Anchor, Badge, Breadcrumbs, Group, Text, Title } from '@mantine/core'
import type { PpmNodePage } from '@portal/contracts/ppm'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/texts.ts'
import { useMoney } from './money.ts'

/** The top of a level's page: where it sits, its title, what it is, its effects against its target. */
export function LevelHeader({
  node,
  backHref,
  badge,
  plannedTestId,
}: {
  node: PpmNodePage
  backHref: string
  /** What it is: a measure's gate, a level's kind. */
  badge: ReactNode
  plannedTestId: string
}) {
  const { t } = useTranslation()
  const money = useMoney(node.currency)
  return (
    <>
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
          <Badge size="lg">{badge}</Badge>
          <Badge size="lg" variant="light">
            {t(`ppm.statuses.${node.status}`)}
          </Badge>
        </Group>
      </Group>
      <Group gap="xl">
        <Text>
          {t('ppm.totals.planned')}:{' '}
          <strong data-testid={plannedTestId}>{money(node.effects.planned_cents)}</strong>
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
    </>
  )
}
