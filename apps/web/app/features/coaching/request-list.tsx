import '@mantine/core/styles/Pagination.css'
import '@mantine/core/styles/Table.css'
import { Anchor, Button, Group, NativeSelect, Pagination, Stack, Table, Text, Title } from '@mantine/core'
import { COACHING_STATUSES, type CoachingRequestSummary, offerLanguage } from '@portal/contracts/coaching'
import { useTranslation } from 'react-i18next'
import { Form, Link, useSearchParams } from 'react-router'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { CoachingStatusBadge } from './request-status.tsx'

export const REQUESTS_PAGE_SIZE = 20

interface Props {
  count: number
  requests: CoachingRequestSummary[]
  readsOthers: boolean
  companies: { id: string; name: string }[] | null
}

/** Coaching requests: one's own, a company's for its admin, every company's for staff. */
export function RequestList({ count, requests, readsOthers, companies }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const language = offerLanguage(locale)
  const { date } = formatters(locale)
  const [params, setParams] = useSearchParams()
  const all = { value: '', label: t('coaching.filter_all') }
  return (
    <Stack>
      <Title order={2} size="h3">
        {t(readsOthers ? 'coaching.list_title' : 'coaching.mine_title')}
      </Title>
      {readsOthers && (
        <Form method="get">
          <Group align="flex-end">
            <NativeSelect
              name="status"
              label={t('coaching.filter_status')}
              defaultValue={params.get('status') ?? ''}
              data={[
                all,
                ...COACHING_STATUSES.map((value) => ({ value, label: t(`coaching.statuses.${value}`) })),
              ]}
            />
            {companies && (
              <NativeSelect
                name="company"
                label={t('coaching.filter_company')}
                defaultValue={params.get('company') ?? ''}
                data={[all, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
              />
            )}
            <Button type="submit" variant="light">
              {t('coaching.apply')}
            </Button>
          </Group>
        </Form>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('coaching.col_topic')}</Table.Th>
              <Table.Th>{t('coaching.col_status')}</Table.Th>
              {readsOthers && <Table.Th>{t('coaching.col_author')}</Table.Th>}
              {companies && <Table.Th>{t('coaching.col_company')}</Table.Th>}
              <Table.Th>{t('coaching.col_updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${localePath(locale, '/client/coaching')}?request=${request.id}`}
                  >
                    {request.topic}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {request.offer ? request.offer.title[language] : t('coaching.offer_removed')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <CoachingStatusBadge status={request.status} />
                </Table.Td>
                {readsOthers && (
                  <Table.Td>
                    {request.author ? personName(request.author) : t('coaching.former_user')}
                  </Table.Td>
                )}
                {companies && <Table.Td>{request.company.name}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(request.last_message_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {requests.length === 0 && <Text>{t(params.size > 0 ? 'coaching.empty' : 'coaching.none_yet')}</Text>}
      {count > REQUESTS_PAGE_SIZE && (
        <Pagination
          aria-label={t('coaching.pages')}
          total={Math.ceil(count / REQUESTS_PAGE_SIZE)}
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
