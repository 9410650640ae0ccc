import { ACCOUNT_EVENT_ACTIONS } from '@portal/contracts/users'
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * What the throttles count (failed sign-ins, registration and reset requests), kept for their window;
 * keyed by e-mail and by IP, and by the trusted device (device cookie) of a sign-in that came with one.
 * In the database, so every process behind a load balancer sees the same counts.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('throttle_events_email_idx').on(t.action, t.email, t.createdAt),
    index('throttle_events_ip_idx').on(t.action, t.ip, t.createdAt),
  ],
)

/**
 * Audit log of impersonation: who acted as whom, when, from where. Emails are copied so the record
 * outlives the accounts.
 */
export const impersonationEvents = pgTable(
  'impersonation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    targetId: uuid('target_id').notNull(),
    targetEmail: text('target_email').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('impersonation_events_action_check', sql`${t.action} in ('start', 'stop')`),
    index('impersonation_events_created_at_idx').on(t.createdAt),
  ],
)

/**
 * Audit log of user administration: who (and, while impersonating, which admin behind them) did what to
 * whom. Emails are copied and there are no foreign keys, so the record outlives the accounts. A sign-in
 * lockout has no actor (an unknown caller; its address is in the details).
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    impersonatorId: uuid('impersonator_id'),
    impersonatorEmail: text('impersonator_email'),
    targetId: uuid('target_id'),
    targetEmail: text('target_email').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'account_events_action_check',
      sql.raw(`action in (${ACCOUNT_EVENT_ACTIONS.map((a) => `'${a}'`).join(', ')})`),
    ),
    index('account_events_created_at_idx').on(t.createdAt),
    index('account_events_target_id_idx').on(t.targetId),
  ],
)
