import { z } from 'zod'
import { locale } from './accounts.ts'
import { endpoints } from './endpoint.ts'
import { measureRef, objectiveRef } from './goal-links.ts'
import { localizedText } from './localized.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/**
 * Trend management (SPEC §3, §7): an operator-curated library shared by every company (megatrends →
 * macrotrends → microtrends, industries, innovations; texts per locale) and, per company, hubs that
 * collect microtrends with notes and their members' ratings, and each user's favourites (ADR 26).
 */

// Library ----------------------------------------------------------------------------------------

export const megatrend = z.object({
  id: z.uuid(),
  /** In the caller's language (SPEC §1 fallback); `names` holds every locale's. */
  name: z.string(),
  description: z.string(),
  names: localizedText,
  descriptions: localizedText,
  /** A colour of the theme for its radar sector. */
  color: z.string(),
  macrotrend_count: z.number().int(),
  microtrend_count: z.number().int(),
})
export type Megatrend = z.infer<typeof megatrend>

export const macrotrend = z.object({
  id: z.uuid(),
  megatrend_id: z.uuid(),
  name: z.string(),
  description: z.string(),
  names: localizedText,
  descriptions: localizedText,
  microtrend_count: z.number().int(),
})
export type Macrotrend = z.infer<typeof macrotrend>

/** Texts per locale a staff member writes: English is required (every reader falls back to it). */
const curatedTexts = (max: number) =>
  z
    .partialRecord(locale, z.string().trim().max(max))
    .refine((t) => Boolean(t['en-US']), { path: ['en-US'], message: 'api.fields.required' })

/** Staff change a megatrend's names, descriptions and radar colour. */
export const megatrendInput = z.strictObject({
  names: curatedTexts(120),
  descriptions: z.partialRecord(locale, z.string().trim().max(4000)).default({}),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'api.fields.color' }),
})
export type MegatrendInput = z.infer<typeof megatrendInput>

/** Staff change a macrotrend's names, descriptions and megatrend. */
export const macrotrendInput = z.strictObject({
  megatrend_id: z.uuid(),
  names: curatedTexts(120),
  descriptions: z.partialRecord(locale, z.string().trim().max(4000)).default({}),
})
export type MacrotrendInput = z.infer<typeof macrotrendInput>

/** The megatrends' order (the radar's sectors, the library's lists): every megatrend once. */
export const megatrendOrderInput = z.strictObject({
  megatrend_ids: z.array(z.uuid()).min(1).max(200),
})
export type MegatrendOrderInput = z.infer<typeof megatrendOrderInput>

/**
 * Deleting a macrotrend that microtrends belong to needs `move_to`: the macrotrend they move to
 * (without it the API answers 409 and nothing changes). A trend already in `move_to` simply stays.
 */
export const deleteMacrotrendQuery = z.object({ move_to: z.uuid().optional() })
export type DeleteMacrotrendQuery = z.infer<typeof deleteMacrotrendQuery>

/** Industries and innovations: facets of the library. */
export const facet = z.object({ id: z.uuid(), name: z.string(), names: localizedText })
export type Facet = z.infer<typeof facet>

/** One locale's text of a microtrend. */
export const microtrendTranslation = z.strictObject({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(4000).default(''),
})
export type MicrotrendTranslation = z.infer<typeof microtrendTranslation>

export const microtrend = z.object({
  id: z.uuid(),
  /** The outside feed's id; imports update by it. */
  external_id: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  translations: z.partialRecord(locale, z.object({ title: z.string(), summary: z.string() })),
  /** Our addresses of its pictures (served by us), in order. */
  pictures: z.array(z.string()),
  /** Our address of the first picture's preview (a small WebP), or null without pictures. */
  preview_picture_url: z.string().nullable(),
  /** When the feed published it. */
  created_at_external: z.string().nullable(),
  macrotrend_ids: z.array(z.uuid()),
  megatrend_ids: z.array(z.uuid()),
  industry_ids: z.array(z.uuid()),
  innovation_ids: z.array(z.uuid()),
  is_favorite: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Microtrend = z.infer<typeof microtrend>

export const MICROTREND_SORTS = ['newest', 'oldest', 'title'] as const

const ids = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.uuid()).max(50).optional(),
)

