import '@mantine/core/styles/Table.css'
import { Anchor, Group, Table } from '@mantine/core'
import type { Category, Service } from '@portal/contracts/services'
import { Link } from 'react-router'
import { TableScroll } from '../../components/table-scroll.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { type IconMap, ServiceIcon } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

/** Staff's list of every service as saved: how it opens and who sees it. */
export function ManageTable({
  services,
  categories,
  icons,
}: {
  services: Service[]
  categories: Category[]
  icons: IconMap
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = useLocalized()
  const categoryName = (id: string | null) => {
    const category = categories.find((c) => c.id === id)
    return category ? text(category.names) : t('services.no_category')
  }
  return (
    <TableScroll minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('services.name')}</Table.Th>
            <Table.Th>{t('services.slug')}</Table.Th>
            <Table.Th>{t('services.category')}</Table.Th>
            <Table.Th>{t('services.endpoint_admin.type')}</Table.Th>
            <Table.Th>{t('services.default_visibility')}</Table.Th>
            <Table.Th>{t('services.companies_title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ServiceIcon svg={icons[service.icon]} size={18} />
                  <Anchor component={Link} to={localePath(locale, `/client/services/${service.id}`)}>
                    {text(service.names)}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{service.slug}</Table.Td>
              <Table.Td>{categoryName(service.category)}</Table.Td>
              <Table.Td>
                {service.endpoint
                  ? t(`services.endpoint_admin.types.${service.endpoint.type}`)
                  : t('services.builtin')}
              </Table.Td>
              <Table.Td>
                {service.access && t(`services.visibilities.${service.access.default_visibility}`)}
              </Table.Td>
              <Table.Td>
                {service.access && t('services.company_lines', { count: service.access.companies.length })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
