import { Stack } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { companiesApi } from '@portal/contracts/companies'
import { featuresApi } from '@portal/contracts/features'
import { groupsApi } from '@portal/contracts/groups'
import { usersApi } from '@portal/contracts/users'
import { data } from 'react-router'
import { ChatExportButton } from '../features/ai/chat-export.tsx'
import { UserPage } from '../features/users/user-page.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/user'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  const staff = me !== null && isStaffUser(me)
  if (!me || !(staff || me.is_company_admin)) throw data(null, { status: 403 })
  const api = serverApi(context, request)
  const id = params.id === 'new' ? null : params.id
  const [user, groups, companies, history, features] = await Promise.all([
    id ? loadOrRefuse(() => api.call(usersApi.get, { params: { id } })) : null,
    // The active company's groups; someone without one (staff) has none to offer.
    api.call(groupsApi.list, { query: { page_size: 200 } }).then(
      (page) => page.results,
      () => [],
    ),
    // Staff: every company; a company admin: theirs (for its name).
    api.call(companiesApi.list, { query: { page_size: 200 } }).then((page) => page.results),
    staff && id
      ? api.call(usersApi.auditLog, { query: { target: id, page_size: 20 } }).then((page) => page.results)
      : [],
    api.call(featuresApi.get),
  ])
  return { user, groups, companies, history, assistant: features.ai }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** One user (or `new`): the account, companies with the company admin flag, groups, and actions. */
export default function UserRoute({ loaderData }: Route.ComponentProps) {
  const { assistant, ...page } = loaderData
  return (
    <Stack>
      <UserPage {...page} key={loaderData.user?.id ?? 'new'} />
      {assistant && loaderData.user && <ChatExportButton userId={loaderData.user.id} />}
    </Stack>
  )
}