export const microtrendListQuery = pageQuery
  .extend({
    /** Words of the title or summary in the caller's language (with its fallback). */
    search: z.string().trim().max(200).optional(),
    industry: ids,
    megatrend: ids,
    macrotrend: ids,
    innovation: ids,
    /** Published on or after / before or on (dates of `created_at_external`). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** Only the caller's favourites. */
    favorites: z.stringbool().optional(),
    sort: z.enum(MICROTREND_SORTS).default('newest'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'api.fields.end_date' })
export type MicrotrendListQuery = z.infer<typeof microtrendListQuery>

/**
 * Up to this many matches the library counts them exactly; past it, counting every match of a broad
 * query costs more than the page itself (ADR 41), so the count is an estimate and says so.
 */
export const MICROTREND_EXACT_COUNT = 1000
/**
 * How exact a library list's `count` is: `exact`; `about` — the database's estimate of a large match
 * ("about 98,000"); `more_than` — at least `count` + 1 match, where no better estimate is known.
 */
export const COUNT_PRECISIONS = ['exact', 'about', 'more_than'] as const
export type CountPrecision = (typeof COUNT_PRECISIONS)[number]

/** A page of the library: `next` is exact even when the count is not (a page asks for one row more). */
export const microtrendPage = paginated(microtrend).extend({ count_precision: z.enum(COUNT_PRECISIONS) })
export type MicrotrendPage = z.infer<typeof microtrendPage>

// Pictures (ADR 32) ---------------------------------------------------------------------------------

/** The largest picture file we take (before resizing), and how many a microtrend holds. */
export const TREND_PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const TREND_PICTURES_MAX = 10
/** The picture formats we take, checked by their magic bytes (never SVG: it can carry script). */
export const TREND_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Where we serve a stored picture, and its preview. */
export const trendPictureUrl = (id: string) => `/api/v1/trend_managment/pictures/${id}/`
export const trendPicturePreviewUrl = (id: string) => `/api/v1/trend_managment/pictures/${id}/preview/`
export const TREND_PICTURE_URL = /^\/api\/v1\/trend_managment\/pictures\/([0-9a-f-]{36})\/$/i
/** A file sent inline: `data:<type>;base64,<bytes>` (its type is checked by its bytes, not by this). */
export const DATA_URL = /^data:[a-z0-9.+/-]*;base64,/i

/**
 * A picture of a microtrend in an input: a file sent inline as a data: address (stored by us) or the
 * address of one of the microtrend's stored pictures (kept). The list replaces the microtrend's pictures.
 */
const pictureRef = z
  .string()
  .trim()
  .max(Math.ceil((TREND_PICTURE_MAX_BYTES * 4) / 3) + 100)
  .refine((s) => DATA_URL.test(s) || TREND_PICTURE_URL.test(s), { message: 'api.fields.trend_picture_ref' })

export const pictureUpload = z.strictObject({
  /** The file as a `data:` address; PNG, JPEG or WebP by its bytes, at most TREND_PICTURE_MAX_BYTES. */
  data_url: z
    .string()
    .max(Math.ceil((TREND_PICTURE_MAX_BYTES * 4) / 3) + 100)
    .regex(DATA_URL, { message: 'api.fields.trend_picture_ref' }),
})
export type PictureUpload = z.infer<typeof pictureUpload>

/** A hand-made microtrend may carry a few pictures inline (more go one by one through the upload). */
const MICROTREND_BODY_LIMIT = 16 * 1024 * 1024

export const microtrendInput = z.strictObject({
  external_id: z.string().trim().min(1).max(100).nullable().default(null),
  translations: z
    .partialRecord(locale, microtrendTranslation)
    .refine((t) => t['en-US'] !== undefined, { path: ['en-US'], message: 'api.fields.required' }),
  pictures: z.array(pictureRef).max(TREND_PICTURES_MAX).default([]),
  created_at_external: z.iso.datetime({ offset: true }).nullable().default(null),
  macrotrend_ids: z.array(z.uuid()).max(20).default([]),
  industry_ids: z.array(z.uuid()).max(20).default([]),
  innovation_ids: z.array(z.uuid()).max(20).default([]),
})
export type MicrotrendInput = z.infer<typeof microtrendInput>

export const IMPORT_FORMATS = ['json', 'csv'] as const
/** A feed file's largest size: room for 20,000 trends, or fewer with pictures inline. */
export const IMPORT_MAX_CHARS = 25_000_000

/** A feed file's content: JSON (an array of microtrends as `microtrendInput`, with `external_id`) or CSV. */
export const microtrendImportInput = z.strictObject({
  format: z.enum(IMPORT_FORMATS),
  content: z.string().min(1).max(IMPORT_MAX_CHARS),
  /** Only report what would happen (the preview). */
  dry_run: z.boolean().default(false),
})
export type MicrotrendImportInput = z.infer<typeof microtrendImportInput>

/** Why a row was refused: the field (`translations.en-US.title`, `row` for the whole row) and the message in the caller's language. */
export const importReason = z.object({ field: z.string(), message: z.string() })
export type ImportReason = z.infer<typeof importReason>

export const importReport = z.object({
  dry_run: z.boolean(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  refused: z.array(
    z.object({
      row: z.number().int(),
      external_id: z.string().nullable(),
      reasons: z.array(importReason),
    }),
  ),
})
export type ImportReport = z.infer<typeof importReport>

// Hubs -------------------------------------------------------------------------------------------

export const TIME_HORIZONS = ['now', 'short', 'medium', 'long'] as const
export const timeHorizon = z.enum(TIME_HORIZONS)
export type TimeHorizon = z.infer<typeof timeHorizon>

export const hubInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(''),
  /** Company members who work on the hub; the creator is always one. */
  member_ids: z.array(z.uuid()).max(200).default([]),
})
export type HubInput = z.infer<typeof hubInput>

