import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import type { Locale } from './locales.ts'
import { pageQuery, paginated } from './pagination.ts'
import { THREAD_READERS, threadListQuery, threadMessage, threadSummary } from './threads.ts'

/** Offers are written in these two languages; every locale reads one of them. */
export const OFFER_LANGUAGES = ['en-US', 'de-DE'] as const
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number]
/** The German locales read the German text, every other locale the English one (as SPEC §1 for texts). */
export const offerLanguage = (locale: Locale): OfferLanguage =>
  locale === 'de-DE' || locale === 'de-AT' || locale === 'zh-CHS' ? 'de-DE' : 'en-US'

export const COACHING_FORMATS = ['online', 'on_site', 'hybrid'] as const
export const coachingFormat = z.enum(COACHING_FORMATS)

/** open → answered or scheduled (by the coaching team) → closed; the requester's reply opens it again. */
export const COACHING_STATUSES = ['open', 'answered', 'scheduled', 'closed'] as const
export const coachingStatus = z.enum(COACHING_STATUSES)
export type CoachingStatus = z.infer<typeof coachingStatus>

/** Up to this many preferred dates per request. */
export const COACHING_MAX_DATES = 3

const texts = (max: number, min: number) =>
  z.strictObject({
    'en-US': z.string().trim().min(min).max(max),
    'de-DE': z.string().trim().min(min).max(max),
  })

export const coachingOffer = z.object({
  id: z.uuid(),
  title: z.object({ 'en-US': z.string(), 'de-DE': z.string() }),
  description: z.object({ 'en-US': z.string(), 'de-DE': z.string() }),
  coach_name: z.string(),
  duration_minutes: z.number().int(),
  format: coachingFormat,
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CoachingOffer = z.infer<typeof coachingOffer>

export const coachingOfferInput = z.strictObject({
  title: texts(200, 1),
  description: texts(5000, 0),
  coach_name: z.string().trim().min(1).max(150),
  duration_minutes: z.number().int().min(15).max(480),
  format: coachingFormat,
  is_active: z.boolean().default(true),
})
export type CoachingOfferInput = z.infer<typeof coachingOfferInput>

export const coachingOfferListQuery = pageQuery.extend({
  /** Staff only: include offers that are switched off. */
  all: z.enum(['1', 'true']).optional(),
})
export type CoachingOfferListQuery = z.infer<typeof coachingOfferListQuery>

export const coachingMessage = threadMessage.extend({ from_coaching_team: z.boolean() })
export type CoachingMessage = z.infer<typeof coachingMessage>

export const coachingRequestSummary = threadSummary.extend({
  offer: z.object({ id: z.uuid(), title: z.object({ 'en-US': z.string(), 'de-DE': z.string() }) }).nullable(),
  topic: z.string(),
  preferred_dates: z.array(z.string()),
  status: coachingStatus,
  scheduled_at: z.string().nullable(),
})
export type CoachingRequestSummary = z.infer<typeof coachingRequestSummary>

export const coachingRequest = coachingRequestSummary.extend({ messages: z.array(coachingMessage) })
export type CoachingRequest = z.infer<typeof coachingRequest>

const messageText = z.string().trim().min(1).max(5000)

export const coachingRequestInput = z.strictObject({
  offer_id: z.uuid(),
  topic: z.string().trim().min(1).max(200),
  /** Days that suit the requester (YYYY-MM-DD), today or later. */
  preferred_dates: z.array(z.iso.date()).min(1).max(COACHING_MAX_DATES),
  message: messageText,
})
export type CoachingRequestInput = z.infer<typeof coachingRequestInput>

/** A reply in the thread; only the coaching team may set the session's time (`scheduled_at`). */
export const coachingReplyInput = z.strictObject({
  message: messageText,
  scheduled_at: z.iso.datetime({ offset: true }).nullable().default(null),
})
export type CoachingReplyInput = z.infer<typeof coachingReplyInput>

export const coachingRequestListQuery = threadListQuery.extend({ status: coachingStatus.optional() })
export type CoachingRequestListQuery = z.infer<typeof coachingRequestListQuery>

const idParams = z.object({ id: z.uuid() })

/** Coaching: offers staff manage, and requests with a thread between requester and coaching team. */
export const coachingApi = endpoints('coaching', {
  listOffers: {
    method: 'GET',
    path: '/v1/coaching/offers/',
    access: 'authenticated',
    summary: 'List the coaching offers',
    narrowing: 'switched-off offers: staff only, with `?all=1`',
    query: coachingOfferListQuery,
    responses: { 200: paginated(coachingOffer) },
  },
  getOffer: {
    method: 'GET',
    path: '/v1/coaching/offers/:id/',
    access: 'authenticated',
    summary: 'Read a coaching offer',
    narrowing: 'switched-off offers: staff only (others 404)',
    params: idParams,
    responses: { 200: coachingOffer },
  },
  createOffer: {
    method: 'POST',
    path: '/v1/coaching/offers/',
    access: 'staff',
    summary: 'Create a coaching offer',
    body: coachingOfferInput,
    responses: { 201: coachingOffer },
  },
  updateOffer: {
    method: 'PUT',
    path: '/v1/coaching/offers/:id/',
    access: 'staff',
    summary: 'Replace a coaching offer',
    params: idParams,
    body: coachingOfferInput,
    responses: { 200: coachingOffer },
  },
  removeOffer: {
    method: 'DELETE',
    path: '/v1/coaching/offers/:id/',
    access: 'staff',
    summary: 'Delete a coaching offer',
    params: idParams,
    responses: { 204: z.null() },
  },
  listRequests: {
    method: 'GET',
    path: '/v1/coaching/requests/',
    access: 'authenticated',
    summary: 'List coaching requests',
    narrowing: `${THREAD_READERS}; staff lists span all companies unless \`?company=\` names one; \`?mine=1\` the caller’s own`,
    query: coachingRequestListQuery,
    responses: { 200: paginated(coachingRequestSummary) },
  },
  createRequest: {
    method: 'POST',
    path: '/v1/coaching/requests/',
    access: 'authenticated',
    summary: 'Request a coaching session',
    narrowing: 'filed in the caller’s active company (409 without one)',
    body: coachingRequestInput,
    responses: { 201: coachingRequest },
  },
  getRequest: {
    method: 'GET',
    path: '/v1/coaching/requests/:id/',
    access: 'authenticated',
    summary: 'Read a coaching request with its thread',
    narrowing: THREAD_READERS,
    params: idParams,
    responses: { 200: coachingRequest },
  },
  reply: {
    method: 'POST',
    path: '/v1/coaching/requests/:id/messages/',
    access: 'authenticated',
    summary: 'Reply to a coaching request',
    narrowing: `${THREAD_READERS}; only staff set \`scheduled_at\` (else 403); an impersonating admin replies as the user`,
    params: idParams,
    body: coachingReplyInput,
    responses: { 201: coachingRequest },
  },
  close: {
    method: 'POST',
    path: '/v1/coaching/requests/:id/close/',
    access: 'authenticated',
    summary: 'Close a coaching request',
    narrowing: THREAD_READERS,
    params: idParams,
    responses: { 200: coachingRequest },
  },
})
