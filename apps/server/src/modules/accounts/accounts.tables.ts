import { ACCOUNT_EVENT_ACTIONS } from '@portal/contracts/users'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Users carry better-auth's core fields (id, name, email, emailVerified, image, createdAt, updatedAt,
 * property names as better-auth expects them) plus the portal's own User fields of SPEC §3.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: integer('role').notNull().default(0),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    locale: text('locale').notNull().default('en-US'),
    // No foreign key here to keep the companies module free to own its table; checked in the service.
    activeCompanyId: uuid('active_company_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in (0, 1)`),
    // Not unique: legacy imports left e-mails that differ only by case or spaces (remove-duplicates).
    index('users_email_normalized_idx').on(sql`lower(trim(${t.email}))`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // Set while an admin acts as this session's user (impersonation); the admin's user id.
    impersonatedBy: uuid('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The last request, written at most once a minute (core/session-lifetime.ts): the idle timeout's clock.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/** better-auth's "account": one row per sign-in method; the password hash lives here. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable('verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

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
