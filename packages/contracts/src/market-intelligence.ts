import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { goalLinks, goalLinksInput } from './goal-links.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'
import { unsafeUrlReason } from './url-safety.ts'

/**
 * Market intelligence (issue 15): a company's competitors and the market signals it records about them
 * (news items and notes, each with a source, date and tags). Everyone in the company reads them; the
 * company's admins and portal staff manage them (ADR 26).
 */

export const SIGNAL_KINDS = ['news', 'note'] as const
export const signalKind = z.enum(SIGNAL_KINDS)

const publicUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine((url, ctx) => {
    const reason = unsafeUrlReason(url)
    if (reason) ctx.addIssue({ code: 'custom', message: `api.fields.url_${reason}` })
  })

export const competitorInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  website: publicUrl.nullable().default(null),
  description: z.string().trim().max(2000).default(''),
})
export type CompetitorInput = z.infer<typeof competitorInput>

export const competitor = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  signal_count: z.number().int(),
  last_signal_on: z.string().nullable(),
  /** Its most used tags, most used first. */
  top_tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Competitor = z.infer<typeof competitor>

// Sources ------------------------------------------------------------------------------------------

export const SOURCE_KINDS = ['news_site', 'analyst', 'internal', 'social', 'other'] as const
export const sourceKind = z.enum(SOURCE_KINDS)
export const SOURCE_RELIABILITIES = ['high', 'medium', 'low'] as const
export const sourceReliability = z.enum(SOURCE_RELIABILITIES)

/** A source of signals, a record of the company's own: a name unique in the company whatever its case. */
export const sourceInput = z.strictObject({
  name: z.string().trim().min(1).max(120),
  kind: sourceKind.default('other'),
  url: publicUrl.nullable().default(null),
  /** How far the company trusts it; null while not judged. */
  reliability: sourceReliability.nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
})
export type SourceInput = z.infer<typeof sourceInput>

export const source = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: sourceKind,
  url: z.string().nullable(),
  reliability: sourceReliability.nullable(),
  notes: z.string(),
  signal_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Source = z.infer<typeof source>

const sourceRef = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: sourceKind,
  reliability: sourceReliability.nullable(),
})

// Signals ------------------------------------------------------------------------------------------

const tag = z.string().trim().min(1).max(40)

export const signalInput = z.strictObject({
  kind: signalKind,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(4000).default(''),
  /** One of the company's sources. */
  source_id: z.uuid(),
  url: publicUrl.nullable().default(null),
  occurred_on: z.iso.date(),
  competitor_id: z.uuid().nullable().default(null),
  tags: z.array(tag).max(10).default([]),
})
export type SignalInput = z.infer<typeof signalInput>

export const signal = z.object({
  id: z.uuid(),
  kind: signalKind,
  title: z.string(),
  summary: z.string(),
  source: sourceRef,
  url: z.string().nullable(),
  occurred_on: z.string(),
  competitor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  /** The feed's id it was imported by (or its address, for a row without one); null when made by hand. */
  external_id: z.string().nullable(),
  /** The company's objectives and measures that answer it. */
  links: goalLinks,
  created_by: person.nullable(),
  created_at: z.string(),
})
export type Signal = z.infer<typeof signal>

const range = {
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}
const rangeOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to

export const signalListQuery = pageQuery
  .extend({
    search: z.string().trim().max(200).optional(),
    competitor: z.uuid().optional(),
    source: z.uuid().optional(),
    tag: z.string().trim().max(40).optional(),
    kind: signalKind.optional(),
    ...range,
  })
  .refine(rangeOrder, { path: ['to'], message: 'api.fields.end_date' })

export const signalStatsQuery = z
  .object({ ...range })
  .refine(rangeOrder, { path: ['to'], message: 'api.fields.end_date' })

/** Signals per month (and per competitor in it), and per competitor over the range. */
export const signalStats = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      count: z.number().int(),
      by_competitor: z.record(z.string(), z.number().int()),
    }),
  ),
  competitors: z.array(
    z.object({ id: z.uuid().nullable(), name: z.string().nullable(), count: z.number().int() }),
  ),
})
export type SignalStats = z.infer<typeof signalStats>

// Import -------------------------------------------------------------------------------------------

export const SIGNAL_IMPORT_FORMATS = ['json', 'csv'] as const
/** At most this many signals per file. */
export const SIGNAL_IMPORT_MAX_ROWS = 5000
const SIGNAL_IMPORT_MAX_CHARS = 5_000_000

export const signalImportInput = z.strictObject({
  format: z.enum(SIGNAL_IMPORT_FORMATS),
  /**
   * JSON: an array (or `{results: [...]}`) of objects with `external_id`, `kind`, `title`, `summary`,
   * `source` (a source's name), `url`, `occurred_on`, `competitor` (a competitor's name) and `tags` (a list).
   * CSV: a header row with the same columns; `tags` split by `;`.
   */
  content: z.string().min(1).max(SIGNAL_IMPORT_MAX_CHARS),
  /** Only report what would happen (the preview); nothing is written. */
  dry_run: z.boolean().default(true),
})
export type SignalImportInput = z.infer<typeof signalImportInput>

