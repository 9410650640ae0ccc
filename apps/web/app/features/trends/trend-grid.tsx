import { Alert, Stack, Text } from '@mantine/core'
import type { Megatrend, Microtrend } from '@portal/contracts/trends'
import { cardGrid } from '../../components/card-grid.ts'
import { useTranslation } from '../../lib/texts.ts'
import { TrendCard } from './trend-card.tsx'
import { useFavoriteList, useHubList } from './trend-reads.ts'

/** Trend cards with favourites and "add to hub", saying so when hubs or favourites could not be read. */
export function TrendGrid({
  microtrends,
  megatrends,
}: {
  microtrends: Microtrend[]
  megatrends: Megatrend[]
}) {
  const { t } = useTranslation()
  const hubs = useHubList()
  const favorites = useFavoriteList()
  const byId = new Map(megatrends.map((m) => [m.id, m]))
  return (
    <Stack>
      {hubs.failed && (
        <Alert color="yellow" variant="light" role="status">
          {t('trends.hubs_failed')}
        </Alert>
      )}
      {favorites.failed && (
        <Alert color="yellow" variant="light" role="status">
          {t('trends.favorites_failed')}
        </Alert>
      )}
      {microtrends.length === 0 ? (
        <Text>{t('trends.empty')}</Text>
      ) : (
        <div {...cardGrid({ base: 1, md: 2 })}>
          {microtrends.map((m) => (
            <TrendCard
              key={m.id}
              microtrend={m}
              megatrends={byId}
              favoriteId={favorites.byTrend.get(m.id) ?? null}
              hubs={hubs.hubs}
            />
          ))}
        </div>
      )}
    </Stack>
  )
}
