import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/SimpleGrid.css'
import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { LOCALES } from '@portal/contracts/locales'
import { trendHubsApi, trendLibraryApi } from '@portal/contracts/trends'
import { data, Link } from 'react-router'
import { GoalLinks } from '../components/goal-links.tsx'
import { AddToHub } from '../features/trends/add-to-hub.tsx'
import { FavoriteButton } from '../features/trends/favorite-button.tsx'
import { DeleteMicrotrend, MicrotrendFormButton } from '../features/trends/microtrend-form-button.tsx'
import { PictureEditor } from '../features/trends/picture-editor.tsx'
import { useFavoriteCheck, useHubList } from '../features/trends/trend-reads.ts'
import { formatters } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useRead } from '../lib/query-keys.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/trend-microtrend'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('uuid', params.id)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const id = params.id
  const [microtrend, macrotrends, megatrends, industries, innovations, allMacrotrends] = await Promise.all([
    loadOrRefuse(() => api.call(trendLibraryApi.microtrend, { params: { id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.microtrendMacrotrends, { params: { id } })),
    loadOrRefuse(() => api.call(trendLibraryApi.megatrends)),
    loadOrRefuse(() => api.call(trendLibraryApi.industries)),
    loadOrRefuse(() => api.call(trendLibraryApi.innovations)),
    loadOrRefuse(() => api.call(trendLibraryApi.macrotrends, { query: {} })),
  ])
  return { microtrend, macrotrends, megatrends, industries, innovations, allMacrotrends }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * A microtrend: its texts (the reader's language, the others below), pictures, macro- and megatrends,
 * industries and innovations, the company's hubs that hold it, the favourite star and "add to hub".
 * Staff edit and delete it, and add and remove its pictures, here.
 */
export default function MicrotrendPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const me = useMe()
  const { microtrend, macrotrends, megatrends, industries, innovations, allMacrotrends } = loaderData
  const isStaff = me !== null && isStaffUser(me)
  const favorite = useFavoriteCheck(microtrend.id)
  const hubs = useHubList()
  // SPEC §7: a failed hub read is an empty list with a notice, never a broken page.
  const holding = useRead(trendHubsApi.list, { query: { microtrend: microtrend.id, page_size: 200 } })
  const holdingHubs = holding.data?.results ?? []
  const goals = useRead(trendHubsApi.microtrendGoals, { params: { id: microtrend.id } })
  const goalHubs = (kind: 'objective' | 'measure', id: string) => {
    const list = kind === 'objective' ? goals.data?.objectives : goals.data?.measures
    const hubNames = list?.find((g) => g.id === id)?.hubs.map((h) => h.name) ?? []
    return (
      <Text size="sm" c="dimmed">
        {t('trends.microtrend_page.linked_in', { hubs: hubNames.join(', ') })}
      </Text>
    )
  }
  const named = <T extends { id: string; name: string }>(all: T[], ids: string[]) =>
    all.filter((x) => ids.includes(x.id))
  const megas = named(megatrends, microtrend.megatrend_ids)
  const others = LOCALES.filter((l) => l !== locale && microtrend.translations[l])
  const none = <Text c="dimmed">{t('trends.microtrend_page.none')}</Text>
  return (
    <Stack>
      <Anchor component={Link} to={localePath(locale, '/client/trend-managment')}>
        {t('trends.back')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('pages.microtrend')}
      </Text>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{microtrend.title}</Title>
        <Group>
          <FavoriteButton microtrend={microtrend} favoriteId={favorite.favoriteId} />
          <AddToHub microtrend={microtrend} hubs={hubs.hubs} />
          {isStaff && (
            <>
              <MicrotrendFormButton
                microtrend={microtrend}
                macrotrends={allMacrotrends}
                industries={industries}
                innovations={innovations}
              />
              <DeleteMicrotrend microtrend={microtrend} />
            </>
          )}
        </Group>
      </Group>
      {(favorite.failed || hubs.failed || holding.isError || goals.isError) && (
        <Alert color="yellow" variant="light" role="status">
          {favorite.failed ? t('trends.favorites_failed') : t('trends.hubs_failed')}
        </Alert>
      )}
      {microtrend.created_at_external && (
        <Text size="sm" c="dimmed">
          {t('trends.published', { date: format.date(microtrend.created_at_external) })}
        </Text>
      )}
      <Text>{microtrend.summary}</Text>

      <Title order={2}>{t('trends.microtrend_page.pictures')}</Title>
      {microtrend.pictures.length === 0 ? (
        <Text c="dimmed">{t('trends.microtrend_page.no_pictures')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {microtrend.pictures.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url.replace(/\/$/, '/preview/')}
                alt={t('trends.microtrend_page.picture_alt', { n: index + 1, title: microtrend.title })}
                width={480}
                height={320}
                loading="lazy"
                style={{ width: '100%', height: 'auto', borderRadius: 8, objectFit: 'cover' }}
              />
            </a>
          ))}
        </SimpleGrid>
      )}
      {isStaff && <PictureEditor microtrend={microtrend} />}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Title order={2} fz="h4">
            {t('trends.microtrend_page.megatrends')}
          </Title>
          {megas.length === 0 ? (
            none
          ) : (
            <Group gap={6} mt="xs">
              {megas.map((mega) => (
                <Anchor
                  key={mega.id}
                  component={Link}
                  to={localePath(locale, `/client/trend-managment/megatrends/${mega.id}`)}
                >
                  <Badge variant="light" color="gray.7" style={{ borderLeft: `4px solid ${mega.color}` }}>
                    {mega.name}
                  </Badge>
                </Anchor>
              ))}
            </Group>
          )}
          <Title order={2} fz="h4" mt="md">
            {t('trends.microtrend_page.macrotrends')}
          </Title>
          {macrotrends.length === 0 ? (
            none
          ) : (
            <List>
              {macrotrends.map((macro) => (
                <List.Item key={macro.id}>
                  <Anchor
                    component={Link}
                    to={localePath(locale, `/client/trend-managment/macrotrends/${macro.id}`)}
                  >
                    {macro.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} fz="h4">
            {t('trends.microtrend_page.industries')}
          </Title>
          {microtrend.industry_ids.length === 0 ? (
            none
          ) : (
            <Text>
              {named(industries, microtrend.industry_ids)
                .map((i) => i.name)
                .join(', ')}
            </Text>
          )}
          <Title order={2} fz="h4" mt="md">
            {t('trends.microtrend_page.innovations')}
          </Title>
          {microtrend.innovation_ids.length === 0 ? (
            none
          ) : (
            <Text>
              {named(innovations, microtrend.innovation_ids)
                .map((i) => i.name)
                .join(', ')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>

      <Title order={2}>{t('trends.microtrend_page.hubs')}</Title>
      {holdingHubs.length === 0 ? (
        <Text c="dimmed">{t('trends.microtrend_page.in_no_hub')}</Text>
      ) : (
        <List>
          {holdingHubs.map((hub) => (
            <List.Item key={hub.id}>
              <Anchor
                component={Link}
                to={localePath(locale, `/client/trend-managment?tab=hubs&hub=${hub.id}`)}
                aria-label={t('trends.microtrend_page.open_hub', { name: hub.name })}
              >
                {hub.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}

      <Title order={2}>{t('goal_links.what_we_do')}</Title>
      <Paper withBorder p="md" aria-label={t('goal_links.what_we_do')} component="section">
        {goals.data && <GoalLinks links={goals.data} extra={goalHubs} />}
      </Paper>

      {others.length > 0 && (
        <>
          <Title order={2}>{t('trends.microtrend_page.other_languages')}</Title>
          <Stack gap="xs">
            {others.map((l) => (
              <div key={l} lang={l}>
                <Text fw={600}>
                  {microtrend.translations[l]?.title} <Badge variant="outline">{l}</Badge>
                </Text>
                <Text size="sm">{microtrend.translations[l]?.summary}</Text>
              </div>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
