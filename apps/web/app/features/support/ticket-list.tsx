import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketSummary } from '@portal/contracts/support'
import { IconSearch } from '@tabler/icons-react'
import { Form, useSearchParams } from 'react-router'
import checkbox from '../../components/native-checkbox.module.css'
import { ThreadTable } from '../../components/thread-table.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Level with the fields' bottom, as Mantine's `mb={8}` put it. */
const MINE_STYLE = { marginBottom: 'calc(0.5rem * var(--mantine-scale))' }

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
  const [params] = useSearchParams()
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
              ...TICKET_STATUSES.map((value) => ({ value, label: t(`threads.statuses.${value}`) })),
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
            // A GET form's checkbox: the browser's own does it as well as Mantine's (ADR 76, 82).
            <label className={checkbox.label} style={MINE_STYLE}>
              <input
                className={checkbox.box}
                type="checkbox"
                name="mine"
                value="1"
                defaultChecked={params.has('mine')}
              />
              {t('support.filter_mine')}
            </label>
          )}
          <Button type="submit" variant="light">
            {t('support.apply')}
          </Button>
        </Group>
      </Form>
      <Text c="dimmed" size="sm">
        {t('support.count', { count })}
      </Text>
      <ThreadTable
        rows={tickets.map((ticket) => ({
          id: ticket.id,
          href: `${localePath(locale, '/client/support')}?ticket=${ticket.id}`,
          title: ticket.subject,
          subtitle: t(`support.categories.${ticket.category}`),
          status: ticket.status,
          author: ticket.author,
          company: ticket.company.name,
          lastMessageAt: ticket.last_message_at,
        }))}
        count={count}
        titleLabel={t('support.col_subject')}
        readsOthers={readsOthers}
        showsCompany={companies !== null}
        empty={{ filtered: t('support.empty'), none: t('support.none_yet') }}
      />
    </Stack>
  )
}
