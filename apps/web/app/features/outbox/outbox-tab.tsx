import type { WebKey } from '@portal/i18n/text-keys'
import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '../../components/modal-styles.ts'
import { Badge, Button, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { MAIL_STATUSES, type OutboxMail } from '@portal/contracts/mail'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ListPagination } from '../../components/list-pagination.tsx'
import { SearchForm } from '../../components/search-form.tsx'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

const STATUS_COLOURS = { stored: 'secondary', sent: 'primary', failed: 'coral' } as const

/** Staff: every mail the portal sent, newest first; without SMTP the stored mails are read here. */
export function OutboxTab({ mails }: { mails: { count: number; results: OutboxMail[] } }) {
  const { t } = useTranslation()
  const { dateTime } = formatters(useLocale())
  const [params] = useSearchParams()
  const [reading, setReading] = useState<OutboxMail | null>(null)
  return (
    <Stack>
      <Text c="dimmed">{t('outbox.intro')}</Text>
      <SearchForm label={t('outbox.search')}>
        <input type="hidden" name="tab" value="outbox" />
        <NativeSelect
          name="status"
          label={t('outbox.status')}
          defaultValue={params.get('status') ?? ''}
          data={[
            { value: '', label: t('outbox.all') },
            ...MAIL_STATUSES.map((status) => ({ value: status, label: t(`outbox.statuses.${status}`) })),
          ]}
        />
      </SearchForm>
      <TableScroll minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.when')}</Table.Th>
              <Table.Th>{t('outbox.recipient')}</Table.Th>
              <Table.Th>{t('outbox.subject')}</Table.Th>
              <Table.Th>{t('outbox.template')}</Table.Th>
              <Table.Th>{t('outbox.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mails.results.map((mail) => (
              <Table.Tr key={mail.id}>
                <Table.Td>{dateTime(mail.created_at)}</Table.Td>
                <Table.Td>{mail.recipient}</Table.Td>
                <Table.Td>{mail.subject}</Table.Td>
                <Table.Td>
                  {t(`outbox.templates.${mail.template}` as WebKey, { defaultValue: mail.template })}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOURS[mail.status]} variant="light">
                    {t(`outbox.statuses.${mail.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={t('outbox.show_label', { recipient: mail.recipient })}
                    onClick={() => setReading(mail)}
                  >
                    {t('outbox.show')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {mails.results.length === 0 && <Text>{t('outbox.empty')}</Text>}
      <ListPagination count={mails.count} />
      <Modal
        closeButtonProps={{ 'aria-label': t('users.close') }}
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading?.subject}
        size="lg"
      >
        <Stack>
          <Text size="sm" c="dimmed">{`${t('outbox.recipient')}: ${reading?.recipient ?? ''}`}</Text>
          {reading?.error && <Text c="coral">{t('outbox.error', { error: reading.error })}</Text>}
          {reading?.body ? (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reading.body}</Text>
          ) : (
            <Text c="dimmed">{t('outbox.no_body')}</Text>
          )}
        </Stack>
      </Modal>
    </Stack>
  )
}