export const hubPatch = z
  .strictObject({
    name: z.string().trim().min(1).max(120).optional(),
    description: z.string().trim().max(2000).optional(),
    member_ids: z.array(z.uuid()).max(200).optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'api.fields.empty_patch' })
export type HubPatch = z.infer<typeof hubPatch>

export const rating = z.object({
  user: person,
  impact: z.number().int(),
  time_horizon: timeHorizon,
  relevance: z.number().int(),
  updated_at: z.string(),
})
export type Rating = z.infer<typeof rating>

export const hubTrend = z.object({
  microtrend: microtrend,
  notes: z.string(),
  added_by: person.nullable(),
  added_at: z.string(),
  ratings: z.array(rating),
  /** Averages of the members' ratings (null before the first); the horizon most members chose. */
  impact: z.number().nullable(),
  relevance: z.number().nullable(),
  time_horizon: timeHorizon.nullable(),
  /** The company's objectives that answer this trend: what the company does about it. */
  objectives: z.array(objectiveRef),
  /** The company's PPM measures that answer it. */
  measures: z.array(measureRef),
})
export type HubTrend = z.infer<typeof hubTrend>

export const hub = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  members: z.array(person),
  created_by: person.nullable(),
  trend_count: z.number().int(),
  /** The caller works on it (member) or manages the company: may change it. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Hub = z.infer<typeof hub>

export const hubDetail = hub.extend({ trends: z.array(hubTrend) })
export type HubDetail = z.infer<typeof hubDetail>

export const hubListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  /** Only hubs holding this microtrend. */
  microtrend: z.uuid().optional(),
})

export const addTrendInput = z.strictObject({
  microtrend_id: z.uuid(),
  notes: z.string().trim().max(4000).default(''),
})
export const removeTrendInput = z.strictObject({ microtrend_id: z.uuid() })

export const ratingInput = z.strictObject({
  microtrend_id: z.uuid(),
  impact: z.number().int().min(1).max(5),
  time_horizon: timeHorizon,
  relevance: z.number().int().min(1).max(5),
})
export type RatingInput = z.infer<typeof ratingInput>

export const objectiveLinksInput = z.strictObject({
  microtrend_id: z.uuid(),
  /** Objectives of the company; the list replaces the trend's links. */
  objective_ids: z.array(z.uuid()).max(20),
})
export type ObjectiveLinksInput = z.infer<typeof objectiveLinksInput>

export const measureLinksInput = z.strictObject({
  microtrend_id: z.uuid(),
  /** PPM measures of the company; the list replaces the trend's links. */
  measure_ids: z.array(z.uuid()).max(20),
})
export type MeasureLinksInput = z.infer<typeof measureLinksInput>

const hubRef = z.object({ id: z.uuid(), name: z.string() })
/** What the company does about a microtrend: the goals its hubs linked to it, with the hubs that did. */
export const microtrendGoals = z.object({
  objectives: z.array(objectiveRef.extend({ hubs: z.array(hubRef) })),
  measures: z.array(measureRef.extend({ hubs: z.array(hubRef) })),
})
export type MicrotrendGoals = z.infer<typeof microtrendGoals>

