import '@mantine/core/styles/Badge.css'
import { Badge, Text, TextInput } from '@mantine/core'
import { type CoachingRequest, coachingApi, offerLanguage } from '@portal/contracts/coaching'
import { ThreadStatusBadge } from '../../components/thread-status.tsx'
import { ThreadView } from '../../components/thread-view.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

type Values = { message: string; scheduled_at: string }

/** One coaching request with its thread; the coaching team answers and may set the session's time. */
export function RequestThread({ request, fromTeam }: { request: CoachingRequest; fromTeam: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { date, dateTime } = formatters(locale)
  const requester = request.author ? personName(request.author) : t('threads.former_user')
  return (
    <ThreadView
      back={{ to: localePath(locale, '/client/coaching'), label: t('coaching.back') }}
      title={request.topic}
      badges={
        <>
          <ThreadStatusBadge status={request.status} />
          <Badge variant="outline" color="gray">
            {request.offer ? request.offer.title[offerLanguage(locale)] : t('coaching.offer_removed')}
          </Badge>
        </>
      }
      opened={`${request.company.name} · ${t('coaching.requested_by', { name: requester, date: date(request.created_at) })}`}
      details={
        <>
          <Text size="sm">
            {t('coaching.preferred', {
              dates: request.preferred_dates.map((d) => date(`${d}T12:00:00`)).join(', '),
            })}
          </Text>
          {request.scheduled_at && (
            <Text fw={600}>{t('coaching.scheduled_for', { when: dateTime(request.scheduled_at) })}</Text>
          )}
        </>
      }
      messages={request.messages.map((message) => ({
        id: message.id,
        author: message.author,
        fromTeam: message.from_coaching_team,
        createdAt: message.created_at,
        body: message.body,
      }))}
      team={t('coaching.coaching_team')}
      isClosed={request.status === 'closed'}
      answersForTeam={fromTeam}
      close={{ endpoint: coachingApi.close, input: { params: { id: request.id } } }}
      reply={{
        initialValues: { message: '', scheduled_at: '' },
        maxLength: 5000,
        endpoint: coachingApi.reply,
        input: (values: Values) => {
          // The browser's local time, sent as an instant.
          const scheduled = values.scheduled_at ? new Date(values.scheduled_at).toISOString() : null
          return {
            params: { id: request.id },
            body: { message: values.message, ...(scheduled && { scheduled_at: scheduled }) },
          }
        },
        fields: (form) =>
          fromTeam && (
            <TextInput
              type="datetime-local"
              label={t('coaching.schedule')}
              description={t('coaching.schedule_hint')}
              w={280}
              {...form.field('scheduled_at')}
            />
          ),
      }}
    />
  )
}
