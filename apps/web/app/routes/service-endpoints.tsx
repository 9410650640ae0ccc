import '@mantine/core/styles/Table.css'
import { Anchor, Stack, Table, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { serviceEndpointsApi } from '@portal/contracts/services'
import { data, Link } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { TableScroll } from '../components/table-scroll.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/service-endpoints'

/** What services open, for staff to manage. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentUser(context, request)
  if (!me || !isStaffUser(me)) throw data(null, { status: 403 })
  const search = new URL(request.url).searchParams.get('search')?.trim()
  const page = await serverApi(context, request).call(serviceEndpointsApi.list, {
    query: { page_size: 200, search: search || undefined },
  })
  return { endpoints: page.results }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function ServiceEndpoints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { endpoints } = loaderData
  return (
    <Stack>
      <PageHeader
        title={t('pages.service_endpoints')}
        intro={t('services.endpoint_admin.intro')}
        create={{ to: '/client/services/endpoints/new', label: t('services.endpoint_admin.new') }}
      />
      <SearchForm label={t('services.search')} />
      <TableScroll minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('services.endpoint_admin.name')}</Table.Th>
              <Table.Th>{t('services.endpoint_admin.type')}</Table.Th>
              <Table.Th>{t('services.endpoint_admin.target')}</Table.Th>
              <Table.Th>{t('services.endpoint_admin.service_count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={localePath(locale, `/client/services/endpoints/${endpoint.id}`)}
                  >
                    {endpoint.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`services.endpoint_admin.types.${endpoint.type}`)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {endpoint.url ?? endpoint.path}
                  </Text>
                </Table.Td>
                <Table.Td>{endpoint.service_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {endpoints.length === 0 && <Text>{t('services.endpoint_admin.empty')}</Text>}
    </Stack>
  )
}
