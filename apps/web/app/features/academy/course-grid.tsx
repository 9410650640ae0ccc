import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/ThemeIcon.css'
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import type { CourseSummary } from '@portal/contracts/academy'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/texts.ts'
import { CourseIcon } from './course-icon.tsx'
import { CourseProgress } from './course-progress.tsx'

/** The courses as cards: icon, title, summary and the user's progress; drafts are marked for staff. */
export function CourseGrid({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation()
  if (courses.length === 0) return <Text c="dimmed">{t('academy.empty')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {courses.map((course) => (
        <Card key={course.id} withBorder padding="lg" component="article">
          <Group justify="space-between" align="flex-start" mb="sm">
            <ThemeIcon size={48} radius="md" variant="light">
              <CourseIcon icon={course.icon} />
            </ThemeIcon>
            {!course.is_published && (
              <Badge color="gray" variant="light">
                {t('academy.draft')}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" mb={4}>
            <Link to={`?course=${course.id}`} style={{ color: 'inherit' }}>
              {course.title}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" mb="md" style={{ flexGrow: 1 }}>
            {course.summary}
          </Text>
          <CourseProgress completed={course.completed_count} total={course.lesson_count} />
        </Card>
      ))}
    </SimpleGrid>
  )
}
