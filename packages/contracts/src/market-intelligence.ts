import { z } from 'zod'
import { endpoints } from './endpoint.ts'
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

const tag = z.string().trim().min(1).max(40)

export const signalInput = z.strictObject({
  kind: signalKind,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(4000).default(''),
  source: z.string().trim().min(1).max(120),
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
  source: z.string(),
  url: z.string().nullable(),
  occurred_on: z.string(),
  competitor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
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

const idParams = z.object({ id: z.uuid() })
const READS = 'the active company’s competitors and signals only'
const WRITES = 'the active company’s admins and staff acting in it'

export const marketIntelligenceApi = endpoints('market-intelligence', {
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
    narrowing: `${WRITES}; its competitor must be the company’s`,
    body: signalInput,
    responses: { 201: signal },
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
