import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled part of the goals dashboard, a named region; its empty text when there is nothing to list. */
export function GoalsSection({
  title,
  empty,
  isEmpty,
  children,
}: {
  title: string
  empty: string
  isEmpty: boolean
  children: ReactNode
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {isEmpty ? <Text c="dimmed">{empty}</Text> : children}
      </Stack>
    </Paper>
  )
}
