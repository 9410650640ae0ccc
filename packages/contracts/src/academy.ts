import { z } from 'zod'
import { contentLocale, markdown, perLocale, readerLocale } from './content.ts'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/** The cover icons a course can show (the web maps each to a Tabler icon). */
export const COURSE_ICONS = [
  'school',
  'rocket',
  'target',
  'chart',
  'users',
  'bulb',
  'book',
  'certificate',
  'compass',
  'presentation',
] as const
export const courseIcon = z.enum(COURSE_ICONS)
export type CourseIcon = z.infer<typeof courseIcon>

/**
 * Where embedded lesson videos come from. Note: the page's Content-Security-Policy must allow these in
 * `frame-src` on /client/svc/academy, or the browser blocks the players.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const YOUTUBE_ID = /^[\w-]{11}$/

/**
 * The player address of a YouTube (privacy-enhanced, no cookies) or Vimeo (do-not-track) link, or null
 * for any other link, which lessons show as a plain link.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^(www|m)\./, '')
  let youtube: string | null | undefined
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([\w-]{11})\/?$/.exec(url.pathname)?.[1]
  } else if (host === 'youtu.be') {
    youtube = url.pathname.slice(1)
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{1,12})\/?$/.exec(url.pathname)?.[1]
    if (id) return `https://player.vimeo.com/video/${id}?dnt=1`
  }
  return null
}

/** Lesson files: at most this size, and only these types (by extension; the server checks the content). */
export const LESSON_FILE_MAX_BYTES = 10 * 1024 * 1024
export const LESSON_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
} as const
export type LessonFileExtension = keyof typeof LESSON_FILE_TYPES

const courseText = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(2_000).default(''),
})
const lessonText = z.strictObject({ title: z.string().trim().min(1).max(200), body: markdown })

export const courseInput = z.strictObject({
  icon: courseIcon.default('school'),
  position: z.number().int().min(0).max(10_000).default(0),
  is_published: z.boolean().default(false),
  translations: perLocale(courseText),
})
export type CourseInput = z.infer<typeof courseInput>

export const lessonInput = z.strictObject({
  position: z.number().int().min(0).max(10_000).default(0),
  /** A YouTube or Vimeo link is embedded; any other https link is shown as a link. */
  video_url: z
    .url({ protocol: /^https$/ })
    .max(2_000)
    .nullable()
    .default(null),
  translations: perLocale(lessonText),
})
export type LessonInput = z.infer<typeof lessonInput>

export const lessonProgressInput = z.strictObject({ completed: z.boolean() })

/** A course in the grid: the reader's text and the caller's progress (completed of all lessons). */
export const courseSummary = z.object({
  id: z.uuid(),
  icon: courseIcon,
  position: z.number().int(),
  is_published: z.boolean(),
  locale: contentLocale,
  title: z.string(),
  summary: z.string(),
  lesson_count: z.number().int(),
  completed_count: z.number().int(),
  updated_at: z.string(),
})
export type CourseSummary = z.infer<typeof courseSummary>

export const lessonFile = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
})
export type LessonFile = z.infer<typeof lessonFile>

const lessonTexts = z.object({ title: z.string(), body: z.string() })

export const lesson = z.object({
  id: z.uuid(),
  course: z.uuid(),
  position: z.number().int(),
  locale: contentLocale,
  title: z.string(),
  body: z.string(),
  video_url: z.string().nullable(),
  /** The player to embed (one of VIDEO_EMBED_ORIGINS), or null to show video_url as a link. */
  video_embed_url: z.string().nullable(),
  files: z.array(lessonFile),
  /** When the caller completed it; null if not (yet). */
  completed_at: z.string().nullable(),
  translations: perLocale(lessonTexts),
})
export type Lesson = z.infer<typeof lesson>

const courseTexts = z.object({ title: z.string(), summary: z.string() })

/** A course with its lessons in order, and every language's text for the editor. */
export const course = courseSummary.extend({
  translations: perLocale(courseTexts),
  lessons: z.array(lesson),
  created_at: z.string(),
})
export type Course = z.infer<typeof course>

/** The caller's progress after marking a lesson. */
export const lessonProgress = z.object({
  lesson: z.uuid(),
  completed_at: z.string().nullable(),
  course: z.object({ id: z.uuid(), lesson_count: z.number().int(), completed_count: z.number().int() }),
})
export type LessonProgress = z.infer<typeof lessonProgress>

