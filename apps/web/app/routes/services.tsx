import { Button, Group, NativeSelect, Stack } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { partOnDemand, preloadAddressTab } from '../components/part-on-demand.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { CatalogueView } from '../features/services/catalogue-view.tsx'
import { categoriesOf, iconsFor, servicesOf } from '../features/services/service-data.ts'
import { useLocalized } from '../features/services/use-localized.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/services'

// Staff's list of every service (a table) loads when chosen, or before the page hydrates when its
// address asks for it (ADR 71, 72); the catalogue is what everyone else sees.
const views = {
  manage: partOnDemand(() =>
    import('../features/services/manage-table.tsx').then((module) => module.ManageTable),
  ),
}
const ManageTable = views.manage.Part
preloadAddressTab(views, 'view')

/** The catalogue as the active company sees it; `?view=manage` is staff's list of every service. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const manage = params.get('view') === 'manage'
  const search = params.get('search')?.trim() || undefined
  // A category that is not an id matches nothing, rather than failing the page.
  const category = isValidParam('uuid', params.get('category') ?? undefined)
    ? (params.get('category') ?? undefined)
    : undefined
  const api = serverApi(context, request)
  const [services, categories] = await Promise.all([
    loadOrRefuse(() => servicesOf(api, { search, category, manage: manage ? 'true' : undefined })),
    categoriesOf(api),
  ])
  const icons = await iconsFor(api, [
    ...services.results.map((s) => s.icon),
    ...categories.map((c) => c.icon),
  ])
  return { manage, services: services.results, categories, icons, filtered: Boolean(search || category) }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const text = useLocalized()
  const [params] = useSearchParams()
  const staff = me !== null && isStaffUser(me)
  const { manage, services, categories, icons, filtered } = loaderData
  return (
    <Stack>
      <PageHeader
        title={t('pages.services')}
        intro={t(manage ? 'services.manage_intro' : 'services.intro')}
        create={staff ? { to: '/client/services/new', label: t('services.new') } : null}
      />
      {staff && (
        <Group gap="xs" role="navigation" aria-label={t('services.view')}>
          <Button
            component={Link}
            to={localePath(locale, '/client/services')}
            variant={manage ? 'default' : 'filled'}
            aria-current={manage ? undefined : 'page'}
          >
            {t('services.view_catalogue')}
          </Button>
          <Button
            component={Link}
            to={`${localePath(locale, '/client/services')}?view=manage`}
            variant={manage ? 'filled' : 'default'}
            aria-current={manage ? 'page' : undefined}
          >
            {t('services.view_manage')}
          </Button>
          <Button component={Link} to={localePath(locale, '/client/services/categories')} variant="subtle">
            {t('services.categories')}
          </Button>
          <Button component={Link} to={localePath(locale, '/client/services/endpoints')} variant="subtle">
            {t('services.endpoints')}
          </Button>
        </Group>
      )}
      <SearchForm label={t('services.search')}>
        {manage && <input type="hidden" name="view" value="manage" />}
        <NativeSelect
          name="category"
          label={t('services.category')}
          defaultValue={params.get('category') ?? ''}
          data={[
            { value: '', label: t('services.all_categories') },
            ...categories.map((c) => ({ value: c.id, label: text(c.names) })),
          ]}
        />
      </SearchForm>
      {manage ? (
        <Suspense fallback={null}>
          <ManageTable services={services} categories={categories} icons={icons} />
        </Suspense>
      ) : (
        <CatalogueView services={services} categories={categories} icons={icons} filtered={filtered} />
      )}
    </Stack>
  )
}
