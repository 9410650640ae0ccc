import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { endpointHref } from '@portal/contracts/endpoint'
import {
  type Attachment,
  supportApi,
  type Ticket,
  type TicketMessage,
  ticketReplyInput,
} from '@portal/contracts/support'
import { IconArrowLeft, IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ThreadMessage } from '../../components/thread-message.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { AttachmentsInput, toFormData } from './ticket-form.tsx'
import { TicketStatusBadge } from './ticket-status.tsx'

/** One request: its thread, a reply (an answer, for the support team) and closing it. */
export function TicketThread({ ticket, fromSupport }: { ticket: Ticket; fromSupport: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { date } = formatters(locale)
  const opener = ticket.author ? personName(ticket.author) : t('support.former_user')
  const close = useWrite(supportApi.close, { success: t('support.closed') })
  const onClose = async () => {
    await close.run({ params: { id: ticket.id } })
  }

  return (
    <Stack maw={860}>
      <Anchor component={Link} to={localePath(locale, '/client/support')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('support.back')}
        </Group>
      </Anchor>
      <Title order={1}>{ticket.subject}</Title>
      <Group gap="xs">
        <TicketStatusBadge status={ticket.status} />
        <Badge variant="outline" color="gray">
          {t(`support.categories.${ticket.category}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {`${ticket.company.name} · ${t('support.opened_by', { name: opener, date: date(ticket.created_at) })}`}
        </Text>
      </Group>
      <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {ticket.messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </Stack>
      <ReplyForm
        ticket={ticket}
        fromSupport={fromSupport}
        onClose={ticket.status === 'closed' ? null : onClose}
      />
    </Stack>
  )
}

function MessageCard({ message }: { message: TicketMessage }) {
  const { t } = useTranslation()
  return (
    <ThreadMessage
      author={message.author ? personName(message.author) : t('support.former_user')}
      team={message.from_support ? t('support.support_team') : null}
      createdAt={message.created_at}
      body={message.body}
    >
      {message.attachments.length > 0 && (
        <Group gap="md" mt="sm">
          {message.attachments.map((file) => (
            <AttachmentLink key={file.id} file={file} />
          ))}
        </Group>
      )}
    </ThreadMessage>
  )
}

function AttachmentLink({ file }: { file: Attachment }) {
  const { t } = useTranslation()
  const { number } = formatters(useLocale())
  const size = t('support.kilobytes', { size: number(Math.max(1, file.size / 1024)) })
  return (
    <Anchor
      href={endpointHref(supportApi.downloadAttachment, { params: { id: file.id } })}
      download={file.filename}
      size="sm"
    >
      <Group gap={4}>
        <IconDownload size={14} aria-hidden />
        {t('support.download', { name: file.filename, size })}
      </Group>
    </Anchor>
  )
}

function ReplyForm({
  ticket,
  fromSupport,
  onClose,
}: {
  ticket: Ticket
  fromSupport: boolean
  onClose: (() => Promise<void>) | null
}) {
  const { t } = useTranslation()
  type Values = { message: string; attachments: File[] }
  const form = useForm<Values>({
    initialValues: { message: '', attachments: [] },
    validate: useContractValidate(ticketReplyInput, { body: ({ message }: Values) => ({ message }) }),
  })
  const reply = useWrite(supportApi.reply, {
    form,
    success: t('support.replied'),
    failure: t('support.reply_failed'),
    onSuccess: () => form.reset(),
  })

  const onSubmit = ({ message, attachments }: Values) =>
    reply.run({ params: { id: ticket.id }, body: toFormData({ message }, attachments) })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t(fromSupport ? 'support.answer_title' : 'support.reply_title')}
          </Title>
          {ticket.status === 'closed' && <Text c="dimmed">{t('support.reopen_hint')}</Text>}
          <Textarea
            label={t('support.message')}
            required
            autosize
            minRows={3}
            maxLength={10_000}
            {...form.getInputProps('message')}
          />
          <AttachmentsInput
            value={form.values.attachments}
            onChange={(files) => form.setFieldValue('attachments', files)}
            error={form.errors.attachments}
          />
          <Group justify="space-between">
            {onClose ? (
              <Button variant="subtle" color="gray" onClick={onClose}>
                {t('support.close')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              {t(fromSupport ? 'support.answer' : 'support.reply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
