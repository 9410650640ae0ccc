import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

// Limits --------------------------------------------------------------------------------------------

/** Elements of one scene, deleted ones included (Excalidraw keeps them so that edits can be merged). */
export const WHITEBOARD_MAX_ELEMENTS = 20_000
/** The largest save (elements and app state, as JSON) the server reads. */
export const WHITEBOARD_SAVE_MAX_BYTES = 12 * 1024 * 1024
/** One image placed on a scene, decoded. */
export const WHITEBOARD_FILE_MAX_BYTES = 4 * 1024 * 1024
/** Images stored for one scene. */
export const WHITEBOARD_FILES_PER_SCENE = 100
/** The list's preview picture (PNG). */
export const WHITEBOARD_THUMBNAIL_MAX_BYTES = 256 * 1024
/** A deleted scene can be brought back this long; then it is removed for good. */
export const WHITEBOARD_UNDO_DAYS = 7
/** Images a scene may show: raster types only (an SVG served from our origin could run script). */
export const WHITEBOARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type WhiteboardImageType = (typeof WHITEBOARD_IMAGE_TYPES)[number]

// Scene data ----------------------------------------------------------------------------------------

/** Excalidraw's element types (0.18). */
export const ELEMENT_TYPES = [
  'rectangle',
  'diamond',
  'ellipse',
  'arrow',
  'line',
  'freedraw',
  'text',
  'image',
  'frame',
  'magicframe',
  'embeddable',
  'iframe',
  'selection',
] as const

const leaf = z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()])
/** Any JSON value, nested at most `depth` levels: an element's fields are flat or shallow (points, bindings). */
function jsonValue(depth: number): z.ZodType {
  if (depth === 0) return leaf
  const inner = jsonValue(depth - 1)
  return z.union([leaf, z.array(inner).max(50_000), z.record(z.string().max(100), inner)])
}
const elementField = jsonValue(3)

/**
 * One Excalidraw element. The fields the server merges by are checked exactly; the drawing's own fields
 * are kept as they come, but only as JSON three levels deep at most (points, bindings, custom data).
 */
export const sceneElement = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(ELEMENT_TYPES),
    /** Raised by Excalidraw on every change of the element. */
    version: z.int().min(1).max(2_147_483_647),
    /** Random per change: of two equal versions the lower nonce wins, in every browser and here. */
    versionNonce: z.int32(),
    isDeleted: z.boolean(),
    /** Fractional index: the element's place in the stacking order. */
    index: z.string().max(500).nullable().optional(),
    x: z.number(),
    y: z.number(),
    width: z.number(),
    height: z.number(),
    fileId: z.string().max(100).nullable().optional(),
  })
  .catchall(elementField)
export type SceneElement = z.infer<typeof sceneElement>

/**
 * Elements as the server answers them: stored only after `sceneElement` accepted them, so the answer is
 * not checked again element by element (that would cost more than reading a large scene).
 */
const storedElements = z
  .array(z.custom<SceneElement>((value) => typeof value === 'object' && value !== null))
  .meta({ description: 'Excalidraw elements, as accepted by the save (see the save body)' })

/** What a scene shares between its users (zoom, scroll and selection stay each user's own). */
export const sceneAppState = z.strictObject({
  viewBackgroundColor: z.string().max(50).optional(),
  gridSize: z.int().min(1).max(1000).optional(),
  gridStep: z.int().min(1).max(1000).optional(),
  gridModeEnabled: z.boolean().optional(),
})
export type SceneAppState = z.infer<typeof sceneAppState>

export const sceneFile = z.object({
  id: z.string(),
  mime_type: z.enum(WHITEBOARD_IMAGE_TYPES),
  /** Where the browser reads the image (same origin). */
  url: z.string(),
})
export type SceneFile = z.infer<typeof sceneFile>

/** A scene's drawing: every element (deleted ones too), the shared app state and its images. */
export const sceneData = z.object({
  id: z.uuid(),
  /** Raised by every save; a save names the version it was based on. */
  version: z.int(),
  elements: storedElements,
  app_state: sceneAppState,
  files: z.array(sceneFile),
})
export type SceneData = z.infer<typeof sceneData>

/** `?since=` reads only what changed after that version (what a collaborator's browser lacks). */
export const sceneDataQuery = z.object({ since: z.coerce.number().int().min(0).optional() })

export const sceneSaveInput = z.strictObject({
  /** The version the browser's scene was last in step with. */
  base_version: z.int().min(0),
  /** The elements that changed since then (all of them is fine too): merged one by one. */
  elements: z.array(sceneElement).max(WHITEBOARD_MAX_ELEMENTS),
  app_state: sceneAppState.optional(),
})
export type SceneSaveInput = z.infer<typeof sceneSaveInput>

