import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Pagination.css'
import '@mantine/core/styles/Table.css'
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketSummary } from '@portal/contracts/support'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useSearchParams } from 'react-router'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { TicketStatusBadge } from './ticket-status.tsx'

export const TICKETS_PAGE_SIZE = 20

interface Props {
  count: number
  tickets: TicketSummary[]
  /** Company admins and staff see whose request it is; staff also filter by company. */
  readsOthers: boolean
  companies: { id: string; name: string }[] | null
}

/** Requests as a filterable list: a GET form, so filters live in the address and survive reload. */
export function TicketList({ count, tickets, readsOthers, companies }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { date } = formatters(locale)
  const [params, setParams] = useSearchParams()
  const all = { value: '', label: t('support.filter_all') }
  return (
    <Stack>
      <Title order={2} size="h3">
        {t(readsOthers ? 'support.list_title' : 'support.mine_title')}
      </Title>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            name="search"
            label={t('support.search')}
            defaultValue={params.get('search') ?? ''}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <NativeSelect
            name="status"
            label={t('support.filter_status')}
            defaultValue={params.get('status') ?? ''}
            data={[
              all,
              ...TICKET_STATUSES.map((value) => ({ value, label: t(`support.statuses.${value}`) })),
            ]}
          />
          <NativeSelect
            name="category"
            label={t('support.filter_category')}
            defaultValue={params.get('category') ?? ''}
            data={[
              all,
              ...TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.categories.${value}`) })),
            ]}
          />
          {companies && (
            <NativeSelect
              name="company"
              label={t('support.filter_company')}
              defaultValue={params.get('company') ?? ''}
              data={[all, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
            />
          )}
          {readsOthers && (
            <Checkbox
              name="mine"
              value="1"
              label={t('support.filter_mine')}
              defaultChecked={params.has('mine')}
              mb={8}
            />
          )}
          <Button type="submit" variant="light">
            {t('support.apply')}
          </Button>
        </Group>
      </Form>
      <Text c="dimmed" size="sm">
        {t('support.count', { count })}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('support.col_subject')}</Table.Th>
              <Table.Th>{t('support.col_status')}</Table.Th>
              {readsOthers && <Table.Th>{t('support.col_author')}</Table.Th>}
              {companies && <Table.Th>{t('support.col_company')}</Table.Th>}
              <Table.Th>{t('support.col_updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((ticket) => (
              <Table.Tr key={ticket.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${localePath(locale, '/client/support')}?ticket=${ticket.id}`}
                  >
                    {ticket.subject}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`support.categories.${ticket.category}`)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <TicketStatusBadge status={ticket.status} />
                </Table.Td>
                {readsOthers && (
                  <Table.Td>{ticket.author ? personName(ticket.author) : t('support.former_user')}</Table.Td>
                )}
                {companies && <Table.Td>{ticket.company.name}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(ticket.last_message_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tickets.length === 0 && <Text>{t(params.size > 0 ? 'support.empty' : 'support.none_yet')}</Text>}
      {count > TICKETS_PAGE_SIZE && (
        <Pagination
          aria-label={t('support.pages')}
          total={Math.ceil(count / TICKETS_PAGE_SIZE)}
          value={Number(params.get('page') ?? 1)}
          onChange={(page) =>
            setParams((current) => {
              current.set('page', String(page))
              return current
            })
          }
        />
      )}
    </Stack>
  )
}
