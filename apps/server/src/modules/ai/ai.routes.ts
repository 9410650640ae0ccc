import { AI_TITLE_MAX, aiApi } from '@portal/contracts/ai'
import type { InProcessFetch } from '@portal/contracts/ssr'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { requestLocale, requestTexts } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import {
  aiSettingsOf,
  aiTenant,
  assertWithinLimits,
  createSession,
  disabledModules,
  exportUserChats,
  getSession,
  listSessions,
  recordChat,
  removeSession,
  renameSession,
  sessionMessages,
  sessionRow,
  setAiSettings,
} from './ai.service.ts'
import { aiChatMessages } from './ai.tables.ts'
import { streamAnswer } from './ai-chat.ts'

export interface AiDeps {
  db: Database
  config: Config
  clock: Clock
  /** The portal's own API, in-process, as the caller of `request` (their cookies): what the tools read. */
  apiFetch: (request: FastifyRequest) => InProcessFetch
}

/** A new session's title: the first question, shortened. */
const titleOf = (query: string) => {
  const line = query.replace(/\s+/g, ' ').trim()
  return line.length > 60 ? `${line.slice(0, 59)}…` : line.slice(0, AI_TITLE_MAX)
}

/** The AI assistant (ADR 28): sessions, their messages, the streamed chat and the admins' export. */
export const aiRoutes: FastifyPluginAsyncZod<AiDeps> = async (app, deps) => {
  const { db, config, clock } = deps
  const tenantOf = (request: FastifyRequest) => aiTenant(db, config, principalOf(request))

  route(app, aiApi.listSessions, async (request) => {
    const { count, results } = await listSessions(db, await tenantOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })
  route(app, aiApi.getSession, async (request) => getSession(db, await tenantOf(request), request.params.id))
  route(app, aiApi.createSession, async (request, reply) => {
    const tenant = await tenantOf(request)
    const title = request.body.title ?? requestTexts(request)('api.ai.untitled')
    const session = await createSession(db, tenant, title)
    return reply.code(201).send(await getSession(db, tenant, session.id))
  })
  route(app, aiApi.renameSession, async (request) =>
    renameSession(db, await tenantOf(request), request.params.id, request.body.title),
  )
  route(app, aiApi.removeSession, async (request, reply) => {
    await removeSession(db, await tenantOf(request), request.params.id)
    return reply.code(204).send(null)
  })
  route(app, aiApi.messages, async (request) =>
    sessionMessages(db, await tenantOf(request), request.query.session_id),
  )

  route(app, aiApi.chat, async (request, reply) => {
    const tenant = await tenantOf(request)
    const ai = config.ai
    if (!ai) return
    const { query, session_id: sessionId, context } = request.body
    const now = clock()
    // The session first (another's is a 404), then the limits: nothing is stored for a refused question.
    const existing = sessionId ? await sessionRow(db, tenant, sessionId) : null
    await assertWithinLimits(db, config, tenant, now)
    const session = existing ?? (await createSession(db, tenant, titleOf(query)))
    const [question] = await db
      .insert(aiChatMessages)
      .values({ sessionId: session.id, role: 'user', content: query, createdAt: now })
      .returning({ id: aiChatMessages.id })
    const recordId = await recordChat(db, tenant, session.id, now)
    await streamAnswer(
      request,
      reply,
      {
        db,
        ai,
        clock,
        tenant,
        sessionId: session.id,
        recordId,
        query,
        context,
        disabled: await disabledModules(db, tenant.companyId),
        locale: requestLocale(request),
        t: requestTexts(request),
        apiFetch: deps.apiFetch(request),
      },
      (question as { id: string }).id,
    )
  })

  route(app, aiApi.exportUser, async (request) => {
    const principal = principalOf(request)
    if (!config.ai) throw notFound()
    return exportUserChats(db, principal, request.params.id)
  })

  route(app, aiApi.getSettings, async (request) =>
    aiSettingsOf(db, config, principalOf(request), request.params.id),
  )
  route(app, aiApi.updateSettings, async (request) =>
    setAiSettings(
      db,
      config,
      principalOf(request),
      request.params.id,
      request.body.disabled_modules,
      clock(),
    ),
  )
}
