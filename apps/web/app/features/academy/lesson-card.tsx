import '@mantine/core/styles/Badge.css'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { academyApi, type Lesson } from '@portal/contracts/academy'
import { IconCircleCheck, IconPencil } from '@tabler/icons-react'
import { Link } from 'react-router'
import { Markdown } from '../../components/markdown.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { LessonFiles } from './lesson-files.tsx'
import { LessonVideo } from './lesson-video.tsx'

/** One lesson: its text, video and files, and the button that records it as done for the user. */
export function LessonCard({
  lesson,
  number,
  editTo,
}: {
  lesson: Lesson
  number: number
  editTo: string | null
}) {
  const { t } = useTranslation()
  const done = lesson.completed_at !== null
  const headingId = `lesson-${lesson.id}`
  // The course is loaded again afterwards, so the progress shown is the one saved.
  const progress = useWrite(academyApi.setProgress, { failure: t('academy.progress_failed') })
  const saving = progress.busy
  const toggle = () => progress.run({ params: { id: lesson.id }, body: { completed: !done } })

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('academy.lesson_number', { number })}
            </Text>
            <Title order={2} size="h3" id={headingId}>
              {lesson.title}
            </Title>
          </Stack>
          <Group gap="xs">
            {done && (
              <Badge color="primary" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                {t('academy.completed')}
              </Badge>
            )}
            {editTo && (
              <Button
                component={Link}
                to={editTo}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={14} aria-hidden />}
              >
                {t('academy.edit_lesson')}
              </Button>
            )}
          </Group>
        </Group>
        <Markdown>{lesson.body}</Markdown>
        <LessonVideo lesson={lesson} />
        <LessonFiles files={lesson.files} />
        <Group>
          <Button
            onClick={toggle}
            loading={saving}
            variant={done ? 'default' : 'filled'}
            leftSection={done ? undefined : <IconCircleCheck size={16} aria-hidden />}
          >
            {done ? t('academy.mark_incomplete') : t('academy.mark_complete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
