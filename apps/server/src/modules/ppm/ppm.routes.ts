import type { PpmLevel } from '@portal/contracts/ppm'
import { ppmApi } from '@portal/contracts/ppm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden } from '../../core/errors.ts'
import { requestLocale } from '../../core/locale.ts'
import type { CompanyEvent, Notifier } from '../../core/notifier.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { writeSheet } from '../../core/spreadsheet.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { addComment, listActivities } from './activities.service.ts'
import { effectsOf, setEffects } from './effects.service.ts'
import { portfolioSheet } from './export-portfolio.ts'
import {
  keyResultLinks,
  keyResultMeasures,
  measureKeyResults,
  setKeyResultValueSource,
  setMeasureKeyResults,
} from './goals.service.ts'
import { ppmOpen } from './measure-refs.ts'
import {
  createNode,
  deleteNode,
  levelIs,
  listNodes,
  measuresOf,
  moveNode,
  nodeDetails,
  nodePage,
  ppmUsers,
  updateNode,
} from './nodes.service.ts'
import { actOnPhase, phasesOf } from './phases.service.ts'
import { effectsByGate, portfolioOf } from './portfolio.service.ts'
import type { PpmContext } from './ppm-rows.ts'
import { currencyOf, setCurrency } from './ppm-rows.ts'
import { deleteReport, draftReport, listReports, publishReport, updateReport } from './reports.service.ts'

