import { marketIntelligenceApi } from '@portal/contracts/market-intelligence'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { pageOf } from '../../core/pagination.ts'
import { isStaff } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { companyFeaturesOf } from '../features/features.service.ts'
import {
  createCompetitor,
  createSignal,
  deleteCompetitor,
  deleteSignal,
  listCompetitors,
  listSignals,
  signalStatsOf,
  updateCompetitor,
} from './market-intelligence.service.ts'

/** A company's competitors and market signals: its members read them, its admins and staff write them. */
export const marketIntelligenceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The company's `market_intelligence` flag, hidden or locked, closes the module to its members.
  app.addHook('preHandler', async (request) => {
    const principal = request.principal
    if (!principal || isStaff(principal) || !principal.activeCompanyId) return
    const { visibility } = await companyFeaturesOf(db, principal.activeCompanyId)
    if (visibility.market_intelligence) throw new AppError(403, 'api.errors.module_off')
  })
  const api = marketIntelligenceApi
  route(app, api.competitors, async (request) => listCompetitors(db, requestTenant(request)))
  route(app, api.createCompetitor, async (request, reply) =>
    reply.code(201).send(await createCompetitor(db, requestTenant(request), request.body)),
  )
  route(app, api.updateCompetitor, async (request) =>
    updateCompetitor(db, requestTenant(request), request.params.id, request.body),
  )
  route(app, api.deleteCompetitor, async (request, reply) => {
    await deleteCompetitor(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
  route(app, api.signals, async (request) => {
    const { count, results } = await listSignals(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })
  route(app, api.stats, async (request) => signalStatsOf(db, requestTenant(request), request.query))
  route(app, api.createSignal, async (request, reply) =>
    reply.code(201).send(await createSignal(db, requestTenant(request), request.body)),
  )
  route(app, api.deleteSignal, async (request, reply) => {
    await deleteSignal(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
