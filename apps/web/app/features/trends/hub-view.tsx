import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core'
import {
  type HubDetail,
  type HubTrend,
  type Megatrend,
  TIME_HORIZONS,
  type TimeHorizon,
  trendHubsApi,
} from '@portal/contracts/trends'
import { useState } from 'react'
import { formatters, personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { useWrite } from '../../lib/use-write.ts'
import { FavoriteButton } from './favorite-button.tsx'
import { TrendGoalLinks } from './trend-goal-links.tsx'
import { TrendRadar } from './trend-radar.tsx'

const SCORES = ['1', '2', '3', '4', '5']

/** A hub: its radar, and its trends with notes, ratings and the caller's own rating form. */
export function HubView({
  hub,
  megatrends,
  favorites,
}: {
  hub: HubDetail
  megatrends: Megatrend[]
  favorites: Map<string, string>
}) {
  const { t } = useTranslation()
  const remove = useWrite(trendHubsApi.remove, {
    confirm: t('trends.delete_hub_confirm', { name: hub.name }),
    confirmLabel: t('trends.delete_hub'),
    success: t('trends.hub_deleted'),
    failure: t('trends.failed'),
  })
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={2}>{hub.name}</Title>
          {hub.description && <Text c="dimmed">{hub.description}</Text>}
          <Text size="sm">
            {t('trends.members')}: {hub.members.map(personName).join(', ')}
          </Text>
        </div>
        {hub.can_edit && (
          <Button
            color="coral"
            variant="light"
            loading={remove.busy}
            onClick={() => remove.run({ params: { id: hub.id } })}
          >
            {t('trends.delete_hub')}
          </Button>
        )}
      </Group>
      {!hub.can_edit && <Alert variant="light">{t('trends.hub_read_only')}</Alert>}
      <Paper withBorder p="md">
        <Title order={3} mb="xs">
          {t('trends.radar')}
        </Title>
        <TrendRadar hub={hub} megatrends={megatrends} />
      </Paper>
      {hub.trends.length === 0 ? (
        <Text>{t('trends.hub_trends_empty')}</Text>
      ) : (
        <Stack>
          {hub.trends.map((trend) => (
            <HubTrendRow
              key={trend.microtrend.id}
              hub={hub}
              trend={trend}
              favoriteId={favorites.get(trend.microtrend.id) ?? null}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function HubTrendRow({
  hub,
  trend,
  favoriteId,
}: {
  hub: HubDetail
  trend: HubTrend
  favoriteId: string | null
}) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const me = useMe()
  const mine = trend.ratings.find((r) => r.user.email === me?.email)
  const [impact, setImpact] = useState(String(mine?.impact ?? 3))
  const [horizon, setHorizon] = useState<TimeHorizon>(mine?.time_horizon ?? 'short')
  const [relevance, setRelevance] = useState(String(mine?.relevance ?? 3))
  const rate = useWrite(trendHubsApi.rate, { success: t('trends.rated'), failure: t('trends.failed') })
  const removeTrend = useWrite(trendHubsApi.removeTrend, {
    success: t('trends.removed'),
    failure: t('trends.failed'),
  })
  const title = trend.microtrend.title
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          {trend.notes && (
            <Text size="sm" mt={4} data-testid="hub-trend-notes">
              {trend.notes}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {trend.impact === null ? (
            <Badge variant="light" color="gray">
              {t('trends.not_rated')}
            </Badge>
          ) : (
            <Badge variant="light" title={t('trends.average', { count: trend.ratings.length })}>
              {t('trends.impact')} {format.decimal(trend.impact)} · {t('trends.relevance')}{' '}
              {format.decimal(trend.relevance ?? 0)} · {t(`trends.horizons.${trend.time_horizon ?? 'now'}`)}
            </Badge>
          )}
          <FavoriteButton microtrend={trend.microtrend} favoriteId={favoriteId} />
        </Group>
      </Group>
      {trend.ratings.length > 0 && (
        <Table mt="xs" fz="sm">
          <Table.Tbody>
            {trend.ratings.map((r) => (
              <Table.Tr key={r.user.id}>
                <Table.Td>{personName(r.user)}</Table.Td>
                <Table.Td>
                  {t('trends.impact')} {r.impact}
                </Table.Td>
                <Table.Td>
                  {t('trends.relevance')} {r.relevance}
                </Table.Td>
                <Table.Td>{t(`trends.horizons.${r.time_horizon}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Paper withBorder p="sm" mt="sm">
        <TrendGoalLinks hubId={hub.id} trend={trend} canEdit={hub.can_edit} />
      </Paper>
      {hub.can_edit && (
        <Group mt="sm" align="flex-end">
          <NativeSelect
            label={t('trends.impact')}
            value={impact}
            onChange={(e) => setImpact(e.currentTarget.value)}
            data={SCORES}
          />
          <NativeSelect
            label={t('trends.time_horizon')}
            value={horizon}
            onChange={(e) => setHorizon(e.currentTarget.value as TimeHorizon)}
            data={TIME_HORIZONS.map((h) => ({ value: h, label: t(`trends.horizons.${h}`) }))}
          />
          <NativeSelect
            label={t('trends.relevance')}
            value={relevance}
            onChange={(e) => setRelevance(e.currentTarget.value)}
            data={SCORES}
          />
          <Button
            loading={rate.busy}
            onClick={() =>
              rate.run({
                params: { id: hub.id },
                body: {
                  microtrend_id: trend.microtrend.id,
                  impact: Number(impact),
                  time_horizon: horizon,
                  relevance: Number(relevance),
                },
              })
            }
          >
            {t('trends.rate')}
          </Button>
          <Button
            variant="subtle"
            color="coral"
            loading={removeTrend.busy}
            onClick={() =>
              removeTrend.run({ params: { id: hub.id }, body: { microtrend_id: trend.microtrend.id } })
            }
          >
            {t('trends.remove_from_hub')}
          </Button>
        </Group>
      )}
    </Paper>
  )
}
