import { Stack } from '@mantine/core'
import type { AutoAssignRule } from '@portal/contracts/auto-assign'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { RulesTable } from '../features/auto-assign/rules-table.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import type { Route } from './+types/auto-assign-rules'

/** The active company's rules; the API lets only its admins and staff read them (others get the 403 page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get('search')?.trim()
  const query = new URLSearchParams({ page_size: '200', ...(search && { search }) })
  return loadOrRefuse(() =>
    serverApi(context, request).get<{ count: number; results: AutoAssignRule[] }>(
      `/v1/accounts/auto-assign-rules/?${query}`,
    ),
  )
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function AutoAssignRules({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <Stack>
      <PageHeader
        title={t('pages.auto_assign')}
        intro={t('auto_assign.intro')}
        create={{ to: '/client/auto-assign/new', label: t('auto_assign.new') }}
      />
      <SearchForm label={t('auto_assign.search')} />
      <RulesTable rules={loaderData.results} />
    </Stack>
  )
}
