import { type Lesson, type LessonInput, type LessonProgress, videoEmbedUrl } from '@portal/contracts/academy'
import { type ContentLocale, contentLocaleOf, perContentLocale } from '@portal/contracts/content'
import type { Locale } from '@portal/contracts/locales'
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import {
  academyCourses,
  academyLessonFiles,
  academyLessons,
  academyLessonTexts,
  academyProgress,
} from './academy.tables.ts'

/** Readers see published courses only; staff also see drafts. */
export const visibleCourses = (principal: Principal): SQL | undefined =>
  isStaff(principal) ? undefined : eq(academyCourses.isPublished, true)

/** A lesson the caller may see (its course is visible to them), or a 404. */
export async function assertLessonVisible(db: Database, principal: Principal, lessonId: string) {
  const [row] = await db
    .select({ id: academyLessons.id, courseId: academyLessons.courseId })
    .from(academyLessons)
    .innerJoin(academyCourses, eq(academyCourses.id, academyLessons.courseId))
    .where(and(eq(academyLessons.id, lessonId), visibleCourses(principal)))
  if (!row) throw notFound()
  return row
}

/**
 * The lessons matching `where`, in course order, with their texts, files and the caller's completion:
 * one query each, whatever the number of lessons.
 */
export async function loadLessons(db: Database, userId: string, locale: Locale, where: SQL) {
  const rows = await db
    .select()
    .from(academyLessons)
    .where(where)
    .orderBy(asc(academyLessons.position), asc(academyLessons.createdAt), asc(academyLessons.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [texts, files, done] = await Promise.all([
    db.select().from(academyLessonTexts).where(inArray(academyLessonTexts.lessonId, ids)),
    db
      .select({
        id: academyLessonFiles.id,
        lessonId: academyLessonFiles.lessonId,
        name: academyLessonFiles.name,
        contentType: academyLessonFiles.contentType,
        size: academyLessonFiles.size,
        createdAt: academyLessonFiles.createdAt,
      })
      .from(academyLessonFiles)
      .where(inArray(academyLessonFiles.lessonId, ids))
      .orderBy(asc(academyLessonFiles.name), asc(academyLessonFiles.id)),
    db
      .select()
      .from(academyProgress)
      .where(and(eq(academyProgress.userId, userId), inArray(academyProgress.lessonId, ids))),
  ])
  const lang = contentLocaleOf(locale)
  return rows.map((row): Lesson => {
    const text = (l: ContentLocale) => {
      const found = texts.find((t) => t.lessonId === row.id && t.locale === l)
      return { title: found?.title ?? '', body: found?.body ?? '' }
    }
    const completed = done.find((p) => p.lessonId === row.id)
    return {
      id: row.id,
      course: row.courseId,
      position: row.position,
      locale: lang,
      ...text(lang),
      video_url: row.videoUrl,
      video_embed_url: row.videoUrl ? videoEmbedUrl(row.videoUrl) : null,
      files: files
        .filter((file) => file.lessonId === row.id)
        .map((file) => ({
          id: file.id,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          created_at: file.createdAt.toISOString(),
        })),
      completed_at: completed?.completedAt.toISOString() ?? null,
      translations: perContentLocale(text),
    }
  })
}

async function oneLesson(db: Database, principal: Principal, locale: Locale, id: string) {
  const [lesson] = await loadLessons(db, principal.userId, locale, eq(academyLessons.id, id))
  if (!lesson) throw notFound()
  return lesson
}

export async function createLesson(
  db: Database,
  principal: Principal,
  locale: Locale,
  courseId: string,
  input: LessonInput,
) {
  const id = await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: academyCourses.id })
      .from(academyCourses)
      .where(eq(academyCourses.id, courseId))
    if (!course) throw notFound()
    const [row] = await tx
      .insert(academyLessons)
      .values({ courseId, position: input.position, videoUrl: input.video_url })
      .returning({ id: academyLessons.id })
    await writeTexts(tx, row!.id, input)
    await touchCourse(tx, courseId)
    return row!.id
  })
  return oneLesson(db, principal, locale, id)
}

export async function updateLesson(
  db: Database,
  principal: Principal,
  locale: Locale,
  id: string,
  input: LessonInput,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(academyLessons)
      .set({ position: input.position, videoUrl: input.video_url, updatedAt: new Date() })
      .where(eq(academyLessons.id, id))
      .returning({ courseId: academyLessons.courseId })
    if (!row) throw notFound()
    await writeTexts(tx, id, input)
    await touchCourse(tx, row.courseId)
  })
  return oneLesson(db, principal, locale, id)
}

export async function deleteLesson(db: Database, id: string) {
  const [row] = await db
    .delete(academyLessons)
    .where(eq(academyLessons.id, id))
    .returning({ courseId: academyLessons.courseId })
  if (!row) throw notFound()
  await touchCourse(db, row.courseId)
}

/** Marks a lesson done (or not done again) for the caller, and answers with the course's progress. */
export async function setLessonProgress(
  db: Database,
  principal: Principal,
  lessonId: string,
  completed: boolean,
): Promise<LessonProgress> {
  const { courseId } = await assertLessonVisible(db, principal, lessonId)
  const mine = and(eq(academyProgress.userId, principal.userId), eq(academyProgress.lessonId, lessonId))
  if (completed) {
    await db.insert(academyProgress).values({ userId: principal.userId, lessonId }).onConflictDoNothing()
  } else {
    await db.delete(academyProgress).where(mine)
  }
  const [[row], [total], [done]] = await Promise.all([
    db.select({ completedAt: academyProgress.completedAt }).from(academyProgress).where(mine),
    db.select({ n: count() }).from(academyLessons).where(eq(academyLessons.courseId, courseId)),
    db
      .select({ n: count() })
      .from(academyProgress)
      .innerJoin(academyLessons, eq(academyLessons.id, academyProgress.lessonId))
      .where(and(eq(academyLessons.courseId, courseId), eq(academyProgress.userId, principal.userId))),
  ])
  return {
    lesson: lessonId,
    completed_at: row?.completedAt.toISOString() ?? null,
    course: { id: courseId, lesson_count: total?.n ?? 0, completed_count: done?.n ?? 0 },
  }
}

async function writeTexts(tx: Database, lessonId: string, input: LessonInput) {
  await tx.delete(academyLessonTexts).where(eq(academyLessonTexts.lessonId, lessonId))
  await tx
    .insert(academyLessonTexts)
    .values(Object.entries(input.translations).map(([locale, text]) => ({ lessonId, locale, ...text })))
}

/** A course changes when its lessons do (its "updated" date and the editor's key follow). */
async function touchCourse(db: Database, courseId: string) {
  await db.update(academyCourses).set({ updatedAt: new Date() }).where(eq(academyCourses.id, courseId))
}
