import {
  LESSON_FILE_MAX_BYTES,
  LESSON_FILE_TYPES,
  type LessonFile,
  type LessonFileExtension,
} from '@portal/contracts/academy'
import type { KeyUnder, TextVars } from '@portal/i18n/text-keys'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import type { Principal } from '../../core/principal.ts'
import { cleanFilename, contentMatches, endingOf } from '../../core/uploads.ts'
import { academyLessonFiles, academyLessons } from './academy.tables.ts'
import { assertLessonVisible } from './lessons.service.ts'

const fileError = (key: KeyUnder<'api.fields.'>, vars?: TextVars, status = 400) =>
  new AppError(status, 'api.errors.validation', { fields: { file: [{ key, ...(vars && { vars }) }] } })

export const fileRequired = () => fileError('api.fields.file_required')
export const fileTooLarge = (name: string) =>
  fileError('api.fields.file_too_large', { name, megabytes: LESSON_FILE_MAX_BYTES / 1024 / 1024 }, 413)

const ALLOWED = Object.keys(LESSON_FILE_TYPES).join(', ').toUpperCase()

const isLessonFileExtension = (ending: string): ending is LessonFileExtension =>
  Object.hasOwn(LESSON_FILE_TYPES, ending)

/**
 * Stores a file with a lesson after checking its name, size and content; the stored type comes from
 * the allowed list, never from what the browser claimed.
 */
export async function addLessonFile(
  db: Database,
  lessonId: string,
  upload: { filename: string; data: Buffer },
): Promise<LessonFile> {
  const name = cleanFilename(upload.filename)
  const extension = endingOf(name)
  const wrongType = () => fileError('api.fields.file_type', { name, types: ALLOWED }, 415)
  if (!isLessonFileExtension(extension) || name.length === extension.length + 1) throw wrongType()
  if (upload.data.length === 0) throw fileError('api.fields.file_empty', { name })
  if (upload.data.length > LESSON_FILE_MAX_BYTES) throw fileTooLarge(name)
  if (!(await contentMatches(upload.data, extension, LESSON_FILE_TYPES[extension]))) throw wrongType()
  const [row] = await db
    .insert(academyLessonFiles)
    .values({
      lessonId,
      name,
      contentType: LESSON_FILE_TYPES[extension],
      size: upload.data.length,
      data: upload.data,
    })
    .returning()
  await db.update(academyLessons).set({ updatedAt: new Date() }).where(eq(academyLessons.id, lessonId))
  return {
    id: row!.id,
    name: row!.name,
    content_type: row!.contentType,
    size: row!.size,
    created_at: row!.createdAt.toISOString(),
  }
}

/** A lesson that exists (staff add files to drafts too). */
export async function assertLessonExists(db: Database, lessonId: string) {
  const [row] = await db
    .select({ id: academyLessons.id })
    .from(academyLessons)
    .where(eq(academyLessons.id, lessonId))
  if (!row) throw notFound()
}

/** A file with its bytes, for a caller who may see its lesson. */
export async function getLessonFile(db: Database, principal: Principal, id: string) {
  const [file] = await db.select().from(academyLessonFiles).where(eq(academyLessonFiles.id, id))
  if (!file) throw notFound()
  await assertLessonVisible(db, principal, file.lessonId)
  return file
}

export async function deleteLessonFile(db: Database, id: string) {
  const [row] = await db
    .delete(academyLessonFiles)
    .where(eq(academyLessonFiles.id, id))
    .returning({ id: academyLessonFiles.id })
  if (!row) throw notFound()
}

/** `attachment` with the name in UTF-8 (RFC 6266) and a plain-ASCII fallback for old clients. */
export function attachmentHeader(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
