import { autoAssignApi } from '@portal/contracts/auto-assign'
import { groupsApi } from '@portal/contracts/groups'
import { data } from 'react-router'
import { RuleForm } from '../features/auto-assign/rule-form.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/auto-assign-rule'

/** A rule (or `new`) and the active company's groups to choose from; both refuse non-managers. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const groups = await loadOrRefuse(() => api.call(groupsApi.list, { query: { page_size: 200 } }))
  const rule =
    params.id === 'new'
      ? null
      : await loadOrRefuse(() => api.call(autoAssignApi.get, { params: { id: params.id } }))
  return { rule, groups: groups.results.map(({ id, name }) => ({ id, name })) }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function AutoAssignRulePage({ loaderData }: Route.ComponentProps) {
  const { rule, groups } = loaderData
  return <RuleForm rule={rule} groups={groups} key={rule?.updated_at ?? 'new'} />
}
