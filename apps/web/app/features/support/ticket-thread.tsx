import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Group } from '@mantine/core'
import { endpointHref } from '@portal/contracts/endpoint'
import { type Attachment, supportApi, type Ticket } from '@portal/contracts/support'
import { IconDownload } from '@tabler/icons-react'
import { ThreadStatusBadge } from '../../components/thread-status.tsx'
import { ThreadView } from '../../components/thread-view.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { AttachmentsInput, toFormData } from './ticket-form.tsx'

type Values = { message: string; attachments: File[] }

/** One request: its thread with its files, a reply with files (an answer, for the support team). */
export function TicketThread({ ticket, fromSupport }: { ticket: Ticket; fromSupport: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { date } = formatters(locale)
  const opener = ticket.author ? personName(ticket.author) : t('threads.former_user')
  return (
    <ThreadView
      back={{ to: localePath(locale, '/client/support'), label: t('support.back') }}
      title={ticket.subject}
      badges={
        <>
          <ThreadStatusBadge status={ticket.status} />
          <Badge variant="outline" color="gray">
            {t(`support.categories.${ticket.category}`)}
          </Badge>
        </>
      }
      opened={`${ticket.company.name} · ${t('support.opened_by', { name: opener, date: date(ticket.created_at) })}`}
      messages={ticket.messages.map((message) => ({
        id: message.id,
        author: message.author,
        fromTeam: message.from_support,
        createdAt: message.created_at,
        body: message.body,
        extra: message.attachments.length > 0 && (
          <Group gap="md" mt="sm">
            {message.attachments.map((file) => (
              <AttachmentLink key={file.id} file={file} />
            ))}
          </Group>
        ),
      }))}
      team={t('support.support_team')}
      isClosed={ticket.status === 'closed'}
      answersForTeam={fromSupport}
      close={{ endpoint: supportApi.close, input: { params: { id: ticket.id } } }}
      reply={{
        initialValues: { message: '', attachments: [] as File[] },
        maxLength: 10_000,
        endpoint: supportApi.reply,
        input: ({ message, attachments }: Values) => ({
          params: { id: ticket.id },
          body: toFormData({ message }, attachments),
        }),
        fields: (form) => (
          <AttachmentsInput
            value={form.values.attachments}
            onChange={(files) => form.setFieldValue('attachments', files)}
            error={form.errors.attachments}
          />
        ),
      }}
    />
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
