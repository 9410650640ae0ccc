import '@mantine/core/styles/SegmentedControl.css'
// The pagination's code loads on demand (below); its CSS comes with the page, for the server's markup.
import '@mantine/core/styles/Pagination.css'
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { type OkrItemType, okrResponsiblePeopleApi } from '@portal/contracts/okr'
import { okrSavedViewsApi } from '@portal/contracts/okr-saved-views'
import { okrViewsApi } from '@portal/contracts/okr-table'
import { teamsApi } from '@portal/contracts/teams'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import {
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router'
import { LightSegmentedControl } from '../components/light-segmented-control.tsx'
import { partOnDemand } from '../components/part-on-demand.tsx'
import { CreateMenu } from '../features/okr/items/create-menu.tsx'
import type { ItemRef } from '../features/okr/okr-api.ts'
import { OkrFiltersBar } from '../features/okr/okr-filters-bar.tsx'
import {
  type OkrScreenState,
  paramsFromState,
  stateFromParams,
  withChanges,
} from '../features/okr/okr-url-state.ts'
import { OkrTable } from '../features/okr/table/okr-table.tsx'
import { TableToolbar } from '../features/okr/table/table-toolbar.tsx'
import { useInlineEdit } from '../features/okr/table/use-inline-edit.tsx'
import { SavedViewsMenu } from '../features/okr/views/saved-views-menu.tsx'
import { beforeHydration } from '../lib/before-hydration.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { withTexts } from '../lib/texts-on-demand.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/okr'

// React Flow and the layout engine load only when someone opens the diagram, with the texts of its nodes.
const OkrDiagram = lazy(withTexts(['okr_insights'], () => import('../features/okr/diagram/okr-diagram.tsx')))
// The item drawer (tabs, check-ins, the item forms) loads when an item is first opened (ADR 58), with
// the texts only it shows (ADR 72).
const ItemDrawer = lazy(
  withTexts(['fields', 'people', 'ppm'], () =>
    import('../features/okr/items/item-drawer.tsx').then((module) => ({ default: module.ItemDrawer })),
  ),
)

// Mantine's Pagination loads only for a table longer than a page (most are not); when the server drew
// one, the page hydrates once its code is here, so that it answers the first click (as ListPagination).
const pagination = partOnDemand(() =>
  import('../features/okr/okr-pagination.tsx').then((module) => module.OkrPagination),
)
if (
  typeof document !== 'undefined' &&
  !document.documentElement.dataset.hydrated &&
  document.querySelector('[data-okr-pagination]')
)
  beforeHydration(pagination.preload())

const ITEM_PARAM = /^(objective|key_result|project|task):([0-9a-f-]{36})$/i

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = stateFromParams(new URL(request.url).searchParams)
  const api = serverApi(context, request)
  const [table, teams, people, views] = await loadOrRefuse(() =>
    Promise.all([
      // The diagram fetches its own nodes in the browser; the table is loaded only to be shown.
      state.mode === 'table'
        ? api.call(okrViewsApi.table, {
            body: {
              filters: state.filters,
              sort: state.sort,
              group_by: state.groupBy,
              depth: state.expandAll ? 'task' : 'key_result',
              page: state.page,
              page_size: state.pageSize,
            },
          })
        : null,
      api.call(teamsApi.list, { query: { page_size: 200 } }),
      api.call(okrResponsiblePeopleApi.list, { query: { page_size: 200 } }),
      api.call(okrSavedViewsApi.list, { query: { view_type: 'table', page_size: 200 } }),
    ]),
  )
  return {
    table,
    teams: teams.results.map(({ id, name }) => ({ id, name })),
    people: people.results,
    views: views.results,
    today: new Date().toISOString().slice(0, 10),
  }
}

/** Everything in the address but the open item: what the loader reads. */
const withoutOpenItem = (url: URL) => {
  const params = new URLSearchParams(url.search)
  params.delete('open')
  return `${url.pathname}?${params}`
}

/**
 * Opening or closing an item's drawer changes only `open` in the address, which the loader does not
 * read: the table stays as it is and the drawer moves at once, without a round trip.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyTheOpenItem =
    formMethod === undefined &&
    currentUrl.search !== nextUrl.search &&
    withoutOpenItem(currentUrl) === withoutOpenItem(nextUrl)
  return onlyTheOpenItem ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Goals and OKR: objectives, key results, projects and tasks as a table or an alignment diagram. */
