import '@mantine/core/styles/Progress.css'
import { Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../lib/texts.ts'

/** How many of a course's lessons the user has completed, as a bar and in words. */
export function CourseProgress({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation()
  const label = t('academy.progress', { completed, count: total })
  return (
    <Stack gap={4}>
      <Progress
        value={total === 0 ? 0 : (completed / total) * 100}
        color={completed === total && total > 0 ? 'secondary' : 'primary'}
        aria-label={t('academy.progress_label')}
        aria-valuetext={label}
      />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  )
}
