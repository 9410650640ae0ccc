import '@mantine/core/styles/Table.css'
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { AutoAssignRule } from '@portal/contracts/auto-assign'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useReview } from './use-review.ts'

/** Staff's review list: domains company admins have asked for, in every company. */
export function RequestsTable({ requests }: { requests: AutoAssignRule[] }) {
  const { t } = useTranslation()
  const { dateTime } = formatters(useLocale())
  const review = useReview()
  return (
    <Stack gap="xs">
      <Title order={2}>{t('auto_assign.requests')}</Title>
      <Text c="dimmed">{t('auto_assign.requests_intro')}</Text>
      {requests.length === 0 ? (
        <Text>{t('auto_assign.requests_empty')}</Text>
      ) : (
        <TableScroll minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('auto_assign.domain')}</Table.Th>
                <Table.Th>{t('auto_assign.company')}</Table.Th>
                <Table.Th>{t('auto_assign.requested')}</Table.Th>
                <Table.Th>{t('auto_assign.approval')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((rule) => (
                <Table.Tr key={rule.id}>
                  <Table.Td>{rule.domain}</Table.Td>
                  <Table.Td>{rule.company_name}</Table.Td>
                  <Table.Td>{dateTime(rule.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-sm" onClick={() => review(rule, 'approve')}>
                        {t('auto_assign.approve')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="coral"
                        onClick={() => review(rule, 'reject')}
                      >
                        {t('auto_assign.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  )
}
