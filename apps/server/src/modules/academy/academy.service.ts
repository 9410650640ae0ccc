import type { Course, CourseInput, CourseSummary } from '@portal/contracts/academy'
import { type ContentLocale, contentLocaleOf, perContentLocale } from '@portal/contracts/content'
import type { Locale } from '@portal/contracts/locales'
import type { PageQuery } from '@portal/contracts/pagination'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { academyCourses, academyCourseTexts, academyLessons } from './academy.tables.ts'
import { loadLessons, visibleCourses } from './lessons.service.ts'

// Note: drizzle leaves columns unqualified in single-table queries, so the correlated subqueries name
// their tables themselves (an unqualified "id" would bind to the lessons' own id).
const COURSE_ID = sql`"academy_courses"."id"`

/** The caller's progress in each course, counted in the database next to the course row. */
const progressColumns = (userId: string) => ({
  lessonCount: sql<number>`(select count(*)::int from academy_lessons l where l.course_id = ${COURSE_ID})`,
  completedCount: sql<number>`(select count(*)::int from academy_progress p join academy_lessons l on l.id = p.lesson_id where l.course_id = ${COURSE_ID} and p.user_id = ${userId})`,
})

type CourseRow = typeof academyCourses.$inferSelect & { lessonCount: number; completedCount: number }

/** The courses the caller may see, in order, with their progress. */
export async function listCourses(db: Database, principal: Principal, locale: Locale, query: PageQuery) {
  const where = visibleCourses(principal)
  const [total] = await db.select({ n: count() }).from(academyCourses).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select({ ...academyCoursesColumns, ...progressColumns(principal.userId) })
    .from(academyCourses)
    .where(where)
    .orderBy(asc(academyCourses.position), asc(academyCourses.createdAt), asc(academyCourses.id))
    .limit(limit)
    .offset(offset)
  const texts = await textsOf(
    db,
    rows.map((row) => row.id),
  )
  return { count: total?.n ?? 0, results: rows.map((row) => toSummary(row, texts, contentLocaleOf(locale))) }
}

/** One course with its lessons; a draft is only there for staff (a 404 for everyone else). */
export async function getCourse(db: Database, principal: Principal, locale: Locale, id: string) {
  const [row] = await db
    .select({ ...academyCoursesColumns, ...progressColumns(principal.userId) })
    .from(academyCourses)
    .where(and(eq(academyCourses.id, id), visibleCourses(principal)))
  if (!row) throw notFound()
  const [texts, lessons] = await Promise.all([
    textsOf(db, [id]),
    loadLessons(db, principal.userId, locale, eq(academyLessons.courseId, id)),
  ])
  const text = (lang: ContentLocale) => textOf(texts, id, lang)
  return {
    ...toSummary(row, texts, contentLocaleOf(locale)),
    translations: perContentLocale(text),
    lessons,
    created_at: row.createdAt.toISOString(),
  } satisfies Course
}

export async function createCourse(db: Database, principal: Principal, locale: Locale, input: CourseInput) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(academyCourses)
      .values({ icon: input.icon, position: input.position, isPublished: input.is_published })
      .returning({ id: academyCourses.id })
    await writeTexts(tx, row!.id, input)
    return row!.id
  })
  return getCourse(db, principal, locale, id)
}

export async function updateCourse(
  db: Database,
  principal: Principal,
  locale: Locale,
  id: string,
  input: CourseInput,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(academyCourses)
      .set({
        icon: input.icon,
        position: input.position,
        isPublished: input.is_published,
        updatedAt: new Date(),
      })
      .where(eq(academyCourses.id, id))
      .returning({ id: academyCourses.id })
    if (!row) throw notFound()
    await writeTexts(tx, id, input)
  })
  return getCourse(db, principal, locale, id)
}

/** Removes a course with its lessons, files and everyone's progress in it. */
export async function deleteCourse(db: Database, id: string) {
  const [row] = await db
    .delete(academyCourses)
    .where(eq(academyCourses.id, id))
    .returning({ id: academyCourses.id })
  if (!row) throw notFound()
}

const academyCoursesColumns = {
  id: academyCourses.id,
  icon: academyCourses.icon,
  position: academyCourses.position,
  isPublished: academyCourses.isPublished,
  createdAt: academyCourses.createdAt,
  updatedAt: academyCourses.updatedAt,
}

type Texts = (typeof academyCourseTexts.$inferSelect)[]

function textsOf(db: Database, ids: string[]): Promise<Texts> {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(academyCourseTexts).where(inArray(academyCourseTexts.courseId, ids))
}

function textOf(texts: Texts, courseId: string, lang: ContentLocale) {
  const found = texts.find((t) => t.courseId === courseId && t.locale === lang)
  return { title: found?.title ?? '', summary: found?.summary ?? '' }
}

function toSummary(row: CourseRow, texts: Texts, lang: ContentLocale): CourseSummary {
  return {
    id: row.id,
    icon: row.icon as CourseSummary['icon'],
    position: row.position,
    is_published: row.isPublished,
    locale: lang,
    ...textOf(texts, row.id, lang),
    lesson_count: row.lessonCount,
    completed_count: row.completedCount,
    updated_at: row.updatedAt.toISOString(),
  }
}

async function writeTexts(tx: Database, courseId: string, input: CourseInput) {
  await tx.delete(academyCourseTexts).where(eq(academyCourseTexts.courseId, courseId))
  await tx
    .insert(academyCourseTexts)
    .values(Object.entries(input.translations).map(([locale, text]) => ({ courseId, locale, ...text })))
}