// Favourites -------------------------------------------------------------------------------------

export const favorite = z.object({
  id: z.uuid(),
  microtrend: microtrend,
  created_at: z.string(),
})
export type Favorite = z.infer<typeof favorite>

export const favoriteListQuery = pageQuery.extend({
  /** The caller's favourite of this microtrend, if any (the favourite check). */
  microtrend: z.uuid().optional(),
  /** The caller's favourites among this hub's trends. */
  hub: z.uuid().optional(),
})
export const favoriteInput = z.strictObject({ microtrend_id: z.uuid() })

// The API ----------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })
/** An image's bytes (a raw answer). */
const imageContent = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: 'The image, in its own content type' })
const LIBRARY = 'the curated library is the same for every company; texts in the caller’s language'
const LIBRARY_WRITES = 'portal staff curate the library for every company'
const HUB_READS = 'hubs of the active company only (another company’s → 404)'
const HUB_WRITES =
  'hubs of the active company; changing one needs its membership or company-admin rights (else 403)'
const FAVORITES = 'the caller’s own favourites in the active company'

export const trendLibraryApi = endpoints('trend-library', {
  microtrends: {
    method: 'GET',
    path: '/v1/trend_managment/microtrends/',
    access: 'authenticated',
    summary: 'List and filter microtrends',
    narrowing: `${LIBRARY}; \`favorites\` narrows to the caller’s own`,
    query: microtrendListQuery,
    responses: { 200: microtrendPage },
  },
  microtrend: {
    method: 'GET',
    path: '/v1/trend_managment/microtrends/:id/',
    access: 'authenticated',
    summary: 'Read a microtrend',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: microtrend },
  },
  microtrendMacrotrends: {
    method: 'GET',
    path: '/v1/trend_managment/microtrends/:id/macrotrends/',
    access: 'authenticated',
    summary: 'List the macrotrends a microtrend belongs to',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: z.array(macrotrend) },
  },
  createMicrotrend: {
    method: 'POST',
    path: '/v1/trend_managment/microtrends/',
    access: 'staff',
    summary: 'Add a microtrend to the library',
    narrowing: LIBRARY_WRITES,
    body: microtrendInput,
    bodyLimit: MICROTREND_BODY_LIMIT,
    responses: { 201: microtrend },
  },
  updateMicrotrend: {
    method: 'PUT',
    path: '/v1/trend_managment/microtrends/:id/',
    access: 'staff',
    summary: 'Replace a microtrend',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    body: microtrendInput,
    bodyLimit: MICROTREND_BODY_LIMIT,
    responses: { 200: microtrend },
  },
  deleteMicrotrend: {
    method: 'DELETE',
    path: '/v1/trend_managment/microtrends/:id/',
    access: 'staff',
    summary: 'Remove a microtrend from the library (and from every hub)',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  importMicrotrends: {
    method: 'POST',
    path: '/v1/trend_managment/microtrends/import/',
    access: 'staff',
    summary: 'Import microtrends from a feed file (JSON or CSV), or preview the import',
    narrowing: `${LIBRARY_WRITES}; idempotent by external id`,
    body: microtrendImportInput,
    bodyLimit: IMPORT_MAX_CHARS * 2 + 4096,
    responses: { 200: importReport },
  },
  uploadPicture: {
    method: 'POST',
    path: '/v1/trend_managment/microtrends/:id/pictures/',
    access: 'staff',
    summary: 'Add a picture to a microtrend (PNG, JPEG or WebP; resized, with a preview)',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    body: pictureUpload,
    bodyLimit: Math.ceil((TREND_PICTURE_MAX_BYTES * 4) / 3) + 4096,
    responses: { 201: microtrend },
  },
  removePicture: {
    method: 'DELETE',
    path: '/v1/trend_managment/microtrends/:id/pictures/:picture_id/',
    access: 'staff',
    summary: 'Remove a picture of a microtrend',
    narrowing: LIBRARY_WRITES,
    params: z.object({ id: z.uuid(), picture_id: z.uuid() }),
    responses: { 200: microtrend },
  },
  picture: {
    method: 'GET',
    path: '/v1/trend_managment/pictures/:id/',
    access: 'authenticated',
    summary: 'A picture of a microtrend (at most 1600 pixels wide or high; kept in caches for good)',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: imageContent },
  },
  picturePreview: {
    method: 'GET',
    path: '/v1/trend_managment/pictures/:id/preview/',
    access: 'authenticated',
    summary: 'The preview of a picture (WebP, 480 × 320; kept in caches for good)',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: imageContent },
  },
  industries: {
    method: 'GET',
    path: '/v1/trend_managment/industries/',
    access: 'authenticated',
    summary: 'List the industries',
    narrowing: LIBRARY,
    responses: { 200: z.array(facet) },
  },
  innovations: {
    method: 'GET',
    path: '/v1/trend_managment/innovations/',
    access: 'authenticated',
    summary: 'List the innovations',
    narrowing: LIBRARY,
    responses: { 200: z.array(facet) },
  },
  megatrends: {
    method: 'GET',
    path: '/v1/trend_managment/megatrends/',
    access: 'authenticated',
    summary: 'List the megatrends',
    narrowing: LIBRARY,
    responses: { 200: z.array(megatrend) },
  },
  megatrend: {
    method: 'GET',
    path: '/v1/trend_managment/megatrends/:id/',
    access: 'authenticated',
    summary: 'Read a megatrend',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: megatrend },
  },
  createMegatrend: {
    method: 'POST',
    path: '/v1/trend_managment/megatrends/',
    access: 'staff',
    summary: 'Add a megatrend (it comes last in the order)',
    narrowing: LIBRARY_WRITES,
    body: megatrendInput,
    responses: { 201: megatrend },
  },
  orderMegatrends: {
    method: 'PUT',
    path: '/v1/trend_managment/megatrends/order/',
    access: 'staff',
    summary: 'Set the megatrends’ order (every megatrend once); answers the megatrends in it',
    narrowing: LIBRARY_WRITES,
    body: megatrendOrderInput,
    responses: { 200: z.array(megatrend) },
  },
  deleteMegatrend: {
    method: 'DELETE',
    path: '/v1/trend_managment/megatrends/:id/',
    access: 'staff',
    summary: 'Delete a megatrend without macrotrends (409 while it has any: move or delete them first)',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  updateMegatrend: {
    method: 'PUT',
    path: '/v1/trend_managment/megatrends/:id/',
    access: 'staff',
    summary: 'Change a megatrend’s names, descriptions and colour',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    body: megatrendInput,
    responses: { 200: megatrend },
  },
  updateMacrotrend: {
    method: 'PUT',
    path: '/v1/trend_managment/macrotrends/:id/',
    access: 'staff',
    summary: 'Change a macrotrend’s names, descriptions and megatrend',
    narrowing: LIBRARY_WRITES,
    params: idParams,
    body: macrotrendInput,
    responses: { 200: macrotrend },
  },
  createMacrotrend: {
    method: 'POST',
    path: '/v1/trend_managment/macrotrends/',
    access: 'staff',
    summary: 'Add a macrotrend to a megatrend',
    narrowing: LIBRARY_WRITES,
    body: macrotrendInput,
    responses: { 201: macrotrend },
  },
  deleteMacrotrend: {
    method: 'DELETE',
    path: '/v1/trend_managment/macrotrends/:id/',
    access: 'staff',
    summary: 'Delete a macrotrend; its microtrends move to `move_to` (409 without it while any belong to it)',
    narrowing: `${LIBRARY_WRITES}; the microtrends stay in the library and in every hub`,
    params: idParams,
    query: deleteMacrotrendQuery,
    responses: { 204: z.null() },
  },
  macrotrends: {
    method: 'GET',
    path: '/v1/trend_managment/macrotrends/',
    access: 'authenticated',
    summary: 'List the macrotrends, optionally of one megatrend',
    narrowing: LIBRARY,
    query: z.object({ megatrend: z.uuid().optional() }),
    responses: { 200: z.array(macrotrend) },
  },
  macrotrend: {
    method: 'GET',
    path: '/v1/trend_managment/macrotrends/:id/',
    access: 'authenticated',
    summary: 'Read a macrotrend',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: macrotrend },
  },
  macrotrendMegatrend: {
    method: 'GET',
    path: '/v1/trend_managment/macrotrends/:id/megatrend/',
    access: 'authenticated',
    summary: 'Read the megatrend of a macrotrend',
    narrowing: LIBRARY,
    params: idParams,
    responses: { 200: megatrend },
  },
})

