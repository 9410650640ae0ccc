import {
  type SceneAppState,
  type SceneData,
  type SceneElement,
  type SceneFile,
  type SceneSaved,
  type SceneSaveInput,
  WHITEBOARD_FILE_MAX_BYTES,
  WHITEBOARD_FILES_PER_SCENE,
  WHITEBOARD_MAX_ELEMENTS,
  WHITEBOARD_THUMBNAIL_MAX_BYTES,
  type WhiteboardImageType,
} from '@portal/contracts/whiteboard'
import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { sceneAccess } from './scenes.service.ts'
import {
  ELEMENTS_PER_INSERT,
  elementRow,
  whiteboardElements,
  whiteboardFiles,
  whiteboardScenes,
} from './whiteboard.tables.ts'

const fileUrl = (sceneId: string, fileId: string) =>
  `/api/v1/whiteboard/scene-files/${sceneId}/${encodeURIComponent(fileId)}/`

/** Elements in stacking order: fractional indexes compare byte by byte. */
const stackingOrder = [
  sql`${whiteboardElements.sortIndex} collate "C" nulls first`,
  asc(whiteboardElements.elementId),
]

/** A scene's drawing, or (with `since`) only what changed after that version. */
export async function readSceneData(
  db: Database,
  tenant: Tenant,
  id: string,
  since: number | undefined,
): Promise<SceneData> {
  // The version is read before the elements: a save between the two is delivered twice, never missed.
  const { row } = await sceneAccess(db, tenant, id)
  const [elements, files] = await Promise.all([
    db
      .select({ data: whiteboardElements.data })
      .from(whiteboardElements)
      .where(
        and(
          eq(whiteboardElements.sceneId, id),
          since === undefined ? undefined : gt(whiteboardElements.changedIn, since),
        ),
      )
      .orderBy(...stackingOrder),
    filesOf(db, id),
  ])
  return {
    id,
    version: row.version,
    elements: elements.map((e) => e.data),
    app_state: row.appState,
    files,
  }
}

/** The scene's version now (what a live stream's `ready` names). */
export async function sceneVersion(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: whiteboardScenes.version })
    .from(whiteboardScenes)
    .where(eq(whiteboardScenes.id, id))
  return row?.version
}

async function filesOf(db: Database, sceneId: string): Promise<SceneFile[]> {
  const rows = await db
    .select({ id: whiteboardFiles.fileId, mimeType: whiteboardFiles.mimeType })
    .from(whiteboardFiles)
    .where(eq(whiteboardFiles.sceneId, sceneId))
  return rows.map((f) => ({ id: f.id, mime_type: f.mimeType, url: fileUrl(sceneId, f.id) }))
}

/**
 * Saves the elements a browser changed since `base_version`, merged one by one with what is stored:
 * the higher version of an element wins, and of equal versions the lower nonce, so saves in any order
 * end in the same scene. Answers the new version and what others changed that the browser lacks.
 * Nothing is written when nothing changed.
 */
