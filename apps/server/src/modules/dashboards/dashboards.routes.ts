import { dashboard, dashboardInput } from '@portal/contracts/dashboards'
import { problem } from '@portal/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { activeDashboard, saveDashboard } from './dashboards.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 409: problem }
const tags = ['dashboards']

/** SPEC §7: GET and PATCH /api/v1/dashboards/active/ — one's own dashboard only. */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/dashboards/active/',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: dashboard, ...errors } } },
    async (request) => activeDashboard(db, requestTenant(request)),
  )

  app.patch(
    '/v1/dashboards/active/',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: dashboardInput, response: { 200: dashboard, ...errors } },
    },
    async (request) => saveDashboard(db, requestTenant(request), request.body),
  )
}
