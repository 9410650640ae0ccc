import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { AiContext, AiToolModule, ChatEvent } from '@portal/contracts/ai'
import type { Locale } from '@portal/contracts/locales'
import type { InProcessFetch } from '@portal/contracts/ssr'
import type { Texts } from '@portal/i18n/texts'
import { type ModelMessage, stepCountIs, streamText, type ToolSet, tool } from 'ai'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../core/clock.ts'
import type { AiConfig } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { messagesOf, recordTokens, recordTool, touchSession } from './ai.service.ts'
import { aiChatMessages } from './ai.tables.ts'
import { localLanguageModel } from './ai-local-model.ts'
import { READ_TOOLS, runReadTool, toolsAllowed } from './ai-tools.ts'

/** How many model turns one question may take (tool calls and the answer). */
const MAX_STEPS = 6
/** The earlier messages of the session sent along with a question. */
const HISTORY = 20

export interface ChatTurn {
  db: Database
  ai: AiConfig
  clock: Clock
  tenant: Tenant
  sessionId: string
  recordId: string
  query: string
  context: AiContext | undefined
  /** The modules the company has switched off for the assistant: their tools are not offered (ADR 45). */
  disabled: readonly AiToolModule[]
  locale: Locale
  t: Texts
  /** The portal's API as the asking user (their session's cookies): the tools' only way to data. */
  apiFetch: InProcessFetch
}

/** The system prompt: what the assistant may do, that tool results are data, and where the user is. */
function systemPrompt(turn: ChatTurn) {
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(
    turn.locale === 'zh-CHS' ? 'de-CH' : turn.locale,
  )
  // The in-process model has no tools (ADR 45): its prompt says it cannot see the portal's data.
  const prompt = turn.ai.local ? 'api.ai.system_prompt_local' : 'api.ai.system_prompt'
  const lines = [turn.t(prompt, { language: `${language} (${turn.locale})` })]
  const { page, item_type: type, item_id: id } = turn.context ?? {}
  // Note: the page is the user's own input; it is quoted as JSON so it reads as data, not as an instruction.
  if (page) lines.push(turn.t('api.ai.context_page', { page: JSON.stringify(page) }))
  if (type && id) lines.push(turn.t('api.ai.context_item', { type, id }))
  if (turn.disabled.length && !turn.ai.local) {
    const modules = turn.disabled.map((module) => turn.t(`web.ai.settings.modules.${module}`)).join('; ')
    lines.push(turn.t('api.ai.context_modules_off', { modules }))
  }
  return lines.join('\n')
}

/** The read tools for the model: each runs as the user and records what it read. */
function toolsFor(turn: ChatTurn, allowed: string[], onTool: (name: string) => void): ToolSet {
  return Object.fromEntries(
    Object.entries(READ_TOOLS)
      .filter(([name]) => allowed.includes(name))
      .map(([name, definition]) => [
        name,
        tool({
          description: definition.description,
          inputSchema: definition.input,
          execute: async (input: unknown) => {
            onTool(name)
            const { output, items } = await runReadTool(turn.apiFetch, name, input)
            await recordTool(turn.db, turn.tenant, turn.sessionId, name, items, turn.clock())
            return output
          },
        }),
      ]),
  )
}

/** The provider's chat model: an OpenAI-compatible endpoint, or the GGUF file run in-process. */
function modelOf(ai: AiConfig) {
  if (ai.local) return localLanguageModel(ai.local)
  return createOpenAICompatible({
    name: 'portal',
    baseURL: ai.baseUrl,
    ...(ai.apiKey && { apiKey: ai.apiKey }),
    includeUsage: true,
  }).chatModel(ai.model)
}

/**
 * Streams the answer to one question as server-sent events and stores it — in full, or, when the user
 * stops (the connection closes) or the model fails, what was said until then.
 */
export async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  turn: ChatTurn,
  userMessageId: string,
) {
  const history = (await messagesOf(turn.db, turn.sessionId))
    .filter((m) => m.id !== userMessageId && m.content !== '')
    .slice(-HISTORY)
    .map((m): ModelMessage => ({ role: m.role, content: m.content }))
  reply.hijack()
  const stream = reply.raw
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  })
  let finished = false
  const abort = new AbortController()
  stream.on('close', () => {
    if (!finished) abort.abort()
  })
  const send = ({ type, data }: ChatEvent) => {
    if (!stream.destroyed && !stream.writableEnded)
      stream.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)
  }
  // The in-process GGUF model is offered no tools: it answers without the portal's data (ADR 45).
  const reads = !turn.ai.local
  send({
    type: 'session',
    data: { session_id: turn.sessionId, message_id: userMessageId, reads_data: reads },
  })
  const allowed = reads ? toolsAllowed(turn.disabled) : []
  let text = ''
  let tokens = 0
  let status: 'complete' | 'stopped' | 'failed' = 'complete'
  try {
    const result = streamText({
      model: modelOf(turn.ai),
      system: systemPrompt(turn),
      messages: [...history, { role: 'user', content: turn.query }],
      tools: toolsFor(turn, allowed, (name) => send({ type: 'tool', data: { name } })),
      stopWhen: stepCountIs(MAX_STEPS),
      abortSignal: abort.signal,
      maxRetries: 0,
      // The failure is logged and answered below (the SDK would print it to the console).
      onError: () => {},
    })
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text
        send({ type: 'delta', data: { text: part.text } })
      } else if (part.type === 'tool-call' && part.invalid && !allowed.includes(part.toolName)) {
        // A tool not offered (its module is off for the company, or no such tool) is never run: the SDK
        // tells the model it is unavailable, and the record keeps the refused call (ADR 45).
        await recordTool(turn.db, turn.tenant, turn.sessionId, part.toolName, [], turn.clock(), true)
      } else if (part.type === 'finish-step') {
        tokens += part.usage.totalTokens ?? (part.usage.inputTokens ?? 0) + (part.usage.outputTokens ?? 0)
      } else if (part.type === 'abort') {
        status = 'stopped'
      } else if (part.type === 'error') {
        status = abort.signal.aborted ? 'stopped' : 'failed'
        request.log.warn({ err: part.error }, 'the AI provider failed')
      }
    }
  } catch (error) {
    status = abort.signal.aborted ? 'stopped' : 'failed'
    if (status === 'failed') request.log.warn({ err: error }, 'the AI provider failed')
  }
  if (abort.signal.aborted) status = 'stopped'
  const [saved] = await turn.db
    .insert(aiChatMessages)
    .values({ sessionId: turn.sessionId, role: 'assistant', content: text, status, createdAt: turn.clock() })
    .returning({ id: aiChatMessages.id })
  await recordTokens(turn.db, turn.recordId, tokens)
  await touchSession(turn.db, turn.sessionId)
  if (status === 'failed') send({ type: 'error', data: { detail: turn.t('api.ai.provider_failed') } })
  send({ type: 'done', data: { message_id: (saved as { id: string }).id, status } })
  finished = true
  if (!stream.writableEnded) stream.end()
}
