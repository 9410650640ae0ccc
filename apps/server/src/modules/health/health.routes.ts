import { healthApi } from '@portal/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '../../core/db.ts'
import { requestTexts } from '../../core/locale.ts'
import { sendProblem } from '../../core/problems.ts'
import { route } from '../../core/routes.ts'

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle
  /** Set while the process drains (app.drain(), then close): it is not ready for new work. */
  readiness: { readonly draining: boolean }
}> = async (app, { database, readiness }) => {
  route(app, healthApi.live, async () => ({ status: 'ok' as const }))

  route(app, healthApi.ready, async (request, reply) => {
    if (readiness.draining) {
      return sendProblem(reply, { status: 503, detail: requestTexts(request)('api.errors.unavailable') })
    }
    try {
      await database.ping()
      return { status: 'ok' as const }
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable')
      return sendProblem(reply, {
        status: 503,
        detail: requestTexts(request)('api.errors.unavailable'),
      })
    }
  })
}
