import { createHash } from 'node:crypto'
import {
  DATA_URL,
  TREND_PICTURE_MAX_BYTES,
  TREND_PICTURE_TYPES,
  TREND_PICTURE_URL,
  TREND_PICTURES_MAX,
} from '@portal/contracts/trends'
import { and, asc, eq, notInArray } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pictures } from './trends.tables.ts'

/** The stored picture's longest side, and the preview's size (a card's picture at twice its pixels). */
export const PICTURE_MAX_SIDE = 1600
export const PREVIEW_WIDTH = 480
export const PREVIEW_HEIGHT = 320
/** A picture larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000

type PictureType = (typeof TREND_PICTURE_TYPES)[number]

/** A checked, resized picture, ready to store (made outside any transaction: resizing takes time). */
export interface PreparedPicture {
  sha256: string
  mimeType: PictureType
  width: number
  height: number
  data: Buffer
  preview: Buffer
}

/** A microtrend's picture as an input names it: one already stored (kept) or a new file (stored). */
export type PictureRef = { kind: 'stored'; id: string } | { kind: 'new'; picture: PreparedPicture }

/** Why a picture is refused: a field message in the reader's language (problem+json 400). */
export class PictureRefused extends Error {
  constructor(
    readonly key:
      | 'api.fields.not_a_picture'
      | 'api.fields.picture_too_large'
      | 'api.fields.trend_picture_ref',
  ) {
    super(key)
  }
}

/** A refusal's catalogue key with its parameters (the size limit of a too large picture). */
export const pictureMessage = (refused: PictureRefused) =>
  refused.key === 'api.fields.picture_too_large'
    ? { key: refused.key, vars: { max: TREND_PICTURE_MAX_BYTES / 1024 / 1024 } }
    : { key: refused.key }

export const pictureError = (field: string, refused: PictureRefused) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [pictureMessage(refused)] } })

/** The bytes of a `data:…;base64,` address, or null when it is not one. */
function decodeDataUrl(value: string): Buffer | null {
  const match = DATA_URL.exec(value)
  if (!match) return null
  const base64 = value.slice(match[0].length)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null
  return Buffer.from(base64, 'base64')
}

/**
 * Checks a picture file and makes what we store (ADR 32): PNG, JPEG or WebP by its magic bytes (what
 * the sender calls it does not count; SVG and everything else is refused), at most
 * TREND_PICTURE_MAX_BYTES, decodable; stored turned upright, at most PICTURE_MAX_SIDE pixels, in its
 * own format without its metadata, with a WebP preview cut to PREVIEW_WIDTH × PREVIEW_HEIGHT.
 */