export const sceneSaved = z.object({
  version: z.int(),
  /** Elements others changed since `base_version` that the browser lacks: it merges them in. */
  elements: storedElements,
  app_state: sceneAppState,
  updated_at: z.string(),
})
export type SceneSaved = z.infer<typeof sceneSaved>

export const sceneFileInput = z.strictObject({
  /** Excalidraw's file id (a hash of the content). */
  id: z.string().min(1).max(100),
  mime_type: z.enum(WHITEBOARD_IMAGE_TYPES),
  /** `data:<type>;base64,…` as Excalidraw holds it. */
  data_url: z.string().max(Math.ceil((WHITEBOARD_FILE_MAX_BYTES * 4) / 3) + 100),
})

export const thumbnailInput = z.strictObject({
  data_url: z.string().max(Math.ceil((WHITEBOARD_THUMBNAIL_MAX_BYTES * 4) / 3) + 100),
})

// Scenes --------------------------------------------------------------------------------------------

/** Who else in the company sees a scene: nobody, everyone (to watch), everyone (to draw). */
export const SCENE_SHARING = ['private', 'view', 'edit'] as const
export const sceneSharing = z.enum(SCENE_SHARING)
export type SceneSharing = z.infer<typeof sceneSharing>

export const scene = z.object({
  id: z.uuid(),
  title: z.string(),
  owner: person,
  sharing: sceneSharing,
  version: z.int(),
  element_count: z.int(),
  thumbnail_url: z.string().nullable(),
  /** The caller may draw on it. */
  can_edit: z.boolean(),
  /** The caller owns it: may rename, share and delete it. */
  is_owner: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while a deleted scene can still be restored. */
  deleted_at: z.string().nullable(),
})
export type Scene = z.infer<typeof scene>

export const SCENE_FILTERS = ['all', 'mine', 'shared'] as const
export const sceneListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** Mine: scenes I own; shared: scenes others share with the company. */
  filter: z.enum(SCENE_FILTERS).default('all'),
})
export type SceneListQuery = z.infer<typeof sceneListQuery>

const sceneTitle = z.string().trim().min(1).max(200)
export const sceneInput = z.strictObject({
  title: sceneTitle,
  sharing: sceneSharing.default('private'),
})
export const sceneUpdate = z
  .strictObject({ title: sceneTitle.optional(), sharing: sceneSharing.optional() })
  .refine((v) => v.title !== undefined || v.sharing !== undefined, {
    message: 'title or sharing',
    path: ['title'],
  })
export const openSceneInput = z.strictObject({ id: z.uuid() })

/** A collaborator's pointer, sent a few times a second while they move; never stored. */
export const presenceInput = z.strictObject({
  pointer: z.strictObject({ x: z.number(), y: z.number(), tool: z.enum(['pointer', 'laser']) }).nullable(),
  button: z.enum(['up', 'down']),
  /** The elements the collaborator has selected (shown with their colour). */
  selected: z.array(z.string().max(40)).max(100).default([]),
})
export type PresenceInput = z.infer<typeof presenceInput>

/** What the live stream of a scene carries (SSE event names and their data). */
export interface ScenePresence extends PresenceInput {
  user: { id: string; name: string; colour: string }
  /** Identifies one browser tab, so one user in two tabs shows twice and their own echo is ignored. */
  client: string
}
export interface SceneChanged {
  version: number
  client: string
}

/** An image's bytes (a raw answer). */
const imageContent = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: 'The image, in its own content type' })

const idParams = z.object({ id: z.uuid() })
const fileParams = z.object({ id: z.uuid(), file_id: z.string().min(1).max(100) })
const clientQuery = z.object({ client: z.string().min(1).max(64) })

