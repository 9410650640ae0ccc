import '@mantine/core/styles/Table.css'
import { Stack, Table, Text, Title } from '@mantine/core'
import type { ImpersonationEvent } from '@portal/contracts/impersonation'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The latest impersonations: who acted as whom, when and from where (audit log, staff only). */
export function ImpersonationLog({ events }: { events: ImpersonationEvent[] }) {
  const { t } = useTranslation()
  const { dateTime } = formatters(useLocale())
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h3">
        {t('impersonation.log_title')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('impersonation.log_empty')}</Text>
      ) : (
        <TableScroll minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('impersonation.log_when')}</Table.Th>
                <Table.Th>{t('impersonation.log_action')}</Table.Th>
                <Table.Th>{t('impersonation.log_actor')}</Table.Th>
                <Table.Th>{t('impersonation.log_target')}</Table.Th>
                <Table.Th>{t('impersonation.log_ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{dateTime(event.created_at)}</Table.Td>
                  <Table.Td>{t(`impersonation.log_${event.action}`)}</Table.Td>
                  <Table.Td>{event.actor_email}</Table.Td>
                  <Table.Td>{event.target_email}</Table.Td>
                  <Table.Td>{event.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  )
}
