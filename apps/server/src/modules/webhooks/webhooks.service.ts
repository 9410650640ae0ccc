import { randomUUID } from 'node:crypto'
import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookPayload,
  type webhookInput,
  type webhookPatch,
} from '@portal/contracts/webhooks'
import type { TextKey } from '@portal/i18n/text-keys'
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companies, companyMemberships } from '../../core/identity.tables.ts'
import type { Notifier } from '../../core/notifier.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { newSecret, postSigned, signature, type TargetPolicy, targetUrlReason } from './send.ts'
import { webhookDeliveries, webhooks } from './webhooks.tables.ts'

export interface WebhookDeps {
  db: Database
  /** Seals the signing secrets (they must be read back to sign). */
  box: SecretBox
  policy: TargetPolicy
  /** The portal's public address: payload links are absolute. */
  publicUrl: string
  /** Tells a company's admins when their webhook is switched off (the plain notifier, no webhooks). */
  notifier: Notifier
  /** The time attempts are made and scheduled at; tests move it. */
  clock: Clock
  timeoutMs?: number
}

type WebhookRow = typeof webhooks.$inferSelect
type DeliveryRow = typeof webhookDeliveries.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export const webhookOf = (row: WebhookRow) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  is_active: row.isActive,
  disabled_reason: row.disabledReason,
  secret_hint: row.secretHint,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** A delivery as the log shows it; `error` is still a catalogue key (the route words it). */
export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhook_id: row.webhookId,
  message_id: row.messageId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  duration_ms: row.durationMs,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: iso(row.lastAttemptAt),
  next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  payload: row.payload,
})

const hintOf = (secret: string) => `${secret.slice(0, 10)}…`

function checkUrl(policy: TargetPolicy, url: string) {
  const reason = targetUrlReason(url, policy)
  if (reason) throw new AppError(400, 'api.errors.validation', { fields: { url: [{ key: reason }] } })
}

// Webhooks ----------------------------------------------------------------------------------------

export async function listWebhooks(db: Database, tenant: Tenant) {
  const rows = await db
    .select()
    .from(webhooks)
    .where(scope(webhooks, tenant).where())
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id))
  return { results: rows.map(webhookOf) }
}

async function webhookRow(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select().from(webhooks).where(scope(webhooks, tenant).byId(id))
  if (!row) throw notFound()
  return row
}

export async function createWebhook(deps: WebhookDeps, tenant: Tenant, input: z.output<typeof webhookInput>) {
  checkUrl(deps.policy, input.url)
  const secret = newSecret()
  const [row] = await deps.db
    .insert(webhooks)
    .values(
      scope(webhooks, tenant).row({
        url: input.url,
        description: input.description,
        events: [...new Set(input.events)],
        isActive: input.is_active,
        secretSealed: deps.box.seal(secret),
        secretHint: hintOf(secret),
        createdBy: tenant.principal.userId,
      }),
    )
    .returning()
  if (!row) throw new Error('webhook not stored')
  return { ...webhookOf(row), secret }
}

export async function updateWebhook(
  deps: WebhookDeps,
  tenant: Tenant,
  id: string,
  patch: z.output<typeof webhookPatch>,
) {
  const before = await webhookRow(deps.db, tenant, id)
  if (patch.url !== undefined) checkUrl(deps.policy, patch.url)
  const switchedOn = patch.is_active === true && !before.isActive
  const [row] = await deps.db
    .update(webhooks)
    .set({
      ...(patch.url !== undefined && { url: patch.url }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.events !== undefined && { events: [...new Set(patch.events)] }),
      ...(patch.is_active !== undefined && { isActive: patch.is_active }),
      // Switched on again: a fresh start, without the reason it was switched off.
      ...(switchedOn && { disabledReason: null, failingSince: null }),
      updatedAt: new Date(),
    })
    .where(scope(webhooks, tenant).byId(id))
    .returning()
  if (!row) throw notFound()
  return webhookOf(row)
}

export async function removeWebhook(db: Database, tenant: Tenant, id: string) {
  const removed = await db
    .delete(webhooks)
    .where(scope(webhooks, tenant).byId(id))
    .returning({ id: webhooks.id })
  if (removed.length === 0) throw notFound()
}

