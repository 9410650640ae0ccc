import { Stack } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { autoAssignApi } from '@portal/contracts/auto-assign'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { RequestsTable } from '../features/auto-assign/requests-table.tsx'
import { RulesTable } from '../features/auto-assign/rules-table.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import type { Route } from './+types/auto-assign-rules'

/**
 * The active company's rules; the API lets only its admins and staff read them (others get the 403
 * page). Staff also get every company's requests that wait for their approval.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request)
  const search = new URL(request.url).searchParams.get('search')?.trim() || undefined
  const [rules, me] = await Promise.all([
    loadOrRefuse(() => api.call(autoAssignApi.list, { query: { page_size: 200, search } })),
    currentUser(context, request),
  ])
  const requests =
    me && isStaffUser(me)
      ? (await api.call(autoAssignApi.listRequests, { query: { page_size: 200 } })).results
      : null
  return { rules: rules.results, requests }
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
      {loaderData.requests && <RequestsTable requests={loaderData.requests} />}
      <SearchForm label={t('auto_assign.search')} />
      <RulesTable rules={loaderData.rules} />
    </Stack>
  )
}
