import '@mantine/core/styles/Table.css'
import { Anchor, Group, Stack, Table, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { data, Link } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { TableScroll } from '../components/table-scroll.tsx'
import { categoriesOf, iconsFor } from '../features/services/service-data.ts'
import { ServiceIcon } from '../features/services/service-icon.tsx'
import { useLocalized } from '../features/services/use-localized.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/service-categories'

/** The catalogue's categories, for staff to manage. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentUser(context, request)
  if (!me || !isStaffUser(me)) throw data(null, { status: 403 })
  const api = serverApi(context, request)
  const categories = await categoriesOf(api)
  return {
    categories,
    icons: await iconsFor(
      api,
      categories.map((c) => c.icon),
    ),
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function ServiceCategories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = useLocalized()
  const { categories, icons } = loaderData
  return (
    <Stack>
      <PageHeader
        title={t('pages.service_categories')}
        intro={t('services.category_admin.intro')}
        create={{ to: '/client/services/categories/new', label: t('services.category_admin.new') }}
      />
      <TableScroll minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('services.name')}</Table.Th>
              <Table.Th>{t('services.description')}</Table.Th>
              <Table.Th>{t('services.category_admin.order')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ServiceIcon svg={icons[category.icon]} size={18} />
                    <Anchor
                      component={Link}
                      to={localePath(locale, `/client/services/categories/${category.id}`)}
                    >
                      {text(category.names)}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{text(category.descriptions)}</Table.Td>
                <Table.Td>{category.order}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {categories.length === 0 && <Text>{t('services.category_admin.empty')}</Text>}
    </Stack>
  )
}
