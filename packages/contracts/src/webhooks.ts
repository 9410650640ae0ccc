import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/**
 * What a company's systems can hear of (ADR 30). `notification.created` carries every notification the
 * company's people receive (an OKR item or task assigned, a check-in due or overdue, an answered request);
 * the others are events no notification covers. `webhook.test` is only ever sent by "send test event".
 */
export const WEBHOOK_EVENT_TYPES = [
  'notification.created',
  'okr.check_in.created',
  'ppm.gate.changed',
  'ppm.report.published',
  'user.joined',
] as const
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES)
export type WebhookEventType = z.infer<typeof webhookEventType>
export const WEBHOOK_TEST_EVENT = 'webhook.test'

/** Attempts before a delivery is given up; the delays between them grow (with jitter) from a minute. */
export const WEBHOOK_MAX_ATTEMPTS = 8
/** An endpoint whose deliveries have failed for this long without one success is switched off. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 24
/** Finished deliveries stay in the log this long. */
export const WEBHOOK_LOG_DAYS = 30
/** How long one attempt may take, connection and answer together. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * The body of every delivery, signed per the Standard Webhooks specification (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`). `data` holds ids and the portal
 * link of what happened, never more than the subscribing company may read.
 */
export const webhookPayload = z.object({
  /** The message id, also sent as `webhook-id`: the same on every attempt, for receivers to de-duplicate. */
  id: z.string(),
  type: z.string(),
  /** When it happened (ISO 8601). */
  timestamp: z.string(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
})
export type WebhookPayload = z.infer<typeof webhookPayload>

// Webhooks ----------------------------------------------------------------------------------------

const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((url) => URL.canParse(url) && /^https?:\/\//i.test(url), 'api.fields.url_not_https')
const description = z.string().trim().max(200)
const events = z.array(webhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length)

export const webhookInput = z.strictObject({
  /**
   * The receiver: https on a public host (the services' rule, checked by the server, which may allow
   * loopback for tests), checked again after DNS resolution at each delivery.
   */
  url: webhookUrl,
  description: description.default(''),
  events,
  is_active: z.boolean().default(true),
})
export type WebhookInput = z.input<typeof webhookInput>

/** A change: only the fields sent (no defaults, so nothing unsent changes). */
export const webhookPatch = z.strictObject({
  url: webhookUrl.optional(),
  description: description.optional(),
  events: events.optional(),
  is_active: z.boolean().optional(),
})

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const webhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES)

export const webhook = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventType),
  is_active: z.boolean(),
  /** Why the portal switched it off (it failed for too long), or null. */
  disabled_reason: z.string().nullable(),
  /** The secret's start (`whsec_abcd…`): the whole secret is shown once, at creation or rotation. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Webhook = z.infer<typeof webhook>

/** A webhook as created or rotated: the only answer that carries its whole secret. */
export const webhookWithSecret = webhook.extend({ secret: z.string() })

export const webhookDelivery = z.object({
  id: z.uuid(),
  webhook_id: z.uuid(),
  /** The message id (`webhook-id`). */
  message_id: z.string(),
  event_type: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  /** The receiver's last HTTP status, or null when none answered. */
  response_status: z.number().int().nullable(),
  /** The last attempt's duration in milliseconds. */
  duration_ms: z.number().int().nullable(),
  /** Why the last attempt failed, in the caller's language, or null. */
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  payload: webhookPayload,
})
export type WebhookDelivery = z.infer<typeof webhookDelivery>

const idParams = z.object({ id: z.uuid() })

export const webhooksApi = endpoints('webhooks', {
  list: {
    method: 'GET',
    path: '/v1/okr/webhooks/',
    access: 'manager',
    summary: "The active company's webhooks",
    narrowing: 'the active company only',
    responses: { 200: z.object({ results: z.array(webhook) }) },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/webhooks/',
    access: 'manager',
    summary: 'Subscribes a receiver to events; the answer carries the signing secret, once',
    narrowing: 'the active company only',
    body: webhookInput,
    responses: { 201: webhookWithSecret },
  },
  update: {
    method: 'PATCH',
    path: '/v1/okr/webhooks/:id/',
    access: 'manager',
    summary: 'Changes a webhook (switching it on again clears why it was switched off)',
    narrowing: 'the active company only',
    params: idParams,
    body: webhookPatch,
    responses: { 200: webhook },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/webhooks/:id/',
    access: 'manager',
    summary: 'Removes a webhook and its delivery log',
    narrowing: 'the active company only',
    params: idParams,
    responses: { 204: z.null() },
  },
  rotateSecret: {
    method: 'POST',
    path: '/v1/okr/webhooks/:id/secret/',
    access: 'manager',
    summary: 'Replaces the signing secret; the answer carries the new one, once',
    narrowing: 'the active company only',
    params: idParams,
    responses: { 200: webhookWithSecret },
  },
  test: {
    method: 'POST',
    path: '/v1/okr/webhooks/:id/test/',
    access: 'manager',
    summary: 'Sends a `webhook.test` event now and answers with its delivery',
    narrowing: 'the active company only',
    params: idParams,
    responses: { 201: webhookDelivery },
  },
  deliveries: {
    method: 'GET',
    path: '/v1/okr/webhooks/:id/deliveries/',
    access: 'manager',
    summary: "A webhook's delivery log, newest first",
    narrowing: 'the active company only',
    params: idParams,
    query: pageQuery,
    responses: { 200: paginated(webhookDelivery) },
  },
  resend: {
    method: 'POST',
    path: '/v1/okr/webhook-deliveries/:id/resend/',
    access: 'manager',
    summary: 'Sends a delivery again now (same message id) and answers with it',
    narrowing: 'the active company only',
    params: idParams,
    responses: { 200: webhookDelivery },
  },
})
