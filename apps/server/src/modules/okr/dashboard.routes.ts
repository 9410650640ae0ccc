import { okrResponsiblePeopleApi } from '@portal/contracts/okr'
import { okrDashboardApi } from '@portal/contracts/okr-dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { type ReadCache, sendCached } from '../../core/read-cache.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { okrDashboard as dashboardOf } from './dashboard.service.ts'
import { today } from './pace.ts'
import { listResponsiblePeople } from './responsible-people.service.ts'

/** The goals dashboard and the people picker's source. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; readCache: ReadCache }> = async (
  app,
  { db, readCache },
) => {
  // Eight aggregate statements, read on every signed-in dashboard (its OKR card): held whole (ADR 59)
  // until an objective, team, key result, check-in, task or project of the company changes, or the day.
  route(app, okrDashboardApi.get, async (request, reply) => {
    const tenant = requestTenant(request)
    const on = { topics: ['okr', 'goals'] as const, tenant, day: today() }
    return sendCached(readCache, request, reply, on, () => dashboardOf(db, tenant, request.query))
  })

  route(app, okrResponsiblePeopleApi.list, async (request) => {
    const { count, results } = await listResponsiblePeople(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })
}
