import { Anchor, Stack, Text, Title } from '@mantine/core'
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
import type { Route } from './+types/trend-macrotrend'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('uuid', params.id)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const id = params.id
  const [macrotrend, megatrend, megatrends, list] = await Promise.all([
    loadOrRefuse(() => api.call(trendLibraryApi.macrotrend, { params: { id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.macrotrendMegatrend, { params: { id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.megatrends)),
    loadOrRefuse(() =>
      api.call(trendLibraryApi.microtrends, { query: { macrotrend: [id], page_size: 200, sort: 'title' } }),
    ),
  ])
  return { macrotrend, megatrend, megatrends, list }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** A macrotrend: what it is, its megatrend, and its microtrends. */
export default function MacrotrendPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const countText = useTrendCount()
  const { macrotrend, megatrend, megatrends, list } = loaderData
  return (
    <Stack>
      <Anchor component={Link} to={localePath(locale, '/client/trend-managment')}>
        {t('trends.back')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('pages.macrotrend')}
      </Text>
      <Title order={1}>{macrotrend.name}</Title>
      <Text>{macrotrend.description}</Text>
      <Anchor component={Link} to={localePath(locale, `/client/trend-managment/megatrends/${megatrend.id}`)}>
        {t('trends.open_megatrend', { name: megatrend.name })}
      </Anchor>
      <Title order={2}>{t('trends.trends_of')}</Title>
      <Text size="sm">{countText(list)}</Text>
      <TrendGrid microtrends={list.results} megatrends={megatrends} />
      {list.next && (
        <Anchor
          component={Link}
          to={localePath(locale, `/client/trend-managment?macrotrend=${macrotrend.id}`)}
        >
          {t('trends.all_in_library')}
        </Anchor>
      )}
    </Stack>
  )
}
