import { Alert, Group, Stack, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { type Microtrend, type MicrotrendPage, trendLibraryApi } from '@portal/contracts/trends'
import { Suspense } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { cardGrid } from '../components/card-grid.ts'
import { LightTab, LightTabList, LightTabPanel, LightTabs } from '../components/light-tabs.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { partOnDemand, preloadAddressTab } from '../components/part-on-demand.tsx'
import { LibraryFilters, libraryQuery } from '../features/trends/library-filters.tsx'
import { MicrotrendFormButton } from '../features/trends/microtrend-form-button.tsx'
import { TrendCard } from '../features/trends/trend-card.tsx'
import { useTrendCount } from '../features/trends/trend-count.ts'
import { useFavoriteList, useHubList } from '../features/trends/trend-reads.ts'
import { VirtualTrendList } from '../features/trends/virtual-trend-list.tsx'
import { ApiError } from '../lib/api-client.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { withTexts } from '../lib/texts-on-demand.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/trends'

// The tabs after the library (hubs with their radar, staff's curation and import with their forms) load
// when reached, or before the page hydrates when its address opens one (ADR 71).
const panels = {
  hubs: partOnDemand(
    withTexts(['goal_links'], () =>
      import('../features/trends/hubs-panel.tsx').then((module) => module.HubsPanel),
    ),
  ),
  structure: partOnDemand(
    withTexts(['fields', 'services'], () =>
      import('../features/trends/curation-panel.tsx').then((module) => module.CurationPanel),
    ),
  ),
  import: partOnDemand(() =>
    import('../features/trends/import-panel.tsx').then((module) => module.ImportPanel),
  ),
}
const HubsPanel = panels.hubs.Part
const CurationPanel = panels.structure.Part
const ImportPanel = panels.import.Part
preloadAddressTab(panels)
/** A tab's handlers that fetch its panel's code as the pointer or the focus reaches it. */
const preload = (tab: keyof typeof panels) => ({
  onPointerEnter: panels[tab].preload,
  onFocus: panels[tab].preload,
})

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request)
  const [megatrends, macrotrends, industries, innovations] = await Promise.all([
    loadOrRefuse(() => api.call(trendLibraryApi.megatrends)),
    loadOrRefuse(() => api.call(trendLibraryApi.macrotrends, { query: {} })),
    loadOrRefuse(() => api.call(trendLibraryApi.industries)),
    loadOrRefuse(() => api.call(trendLibraryApi.innovations)),
  ])
  let list: MicrotrendPage = { count: 0, count_precision: 'exact', next: null, previous: null, results: [] }
  let problem: string | null = null
  try {
    list = await api.call(trendLibraryApi.microtrends, { query: libraryQuery(new URL(request.url)) })
  } catch (error) {
    // Filters typed into the address that the API refuses: an empty list and its words, not an error page.
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error
    problem = error.problem.detail ?? null
  }
  return { megatrends, macrotrends, industries, innovations, list, problem }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The trend library with its facets, the caller's favourites and the company's hubs with their radar. */
export default function Trends({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const { megatrends, list } = loaderData
  const location = useLocation()
  // The library's filters as the address holds them; the list loads its further pages itself.
  const { page: firstPage, ...feedQuery } = libraryQuery(
    new URL(`${location.pathname}${location.search}`, 'http://portal.invalid'),
  )
  const byId = new Map(megatrends.map((m) => [m.id, m]))
  const hubs = useHubList()
  const favorites = useFavoriteList()
  const tab = params.get('tab') ?? 'library'
  const me = useMe()
  const countText = useTrendCount()
  const isStaff = me !== null && isStaffUser(me)
  const card = (microtrend: Microtrend) => (
    <TrendCard
      key={microtrend.id}
      microtrend={microtrend}
      megatrends={byId}
      favoriteId={favorites.byTrend.get(microtrend.id) ?? null}
      hubs={hubs.hubs}
    />
  )
  return (
    <Stack>
      <PageHeader title={t('pages.trends')} intro={t('trends.intro')} />
      {/* Mantine's Tabs as drawn, without their code (ADR 80). */}
      <LightTabs
        value={tab}
        onChange={(value) =>
          setParams((current) => {
            current.set('tab', value)
            return current
          })
        }
      >
        <LightTabList>
          <LightTab value="library">{t('trends.tabs.library')}</LightTab>
          <LightTab value="favorites">{t('trends.tabs.favorites')}</LightTab>
          <LightTab value="hubs" {...preload('hubs')}>
            {t('trends.tabs.hubs')}
          </LightTab>
          {isStaff && (
            <LightTab value="structure" {...preload('structure')}>
              {t('trends.curate.tab')}
            </LightTab>
          )}
          {isStaff && (
            <LightTab value="import" {...preload('import')}>
              {t('trends.import.tab')}
            </LightTab>
          )}
        </LightTabList>
        <LightTabPanel value="library">
          <Stack>
            <LibraryFilters {...loaderData} />
            {loaderData.problem && (
              <Alert color="coral" variant="light">
                {loaderData.problem}
              </Alert>
            )}
            {favorites.failed && (
              <Alert color="yellow" variant="light" role="status">
                {t('trends.favorites_failed')}
              </Alert>
            )}
            {hubs.failed && (
              <Alert color="yellow" variant="light" role="status">
                {t('trends.hubs_failed')}
              </Alert>
            )}
            <Group justify="space-between">
              <Text size="sm" aria-live="polite">
                {countText(list)}
              </Text>
              {isStaff && (
                <MicrotrendFormButton
                  microtrend={null}
                  macrotrends={loaderData.macrotrends}
                  industries={loaderData.industries}
                  innovations={loaderData.innovations}
                />
              )}
            </Group>
            {list.results.length === 0 ? (
              <Text>{t('trends.empty')}</Text>
            ) : (
              <VirtualTrendList first={list} firstPage={firstPage} query={feedQuery} card={card} />
            )}
          </Stack>
        </LightTabPanel>
        <LightTabPanel value="favorites">
          <Stack>
            {favorites.failed && (
              <Alert color="yellow" variant="light" role="status">
                {t('trends.favorites_failed')}
              </Alert>
            )}
            {favorites.favorites.length === 0 ? (
              <Text>{t('trends.favorites_empty')}</Text>
            ) : (
              <div {...cardGrid({ base: 1, md: 2 })}>
                {favorites.favorites.map((f) => card(f.microtrend))}
              </div>
            )}
          </Stack>
        </LightTabPanel>
        <LightTabPanel value="hubs">
          {tab === 'hubs' && (
            <Suspense fallback={null}>
              <HubsPanel
                hubs={hubs.hubs}
                failed={hubs.failed}
                megatrends={megatrends}
                favorites={favorites.byTrend}
              />
            </Suspense>
          )}
        </LightTabPanel>
        {isStaff && (
          <LightTabPanel value="structure">
            {tab === 'structure' && (
              <Suspense fallback={null}>
                <CurationPanel megatrends={megatrends} macrotrends={loaderData.macrotrends} />
              </Suspense>
            )}
          </LightTabPanel>
        )}
        {isStaff && (
          <LightTabPanel value="import">
            {tab === 'import' && (
              <Suspense fallback={null}>
                <ImportPanel />
              </Suspense>
            )}
          </LightTabPanel>
        )}
      </LightTabs>
    </Stack>
  )
}