export default function OkrPage({ loaderData }: Route.ComponentProps) {
  const { table, teams, people, views, today } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const state = stateFromParams(params)
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set())
  const inline = useInlineEdit()
  // The diagram measures its nodes in the browser: it renders after hydration, never on the server.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // The drawer shows what was last asked for: closed at once even while a search sent just before
  // still loads (its address, with the drawer open, would otherwise stay until the data came).
  const location = useLocation()
  const pending = useNavigation().location
  const shown = pending?.pathname === location.pathname ? new URLSearchParams(pending.search) : params
  const opened = ITEM_PARAM.exec(shown.get('open') ?? '')
  const openItem: ItemRef | null = opened ? { type: opened[1] as OkrItemType, id: opened[2] as string } : null
  // Once opened, the drawer stays mounted: closing it runs its transition.
  const [drawerUsed, setDrawerUsed] = useState(openItem !== null)
  if (openItem !== null && !drawerUsed) setDrawerUsed(true)

  // The screen as the last navigation asked for it, until the address shows it. A change made while
  // that navigation still loads (a search typed just after closing the drawer, sent after a pause)
  // builds on it: built on the address being left, it would open the drawer again.
  const address = params.toString()
  const asked = useRef({ address, state, open: openItem })
  if (asked.current.address !== address) asked.current = { address, state, open: openItem }
  const go = (next: OkrScreenState, open: ItemRef | null = asked.current.open) => {
    const search = paramsFromState(next)
    if (open) search.set('open', `${open.type}:${open.id}`)
    asked.current = { address, state: next, open }
    navigate({ search: `?${search}` }, { preventScrollReset: true })
  }
  const change = (changes: Partial<OkrScreenState>) => go(withChanges(asked.current.state, changes))
  const onOpen = (ref: ItemRef | null) => go(asked.current.state, ref)
  const onToggle = (key: string) =>
    setToggled((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const pages = table ? Math.max(1, Math.ceil(table.count / table.page_size)) : 1
  const rows = table ? table.groups.reduce((sum, group) => sum + group.rows.length, 0) : 0

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('pages.okr')}</Title>
        <Group gap="sm">
          {/* Mantine's SegmentedControl as it draws before its sliding indicator (ADR 79). */}
          <LightSegmentedControl
            label={t('okr.modes.label')}
            value={state.mode}
            onChange={(mode) => change({ mode })}
            data={[
              { value: 'table', label: t('okr.modes.table') },
              { value: 'diagram', label: t('okr.modes.diagram') },
            ]}
          />
          <Button component={Link} to={localePath(locale, '/client/dashboard/goals')} variant="default">
            {t('pages.goals_dashboard')}
          </Button>
          <CreateMenu onCreated={(ref) => onOpen(ref)} />
        </Group>
      </Group>
      <Text c="dimmed">{t('okr.intro')}</Text>
      <SavedViewsMenu views={views} state={state} onOpenState={(next) => go(next)} />
      <OkrFiltersBar
        filters={state.filters}
        onChange={(filters) => change({ filters })}
        teams={teams}
        people={people}
        today={today}
      />
      {table && (
        <>
          <TableToolbar
            count={table.count}
            groupBy={state.groupBy}
            onGroupBy={(groupBy) => change({ groupBy })}
            columns={state.columns}
            onColumns={(columns) => change({ columns })}
            expandAll={state.expandAll}
            onExpandAll={(expandAll) => {
              setToggled(new Set())
              change({ expandAll })
            }}
            pageSize={state.pageSize}
            onPageSize={(pageSize) => change({ pageSize })}
          />
          {rows === 0 ? (
            <Text c="dimmed" py="xl" ta="center" data-testid="okr-empty">
              {t(Object.keys(state.filters).length ? 'okr.table.empty_filtered' : 'okr.table.empty')}
            </Text>
          ) : (
            <OkrTable
              groups={table.groups}
              groupBy={state.groupBy}
              columns={state.columns}
              sort={state.sort}
              onSort={(sort) => change({ sort })}
              expansion={{ toggled, allOpen: state.expandAll }}
              onToggle={onToggle}
              onOpen={onOpen}
              inline={inline}
            />
          )}
          {pages > 1 && (
            <Suspense fallback={null}>
              <pagination.Part total={pages} value={state.page} onChange={(page) => change({ page })} />
            </Suspense>
          )}
        </>
      )}
      {state.mode === 'diagram' && mounted && (
        <Suspense fallback={<Loader aria-label={t('okr.modes.diagram')} />}>
          <OkrDiagram filters={state.filters} onOpen={onOpen} />
        </Suspense>
      )}
      {inline.writes}
      {drawerUsed && (
        <Suspense fallback={null}>
          <ItemDrawer item={openItem} onClose={() => onOpen(null)} onOpen={onOpen} />
        </Suspense>
      )}
    </Stack>
  )
}