/** SPEC §7 whiteboard: scenes, the current scene, scene data; and what a user needs around them. */
export const whiteboardApi = endpoints('whiteboard', {
  list: {
    method: 'GET',
    path: '/v1/whiteboard/scenes/',
    access: 'authenticated',
    summary: 'List the scenes the caller may open',
    narrowing: 'their own scenes and those shared with their active company',
    query: sceneListQuery,
    responses: { 200: paginated(scene) },
  },
  create: {
    method: 'POST',
    path: '/v1/whiteboard/scenes/',
    access: 'authenticated',
    summary: 'Create a scene',
    narrowing: 'owned by the caller, in their active company',
    body: sceneInput,
    responses: { 201: scene },
  },
  get: {
    method: 'GET',
    path: '/v1/whiteboard/scenes/:id/',
    access: 'authenticated',
    summary: 'Get a scene',
    narrowing: 'a scene the caller may open',
    params: idParams,
    responses: { 200: scene },
  },
  update: {
    method: 'PATCH',
    path: '/v1/whiteboard/scenes/:id/',
    access: 'authenticated',
    summary: 'Rename or share a scene',
    narrowing: 'the owner',
    params: idParams,
    body: sceneUpdate,
    responses: { 200: scene },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/whiteboard/scenes/:id/',
    access: 'authenticated',
    summary: 'Delete a scene (it can be restored for a while)',
    narrowing: 'the owner',
    params: idParams,
    responses: { 204: z.null() },
  },
  restore: {
    method: 'POST',
    path: '/v1/whiteboard/scenes/:id/restore/',
    access: 'authenticated',
    summary: 'Restore a deleted scene',
    narrowing: 'the owner, within the undo time',
    params: idParams,
    responses: { 200: scene },
  },
  duplicate: {
    method: 'POST',
    path: '/v1/whiteboard/scenes/:id/duplicate/',
    access: 'authenticated',
    summary: 'Copy a scene into a new private scene of the caller',
    narrowing: 'a scene the caller may open',
    params: idParams,
    responses: { 201: scene },
  },
  current: {
    method: 'GET',
    path: '/v1/whiteboard/scene/',
    access: 'authenticated',
    summary: 'The caller’s current scene (a new personal one on the first visit)',
    narrowing: 'the caller’s, in their active company',
    responses: { 200: scene },
  },
  open: {
    method: 'PUT',
    path: '/v1/whiteboard/scene/',
    access: 'authenticated',
    summary: 'Make a scene the caller’s current one',
    narrowing: 'a scene the caller may open',
    body: openSceneInput,
    responses: { 200: scene },
  },
  data: {
    method: 'GET',
    path: '/v1/whiteboard/scene-data/:id/',
    access: 'authenticated',
    summary: 'A scene’s elements, app state and images (or what changed since a version)',
    narrowing: 'a scene the caller may open',
    params: idParams,
    query: sceneDataQuery,
    responses: { 200: sceneData },
  },
  save: {
    method: 'POST',
    path: '/v1/whiteboard/scene-data/:id/',
    access: 'authenticated',
    summary: 'Save changed elements, merged element by element with what others saved',
    narrowing: 'a scene the caller may draw on',
    params: idParams,
    query: clientQuery.partial(),
    body: sceneSaveInput,
    bodyLimit: WHITEBOARD_SAVE_MAX_BYTES,
    responses: { 200: sceneSaved },
  },
  uploadFile: {
    method: 'POST',
    path: '/v1/whiteboard/scene-files/:id/',
    access: 'authenticated',
    summary: 'Store an image placed on a scene',
    narrowing: 'a scene the caller may draw on',
    params: idParams,
    body: sceneFileInput,
    bodyLimit: Math.ceil((WHITEBOARD_FILE_MAX_BYTES * 4) / 3) + 4096,
    responses: { 201: sceneFile },
  },
  file: {
    method: 'GET',
    path: '/v1/whiteboard/scene-files/:id/:file_id/',
    access: 'authenticated',
    summary: 'An image of a scene',
    narrowing: 'a scene the caller may open',
    params: fileParams,
    responses: { 200: imageContent },
    raw: true,
  },
  saveThumbnail: {
    method: 'PUT',
    path: '/v1/whiteboard/scenes/:id/thumbnail/',
    access: 'authenticated',
    summary: 'Store the scene’s preview picture (PNG)',
    narrowing: 'a scene the caller may draw on',
    params: idParams,
    body: thumbnailInput,
    responses: { 204: z.null() },
  },
  thumbnail: {
    method: 'GET',
    path: '/v1/whiteboard/scenes/:id/thumbnail/',
    access: 'authenticated',
    summary: 'The scene’s preview picture',
    narrowing: 'a scene the caller may open',
    params: idParams,
    responses: { 200: imageContent },
    raw: true,
  },
  live: {
    method: 'GET',
    path: '/v1/whiteboard/scenes/:id/live/',
    access: 'authenticated',
    summary: 'Live events of a scene (Server-Sent Events): saves and collaborators’ pointers',
    narrowing: 'a scene the caller may open',
    params: idParams,
    query: clientQuery.partial(),
    responses: { 200: z.string().meta({ description: 'text/event-stream' }) },
    raw: true,
  },
  presence: {
    method: 'POST',
    path: '/v1/whiteboard/scenes/:id/presence/',
    access: 'authenticated',
    summary: 'Tell the scene’s other viewers where the caller’s pointer is',
    narrowing: 'a scene the caller may open',
    params: idParams,
    query: clientQuery,
    body: presenceInput,
    responses: { 204: z.null() },
  },
})
