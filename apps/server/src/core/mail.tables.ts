import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every mail the portal sends. Without SMTP this table is the delivery: admins read the mails here and pass
 * them on. Note: once SMTP has delivered a mail its body is cleared, since it may carry a single-use link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('stored', 'sent', 'failed')`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
)
