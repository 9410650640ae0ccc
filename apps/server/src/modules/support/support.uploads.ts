import type { MultipartFile } from '@fastify/multipart'
import {
  SUPPORT_FILE_TYPES,
  SUPPORT_MAX_FILE_BYTES,
  SUPPORT_MAX_FILES,
  type SupportFileType,
} from '@portal/contracts/support'
import type { KeyUnder, TextVars } from '@portal/i18n/text-keys'
import type { FastifyRequest } from 'fastify'
import { refuseControlCharacters } from '../../core/control-characters.ts'
import { AppError } from '../../core/errors.ts'
import { cleanFilename, contentMatches, endingOf } from '../../core/uploads.ts'

/** A checked file of a request, ready to store. */
export interface Upload {
  filename: string
  contentType: SupportFileType
  content: Buffer
}

export const ATTACHMENTS_FIELD = 'attachments'

// The files of each multipart request, collected while the body is read (before validation).
const uploads = new WeakMap<FastifyRequest, Upload[]>()

/** The checked files a request carried; none for a JSON request. */
export const uploadsOf = (request: FastifyRequest) => uploads.get(request) ?? []

// The endings the message lists (JPEG stands for .jpg too).
const ALLOWED = Object.values(SUPPORT_FILE_TYPES)
  .flat()
  .filter((e) => e !== 'jpg')
  .join(', ')
  .toUpperCase()

/** The allowed type a file ending stands for. */
const typeFor = (ending: string) =>
  (Object.keys(SUPPORT_FILE_TYPES) as SupportFileType[]).find((mime) =>
    (SUPPORT_FILE_TYPES[mime] as readonly string[]).includes(ending),
  )

const refuse = (status: number, key: KeyUnder<'api.fields.'>, vars: TextVars = {}) =>
  new AppError(status, 'api.errors.validation', { fields: { [ATTACHMENTS_FIELD]: [{ key, vars }] } })

/**
 * Reads a multipart body before validation: text fields become the body (checked by the route's schema
 * like a JSON body), files are checked as they arrive. A form that ends early or is malformed is a 400
 * about the form, never a 500.
 */
export async function readMultipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return
  const body: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await collectUpload(request, part)
      else body[part.fieldname] = String(part.value)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const status = (error as { statusCode?: number }).statusCode
    // The plugin's own limits (413) keep their status; anything else could not be read.
    if (status === 413) throw error
    throw new AppError(400, 'api.errors.validation', {
      fields: { non_field_errors: [{ key: 'api.fields.multipart_body' }] },
    })
  }
  // The app's check of text fields ran before this body existed.
  refuseControlCharacters(body)
  request.body = body
}

/**
 * Reads one file part of a multipart request and keeps it if it passes: not too many, not too big, not
 * empty, and an allowed type by its content (magic bytes), which its name must agree with.
 */
async function collectUpload(request: FastifyRequest, part: MultipartFile) {
  if (part.fieldname !== ATTACHMENTS_FIELD) {
    part.file.resume()
    throw new AppError(400, 'api.errors.validation', {
      fields: { [part.fieldname]: [{ key: 'api.fields.unknown_field' }] },
    })
  }
  const files = uploads.get(request) ?? []
  uploads.set(request, files)
  if (files.length >= SUPPORT_MAX_FILES) {
    part.file.resume()
    throw refuse(400, 'api.fields.too_many_files', { count: SUPPORT_MAX_FILES })
  }
  const filename = cleanFilename(part.filename)
  // Read here rather than with toBuffer(), which would also put the bytes into the body's fields.
  const chunks: Buffer[] = []
  for await (const chunk of part.file) chunks.push(chunk as Buffer)
  if (part.file.truncated) {
    throw refuse(413, 'api.fields.file_too_large', {
      name: filename,
      megabytes: SUPPORT_MAX_FILE_BYTES / 1024 / 1024,
    })
  }
  const content = Buffer.concat(chunks)
  if (content.length === 0) throw refuse(400, 'api.fields.file_empty', { name: filename })
  const ending = endingOf(filename)
  const contentType = typeFor(ending)
  if (!contentType || !(await contentMatches(content, ending, contentType))) {
    throw refuse(415, 'api.fields.file_type', { name: filename, types: ALLOWED })
  }
  files.push({ filename, contentType, content })
}
