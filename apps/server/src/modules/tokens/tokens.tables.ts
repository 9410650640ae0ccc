import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/**
 * A company's service account (ADR 29): a user without a password or sign-in, a member (not an admin)
 * of its one company, whose tokens act as it. The user row makes it the author of what it does.
 */
export const serviceAccounts = pgTable(
  'service_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_accounts_company_idx').on(t.companyId, t.createdAt)],
)

/**
 * An API token: only the SHA-256 of its secret is kept. It acts as `user_id` (a person, or a service
 * account's user) in `company_id`, within `scopes`.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    serviceAccountId: uuid('service_account_id').references(() => serviceAccounts.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    start: text('start').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    rateLimit: integer('rate_limit').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    index('api_tokens_service_account_idx').on(t.serviceAccountId, t.createdAt),
  ],
)
