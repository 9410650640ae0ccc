import { dashboardsApi } from '@portal/contracts/dashboards'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { activeDashboard, saveDashboard } from './dashboards.service.ts'

/** SPEC §7: GET and PATCH /api/v1/dashboards/active/ — one's own dashboard only. */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, dashboardsApi.getActive, async (request) => activeDashboard(db, requestTenant(request)))

  route(app, dashboardsApi.saveActive, async (request) =>
    saveDashboard(db, requestTenant(request), request.body),
  )
}
