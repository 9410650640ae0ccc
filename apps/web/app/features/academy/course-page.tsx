import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/ThemeIcon.css'
import { Anchor, Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { Course } from '@portal/contracts/academy'
import { IconArrowLeft, IconPencil, IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/texts.ts'
import { CourseForm } from './course-form.tsx'
import { CourseIcon } from './course-icon.tsx'
import { CourseProgress } from './course-progress.tsx'
import { LessonCard } from './lesson-card.tsx'
import { LessonForm } from './lesson-form.tsx'

/**
 * A course with its lessons in order and the user's progress. `edit` (staff) is `course`, `new-lesson`
 * or the id of the lesson being edited.
 */
export function CoursePage({
  course,
  canEdit,
  edit,
}: {
  course: Course
  canEdit: boolean
  edit: string | null
}) {
  const { t } = useTranslation()
  const here = `?course=${course.id}`
  if (canEdit && edit === 'course') return <CourseForm course={course} key={course.updated_at} />
  return (
    <Stack>
      <Anchor component={Link} to="?" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('academy.all_courses')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap" align="center">
          <ThemeIcon size={56} radius="md" variant="light">
            <CourseIcon icon={course.icon} size={32} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={1}>{course.title}</Title>
            {!course.is_published && (
              <Badge color="gray" variant="light" w="fit-content">
                {t('academy.draft')}
              </Badge>
            )}
          </Stack>
        </Group>
        {canEdit && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`${here}&edit=course`}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('academy.edit_course')}
            </Button>
            <Button
              component={Link}
              to={`${here}&edit=new-lesson`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('academy.add_lesson')}
            </Button>
          </Group>
        )}
      </Group>
      {course.summary && <Text c="dimmed">{course.summary}</Text>}
      <CourseProgress completed={course.completed_count} total={course.lesson_count} />
      {course.lessons.length === 0 && edit !== 'new-lesson' && (
        <Text c="dimmed">{t('academy.no_lessons')}</Text>
      )}
      {course.lessons.map((lesson, index) =>
        canEdit && edit === lesson.id ? (
          <LessonForm key={lesson.id} courseId={course.id} lesson={lesson} />
        ) : (
          <LessonCard
            key={lesson.id}
            lesson={lesson}
            number={index + 1}
            editTo={canEdit ? `${here}&edit=${lesson.id}` : null}
          />
        ),
      )}
      {canEdit && edit === 'new-lesson' && <LessonForm courseId={course.id} lesson={null} />}
    </Stack>
  )
}
