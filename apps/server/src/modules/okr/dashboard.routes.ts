import { responsiblePeopleQuery } from '@portal/contracts/okr'
import { okrDashboard, okrDashboardQuery } from '@portal/contracts/okr-dashboard'
import { paginated } from '@portal/contracts/pagination'
import { person } from '@portal/contracts/people'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { okrDashboard as dashboardOf } from './dashboard.service.ts'
import { errors, member, tags } from './okr-http.ts'
import { listResponsiblePeople } from './responsible-people.service.ts'

/** The goals dashboard and the people picker's source. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/okr/dashboard/',
    {
      config: member,
      schema: { tags, querystring: okrDashboardQuery, response: { 200: okrDashboard, ...errors } },
    },
    async (request) => dashboardOf(db, requestTenant(request), request.query),
  )

  app.get(
    '/v1/okr/responsible-people/',
    {
      config: member,
      schema: { tags, querystring: responsiblePeopleQuery, response: { 200: paginated(person), ...errors } },
    },
    async (request) => {
      const { count, results } = await listResponsiblePeople(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )
}
