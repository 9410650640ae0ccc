import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** Binary content; node-postgres hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** A support request of a company's user (tenant-owned); its thread is in support_messages. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('support_tickets_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    check(
      'support_tickets_category_check',
      sql`${t.category} in ('question', 'technical', 'account', 'billing', 'feedback')`,
    ),
    unique('support_tickets_id_company_unique').on(t.id, t.companyId),
    index('support_tickets_company_idx').on(t.companyId, t.lastMessageAt),
    index('support_tickets_author_idx').on(t.authorId),
    index('support_tickets_last_message_idx').on(t.lastMessageAt),
  ],
)

/** The thread of a ticket: the request itself, then replies from both sides. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    companyId: uuid('company_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromSupport: boolean('from_support').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A message stays in its ticket's company, in the database itself.
    foreignKey({
      columns: [t.ticketId, t.companyId],
      foreignColumns: [supportTickets.id, supportTickets.companyId],
    }).onDelete('cascade'),
    unique('support_messages_id_company_unique').on(t.id, t.companyId),
    index('support_messages_ticket_idx').on(t.ticketId, t.createdAt),
  ],
)

/**
 * Files attached to a message. Note: kept in the database so that every process behind a load balancer
 * serves them; size and type are checked before they get here.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    companyId: uuid('company_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Upload order within the message. */
    position: integer('position').notNull().default(0),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.messageId, t.companyId],
      foreignColumns: [supportMessages.id, supportMessages.companyId],
    }).onDelete('cascade'),
    index('support_attachments_message_idx').on(t.messageId),
  ],
)
