import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Table, Text } from '@mantine/core'
import type { AutoAssignRule } from '@portal/contracts/auto-assign'
import { Link } from 'react-router'
import { TableScroll } from '../../components/table-scroll.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { RuleStatusBadge } from './rule-status.tsx'

/**
 * The company's rules: domain, the groups newcomers join, whether they become admins, whether staff have
 * approved the domain, on or paused.
 */
export function RulesTable({ rules }: { rules: AutoAssignRule[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (rules.length === 0) return <Text>{t('auto_assign.empty')}</Text>
  return (
    <TableScroll minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auto_assign.domain')}</Table.Th>
            <Table.Th>{t('auto_assign.groups')}</Table.Th>
            <Table.Th>{t('auto_assign.company_admin')}</Table.Th>
            <Table.Th>{t('auto_assign.approval')}</Table.Th>
            <Table.Th>{t('auto_assign.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Td>
                <Anchor component={Link} to={localePath(locale, `/client/auto-assign/${rule.id}`)}>
                  {rule.domain}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {rule.groups.length ? rule.groups.map((g) => g.name).join(', ') : t('auto_assign.no_groups')}
              </Table.Td>
              <Table.Td>{t(rule.is_company_admin ? 'auto_assign.yes' : 'auto_assign.no')}</Table.Td>
              <Table.Td>
                <RuleStatusBadge status={rule.status} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={rule.is_active ? 'primary' : 'gray'}>
                  {t(rule.is_active ? 'auto_assign.active' : 'auto_assign.paused')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
