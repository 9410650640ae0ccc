import '@mantine/core/styles/Grid.css'
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { slug as slugRule } from '@portal/contracts/content'
import { GUIDE_MODULES, guideApi, guideModule } from '@portal/contracts/guide'
import { IconPlus, IconRoute } from '@tabler/icons-react'
import { Suspense } from 'react'
import { data, Link, useSearchParams } from 'react-router'
import { LightNativeSelect } from '../components/light-fields.tsx'
import { lexMarkdown } from '../components/markdown-lex.server.ts'
import { partOnDemand, preloadAddressTab } from '../components/part-on-demand.tsx'
import { SearchForm } from '../components/search-form.tsx'
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

// Staff's editor (its form, tabs, number field and markdown preview) loads when an address asks for it;
// opened by the address (`?edit=new`, `?edit=1`), the page hydrates once it is here (ADR 71, 82).
const editor = partOnDemand(() => import('../features/guide/article-editor.tsx').then((m) => m.ArticleEditor))
preloadAddressTab({ new: editor, '1': editor }, 'edit')

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
  // Lexed here, so that the browser draws the article without marked (ADR 75, 82).
  return { articles: list.results, article, body: article && lexMarkdown(article.body), creating }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Help articles per module, searchable in the page's language; staff write them; the tour restarts here. */
export default function Guide({ loaderData }: Route.ComponentProps) {
  const { articles, article, body, creating } = loaderData
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
        {/* Eleven modules or all: the browser's own list, with "All modules" first (ADR 82). */}
        <LightNativeSelect
          name="module"
          label={t('guide.module')}
          defaultValue={params.get('module') ?? ''}
          data={[
            { value: '', label: t('guide.all_modules') },
            ...GUIDE_MODULES.map((key) => ({ value: key, label: moduleLabel(t, key) })),
          ]}
          w={240}
        />
      </SearchForm>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ArticleList articles={articles} current={article?.slug} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {editing ? (
            <Suspense fallback={null}>
              <editor.Part article={creating ? null : article} key={creating ? 'new' : article?.updated_at} />
            </Suspense>
          ) : article && body ? (
            <ArticleView article={article} body={body} canEdit={canEdit} />
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
