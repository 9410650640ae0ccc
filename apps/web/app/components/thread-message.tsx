import '@mantine/core/styles/Badge.css'
import { Badge, Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatters } from '../lib/format.ts'
import { useLocale } from '../lib/use-locale.ts'

/**
 * One message of a request's thread (support, coaching): who wrote it, when, and the text; a message of
 * the answering team is tinted and marked with the team's name (`team`).
 */
export function ThreadMessage({
  author,
  team,
  createdAt,
  body,
  children,
}: {
  author: string
  team: string | null
  createdAt: string
  body: string
  /** What the message carries besides its text (attachments). */
  children?: ReactNode
}) {
  const { dateTime } = formatters(useLocale())
  return (
    <Paper component="li" withBorder p="md" bg={team ? 'var(--mantine-color-pool-0)' : undefined}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{author}</Text>
          {team && (
            <Badge size="sm" color="secondary">
              {team}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {dateTime(createdAt)}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text>
      {children}
    </Paper>
  )
}
