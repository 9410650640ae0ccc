import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../accounts/accounts.tables.ts'

/** A company is a tenant; its start page is the homepage endpoint of SPEC §3. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo'),
    homepageType: text('homepage_type'),
    homepageEndpoint: text('homepage_endpoint'),
    homepageServiceSlug: text('homepage_service_slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'companies_homepage_type_check',
      sql`${t.homepageType} is null or ${t.homepageType} in ('embed', 'external', 'external_new_tab', 'internal')`,
    ),
  ],
)

export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCompanyAdmin: boolean('is_company_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
)
