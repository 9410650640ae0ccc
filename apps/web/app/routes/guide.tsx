import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/Combobox.css'
import { Button, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { slug as slugRule } from '@portal/contracts/content'
import { GUIDE_MODULES, guideApi, guideModule } from '@portal/contracts/guide'
import { IconPlus, IconRoute } from '@tabler/icons-react'
import { data, Link, useSearchParams } from 'react-router'
import { SearchForm } from '../components/search-form.tsx'
import { ArticleEditor } from '../features/guide/article-editor.tsx'
import { ArticleList } from '../features/guide/article-list.tsx'
import { ArticleView } from '../features/guide/article-view.tsx'
import { moduleLabel } from '../features/guide/module-label.ts'
import { startTour } from '../features/guide/tour-trigger.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { useWrite } from '../lib/use-write.ts'
import type { Route } from './+types/guide'

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = splitLocale(url.pathname).locale
  const search = url.searchParams.get('search')?.trim() ?? ''
  const module = guideModule.safeParse(url.searchParams.get('module')).data
  const wanted = url.searchParams.get('article')
  const creating = url.searchParams.get('edit') === 'new'
  if (wanted !== null && !slugRule.safeParse(wanted).success) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const list = await loadOrRefuse(() =>
    api.call(guideApi.listArticles, {
      query: { page_size: 100, locale, search: search || undefined, module },
    }),
  )
  // The guide opens on the chosen article, else on the first one listed (a search's best match).
  const slug = wanted ?? list.results[0]?.slug ?? null
  const article =
    slug && !creating
      ? await loadOrRefuse(() => api.call(guideApi.getArticle, { params: { slug }, query: { locale } }))
      : null
  return { articles: list.results, article, creating }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Help articles per module, searchable in the page's language; staff write them; the tour restarts here. */
export default function Guide({ loaderData }: Route.ComponentProps) {
  const { articles, article, creating } = loaderData
  const { t } = useTranslation()
  const me = useMe()
  const [params] = useSearchParams()
  const canEdit = me !== null && isStaffUser(me)
  const editing = canEdit && (creating || (article !== null && params.get('edit') === '1'))

  const restart = useWrite(guideApi.setTour, {
    failure: t('guide.tour.failed'),
    reload: false,
    onSuccess: startTour,
  })
  const restartTour = () => restart.run({ body: { completed: false } })

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('pages.guide')}</Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconRoute size={16} aria-hidden />} onClick={restartTour}>
            {t('guide.restart_tour')}
          </Button>
          {canEdit && (
            <Button component={Link} to="?edit=new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('guide.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Text c="dimmed">{t('guide.intro')}</Text>
      <SearchForm label={t('guide.search')}>
        <Select
          name="module"
          label={t('guide.module')}
          placeholder={t('guide.all_modules')}
          defaultValue={params.get('module')}
          clearable
          data={GUIDE_MODULES.map((key) => ({ value: key, label: moduleLabel(t, key) }))}
          w={240}
        />
      </SearchForm>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ArticleList articles={articles} current={article?.slug} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {editing ? (
            <ArticleEditor article={creating ? null : article} key={creating ? 'new' : article?.updated_at} />
          ) : article ? (
            <ArticleView article={article} canEdit={canEdit} />
          ) : (
            <Paper withBorder p="lg">
              <Text c="dimmed">{t('guide.empty')}</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
