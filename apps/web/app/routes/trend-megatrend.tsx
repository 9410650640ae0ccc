import '@mantine/core/styles/List.css'
import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { trendLibraryApi } from '@portal/contracts/trends'
import { data, Link } from 'react-router'
import { useTrendCount } from '../features/trends/trend-count.ts'
import { TrendGrid } from '../features/trends/trend-grid.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/trend-megatrend'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('uuid', params.id)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const id = params.id
  const [megatrend, macrotrends, megatrends, list] = await Promise.all([
    loadOrRefuse(() => api.call(trendLibraryApi.megatrend, { params: { id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.macrotrends, { query: { megatrend: id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.megatrends)),
    loadOrRefuse(() =>
      api.call(trendLibraryApi.microtrends, { query: { megatrend: [id], page_size: 200, sort: 'title' } }),
    ),
  ])
  return { megatrend, macrotrends, megatrends, list }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** A megatrend: what it is, its macrotrends, and every microtrend below them. */
export default function MegatrendPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const countText = useTrendCount()
  const { megatrend, macrotrends, megatrends, list } = loaderData
  return (
    <Stack>
      <Anchor component={Link} to={localePath(locale, '/client/trend-managment')}>
        {t('trends.back')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('pages.megatrend')}
      </Text>
      <Title order={1} style={{ borderLeft: `6px solid ${megatrend.color}`, paddingLeft: 12 }}>
        {megatrend.name}
      </Title>
      <Text>{megatrend.description}</Text>
      <Title order={2}>{t('trends.macrotrends_of')}</Title>
      <List>
        {macrotrends.map((m) => (
          <List.Item key={m.id}>
            <Anchor component={Link} to={localePath(locale, `/client/trend-managment/macrotrends/${m.id}`)}>
              {m.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({t('trends.trend_count', { count: m.microtrend_count })})
            </Text>
          </List.Item>
        ))}
      </List>
      <Title order={2}>{t('trends.trends_of')}</Title>
      <Text size="sm">{countText(list)}</Text>
      <TrendGrid microtrends={list.results} megatrends={megatrends} />
      {list.next && (
        <Anchor component={Link} to={localePath(locale, `/client/trend-managment?megatrend=${megatrend.id}`)}>
          {t('trends.all_in_library')}
        </Anchor>
      )}
    </Stack>
  )
}