export async function saveSceneData(
  db: Database,
  tenant: Tenant,
  id: string,
  input: SceneSaveInput,
): Promise<{ saved: SceneSaved; changed: boolean }> {
  await sceneAccess(db, tenant, id, 'edit')
  const sent = dedupe(input.elements)
  return db.transaction(async (tx) => {
    // The row lock makes saves of one scene take turns.
    const [scene] = await tx
      .select({ version: whiteboardScenes.version, appState: whiteboardScenes.appState })
      .from(whiteboardScenes)
      .where(eq(whiteboardScenes.id, id))
      .for('update')
    if (!scene) throw notFound()
    const next = scene.version + 1
    const won = new Set<string>()
    for (let i = 0; i < sent.length; i += ELEMENTS_PER_INSERT) {
      const rows = await tx
        .insert(whiteboardElements)
        .values(sent.slice(i, i + ELEMENTS_PER_INSERT).map((element) => elementRow(id, element, next)))
        .onConflictDoUpdate({
          target: [whiteboardElements.sceneId, whiteboardElements.elementId],
          set: {
            version: sql`excluded.version`,
            versionNonce: sql`excluded.version_nonce`,
            isDeleted: sql`excluded.is_deleted`,
            sortIndex: sql`excluded.sort_index`,
            data: sql`excluded.data`,
            changedIn: sql`excluded.changed_in`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`excluded.version > ${whiteboardElements.version} or (excluded.version = ${whiteboardElements.version} and excluded.version_nonce < ${whiteboardElements.versionNonce})`,
        })
        .returning({ id: whiteboardElements.elementId })
      for (const row of rows) won.add(row.id)
    }
    const appState = input.app_state ? { ...scene.appState, ...input.app_state } : scene.appState
    const appStateChanged = JSON.stringify(appState) !== JSON.stringify(scene.appState)
    const changed = won.size > 0 || appStateChanged
    let version = scene.version
    let updatedAt = new Date()
    if (changed) {
      const [{ total, drawn } = { total: 0, drawn: 0 }] = await tx
        .select({
          total: count(),
          drawn: sql<number>`count(*) filter (where not ${whiteboardElements.isDeleted})::int`,
        })
        .from(whiteboardElements)
        .where(eq(whiteboardElements.sceneId, id))
      if (total > WHITEBOARD_MAX_ELEMENTS) {
        // Rolls the whole save back: the scene stays as it was.
        throw new AppError(413, 'api.whiteboard.too_many_elements', {
          vars: { max: WHITEBOARD_MAX_ELEMENTS },
        })
      }
      const [updated] = await tx
        .update(whiteboardScenes)
        .set({ version: next, appState, elementCount: drawn, updatedAt: sql`now()` })
        .where(eq(whiteboardScenes.id, id))
        .returning({ updatedAt: whiteboardScenes.updatedAt })
      version = next
      updatedAt = updated!.updatedAt
    }
    // What others saved since the browser's base, less what this save itself wrote.
    const theirs = await tx
      .select({ id: whiteboardElements.elementId, data: whiteboardElements.data })
      .from(whiteboardElements)
      .where(and(eq(whiteboardElements.sceneId, id), gt(whiteboardElements.changedIn, input.base_version)))
      .orderBy(...stackingOrder)
    const saved: SceneSaved = {
      version,
      elements: theirs.filter((e) => !won.has(e.id)).map((e) => e.data),
      app_state: appState as SceneAppState,
      updated_at: updatedAt.toISOString(),
    }
    return { saved, changed }
  })
}

/** One entry per element id, the winning one when a save names an element twice. */
function dedupe(elements: SceneElement[]) {
  const byId = new Map<string, SceneElement>()
  for (const element of elements) {
    const held = byId.get(element.id)
    if (
      !held ||
      element.version > held.version ||
      (element.version === held.version && element.versionNonce < held.versionNonce)
    ) {
      byId.set(element.id, element)
    }
  }
  return [...byId.values()]
}

/** Bytes of a `data:<type>;base64,…` address, or null when it is not one of that type. */
function decodeDataUrl(dataUrl: string, type: string): Buffer | null {
  const prefix = `data:${type};base64,`
  if (!dataUrl.startsWith(prefix)) return null
  const base64 = dataUrl.slice(prefix.length)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null
  return Buffer.from(base64, 'base64')
}

const invalidFile = (field: string) =>
  new AppError(400, 'api.errors.validation', {
    fields: { [field]: [{ key: 'api.whiteboard.not_an_image' }] },
  })

/** Stores an image placed on a scene once (Excalidraw names files by a hash of their content). */
export async function storeSceneFile(
  db: Database,
  tenant: Tenant,
  sceneId: string,
  input: { id: string; mime_type: WhiteboardImageType; data_url: string },
): Promise<SceneFile> {
  await sceneAccess(db, tenant, sceneId, 'edit')
  const content = decodeDataUrl(input.data_url, input.mime_type)
  if (!content || content.length === 0) throw invalidFile('data_url')
  if (content.length > WHITEBOARD_FILE_MAX_BYTES) {
    throw new AppError(413, 'api.whiteboard.file_too_large', {
      vars: { max: WHITEBOARD_FILE_MAX_BYTES / 1024 / 1024 },
    })
  }
  if ((await fileTypeFromBuffer(content))?.mime !== input.mime_type) throw invalidFile('data_url')
  const file = { id: input.id, mime_type: input.mime_type, url: fileUrl(sceneId, input.id) }
  // One read: whether the scene holds this file already, and how many it holds.
  const [stored] = await db
    .select({
      n: count(),
      held: sql<boolean>`coalesce(bool_or(${whiteboardFiles.fileId} = ${input.id}), false)`,
    })
    .from(whiteboardFiles)
    .where(eq(whiteboardFiles.sceneId, sceneId))
  if (stored?.held) return file
  if ((stored?.n ?? 0) >= WHITEBOARD_FILES_PER_SCENE) {
    throw new AppError(413, 'api.whiteboard.too_many_files', { vars: { max: WHITEBOARD_FILES_PER_SCENE } })
  }
  await db
    .insert(whiteboardFiles)
    .values({
      sceneId,
      fileId: input.id,
      mimeType: input.mime_type,
      size: content.length,
      data: content,
      createdBy: tenant.principal.userId,
    })
    .onConflictDoNothing()
  return file
}

export async function readSceneFile(db: Database, tenant: Tenant, sceneId: string, fileId: string) {
  await sceneAccess(db, tenant, sceneId)
  const [file] = await db
    .select({ mimeType: whiteboardFiles.mimeType, data: whiteboardFiles.data })
    .from(whiteboardFiles)
    .where(and(eq(whiteboardFiles.sceneId, sceneId), eq(whiteboardFiles.fileId, fileId)))
  if (!file) throw notFound()
  return file
}

export async function storeThumbnail(db: Database, tenant: Tenant, sceneId: string, dataUrl: string) {
  await sceneAccess(db, tenant, sceneId, 'edit')
  const content = decodeDataUrl(dataUrl, 'image/png')
  if (!content || (await fileTypeFromBuffer(content))?.mime !== 'image/png') throw invalidFile('data_url')
  if (content.length > WHITEBOARD_THUMBNAIL_MAX_BYTES) {
    throw new AppError(413, 'api.whiteboard.file_too_large', {
      vars: { max: WHITEBOARD_THUMBNAIL_MAX_BYTES / 1024 / 1024 },
    })
  }
  // The picture follows the drawing; it does not make the scene newer in the list.
  await db
    .update(whiteboardScenes)
    .set({ thumbnail: content, updatedAt: sql`${whiteboardScenes.updatedAt}` })
    .where(eq(whiteboardScenes.id, sceneId))
}

export async function readThumbnail(db: Database, tenant: Tenant, sceneId: string) {
  const { row } = await sceneAccess(db, tenant, sceneId)
  if (!row.thumbnail) throw notFound()
  return row.thumbnail
}

/** Deleted elements older than a day are dropped: every browser has long merged their deletion. */
export async function pruneDeletedElements(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - 86_400_000)
  await db
    .delete(whiteboardElements)
    .where(
      and(
        eq(whiteboardElements.isDeleted, true),
        sql`${whiteboardElements.updatedAt} < ${cutoff.toISOString()}`,
      ),
    )
}
