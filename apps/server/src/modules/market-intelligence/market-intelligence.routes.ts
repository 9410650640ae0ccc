import { marketIntelligenceApi } from '@portal/contracts/market-intelligence'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { translateReasons } from '../../core/import-file.ts'
import { requestTexts } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { isStaff } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { companyFeaturesOf } from '../features/features.service.ts'
import {
  createCompetitor,
  createSignal,
  createSource,
  deleteCompetitor,
  deleteSignal,
  deleteSource,
  getSignal,
  linkSignal,
  listCompetitors,
  listSignals,
  listSources,
  signalStatsOf,
  updateCompetitor,
  updateSource,
} from './market-intelligence.service.ts'
import { importSignals } from './signal-import.service.ts'

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
  route(app, api.sources, async (request) => listSources(db, requestTenant(request)))
  route(app, api.createSource, async (request, reply) =>
    reply.code(201).send(await createSource(db, requestTenant(request), request.body)),
  )
  route(app, api.updateSource, async (request) =>
    updateSource(db, requestTenant(request), request.params.id, request.body),
  )
  route(app, api.deleteSource, async (request, reply) => {
    await deleteSource(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
  route(app, api.signal, async (request) => getSignal(db, requestTenant(request), request.params.id))
  route(app, api.linkSignal, async (request) =>
    linkSignal(db, requestTenant(request), request.params.id, request.body),
  )
  route(app, api.importSignals, async (request) => {
    const report = await importSignals(db, requestTenant(request), request.body)
    const t = requestTexts(request)
    return {
      ...report,
      refused: report.refused.map((r) => ({ ...r, reasons: translateReasons(t, r.reasons) })),
    }
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