export async function rotateSecret(deps: WebhookDeps, tenant: Tenant, id: string) {
  await webhookRow(deps.db, tenant, id)
  const secret = newSecret()
  const [row] = await deps.db
    .update(webhooks)
    .set({ secretSealed: deps.box.seal(secret), secretHint: hintOf(secret), updatedAt: new Date() })
    .where(scope(webhooks, tenant).byId(id))
    .returning()
  if (!row) throw notFound()
  return { ...webhookOf(row), secret }
}

export async function listDeliveries(
  db: Database,
  tenant: Tenant,
  id: string,
  { page, page_size }: { page: number; page_size: number },
) {
  await webhookRow(db, tenant, id)
  const where = scope(webhookDeliveries, tenant).where(eq(webhookDeliveries.webhookId, id))
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where)
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page_size)
    .offset((page - 1) * page_size)
  return { count: total?.n ?? 0, results: rows.map(deliveryOf) }
}

// Events into the outbox ----------------------------------------------------------------------------

/** What happened, as the outbox takes it: the company, the type, and ids with the portal path. */
export interface OutgoingEvent {
  companyId: string
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT
  /** The portal path of what it is about, without a locale prefix; sent as an absolute `link`. */
  link: string
  data: WebhookPayload['data']
  occurredAt?: Date
}

const payloadOf = (
  deps: Pick<WebhookDeps, 'publicUrl'>,
  event: OutgoingEvent,
  company: { id: string; name: string },
  messageId: string,
): WebhookPayload => ({
  id: messageId,
  type: event.type,
  timestamp: (event.occurredAt ?? new Date()).toISOString(),
  company,
  data: { ...event.data, link: new URL(event.link, deps.publicUrl).href },
})

/**
 * Writes one delivery per active webhook of the company subscribed to the event's type (the outbox);
 * the delivery job sends them. Answers the rows written.
 */
export async function enqueue(
  deps: Pick<WebhookDeps, 'db' | 'publicUrl'>,
  event: OutgoingEvent,
  only?: { webhookId: string },
) {
  const { db } = deps
  const subscribed = await db
    .select({ id: webhooks.id, companyName: companies.name })
    .from(webhooks)
    .innerJoin(companies, eq(companies.id, webhooks.companyId))
    .where(
      and(
        eq(webhooks.companyId, event.companyId),
        only
          ? eq(webhooks.id, only.webhookId)
          : and(
              eq(webhooks.isActive, true),
              sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
            ),
      ),
    )
  if (subscribed.length === 0) return []
  const messageId = `msg_${randomUUID()}`
  return db
    .insert(webhookDeliveries)
    .values(
      subscribed.map((hook) => ({
        companyId: event.companyId,
        webhookId: hook.id,
        messageId,
        eventType: event.type,
        payload: payloadOf(deps, event, { id: event.companyId, name: hook.companyName }, messageId),
      })),
    )
    .onConflictDoNothing()
    .returning()
}

/** "Send test event": a `webhook.test` delivery to this webhook, attempted at once. */
export async function sendTest(deps: WebhookDeps, tenant: Tenant, id: string) {
  const hook = await webhookRow(deps.db, tenant, id)
  const [row] = await enqueue(
    deps,
    {
      companyId: tenant.companyId,
      type: WEBHOOK_TEST_EVENT,
      link: '/client/companies',
      data: { webhook_id: hook.id },
    },
    { webhookId: hook.id },
  )
  if (!row) throw new Error('test delivery not stored')
  return deliveryOf(await attemptNow(deps, row.id, deps.clock()))
}

/** "Send again": the delivery, with the same message id, attempted at once (whatever its status). */
export async function resend(deps: WebhookDeps, tenant: Tenant, deliveryId: string) {
  const [row] = await deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(scope(webhookDeliveries, tenant).byId(deliveryId))
  if (!row) throw notFound()
  return deliveryOf(await attemptNow(deps, row.id, deps.clock()))
}

// Delivery --------------------------------------------------------------------------------------------

/** How long a claimed delivery stays with the process that claimed it. */
const CLAIM_MS = 5 * 60_000
const RETRY_BASE_MS = 60_000
const RETRY_CAP_MS = 6 * 3_600_000

