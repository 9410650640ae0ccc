import '@mantine/core/styles/Table.css'
import { Table, Text } from '@mantine/core'
import type { MemberSet } from '@portal/contracts/member-sets'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/texts.ts'
import { TableScroll } from './table-scroll.tsx'

/**
 * Member sets (teams, groups) as a table: name (a link or a button, as the module opens a set), what
 * the set adds (a team's lead), the number of members and the description.
 */
export function MemberSetTable<S extends MemberSet>({
  sets,
  name,
  extra,
}: {
  sets: S[]
  name: (set: S) => ReactNode
  extra?: { label: string; cell: (set: S) => ReactNode }
}) {
  const { t } = useTranslation()
  return (
    <TableScroll minWidth={extra ? 640 : 560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('member_sets.name')}</Table.Th>
            {extra && <Table.Th>{extra.label}</Table.Th>}
            <Table.Th>{t('member_sets.members')}</Table.Th>
            <Table.Th>{t('member_sets.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.id}>
              <Table.Td>{name(set)}</Table.Td>
              {extra && <Table.Td>{extra.cell(set)}</Table.Td>}
              <Table.Td>{set.member_count}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {set.description}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
