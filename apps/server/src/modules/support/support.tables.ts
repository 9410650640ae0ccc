import { sql } from 'drizzle-orm'
import { check, foreignKey, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companies } from '../../core/identity.tables.ts'
import { threads } from '../../core/threads.tables.ts'

/**
 * A support request of a company's user (tenant-owned): what it is about. Its author, state and
 * messages are its thread's (core/threads.tables.ts), which has the same id.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'support_tickets_thread_fk',
      columns: [t.id, t.companyId],
      foreignColumns: [threads.id, threads.companyId],
    }).onDelete('cascade'),
    check(
      'support_tickets_category_check',
      sql`${t.category} in ('question', 'technical', 'account', 'billing', 'feedback')`,
    ),
  ],
)
