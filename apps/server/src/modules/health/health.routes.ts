import { healthApi } from '@portal/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '../../core/db.ts'
import { requestTexts } from '../../core/locale.ts'
import { sendProblem } from '../../core/problems.ts'
import { route } from '../../core/routes.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  route(app, healthApi.live, async () => ({ status: 'ok' as const }))

  route(app, healthApi.ready, async (request, reply) => {
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
