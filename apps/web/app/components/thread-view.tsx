import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { type UseFormReturnType, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { Person } from '@portal/contracts/people'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRevalidator } from 'react-router'
import { showSaveFailure } from '../lib/form-errors.ts'
import { personName } from '../lib/format.ts'
import { ThreadMessage } from './thread-message.tsx'

/** One message as the thread shows it; `extra` is what it carries besides its text (files). */
export interface ThreadEntry {
  id: string
  author: Person | null
  fromTeam: boolean
  createdAt: string
  body: string
  extra?: ReactNode
}

/** The reply form: its values (a message and the module's own fields) and how they are sent. */
export interface ThreadReply<V extends { message: string }> {
  initialValues: V
  maxLength: number
  send: (values: V) => Promise<unknown>
  /** The module's own fields below the message (files, a session's time). */
  fields?: (form: UseFormReturnType<V>) => ReactNode
}

interface Props<V extends { message: string }> {
  back: { to: string; label: string }
  title: string
  /** Status and tags, and who opened it when, under the title. */
  badges: ReactNode
  opened: string
  /** What the module shows between the header and the messages. */
  details?: ReactNode
  messages: ThreadEntry[]
  /** The answering team's name, shown on its messages. */
  team: string
  isClosed: boolean
  /** The reader answers for the team (staff): the form says "answer". */
  answersForTeam: boolean
  close: () => Promise<unknown>
  reply: ThreadReply<V>
}

/**
 * One request answered in a thread (support ticket, coaching request): its header, its messages, a
 * reply (an answer, for the team) and closing it. Each module brings its fields and its API calls.
 */
export function ThreadView<V extends { message: string }>(props: Props<V>) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()

  async function onClose() {
    await props.close()
    notifications.show({ color: 'primary', message: t('threads.closed') })
    await revalidator.revalidate()
  }

  return (
    <Stack maw={860}>
      <Anchor component={Link} to={props.back.to} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {props.back.label}
        </Group>
      </Anchor>
      <Title order={1}>{props.title}</Title>
      <Group gap="xs">
        {props.badges}
        <Text size="sm" c="dimmed">
          {props.opened}
        </Text>
      </Group>
      {props.details}
      <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {props.messages.map((message) => (
          <ThreadMessage
            key={message.id}
            author={message.author ? personName(message.author) : t('threads.former_user')}
            team={message.fromTeam ? props.team : null}
            createdAt={message.createdAt}
            body={message.body}
          >
            {message.extra}
          </ThreadMessage>
        ))}
      </Stack>
      <ReplyForm
        reply={props.reply}
        answersForTeam={props.answersForTeam}
        isClosed={props.isClosed}
        onClose={props.isClosed ? null : onClose}
      />
    </Stack>
  )
}

function ReplyForm<V extends { message: string }>(props: {
  reply: ThreadReply<V>
  answersForTeam: boolean
  isClosed: boolean
  onClose: (() => Promise<void>) | null
}) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const { reply, answersForTeam } = props
  const form = useForm<V>({ initialValues: reply.initialValues })

  async function onSubmit(values: V) {
    try {
      await reply.send(values)
      notifications.show({ color: 'primary', message: t('threads.replied') })
      form.reset()
      await revalidator.revalidate()
    } catch (failure) {
      showSaveFailure(failure, form.setErrors, () =>
        notifications.show({ color: 'coral', message: t('threads.reply_failed') }),
      )
    }
  }

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t(answersForTeam ? 'threads.answer_title' : 'threads.reply_title')}
          </Title>
          {props.isClosed && <Text c="dimmed">{t('threads.reopen_hint')}</Text>}
          <Textarea
            label={t('threads.message')}
            required
            autosize
            minRows={3}
            maxLength={reply.maxLength}
            {...form.getInputProps('message')}
          />
          {reply.fields?.(form)}
          <Group justify="space-between">
            {props.onClose ? (
              <Button variant="subtle" color="gray" onClick={props.onClose}>
                {t('threads.close')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              {t(answersForTeam ? 'threads.answer' : 'threads.reply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
