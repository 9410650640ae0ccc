import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { paginated } from './pagination.ts'
import { THREAD_READERS, threadListQuery, threadMessage, threadSummary } from './threads.ts'

/** What a support request is about. */
export const TICKET_CATEGORIES = ['question', 'technical', 'account', 'billing', 'feedback'] as const
export const ticketCategory = z.enum(TICKET_CATEGORIES)
export type TicketCategory = z.infer<typeof ticketCategory>

/** open → answered (support replied) → closed; a reply from the requester's side opens it again. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const
export const ticketStatus = z.enum(TICKET_STATUSES)
export type TicketStatus = z.infer<typeof ticketStatus>

/** Attachments: at most this many per message, each at most this big, of these types only. */
export const SUPPORT_MAX_FILES = 3
export const SUPPORT_MAX_FILE_BYTES = 5 * 1024 * 1024
/** Allowed types by the name endings they may carry; the content must match (checked by magic bytes). */
export const SUPPORT_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const satisfies Record<string, readonly string[]>
export type SupportFileType = keyof typeof SUPPORT_FILE_TYPES
/** The `accept` of a file input: every allowed ending. */
export const SUPPORT_FILE_ACCEPT = Object.values(SUPPORT_FILE_TYPES)
  .flat()
  .map((ending) => `.${ending}`)
  .join(',')

export const attachment = z.object({
  id: z.uuid(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
})
export type Attachment = z.infer<typeof attachment>

/** One entry of a ticket's thread; `from_support` marks the support team's answers. */
export const ticketMessage = threadMessage.extend({
  from_support: z.boolean(),
  attachments: z.array(attachment),
})
export type TicketMessage = z.infer<typeof ticketMessage>

export const ticketSummary = threadSummary.extend({
  category: ticketCategory,
  subject: z.string(),
  status: ticketStatus,
  message_count: z.number().int(),
  closed_at: z.string().nullable(),
})
export type TicketSummary = z.infer<typeof ticketSummary>

export const ticket = ticketSummary.extend({ messages: z.array(ticketMessage) })
export type Ticket = z.infer<typeof ticket>

const messageText = z.string().trim().min(1).max(10_000)

/**
 * A new request. Sent as multipart/form-data when it carries `attachments` (files), else as JSON;
 * either way these are its fields.
 */
export const ticketInput = z.strictObject({
  category: ticketCategory,
  subject: z.string().trim().min(1).max(200),
  message: messageText,
})
export type TicketInput = z.infer<typeof ticketInput>

/** A reply to a ticket (multipart with attachments, or JSON). */
export const ticketReplyInput = z.strictObject({ message: messageText })
export type TicketReplyInput = z.infer<typeof ticketReplyInput>

export const ticketListQuery = threadListQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: ticketStatus.optional(),
  category: ticketCategory.optional(),
})
export type TicketListQuery = z.infer<typeof ticketListQuery>

/** An attachment's bytes, sent as they are with `Content-Disposition: attachment`. */
export const attachmentContent = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' })

const idParams = z.object({ id: z.uuid() })
// Writes take JSON, or multipart/form-data when they carry files in `attachments`.
const JSON_OR_FILES = ['application/json', 'multipart/form-data'] as const

/** Support requests: a thread per ticket, with attachments kept in the database. */
export const supportApi = endpoints('support', {
  listTickets: {
    method: 'GET',
    path: '/v1/support/tickets/',
    access: 'authenticated',
    summary: 'List support tickets',
    narrowing: `${THREAD_READERS}; staff lists span all companies unless \`?company=\` names one; \`?mine=1\` the caller’s own`,
    query: ticketListQuery,
    responses: { 200: paginated(ticketSummary) },
  },
  createTicket: {
    method: 'POST',
    path: '/v1/support/tickets/',
    access: 'authenticated',
    summary: 'File a support ticket (JSON, or multipart with `attachments`)',
    narrowing: 'filed in the caller’s active company (409 without one)',
    body: ticketInput,
    consumes: JSON_OR_FILES,
    responses: { 201: ticket },
  },
  getTicket: {
    method: 'GET',
    path: '/v1/support/tickets/:id/',
    access: 'authenticated',
    summary: 'Read a support ticket with its thread',
    narrowing: THREAD_READERS,
    params: idParams,
    responses: { 200: ticket },
  },
  reply: {
    method: 'POST',
    path: '/v1/support/tickets/:id/messages/',
    access: 'authenticated',
    summary: 'Reply to a support ticket (JSON, or multipart with `attachments`)',
    narrowing: `${THREAD_READERS}; an impersonating admin replies as the user`,
    params: idParams,
    body: ticketReplyInput,
    consumes: JSON_OR_FILES,
    responses: { 201: ticket },
  },
  close: {
    method: 'POST',
    path: '/v1/support/tickets/:id/close/',
    access: 'authenticated',
    summary: 'Close a support ticket',
    narrowing: THREAD_READERS,
    params: idParams,
    responses: { 200: ticket },
  },
  downloadAttachment: {
    method: 'GET',
    path: '/v1/support/attachments/:id/',
    access: 'authenticated',
    summary: 'Download an attachment',
    narrowing: 'whoever may read the ticket; always a download',
    params: idParams,
    responses: { 200: attachmentContent },
    raw: true,
  },
})
