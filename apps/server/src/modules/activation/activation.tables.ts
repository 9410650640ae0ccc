import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/**
 * Codes with which someone activates an account in a company (tenant-owned). Note: only the code's
 * SHA-256 is stored, so a database reader cannot use a pending code; `hint` tells codes apart in lists.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    hint: text('hint').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('activation_codes_company_idx').on(t.companyId, t.createdAt)],
)