export const trendHubsApi = endpoints('trend-hubs', {
  microtrendGoals: {
    method: 'GET',
    path: '/v1/trend_managment/microtrends/:id/goals/',
    access: 'authenticated',
    summary: 'What the company does about a microtrend: objectives and measures its hubs linked to it',
    narrowing: 'links made in the active company’s hubs only; objectives and measures of that company',
    params: idParams,
    responses: { 200: microtrendGoals },
  },
  list: {
    method: 'GET',
    path: '/v1/trend_managment/hubs/',
    access: 'authenticated',
    summary: 'List the company’s trend hubs',
    narrowing: HUB_READS,
    query: hubListQuery,
    responses: { 200: paginated(hub) },
  },
  get: {
    method: 'GET',
    path: '/v1/trend_managment/hubs/:id/',
    access: 'authenticated',
    summary: 'Read a hub with its trends, notes and ratings',
    narrowing: HUB_READS,
    params: idParams,
    responses: { 200: hubDetail },
  },
  create: {
    method: 'POST',
    path: '/v1/trend_managment/hubs/',
    access: 'authenticated',
    summary: 'Create a hub (the caller becomes a member)',
    narrowing: 'in the active company; members must belong to it',
    body: hubInput,
    responses: { 201: hubDetail },
  },
  update: {
    method: 'PATCH',
    path: '/v1/trend_managment/hubs/:id/',
    access: 'authenticated',
    summary: 'Change a hub’s name, description or members',
    narrowing: HUB_WRITES,
    params: idParams,
    body: hubPatch,
    responses: { 200: hubDetail },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/trend_managment/hubs/:id/',
    access: 'authenticated',
    summary: 'Delete a hub',
    narrowing: HUB_WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  addTrend: {
    method: 'POST',
    path: '/v1/trend_managment/hubs/:id/add-trend/',
    access: 'authenticated',
    summary: 'Add a microtrend to a hub with notes (again: replaces the notes)',
    narrowing: HUB_WRITES,
    params: idParams,
    body: addTrendInput,
    responses: { 200: hubDetail },
  },
  removeTrend: {
    method: 'POST',
    path: '/v1/trend_managment/hubs/:id/remove-trend/',
    access: 'authenticated',
    summary: 'Remove a microtrend from a hub',
    narrowing: HUB_WRITES,
    params: idParams,
    body: removeTrendInput,
    responses: { 200: hubDetail },
  },
  rate: {
    method: 'PUT',
    path: '/v1/trend_managment/hubs/:id/ratings/',
    access: 'authenticated',
    summary: 'Rate a trend of a hub (impact, time horizon, relevance): the caller’s own rating',
    narrowing: HUB_WRITES,
    params: idParams,
    body: ratingInput,
    responses: { 200: hubDetail },
  },
  linkObjectives: {
    method: 'PUT',
    path: '/v1/trend_managment/hubs/:id/objectives/',
    access: 'authenticated',
    summary: 'Link a trend of a hub to the company’s objectives (replaces its links)',
    narrowing: `${HUB_WRITES}; objectives of the active company only`,
    params: idParams,
    body: objectiveLinksInput,
    responses: { 200: hubDetail },
  },
  linkMeasures: {
    method: 'PUT',
    path: '/v1/trend_managment/hubs/:id/measures/',
    access: 'authenticated',
    summary: 'Link a trend of a hub to the company’s PPM measures (replaces its links)',
    narrowing: `${HUB_WRITES}; measures of the active company only`,
    params: idParams,
    body: measureLinksInput,
    responses: { 200: hubDetail },
  },
  favorites: {
    method: 'GET',
    path: '/v1/trend_managment/hubs/favorites/',
    access: 'authenticated',
    summary: 'List the caller’s favourite microtrends (of one microtrend: the favourite check; of one hub)',
    narrowing: FAVORITES,
    query: favoriteListQuery,
    responses: { 200: paginated(favorite) },
  },
  addFavorite: {
    method: 'POST',
    path: '/v1/trend_managment/hubs/favorites/',
    access: 'authenticated',
    summary: 'Mark a microtrend as a favourite of the caller',
    narrowing: FAVORITES,
    body: favoriteInput,
    responses: { 201: favorite },
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/v1/trend_managment/hubs/favorites/:id/',
    access: 'authenticated',
    summary: 'Remove one of the caller’s favourites',
    narrowing: FAVORITES,
    params: idParams,
    responses: { 204: z.null() },
  },
})
