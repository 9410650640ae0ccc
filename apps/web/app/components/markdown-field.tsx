import '@mantine/core/styles/SegmentedControl.css'
import { Box, Group, Input, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Markdown } from './markdown.tsx'

interface MarkdownFieldProps {
  label: string
  description?: string
  value: string
  onChange: (value: string) => void
  error?: string
  labels: { write: string; preview: string; empty: string }
}

/** A markdown text with a switch to see it as readers will. */
export function MarkdownField({ label, description, value, onChange, error, labels }: MarkdownFieldProps) {
  const [mode, setMode] = useState<'write' | 'preview'>('write')
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-end">
        <Input.Label required>{label}</Input.Label>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(next) => setMode(next as 'write' | 'preview')}
          data={[
            { value: 'write', label: labels.write },
            { value: 'preview', label: labels.preview },
          ]}
        />
      </Group>
      {description && <Input.Description>{description}</Input.Description>}
      {mode === 'write' ? (
        <Textarea
          aria-label={label}
          autosize
          minRows={8}
          maxRows={24}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      ) : (
        <Paper withBorder p="md" mih={120}>
          {value.trim() ? <Markdown>{value}</Markdown> : <Text c="dimmed">{labels.empty}</Text>}
          {error && (
            <Box mt="xs">
              <Input.Error>{error}</Input.Error>
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  )
}
