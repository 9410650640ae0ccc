import { Anchor, Stack, Text } from '@mantine/core'
import { type HubDetail, type Megatrend, trendHubsApi, trendLibraryApi } from '@portal/contracts/trends'
import { Link } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { TrendRadar } from './trend-radar.tsx'

export interface RadarCardData {
  hub: HubDetail | null
  megatrends: Megatrend[]
}

/** The radar of the company's hub with the most trends (none without a hub). */
export async function loadRadarCard(api: ApiClient): Promise<RadarCardData> {
  const [hubs, megatrends] = await Promise.all([
    api.call(trendHubsApi.list, { query: { page_size: 200 } }),
    api.call(trendLibraryApi.megatrends),
  ])
  const largest = [...hubs.results].sort((a, b) => b.trend_count - a.trend_count)[0]
  if (!largest || largest.trend_count === 0) return { hub: null, megatrends }
  return { hub: await api.call(trendHubsApi.get, { params: { id: largest.id } }), megatrends }
}

export function RadarCard({ data }: { data: RadarCardData }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (!data.hub) return <Text c="dimmed">{t('trends.card_radar_empty')}</Text>
  return (
    <Stack gap="xs">
      <Anchor
        component={Link}
        to={localePath(locale, `/client/trend-managment?tab=hubs&hub=${data.hub.id}`)}
        fw={600}
      >
        {data.hub.name}
      </Anchor>
      <TrendRadar hub={data.hub} megatrends={data.megatrends} />
    </Stack>
  )
}
