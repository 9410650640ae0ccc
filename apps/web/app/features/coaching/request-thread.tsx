import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  type CoachingMessage,
  type CoachingRequest,
  coachingApi,
  coachingReplyInput,
  offerLanguage,
} from '@portal/contracts/coaching'
import { IconArrowLeft } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ThreadMessage } from '../../components/thread-message.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { CoachingStatusBadge } from './request-status.tsx'

/** One coaching request with its thread; the coaching team answers and may set the session's time. */
export function RequestThread({ request, fromTeam }: { request: CoachingRequest; fromTeam: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { date, dateTime } = formatters(locale)
  const requester = request.author ? personName(request.author) : t('coaching.former_user')
  const close = useWrite(coachingApi.close, { success: t('coaching.closed') })
  const onClose = async () => {
    await close.run({ params: { id: request.id } })
  }

  return (
    <Stack maw={860}>
      <Anchor component={Link} to={localePath(locale, '/client/coaching')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('coaching.back')}
        </Group>
      </Anchor>
      <Title order={1}>{request.topic}</Title>
      <Group gap="xs">
        <CoachingStatusBadge status={request.status} />
        <Badge variant="outline" color="gray">
          {request.offer ? request.offer.title[offerLanguage(locale)] : t('coaching.offer_removed')}
        </Badge>
        <Text size="sm" c="dimmed">
          {`${request.company.name} · ${t('coaching.requested_by', { name: requester, date: date(request.created_at) })}`}
        </Text>
      </Group>
      <Text size="sm">
        {t('coaching.preferred', {
          dates: request.preferred_dates.map((d) => date(`${d}T12:00:00`)).join(', '),
        })}
      </Text>
      {request.scheduled_at && (
        <Text fw={600}>{t('coaching.scheduled_for', { when: dateTime(request.scheduled_at) })}</Text>
      )}
      <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {request.messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </Stack>
      <ReplyForm
        request={request}
        fromTeam={fromTeam}
        onClose={request.status === 'closed' ? null : onClose}
      />
    </Stack>
  )
}

function MessageCard({ message }: { message: CoachingMessage }) {
  const { t } = useTranslation()
  return (
    <ThreadMessage
      author={message.author ? personName(message.author) : t('coaching.former_user')}
      team={message.from_coaching_team ? t('coaching.coaching_team') : null}
      createdAt={message.created_at}
      body={message.body}
    />
  )
}

type Values = { message: string; scheduled_at: string }

function replyOf(values: Values) {
  // The browser's local time, sent as an instant.
  const scheduled = values.scheduled_at ? new Date(values.scheduled_at).toISOString() : null
  return { message: values.message, ...(scheduled && { scheduled_at: scheduled }) }
}

function ReplyForm({
  request,
  fromTeam,
  onClose,
}: {
  request: CoachingRequest
  fromTeam: boolean
  onClose: (() => Promise<void>) | null
}) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: { message: '', scheduled_at: '' },
    validate: useContractValidate(coachingReplyInput, { body: replyOf }),
  })
  const reply = useWrite(coachingApi.reply, {
    form,
    success: t('coaching.replied'),
    failure: t('coaching.reply_failed'),
    onSuccess: () => form.reset(),
  })

  const onSubmit = (values: Values) => reply.run({ params: { id: request.id }, body: replyOf(values) })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t(fromTeam ? 'coaching.answer_title' : 'coaching.reply_title')}
          </Title>
          {request.status === 'closed' && <Text c="dimmed">{t('coaching.reopen_hint')}</Text>}
          <Textarea
            label={t('coaching.message')}
            required
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('message')}
          />
          {fromTeam && (
            <TextInput
              type="datetime-local"
              label={t('coaching.schedule')}
              description={t('coaching.schedule_hint')}
              w={280}
              {...form.getInputProps('scheduled_at')}
            />
          )}
          <Group justify="space-between">
            {onClose ? (
              <Button variant="subtle" color="gray" onClick={onClose}>
                {t('coaching.close')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              {t(fromTeam ? 'coaching.answer' : 'coaching.reply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
