import { Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import type { Endpoint, EndpointInput } from '@portal/contracts/endpoint'
import type { Person } from '@portal/contracts/people'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { personName } from '../lib/format.ts'
import { type PlainForm, type TextField, usePlainForm } from '../lib/plain-form.ts'
import { useTranslation } from '../lib/texts.ts'
import { useWrite } from '../lib/use-write.ts'
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

/** The reply form: its values (a message and the module's own fields) and the call they make. */
export interface ThreadReply<V extends { message: string }, E extends Endpoint> {
  initialValues: V
  maxLength: number
  endpoint: E
  /** The call's input from the form's values. */
  input: (values: V) => EndpointInput<E>
  /** The module's own fields below the message (files, a session's time). */
  fields?: (form: PlainForm<V>) => ReactNode
}

interface Props<V extends { message: string }, E extends Endpoint, C extends Endpoint> {
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
  /** The module's close call and its input. */
  close: { endpoint: C; input: EndpointInput<C> }
  reply: ThreadReply<V, E>
}

/**
 * One request answered in a thread (support ticket, coaching request): its header, its messages, a
 * reply (an answer, for the team) and closing it. Each module brings its fields and its API calls.
 */
export function ThreadView<V extends { message: string }, E extends Endpoint, C extends Endpoint>(
  props: Props<V, E, C>,
) {
  const { t } = useTranslation()
  const close = useWrite(props.close.endpoint, { success: t('threads.closed') })
  const onClose = async () => {
    await close.run(props.close.input)
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

function ReplyForm<V extends { message: string }, E extends Endpoint>(props: {
  reply: ThreadReply<V, E>
  answersForTeam: boolean
  isClosed: boolean
  onClose: (() => Promise<void>) | null
}) {
  const { t } = useTranslation()
  const { reply, answersForTeam } = props
  const form = usePlainForm<V>({ initialValues: reply.initialValues })
  const send = useWrite(reply.endpoint, {
    form,
    success: t('threads.replied'),
    failure: t('threads.reply_failed'),
    onSuccess: () => form.reset(),
  })

  async function onSubmit(values: V) {
    await send.run(reply.input(values))
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
            {...form.field('message' as TextField<V>)}
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
