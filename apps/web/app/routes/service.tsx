import { isStaffUser } from '@portal/contracts/accounts'
import { companiesApi } from '@portal/contracts/companies'
import { serviceEndpointsApi, servicesApi } from '@portal/contracts/services'
import { data } from 'react-router'
import { categoriesOf, iconsFor } from '../features/services/service-data.ts'
import { ServiceForm } from '../features/services/service-form.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/service'

/** A catalogue entry for staff to edit (or `new`); anyone else is refused. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  if (!me || !isStaffUser(me)) throw data(null, { status: 403 })
  const api = serverApi(context, request)
  const [service, categories, endpoints, companies, icons] = await Promise.all([
    params.id === 'new'
      ? null
      : loadOrRefuse(() =>
          api.call(servicesApi.get, { params: { id: params.id }, query: { manage: 'true' } }),
        ),
    categoriesOf(api),
    api.call(serviceEndpointsApi.list, { query: { page_size: 200 } }).then((page) => page.results),
    api
      .call(companiesApi.list, { query: { page_size: 200 } })
      .then((page) => page.results.map((c) => ({ id: c.id, name: c.name }))),
    iconsFor(api, 'all'),
  ])
  return { service, categories, endpoints, companies, icons }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceForm key={loaderData.service?.updated_at ?? 'new'} {...loaderData} />
}