/**
 * The wait before attempt `attempts + 1`: exponential from a minute (1, 2, 4, … minutes, at most six
 * hours), with "equal jitter" (half fixed, half random) so that receivers coming back are not hit by
 * every portal process at once.
 */
export function retryDelayMs(attempts: number, random = Math.random) {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}

/** Claims a delivery for one attempt now (a manual one, whatever its status and schedule). */
async function attemptNow(deps: WebhookDeps, id: string, now: Date) {
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(eq(webhookDeliveries.id, id))
    .returning()
  if (!claimed) throw notFound()
  return attempt(deps, claimed, now)
}

/** Attempts made at once by one process (receivers may each take up to the timeout). */
const PARALLEL = 5
/** One run of the job stops claiming after this long; the next run (a minute later) goes on. */
const RUN_BUDGET_MS = 45_000

/**
 * The delivery job: claims the deliveries that are due (of webhooks that are on), PARALLEL at a time,
 * and attempts them, batch after batch until none is due or the run's budget is spent. Several
 * processes may run it at once: a claim is taken by one update with SKIP LOCKED.
 */
export async function deliverDue(deps: WebhookDeps, now: Date) {
  const started = Date.now()
  const results: DeliveryRow[] = []
  while (Date.now() - started < RUN_BUDGET_MS) {
    const claimed = await claimDue(deps, now, PARALLEL)
    results.push(...(await Promise.all(claimed.map((row) => attempt(deps, row, now)))))
    if (claimed.length < PARALLEL) break
  }
  return results
}

async function claimDue(deps: WebhookDeps, now: Date, batch: number) {
  const due = deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, now)),
        eq(webhooks.isActive, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(batch)
    .for('update', { of: webhookDeliveries, skipLocked: true })
  return deps.db
    .update(webhookDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning()
}

async function attempt(deps: WebhookDeps, row: DeliveryRow, now: Date): Promise<DeliveryRow> {
  const { db } = deps
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.id, row.webhookId))
  if (!hook) throw notFound()
  const secret = deps.box.open(hook.secretSealed)
  const body = JSON.stringify(row.payload)
  const timestamp = Math.floor(Date.now() / 1000)
  const outcome = secret
    ? await postSigned(
        hook.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'ClientPortal-Webhooks/1',
          'webhook-id': row.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(secret, row.messageId, timestamp, body),
        },
        { policy: deps.policy, timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
      )
    : { ok: false, status: null, durationMs: 0, error: 'api.webhooks.secret_unreadable' as TextKey }
  const attempts = row.attempts + 1
  const givenUp = !outcome.ok && attempts >= WEBHOOK_MAX_ATTEMPTS
  const [updated] = await db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: outcome.ok ? 'succeeded' : givenUp ? 'failed' : 'pending',
      nextAttemptAt: outcome.ok || givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
      claimedUntil: null,
      lastAttemptAt: now,
      responseStatus: outcome.status,
      durationMs: outcome.durationMs,
      error: outcome.error,
    })
    .where(eq(webhookDeliveries.id, row.id))
    .returning()
  if (!updated) throw notFound()
  await judgeHealth(deps, hook, outcome.ok, now)
  return updated
}

/**
 * A success clears the webhook's failing streak; a failure starts one, and a streak older than
 * WEBHOOK_DISABLE_AFTER_HOURS switches the webhook off and tells the company's admins.
 */
async function judgeHealth(deps: WebhookDeps, hook: WebhookRow, ok: boolean, now: Date) {
  const { db } = deps
  if (ok) {
    if (hook.failingSince)
      await db.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, hook.id))
    return
  }
  if (!hook.failingSince) {
    await db.update(webhooks).set({ failingSince: now }).where(eq(webhooks.id, hook.id))
    return
  }
  if (
    !hook.isActive ||
    now.getTime() - hook.failingSince.getTime() < WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000
  ) {
    return
  }
  const switchedOff = await db
    .update(webhooks)
    .set({ isActive: false, disabledReason: 'api.webhooks.disabled_failing', updatedAt: now })
    .where(and(eq(webhooks.id, hook.id), eq(webhooks.isActive, true)))
    .returning({ id: webhooks.id })
  if (switchedOff.length === 0) return
  const admins = await db
    .select({ id: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, hook.companyId), eq(companyMemberships.isCompanyAdmin, true)))
  await deps.notifier.publish({
    kind: 'webhook_disabled',
    recipients: admins.map((a) => a.id),
    actorId: null,
    companyId: hook.companyId,
    params: { url: hook.url, hours: String(WEBHOOK_DISABLE_AFTER_HOURS) },
    link: `/client/companies/${hook.companyId}`,
    dedupeKey: `webhook_disabled:${hook.id}:${now.toISOString()}`,
  })
}

