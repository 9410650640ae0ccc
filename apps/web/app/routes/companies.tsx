import '@mantine/core/styles/Table.css'
import { Anchor, Stack, Table, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { type Company, companiesApi } from '@portal/contracts/companies'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { TableScroll } from '../components/table-scroll.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/companies'

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get('search')?.trim()
  return loadOrRefuse(() =>
    serverApi(context, request).call(companiesApi.list, {
      query: { page_size: 200, search: search || undefined },
    }),
  )
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The companies one can see (staff: all of them), with their start pages. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const [_params] = useSearchParams()
  const staff = me !== null && isStaffUser(me)
  const startPage = (company: Company) => {
    const { type, endpoint, service_slug } = company.homepage_endpoint
    if (!type) return t('companies.none')
    return `${t(`companies.types.${type}`)}: ${type === 'internal' ? endpoint : (service_slug ?? endpoint ?? '')}`
  }
  return (
    <Stack>
      <PageHeader
        title={t('pages.companies')}
        create={staff ? { to: '/client/companies/new', label: t('companies.new') } : null}
      />
      <SearchForm label={t('companies.search')} />
      <TableScroll minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('companies.name')}</Table.Th>
              <Table.Th>{t('companies.start_page')}</Table.Th>
              <Table.Th>{t('companies.members')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaderData.results.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>
                  <Anchor component={Link} to={localePath(locale, `/client/companies/${company.id}`)}>
                    {company.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{startPage(company)}</Table.Td>
                <Table.Td>{company.member_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {loaderData.results.length === 0 && <Text>{t('companies.empty')}</Text>}
    </Stack>
  )
}