export async function preparePicture(bytes: Buffer): Promise<PreparedPicture> {
  if (bytes.length === 0) throw new PictureRefused('api.fields.not_a_picture')
  if (bytes.length > TREND_PICTURE_MAX_BYTES) throw new PictureRefused('api.fields.picture_too_large')
  const mime = (await fileTypeFromBuffer(bytes))?.mime
  const mimeType = TREND_PICTURE_TYPES.find((t) => t === mime)
  if (!mimeType) throw new PictureRefused('api.fields.not_a_picture')
  // Loaded with the first picture, not at start-up (libvips is ~0.2 s of CPU to load).
  const { default: sharp } = await import('sharp')
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  try {
    const resized = input().resize({
      width: PICTURE_MAX_SIDE,
      height: PICTURE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    const encoded =
      mimeType === 'image/png'
        ? resized.png({ compressionLevel: 9 })
        : mimeType === 'image/jpeg'
          ? resized.jpeg({ quality: 85, mozjpeg: true })
          : resized.webp({ quality: 85 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const preview = await input()
      .resize({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fit: 'cover', position: 'attention' })
      .webp({ quality: 72 })
      .toBuffer()
    return {
      sha256: createHash('sha256').update(bytes).digest('hex'),
      mimeType,
      width: info.width,
      height: info.height,
      data,
      preview,
    }
  } catch {
    // Bytes that start like a picture but do not decode (cut off, corrupt, too many pixels).
    throw new PictureRefused('api.fields.not_a_picture')
  }
}

/** A picture of an input: a data: address is checked and prepared, our address names a stored one. */
export async function pictureRefOf(value: string): Promise<PictureRef> {
  const stored = TREND_PICTURE_URL.exec(value)
  if (stored) return { kind: 'stored', id: stored[1]!.toLowerCase() }
  const bytes = decodeDataUrl(value)
  if (!bytes) throw new PictureRefused('api.fields.trend_picture_ref')
  return { kind: 'new', picture: await preparePicture(bytes) }
}

/** Every picture of an input, or the first refusal as a field error on `pictures.<n>`. */
export async function pictureRefsOf(values: string[]): Promise<PictureRef[]> {
  const refs: PictureRef[] = []
  for (const [index, value] of values.entries()) {
    try {
      refs.push(await pictureRefOf(value))
    } catch (error) {
      if (error instanceof PictureRefused) throw pictureError(`pictures.${index}`, error)
      throw error
    }
  }
  return refs
}

/**
 * Makes a microtrend's pictures the list `refs`, in its order (inside the caller's transaction): stored
 * ones it names are kept, a new file equal to one already stored (same bytes) keeps that one, other new
 * files are added, and pictures the list leaves out are removed. An address of a picture that is not
 * this microtrend's is refused. Returns false when nothing changed.
 */
export async function writePictures(tx: Database, microtrendId: string, refs: PictureRef[]) {
  const held = await tx
    .select({ id: pictures.id, sha256: pictures.sha256, position: pictures.position })
    .from(pictures)
    .where(eq(pictures.microtrendId, microtrendId))
    .orderBy(asc(pictures.position))
  const bySha = new Map(held.map((p) => [p.sha256, p.id]))
  const heldIds = new Set(held.map((p) => p.id))
  const order: string[] = []
  for (const [index, ref] of refs.entries()) {
    if (ref.kind === 'stored') {
      if (!heldIds.has(ref.id))
        throw pictureError(`pictures.${index}`, new PictureRefused('api.fields.trend_picture_ref'))
      if (!order.includes(ref.id)) order.push(ref.id)
      continue
    }
    const same = bySha.get(ref.picture.sha256)
    if (same) {
      if (!order.includes(same)) order.push(same)
      continue
    }
    const [row] = await tx
      .insert(pictures)
      .values({ microtrendId, position: TREND_PICTURES_MAX + index, ...ref.picture })
      .returning({ id: pictures.id })
    bySha.set(ref.picture.sha256, row!.id)
    order.push(row!.id)
  }
  const unchanged = order.length === held.length && order.every((id, i) => held[i]!.id === id)
  if (unchanged) return false
  await tx
    .delete(pictures)
    .where(
      and(eq(pictures.microtrendId, microtrendId), order.length ? notInArray(pictures.id, order) : undefined),
    )
  for (const [position, id] of order.entries()) {
    await tx.update(pictures).set({ position }).where(eq(pictures.id, id))
  }
  return true
}

/** Appends one checked picture to a microtrend (the upload); the same file again changes nothing. */
export async function addPicture(db: Database, microtrendId: string, picture: PreparedPicture) {
  await db.transaction(async (tx) => {
    const t: Database = tx
    const held = await t
      .select({ id: pictures.id })
      .from(pictures)
      .where(eq(pictures.microtrendId, microtrendId))
      .orderBy(asc(pictures.position))
    const refs: PictureRef[] = [
      ...held.map((p) => ({ kind: 'stored' as const, id: p.id })),
      { kind: 'new', picture },
    ]
    if (refs.length > TREND_PICTURES_MAX) {
      throw new AppError(400, 'api.errors.validation', {
        fields: { data_url: [{ key: 'api.fields.too_many_pictures', vars: { max: TREND_PICTURES_MAX } }] },
      })
    }
    await writePictures(t, microtrendId, refs)
  })
}

export async function removePicture(db: Database, microtrendId: string, pictureId: string) {
  const [row] = await db
    .delete(pictures)
    .where(and(eq(pictures.microtrendId, microtrendId), eq(pictures.id, pictureId)))
    .returning({ id: pictures.id })
  if (!row) throw notFound()
}

/** A stored picture or its preview, with its type, for serving. */
export async function readPicture(db: Database, id: string, variant: 'full' | 'preview') {
  const [row] = await db
    .select({
      mimeType: pictures.mimeType,
      bytes: variant === 'full' ? pictures.data : pictures.preview,
    })
    .from(pictures)
    .where(eq(pictures.id, id))
  if (!row) throw notFound()
  return { type: variant === 'full' ? row.mimeType : 'image/webp', bytes: row.bytes }
}
