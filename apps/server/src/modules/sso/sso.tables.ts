import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, sessions } from '../../core/identity.tables.ts'

/** A company's OpenID Connect provider (one per company); the client secret is sealed (core/secret-box.ts). */
export const ssoProviders = pgTable('sso_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  scopes: text('scopes').notNull(),
  // Lower-case domains; a domain routes to one provider only (checked when saved).
  emailDomains: text('email_domains').array().notNull(),
  passwordSignInAllowed: boolean('password_sign_in_allowed').notNull().default(true),
  groupsClaim: text('groups_claim').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A sign-in under way: what the callback checks (state, PKCE verifier, nonce). Used once — the callback
 * deletes it — and valid for a few minutes. `browser` is the hash of a cookie set at the start, so a
 * callback from another browser (login CSRF) is refused.
 */
export const ssoTransactions = pgTable(
  'sso_transactions',
  {
    state: text('state').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    browser: text('browser').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    locale: text('locale'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_transactions_expires_idx').on(t.expiresAt)],
)

/** A portal session opened by single sign-on: what its logout needs (the ID token, the provider's sid). */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    idToken: text('id_token').notNull(),
    subject: text('subject').notNull(),
    providerSessionId: text('provider_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_sessions_sid_idx').on(t.companyId, t.providerSessionId)],
)
