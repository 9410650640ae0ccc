import type { CourseIcon } from '@portal/contracts/academy'
import type { ContentLocale } from '@portal/contracts/content'
import type { Database } from '../../core/db.ts'
import {
  academyCourses,
  academyCourseTexts,
  academyLessonFiles,
  academyLessons,
  academyLessonTexts,
  academyProgress,
} from './academy.tables.ts'
import { COURSES } from './academy-courses.ts'

type Texts<T> = Record<ContentLocale, T>

export interface CourseFactoryInput {
  icon?: CourseIcon
  position?: number
  isPublished?: boolean
  texts: Texts<{ title: string; summary?: string }>
}

export async function createCourse(db: Database, input: CourseFactoryInput) {
  const [course] = await db
    .insert(academyCourses)
    .values({
      icon: input.icon ?? 'school',
      position: input.position ?? 0,
      isPublished: input.isPublished ?? true,
    })
    .returning()
  await db.insert(academyCourseTexts).values(
    Object.entries(input.texts).map(([locale, text]) => ({
      courseId: course!.id,
      locale,
      title: text.title,
      summary: text.summary ?? '',
    })),
  )
  return course!
}

export interface LessonFactoryInput {
  courseId: string
  position?: number
  videoUrl?: string | null
  texts: Texts<{ title: string; body: string }>
  files?: { name: string; contentType: string; data: Buffer }[]
}

export async function createLesson(db: Database, input: LessonFactoryInput) {
  const [lesson] = await db
    .insert(academyLessons)
    .values({ courseId: input.courseId, position: input.position ?? 0, videoUrl: input.videoUrl ?? null })
    .returning()
  await db
    .insert(academyLessonTexts)
    .values(Object.entries(input.texts).map(([locale, text]) => ({ lessonId: lesson!.id, locale, ...text })))
  for (const file of input.files ?? []) {
    await db.insert(academyLessonFiles).values({ lessonId: lesson!.id, ...file, size: file.data.length })
  }
  return lesson!
}

/** Two published courses and a draft; Ada has started the OKR course. */
export async function seedAcademy(db: Database, { users }: { users: Record<string, { id: string }> }) {
  const courses: Record<string, { id: string; lessons: { id: string }[] }> = {}
  for (const [index, { key, lessons, ...course }] of COURSES.entries()) {
    const created = await createCourse(db, { ...course, position: (index + 1) * 10 })
    const made = []
    for (const [position, lesson] of lessons.entries()) {
      made.push(await createLesson(db, { ...lesson, courseId: created.id, position: (position + 1) * 10 }))
    }
    courses[key] = { id: created.id, lessons: made }
  }
  await db
    .insert(academyProgress)
    .values({ userId: users['user@acme.example']!.id, lessonId: courses.okr!.lessons[0]!.id })
  return courses
}
