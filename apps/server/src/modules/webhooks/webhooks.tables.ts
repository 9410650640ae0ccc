import type { WebhookEventType, WebhookPayload } from '@portal/contracts/webhooks'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** A company's receiver of events (ADR 30); its signing secret is sealed (it must be read to sign). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's first characters, to tell secrets apart on the screen. */
    secretHint: text('secret_hint').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** A catalogue key when the portal switched the webhook off. */
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success; too long ago and the webhook is switched off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Memberships created up to here have been announced as `user.joined`. */
    joinedUpTo: timestamp('joined_up_to', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId)],
)

/**
 * The outbox: one row per message and webhook, written with the event and sent by the delivery job
 * until the receiver answers 2xx or the attempts run out. `claimedUntil` keeps two processes from
 * sending the same row at once; a process that dies mid-attempt leaves a claim that expires.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    /** A catalogue key: why the last attempt failed. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_message_unique').on(t.webhookId, t.messageId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.createdAt),
  ],
)