/** Drops finished deliveries older than WEBHOOK_LOG_DAYS; pending ones stay until done. */
export async function cleanUpDeliveries(db: Database, now: Date) {
  const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000)
  await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
}

// Users joining -------------------------------------------------------------------------------------

/**
 * `user.joined`: memberships created since each subscribed webhook last looked. Read from the
 * memberships table, so every way into a company (an admin, an invitation, a code, auto-assign, single
 * sign-on, the directory) is announced without each of them telling this module.
 */
export async function announceJoins(deps: Pick<WebhookDeps, 'db' | 'publicUrl'>, now: Date) {
  const { db } = deps
  const hooks = await db
    .select({
      id: webhooks.id,
      companyId: webhooks.companyId,
      // As text, not a Date: the database's microseconds stay (see the cursor below).
      since: sql<string>`${webhooks.joinedUpTo}::text`,
      name: companies.name,
    })
    .from(webhooks)
    .innerJoin(companies, eq(companies.id, webhooks.companyId))
    .where(and(eq(webhooks.isActive, true), sql`${webhooks.events} @> '["user.joined"]'::jsonb`))
  for (const hook of hooks) {
    const joined = await db
      .select({
        userId: companyMemberships.userId,
        createdAt: companyMemberships.createdAt,
        // The cursor keeps the database's own instant: PostgreSQL counts microseconds, a Date only
        // milliseconds, and a rounded cursor would announce the last membership again.
        exactly: sql<string>`${companyMemberships.createdAt}::text`,
      })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, hook.companyId),
          gt(companyMemberships.createdAt, sql`${hook.since}::timestamptz`),
          lte(companyMemberships.createdAt, now),
        ),
      )
      .orderBy(asc(companyMemberships.createdAt))
      .limit(500)
    const last = joined.at(-1)
    if (!last) continue
    await db.transaction(async (tx) => {
      await tx.insert(webhookDeliveries).values(
        joined.map((member) => {
          const messageId = `msg_${randomUUID()}`
          return {
            companyId: hook.companyId,
            webhookId: hook.id,
            messageId,
            eventType: 'user.joined',
            payload: payloadOf(
              deps,
              {
                companyId: hook.companyId,
                type: 'user.joined',
                link: `/client/users/${member.userId}`,
                data: { user_id: member.userId },
                occurredAt: member.createdAt,
              },
              { id: hook.companyId, name: hook.name },
              messageId,
            ),
          }
        }),
      )
      await tx
        .update(webhooks)
        .set({ joinedUpTo: sql`${last.exactly}::timestamptz` })
        .where(eq(webhooks.id, hook.id))
    })
  }
}

// The seam --------------------------------------------------------------------------------------------

/** A notification's kinds that concern only the person notified: never sent to a company's systems. */
const PRIVATE_KINDS = new Set(['impersonation_started', 'webhook_disabled'])

/**
 * The notifier every module uses, with webhooks: a notification in a company is also a
 * `notification.created` event for its webhooks, and `record` takes the events no notification covers.
 */
export function withWebhooks(inner: Notifier, deps: Pick<WebhookDeps, 'db' | 'publicUrl'>): Notifier {
  return {
    async publish(event) {
      await inner.publish(event)
      if (!event.companyId || PRIVATE_KINDS.has(event.kind)) return
      const recipients = [...new Set(event.recipients)].filter((id) => id !== event.actorId)
      if (recipients.length === 0) return
      await enqueue(deps, {
        companyId: event.companyId,
        type: 'notification.created',
        link: event.link,
        data: { kind: event.kind, actor_id: event.actorId, recipient_ids: recipients },
      })
    },
    async record(event) {
      await inner.record(event)
      await enqueue(deps, event)
    },
  }
}
