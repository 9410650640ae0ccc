import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/** The longest question the assistant takes, and the longest session title. */
export const AI_QUERY_MAX = 4000
export const AI_TITLE_MAX = 120

/** What kind of item the page shows, when the question is asked from an item's page. */
export const AI_ITEM_TYPES = [
  'objective',
  'key_result',
  'project',
  'task',
  'measure',
  'program',
  'hub',
  'microtrend',
  'service',
  'notification',
] as const
export const aiItemType = z.enum(AI_ITEM_TYPES)
export type AiItemType = z.infer<typeof aiItemType>

/** Where the user is when asking: the page's path and, on an item's page, the item. */
export const aiContext = z.strictObject({
  page: z.string().trim().max(300).optional(),
  item_type: aiItemType.optional(),
  item_id: z.uuid().optional(),
})
export type AiContext = z.infer<typeof aiContext>

/** One conversation of a user with the assistant. */
export const chatSession = z.object({
  id: z.uuid(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ChatSession = z.infer<typeof chatSession>

/** How an answer ended: in full, stopped by the user (what was said is kept), or by a failure. */
export const AI_MESSAGE_STATUSES = ['complete', 'stopped', 'failed'] as const
export const aiMessageStatus = z.enum(AI_MESSAGE_STATUSES)

export const chatMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: aiMessageStatus,
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessage>

export const chatMessages = z.object({ session: chatSession, messages: z.array(chatMessage) })
export type ChatMessages = z.infer<typeof chatMessages>

export const chatSessionInput = z.strictObject({ title: z.string().trim().min(1).max(AI_TITLE_MAX) })
export const chatSessionCreate = z.strictObject({
  title: z.string().trim().min(1).max(AI_TITLE_MAX).optional(),
})

export const chatInput = z.strictObject({
  query: z.string().trim().min(1).max(AI_QUERY_MAX),
  session_id: z.uuid().optional(),
  context: aiContext.optional(),
})
export type ChatInput = z.input<typeof chatInput>

export const chatQuery = z.object({ session_id: z.uuid() })

/**
 * The events of `POST /api/v1/ai/chat/` (text/event-stream): `session` first (the session and the stored
 * question), then `delta`s of the answer's text and a `tool` per tool the model used, then `done` with the
 * stored answer — or `error` with a message in the user's language.
 */
export type ChatEvent =
  | {
      type: 'session'
      /** `reads_data` false: the model runs without tools and cannot see the portal's data (ADR 45). */
      data: { session_id: string; message_id: string; reads_data: boolean }
    }
  | { type: 'delta'; data: { text: string } }
  | { type: 'tool'; data: { name: string } }
  | { type: 'done'; data: { message_id: string; status: z.infer<typeof aiMessageStatus> } }
  | { type: 'error'; data: { detail: string } }

/** One line of a user's chat record, as an admin exports it. */
export const chatExport = z.object({
  user_id: z.uuid(),
  sessions: z.array(
    chatSession.extend({
      messages: z.array(chatMessage),
    }),
  ),
  records: z.array(
    z.object({
      kind: z.enum(['chat', 'tool']),
      actor_id: z.uuid().nullable(),
      session_id: z.uuid().nullable(),
      tool: z.string().nullable(),
      /** A tool call that was not run: its module is switched off for the company, or no such tool. */
      refused: z.boolean(),
      items: z.array(z.object({ type: z.string(), id: z.string() })),
      tokens: z.number().int(),
      created_at: z.string(),
    }),
  ),
})
export type ChatExport = z.infer<typeof chatExport>

/**
 * The modules whose data the assistant's tools read; a company can switch any of them off for the
 * assistant (ADR 45): their tools are then not offered to the model, and a call for one is refused.
 */
export const AI_TOOL_MODULES = ['okr', 'ppm', 'trends', 'services', 'notifications'] as const
export const aiToolModule = z.enum(AI_TOOL_MODULES)
export type AiToolModule = z.infer<typeof aiToolModule>

/** A company's assistant settings: the modules switched off for it. */
export const aiSettings = z.object({ disabled_modules: z.array(aiToolModule) })
export type AiSettings = z.infer<typeof aiSettings>

export const aiSettingsInput = z.strictObject({
  // A module named twice counts once.
  disabled_modules: z.array(aiToolModule).max(AI_TOOL_MODULES.length * 2),
})
export type AiSettingsInput = z.infer<typeof aiSettingsInput>

const idParams = z.object({ id: z.uuid() })
const OWN = 'the caller’s own sessions in their active company; the `ai` flag off → 404'

/** The AI assistant (ADR 28): the caller's chat sessions, and the chat itself. */
export const aiApi = endpoints('ai', {
  listSessions: {
    method: 'GET',
    path: '/v1/ai/chat-sessions/',
    access: 'authenticated',
    summary: 'List the caller’s chat sessions, newest first',
    narrowing: OWN,
    query: pageQuery,
    responses: { 200: paginated(chatSession) },
  },
  getSession: {
    method: 'GET',
    path: '/v1/ai/chat-sessions/:id/',
    access: 'authenticated',
    summary: 'Read one chat session',
    narrowing: `${OWN}; another’s → 404`,
    params: idParams,
    responses: { 200: chatSession },
  },
  createSession: {
    method: 'POST',
    path: '/v1/ai/chat-sessions/',
    access: 'authenticated',
    summary: 'Start an empty chat session',
    narrowing: OWN,
    body: chatSessionCreate,
    responses: { 201: chatSession },
  },
  renameSession: {
    method: 'PUT',
    path: '/v1/ai/chat-sessions/:id/',
    access: 'authenticated',
    summary: 'Rename a chat session',
    narrowing: `${OWN}; another’s → 404`,
    params: idParams,
    body: chatSessionInput,
    responses: { 200: chatSession },
  },
  removeSession: {
    method: 'DELETE',
    path: '/v1/ai/chat-sessions/:id/',
    access: 'authenticated',
    summary: 'Delete a chat session and its messages',
    narrowing: `${OWN}; another’s → 404`,
    params: idParams,
    responses: { 204: z.null() },
  },
  messages: {
    method: 'GET',
    path: '/v1/ai/chat/',
    access: 'authenticated',
    summary: 'Read the messages of one of the caller’s sessions',
    narrowing: `${OWN}; another’s → 404`,
    query: chatQuery,
    responses: { 200: chatMessages },
  },
  chat: {
    method: 'POST',
    path: '/v1/ai/chat/',
    access: 'authenticated',
    summary: 'Ask the assistant; the answer streams as server-sent events',
    narrowing: `${OWN}; tools read as the caller, never write; per-user rate and per-company monthly tokens → 429`,
    body: chatInput,
    raw: true,
    responses: { 200: z.string().meta({ description: 'text/event-stream' }) },
  },
  exportUser: {
    method: 'GET',
    path: '/v1/ai/users/:id/chats/',
    access: 'manager',
    summary: 'Export a user’s chats and the record of what the assistant read for them',
    narrowing: 'staff: any user; a company admin: members of their active company; others → 404',
    params: idParams,
    responses: { 200: chatExport },
  },
  getSettings: {
    method: 'GET',
    path: '/v1/ai/companies/:id/settings/',
    access: 'manager',
    summary: 'Read which modules the assistant may read for a company',
    narrowing: 'staff: any company; a company admin: their own (others’ → 404); the `ai` flag off → 404',
    params: idParams,
    responses: { 200: aiSettings },
  },
  updateSettings: {
    method: 'PUT',
    path: '/v1/ai/companies/:id/settings/',
    access: 'manager',
    summary: 'Switch modules off (or on again) for the assistant of a company',
    narrowing: 'staff: any company; a company admin: their own (others’ → 404); the `ai` flag off → 404',
    params: idParams,
    body: aiSettingsInput,
    responses: { 200: aiSettings },
  },
})
