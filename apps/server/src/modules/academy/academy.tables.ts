import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from '../../core/bytea.ts'
import { contentLocaleCheck } from '../../core/content-locales.ts'
import { users } from '../../core/identity.tables.ts'

/** A course of the academy: global content staff write; readers see it once published. */
export const academyCourses = pgTable('academy_courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const academyCourseTexts = pgTable(
  'academy_course_texts',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.locale] }),
    check('academy_course_texts_locale_check', contentLocaleCheck(t.locale)),
  ],
)

export const academyLessons = pgTable(
  'academy_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    videoUrl: text('video_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_lessons_course_position_idx').on(t.courseId, t.position)],
)

export const academyLessonTexts = pgTable(
  'academy_lesson_texts',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.locale] }),
    check('academy_lesson_texts_locale_check', contentLocaleCheck(t.locale)),
  ],
)

/** A file handed out with a lesson, kept in the database so every process serves the same bytes. */
export const academyLessonFiles = pgTable(
  'academy_lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_lesson_files_lesson_id_idx').on(t.lessonId)],
)

/** A user's completed lessons; a course's progress is how many of its lessons are here. */
export const academyProgress = pgTable(
  'academy_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('academy_progress_lesson_id_idx').on(t.lessonId),
  ],
)
