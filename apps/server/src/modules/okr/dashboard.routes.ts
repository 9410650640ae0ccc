import { okrResponsiblePeopleApi } from '@portal/contracts/okr'
import { okrDashboardApi } from '@portal/contracts/okr-dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { okrDashboard as dashboardOf } from './dashboard.service.ts'
import { listResponsiblePeople } from './responsible-people.service.ts'

/** The goals dashboard and the people picker's source. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrDashboardApi.get, async (request) => dashboardOf(db, requestTenant(request), request.query))

  route(app, okrResponsiblePeopleApi.list, async (request) => {
    const { count, results } = await listResponsiblePeople(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })
}
