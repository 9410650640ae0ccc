import { Button, Group, NativeSelect, Stack, Title } from '@mantine/core'
import { COACHING_STATUSES, type CoachingRequestSummary, offerLanguage } from '@portal/contracts/coaching'
import { Form, useSearchParams } from 'react-router'
import { ThreadTable } from '../../components/thread-table.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

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
  const [params] = useSearchParams()
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
                ...COACHING_STATUSES.map((value) => ({ value, label: t(`threads.statuses.${value}`) })),
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
      <ThreadTable
        rows={requests.map((request) => ({
          id: request.id,
          href: `${localePath(locale, '/client/coaching')}?request=${request.id}`,
          title: request.topic,
          subtitle: request.offer ? request.offer.title[language] : t('coaching.offer_removed'),
          status: request.status,
          author: request.author,
          company: request.company.name,
          lastMessageAt: request.last_message_at,
        }))}
        count={count}
        titleLabel={t('coaching.col_topic')}
        readsOthers={readsOthers}
        showsCompany={companies !== null}
        empty={{ filtered: t('coaching.empty'), none: t('coaching.none_yet') }}
      />
    </Stack>
  )
}
