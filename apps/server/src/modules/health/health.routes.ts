import { problem } from '@portal/contracts/errors'
import { health } from '@portal/contracts/health'
import { translate } from '@portal/i18n/translate'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '../../core/db.ts'
import { requestLocale } from '../../core/locale.ts'
import { sendProblem } from '../../core/problems.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: health } } },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/ready',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: health, 503: problem } } },
    async (request, reply) => {
      try {
        await database.ping()
        return { status: 'ok' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable')
        return sendProblem(reply, {
          status: 503,
          detail: translate(requestLocale(request), 'api.errors.unavailable'),
        })
      }
    },
  )
}
