import '@mantine/core/styles/SegmentedControl.css'
import { Button, Group, SegmentedControl, Stack } from '@mantine/core'
import { SCENE_FILTERS, sceneListQuery, whiteboardApi } from '@portal/contracts/whiteboard'
import { IconPlus } from '@tabler/icons-react'
import { useNavigate, useSearchParams } from 'react-router'
import { ListPagination, PAGE_SIZE } from '../components/list-pagination.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { SceneGrid } from '../features/whiteboard/scene-grid.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useWrite } from '../lib/use-write.ts'
import type { Route } from './+types/whiteboard-scenes'

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = sceneListQuery.safeParse({ ...params, page_size: PAGE_SIZE })
  const query = parsed.success ? parsed.data : { page: 1, page_size: PAGE_SIZE, filter: 'all' as const }
  return serverApi(context, request).call(whiteboardApi.list, { query })
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The scenes a user may open: their own and those shared with the company, searchable, newest first. */
export default function WhiteboardScenes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const create = useWrite(whiteboardApi.create, {
    failure: t('whiteboard.failed'),
    reload: false,
    onSuccess: (scene) => navigate(localePath(locale, `/client/svc/whiteboard?scene=${scene.id}`)),
  })
  const filter = params.get('filter') ?? 'all'
  return (
    <Stack>
      <PageHeader title={t('whiteboard.scenes_title')} intro={t('whiteboard.intro')} />
      <Group justify="space-between" align="flex-end">
        <SearchForm label={t('whiteboard.search')}>
          <input type="hidden" name="filter" value={filter} />
        </SearchForm>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={create.busy}
          onClick={() => void create.run({ body: { title: t('whiteboard.new_scene'), sharing: 'private' } })}
        >
          {t('whiteboard.new_scene')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('whiteboard.filter')}
        value={filter}
        onChange={(value) =>
          setParams((current) => {
            current.set('filter', value)
            current.delete('page')
            return current
          })
        }
        data={SCENE_FILTERS.map((value) => ({ value, label: t(`whiteboard.filters.${value}`) }))}
        w="fit-content"
      />
      <SceneGrid scenes={loaderData.results} filtered={filter !== 'all' || Boolean(params.get('search'))} />
      <ListPagination count={loaderData.count} />
    </Stack>
  )
}