const importedRow = z.object({ row: z.number().int(), external_id: z.string(), title: z.string() })
export const signalImportReport = z.object({
  dry_run: z.boolean(),
  created: z.array(importedRow),
  updated: z.array(importedRow),
  /** Rows left out, each with its reasons in the caller's language. */
  refused: z.array(
    z.object({ row: z.number().int(), external_id: z.string().nullable(), reasons: z.array(z.string()) }),
  ),
  /** Source names the file brings that the company has no record of: they become sources (kind "other"). */
  new_sources: z.array(z.string()),
})
export type SignalImportReport = z.infer<typeof signalImportReport>

const idParams = z.object({ id: z.uuid() })
const READS = 'the active company’s competitors and signals only (another company’s → 404)'
const WRITES = 'the active company’s admins and staff acting in it'

export const marketIntelligenceApi = endpoints('market-intelligence', {
  sources: {
    method: 'GET',
    path: '/v1/market_intelligence/sources/',
    access: 'authenticated',
    summary: 'List the company’s sources of signals with their signal counts',
    narrowing: 'the active company’s sources only',
    responses: { 200: z.array(source) },
  },
  createSource: {
    method: 'POST',
    path: '/v1/market_intelligence/sources/',
    access: 'manager',
    summary: 'Add a source',
    narrowing: WRITES,
    body: sourceInput,
    responses: { 201: source },
  },
  updateSource: {
    method: 'PUT',
    path: '/v1/market_intelligence/sources/:id/',
    access: 'manager',
    summary: 'Replace a source (its signals follow it)',
    narrowing: WRITES,
    params: idParams,
    body: sourceInput,
    responses: { 200: source },
  },
  deleteSource: {
    method: 'DELETE',
    path: '/v1/market_intelligence/sources/:id/',
    access: 'manager',
    summary: 'Delete a source no signal uses (else 409)',
    narrowing: WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  competitors: {
    method: 'GET',
    path: '/v1/market_intelligence/competitors/',
    access: 'authenticated',
    summary: 'List the company’s competitors with their signal counts',
    narrowing: READS,
    responses: { 200: z.array(competitor) },
  },
  createCompetitor: {
    method: 'POST',
    path: '/v1/market_intelligence/competitors/',
    access: 'manager',
    summary: 'Add a competitor',
    narrowing: WRITES,
    body: competitorInput,
    responses: { 201: competitor },
  },
  updateCompetitor: {
    method: 'PUT',
    path: '/v1/market_intelligence/competitors/:id/',
    access: 'manager',
    summary: 'Replace a competitor',
    narrowing: WRITES,
    params: idParams,
    body: competitorInput,
    responses: { 200: competitor },
  },
  deleteCompetitor: {
    method: 'DELETE',
    path: '/v1/market_intelligence/competitors/:id/',
    access: 'manager',
    summary: 'Delete a competitor (its signals stay, without a competitor)',
    narrowing: WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  signals: {
    method: 'GET',
    path: '/v1/market_intelligence/signals/',
    access: 'authenticated',
    summary: 'List and filter the company’s market signals, newest first',
    narrowing: READS,
    query: signalListQuery,
    responses: { 200: paginated(signal) },
  },
  stats: {
    method: 'GET',
    path: '/v1/market_intelligence/signals/stats/',
    access: 'authenticated',
    summary: 'Count the company’s signals by month and by competitor',
    narrowing: READS,
    query: signalStatsQuery,
    responses: { 200: signalStats },
  },
  createSignal: {
    method: 'POST',
    path: '/v1/market_intelligence/signals/',
    access: 'manager',
    summary: 'Record a market signal (a news item or a note)',
    narrowing: `${WRITES}; its source and competitor must be the company’s`,
    body: signalInput,
    responses: { 201: signal },
  },
  signal: {
    method: 'GET',
    path: '/v1/market_intelligence/signals/:id/',
    access: 'authenticated',
    summary: 'Read a market signal with its links to objectives and measures',
    narrowing: READS,
    params: idParams,
    responses: { 200: signal },
  },
  linkSignal: {
    method: 'PUT',
    path: '/v1/market_intelligence/signals/:id/links/',
    access: 'manager',
    summary: 'Link a signal to the company’s objectives and PPM measures (replaces its links)',
    narrowing: `${WRITES}; objectives and measures of the active company only`,
    params: idParams,
    body: goalLinksInput,
    responses: { 200: signal },
  },
  importSignals: {
    method: 'POST',
    path: '/v1/market_intelligence/signals/import/',
    access: 'manager',
    summary: 'Import signals from a JSON or CSV file, or preview the import (idempotent by external id)',
    narrowing: `${WRITES}; sources and competitors are the company’s`,
    body: signalImportInput,
    bodyLimit: SIGNAL_IMPORT_MAX_CHARS * 2 + 4096,
    responses: { 200: signalImportReport },
  },
  deleteSignal: {
    method: 'DELETE',
    path: '/v1/market_intelligence/signals/:id/',
    access: 'manager',
    summary: 'Delete a market signal',
    narrowing: WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
})
