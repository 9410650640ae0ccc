import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { companies } from '../../core/identity.tables.ts'

/**
 * A company's own setting of one flag: a module's visibility (`hidden`, `locked`; no row is visible),
 * or for an on/off flag such as `ai`, `enabled` (no row follows the configured default).
 */
export const companyFeatures = pgTable(
  'company_features',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    visibility: text('visibility'),
    enabled: boolean('enabled'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.feature] }),
    check(
      'company_features_visibility_check',
      sql`${t.visibility} is null or ${t.visibility} in ('hidden', 'locked')`,
    ),
  ],
)
