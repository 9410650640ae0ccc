import {
  ActionIcon,
  Alert,
  Box,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import type { AiContext } from '@portal/contracts/ai'
import { IconCheck, IconCopy, IconPlayerStop, IconRefresh, IconSend } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { Markdown } from '../../components/markdown.tsx'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { type SuggestionTopic, topicOf } from './chat-stream.ts'
import { useChat } from './use-chat.ts'

// The answers' copy and "ask again" tooltips (Mantine's Tooltip with floating-ui) load when the pointer or
// the focus first reaches their button (ADR 83).
const loadTooltip = () => import('./message-tooltip.tsx').then((module) => module.MessageTooltip)

/**
 * One chat with the assistant: the messages (answers as Markdown, their links into the portal), a
 * question box, stop while it answers, ask again and copy; suggestions that fit the page when empty.
 */
export function ChatView({
  sessionId,
  context,
  onSession,
}: {
  sessionId: string | null
  context: AiContext
  onSession?: (id: string) => void
}) {
  const { t } = useTranslation()
  const chat = useChat(sessionId, onSession)
  const [query, setQuery] = useState('')
  const topic: SuggestionTopic = topicOf(context.page ?? '')
  const send = (text: string) => {
    setQuery('')
    void chat.ask(text, context)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send(query)
  }
  const last = chat.messages.at(-1)
  return (
    <Stack gap="sm" h="100%">
      <Stack gap="sm" style={{ flex: 1, overflowY: 'auto' }} aria-live="polite" data-testid="ai-messages">
        {chat.messages.length === 0 && (
          <Stack gap="xs">
            <Text c="dimmed" size="sm">
              {t('ai.empty')}
            </Text>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('ai.suggestions_label')}
            </Text>
            {(['first', 'second'] as const).map((which) => (
              <Button
                key={which}
                variant="light"
                justify="start"
                onClick={() => send(t(`ai.suggestions.${topic}.${which}`))}
              >
                {t(`ai.suggestions.${topic}.${which}`)}
              </Button>
            ))}
          </Stack>
        )}
        {chat.messages.map((message) => (
          <Paper
            key={message.id}
            p="sm"
            withBorder={message.role === 'assistant'}
            bg={message.role === 'user' ? 'gray.1' : undefined}
            data-role={message.role}
          >
            <Text size="xs" fw={700} c="dimmed">
              {message.role === 'user' ? t('ai.you') : t('ai.assistant')}
            </Text>
            {message.role === 'assistant' ? (
              message.content ? (
                <Markdown>{message.content}</Markdown>
              ) : message.streaming ? (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {chat.tool ? t('ai.using_tool', { tool: chat.tool }) : t('ai.thinking')}
                  </Text>
                </Group>
              ) : null
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {message.content}
              </Text>
            )}
            {message.role === 'assistant' && !message.streaming && (
              <Group gap={4} justify="flex-end">
                {message.status === 'stopped' && (
                  <Text size="xs" c="dimmed">
                    {t('ai.stopped')}
                  </Text>
                )}
                {message.status === 'failed' && (
                  <Text size="xs" c="coral.7">
                    {t('ai.failed')}
                  </Text>
                )}
                <CopyButton value={message.content}>
                  {({ copied, copy }) => (
                    <PopupOnDemand
                      load={loadTooltip}
                      props={{ label: copied ? t('ai.copied') : t('ai.copy') }}
                      trigger={
                        <ActionIcon variant="subtle" onClick={copy} aria-label={t('ai.copy')}>
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      }
                    />
                  )}
                </CopyButton>
                {message === last && !chat.busy && (
                  <PopupOnDemand
                    load={loadTooltip}
                    props={{ label: t('ai.regenerate') }}
                    trigger={
                      <ActionIcon
                        variant="subtle"
                        onClick={() => void chat.regenerate(context)}
                        aria-label={t('ai.regenerate')}
                      >
                        <IconRefresh size={16} />
                      </ActionIcon>
                    }
                  />
                )}
              </Group>
            )}
          </Paper>
        ))}
        {chat.error && (
          <Alert color="coral" role="alert">
            {chat.error}
          </Alert>
        )}
      </Stack>
      <Box component="form" onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            label={t('ai.ask_label')}
            placeholder={t('ai.ask_placeholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault()
                send(query)
              }
            }}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={4000}
          />
          {chat.busy ? (
            <Button color="coral" leftSection={<IconPlayerStop size={16} />} onClick={chat.stop}>
              {t('ai.stop')}
            </Button>
          ) : (
            <Button type="submit" leftSection={<IconSend size={16} />} disabled={!query.trim()}>
              {t('ai.send')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {chat.readsData ? t('ai.disclaimer') : t('ai.no_data')}
        </Text>
      </Box>
    </Stack>
  )
}