/** A lesson file's bytes, always sent as a download. */
export const fileDownload = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: 'The file, with Content-Disposition: attachment' })

export const courseListQuery = pageQuery.extend({ locale: readerLocale })
export const academyReadQuery = z.object({ locale: readerLocale })

const idParams = z.object({ id: z.uuid() })
const VISIBLE_COURSES =
  'published courses only; staff also drafts (a draft is a 404 to everyone else, also while impersonating)'

/** Courses, lessons and lesson files: everyone signed in reads published ones; staff write. */
export const academyApi = endpoints('academy', {
  listCourses: {
    method: 'GET',
    path: '/v1/academy/courses/',
    access: 'authenticated',
    summary: 'List the courses with the caller’s progress',
    narrowing: `${VISIBLE_COURSES}; progress is the caller’s`,
    query: courseListQuery,
    responses: { 200: paginated(courseSummary) },
  },
  getCourse: {
    method: 'GET',
    path: '/v1/academy/courses/:id/',
    access: 'authenticated',
    summary: 'Read a course with its lessons',
    narrowing: `${VISIBLE_COURSES}; progress is the caller’s`,
    params: idParams,
    query: academyReadQuery,
    responses: { 200: course },
  },
  createCourse: {
    method: 'POST',
    path: '/v1/academy/courses/',
    access: 'staff',
    summary: 'Create a course',
    narrowing: 'every content language required',
    query: academyReadQuery,
    body: courseInput,
    responses: { 201: course },
  },
  updateCourse: {
    method: 'PUT',
    path: '/v1/academy/courses/:id/',
    access: 'staff',
    summary: 'Replace a course',
    narrowing: 'every content language required',
    params: idParams,
    query: academyReadQuery,
    body: courseInput,
    responses: { 200: course },
  },
  removeCourse: {
    method: 'DELETE',
    path: '/v1/academy/courses/:id/',
    access: 'staff',
    summary: 'Delete a course',
    params: idParams,
    responses: { 204: z.null() },
  },
  createLesson: {
    method: 'POST',
    path: '/v1/academy/courses/:id/lessons/',
    access: 'staff',
    summary: 'Add a lesson to a course',
    narrowing: 'every content language required; video links https only',
    params: idParams,
    query: academyReadQuery,
    body: lessonInput,
    responses: { 201: lesson },
  },
  updateLesson: {
    method: 'PUT',
    path: '/v1/academy/lessons/:id/',
    access: 'staff',
    summary: 'Replace a lesson',
    narrowing: 'every content language required; video links https only',
    params: idParams,
    query: academyReadQuery,
    body: lessonInput,
    responses: { 200: lesson },
  },
  removeLesson: {
    method: 'DELETE',
    path: '/v1/academy/lessons/:id/',
    access: 'staff',
    summary: 'Delete a lesson',
    params: idParams,
    responses: { 204: z.null() },
  },
  setProgress: {
    method: 'PUT',
    path: '/v1/academy/lessons/:id/progress/',
    access: 'authenticated',
    summary: 'Mark a lesson completed or not, for the caller',
    narrowing: 'only one’s own progress; lessons of visible courses only (else 404)',
    params: idParams,
    body: lessonProgressInput,
    responses: { 200: lessonProgress },
  },
  uploadFile: {
    method: 'POST',
    path: '/v1/academy/lessons/:id/files/',
    access: 'staff',
    summary: 'Attach a file to a lesson',
    narrowing: 'multipart, one file ≤ 10 MB of an allowed type whose first bytes match it',
    params: idParams,
    consumes: ['multipart/form-data'],
    responses: { 201: lessonFile },
  },
  downloadFile: {
    method: 'GET',
    path: '/v1/academy/files/:id/',
    access: 'authenticated',
    summary: 'Download a lesson file',
    narrowing: 'files of visible courses only; always `Content-Disposition: attachment`, `nosniff`',
    params: idParams,
    responses: { 200: fileDownload },
    raw: true,
  },
  removeFile: {
    method: 'DELETE',
    path: '/v1/academy/files/:id/',
    access: 'staff',
    summary: 'Delete a lesson file',
    params: idParams,
    responses: { 204: z.null() },
  },
})