/** Programmes, projects, measure packages and measures of the active company (SPEC §7). */
export const ppmRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; notifier: Notifier }> = async (
  app,
  { db, clock, notifier },
) => {
  const afterCommit = new WeakMap<FastifyRequest, CompanyEvent[]>()
  const context = async (request: FastifyRequest): Promise<PpmContext> => {
    const tenant = requestTenant(request)
    if (!(await ppmOpen(db, tenant))) throw new AppError(403, 'api.errors.ppm_unavailable')
    const events: CompanyEvent[] = []
    afterCommit.set(request, events)
    return { db, tenant, now: clock(), notifier, afterCommit: events }
  }
  // The handler has returned, so its transaction is committed: tell the company's webhooks what it made
  // happen elsewhere (ADR 39). A write that failed was rolled back, and what it collected never happened.
  app.addHook('onSend', async (request, reply, payload) => {
    const events = afterCommit.get(request)
    if (!events?.length || reply.statusCode >= 400) return payload
    try {
      for (const event of events) await notifier.record(event)
    } catch (error) {
      request.log.error({ err: error }, 'recording PPM events for webhooks failed')
    }
    return payload
  })

  // SPEC §7: the root answers `error` rather than failing, and the client turns it into INVALID_TOKEN.
  route(app, ppmApi.root, async (request) => {
    const tenant = requestTenant(request)
    if (!(await ppmOpen(db, tenant))) return { error: 'ppm_unavailable' }
    return { currency: await currencyOf(db, tenant), can_manage: tenant.canManage }
  })
  route(app, ppmApi.updateSettings, async (request) => {
    const ctx = await context(request)
    if (!ctx.tenant.canManage) throw forbidden()
    await setCurrency(ctx, request.body.currency)
    return { currency: await currencyOf(db, ctx.tenant), can_manage: true }
  })
  route(app, ppmApi.users, async (request) => ppmUsers(await context(request)))
  route(app, ppmApi.portfolio, async (request) => portfolioOf(await context(request), request.query))
  route(app, ppmApi.chart, async (request) => effectsByGate(await context(request), request.query.root_id))
  route(app, ppmApi.export, async (request, reply) => {
    const ctx = await context(request)
    const locale = requestLocale(request)
    const date = ctx.now.toISOString().slice(0, 10)
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="ppm-${request.query.sheet}-${date}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(writeSheet(portfolioSheet(ctx, request.query.sheet, locale), 'xlsx', locale))
  })

  route(app, ppmApi.listPrograms, async (request) => {
    const { count, results } = await listNodes(await context(request), request.query, levelIs('program'))
    return pageOf(request, request.query, count, results)
  })
  route(app, ppmApi.listProjects, async (request) => {
    const { count, results } = await listNodes(await context(request), request.query, levelIs('project'))
    return pageOf(request, request.query, count, results)
  })
  route(app, ppmApi.listMeasures, async (request) => {
    const { count, results } = await listNodes(await context(request), request.query, levelIs('measure'))
    return pageOf(request, request.query, count, results)
  })
  route(app, ppmApi.createProgram, async (request, reply) =>
    reply.code(201).send(await createNode(await context(request), 'program', request.body)),
  )
  route(app, ppmApi.createProject, async (request, reply) =>
    reply.code(201).send(await createNode(await context(request), 'project', request.body)),
  )
  route(app, ppmApi.createPackage, async (request, reply) =>
    reply.code(201).send(await createNode(await context(request), 'package', request.body)),
  )
  route(app, ppmApi.createMeasure, async (request, reply) =>
    reply.code(201).send(await createNode(await context(request), 'measure', request.body)),
  )

  const levels = [
    ['program', 'program'],
    ['project', 'project'],
    ['package', 'package'],
    ['measure', 'measure'],
  ] as const satisfies readonly (readonly [string, PpmLevel])[]
  for (const [prefix, level] of levels) {
    const api = {
      get: ppmApi[`${prefix}Get`],
      details: ppmApi[`${prefix}Details`],
      activities: ppmApi[`${prefix}Activities`],
      comment: ppmApi[`${prefix}Comment`],
      statuses: ppmApi[`${prefix}Statuses`],
      draftStatus: ppmApi[`${prefix}DraftStatus`],
      effects: ppmApi[`${prefix}Effects`],
      update: ppmApi[`${prefix}Update`],
      remove: ppmApi[`${prefix}Remove`],
    }
    route(app, api.get, async (request) => nodePage(await context(request), request.params.id, level))
    route(app, api.details, async (request) => nodeDetails(await context(request), request.params.id, level))
    route(app, api.activities, async (request) => {
      const { count, results } = await listActivities(
        await context(request),
        request.params.id,
        level,
        request.query,
      )
      return pageOf(request, request.query, count, results)
    })
    route(app, api.comment, async (request, reply) =>
      reply
        .code(201)
        .send(await addComment(await context(request), request.params.id, level, request.body.comment)),
    )
    route(app, api.statuses, async (request) => listReports(await context(request), request.params.id, level))
    route(app, api.draftStatus, async (request, reply) =>
      reply.code(201).send(await draftReport(await context(request), request.params.id, level, request.body)),
    )
    route(app, api.effects, async (request) => effectsOf(await context(request), request.params.id, level))
    route(app, api.update, async (request) =>
      updateNode(await context(request), request.params.id, level, request.body),
    )
    route(app, api.remove, async (request, reply) => {
      await deleteNode(await context(request), request.params.id, level)
      return reply.code(204).send(null)
    })
  }
  for (const [endpoint, level] of [
    [ppmApi.programMeasures, 'program'],
    [ppmApi.projectMeasures, 'project'],
    [ppmApi.packageMeasures, 'package'],
  ] as const) {
    route(app, endpoint, async (request) => {
      const { count, results } = await measuresOf(
        await context(request),
        request.params.id,
        level,
        request.query,
      )
      return pageOf(request, request.query, count, results)
    })
  }

  route(app, ppmApi.measurePhases, async (request) => phasesOf(await context(request), request.params.id))
  route(app, ppmApi.measurePhaseAction, async (request) => {
    const ctx = await context(request)
    const phases = await actOnPhase(ctx, request.params.id, request.body)
    // For the company's webhooks (ADR 30): which measure, what was done, the gate it is at now.
    await notifier.record({
      companyId: ctx.tenant.companyId,
      type: 'ppm.gate.changed',
      link: `/client/ppm?measure=${request.params.id}`,
      data: {
        measure_id: request.params.id,
        action: request.body.action,
        gate: phases.gate,
        actor_id: ctx.tenant.principal.userId,
      },
    })
    return phases
  })
  route(app, ppmApi.setMeasureEffects, async (request) =>
    setEffects(await context(request), request.params.id, request.body),
  )
  route(app, ppmApi.moveMeasure, async (request) =>
    moveNode(await context(request), request.params.id, 'measure', request.body.package_id),
  )
  route(app, ppmApi.movePackage, async (request) =>
    moveNode(await context(request), request.params.id, 'package', request.body.project_id),
  )
  route(app, ppmApi.moveProject, async (request) =>
    moveNode(await context(request), request.params.id, 'project', request.body.program_id),
  )
  route(app, ppmApi.updateStatus, async (request) =>
    updateReport(await context(request), request.params.id, request.body),
  )
  route(app, ppmApi.publishStatus, async (request) => {
    const ctx = await context(request)
    const report = await publishReport(ctx, request.params.id)
    await notifier.record({
      companyId: ctx.tenant.companyId,
      type: 'ppm.report.published',
      link: '/client/ppm',
      data: { report_id: report.id, node_id: report.node_id, actor_id: ctx.tenant.principal.userId },
    })
    return report
  })
  route(app, ppmApi.measureKeyResults, async (request) =>
    measureKeyResults(await context(request), request.params.id),
  )
  route(app, ppmApi.setMeasureKeyResults, async (request) =>
    setMeasureKeyResults(await context(request), request.params.id, request.body),
  )
  route(app, ppmApi.keyResultLinks, async (request) => keyResultLinks(await context(request)))
  route(app, ppmApi.keyResultMeasures, async (request) =>
    keyResultMeasures(await context(request), request.params.id),
  )
  route(app, ppmApi.setKeyResultValueSource, async (request) =>
    setKeyResultValueSource(await context(request), request.params.id, request.body.from_measures),
  )
  route(app, ppmApi.removeStatus, async (request, reply) => {
    await deleteReport(await context(request), request.params.id)
    return reply.code(204).send(null)
  })
}
