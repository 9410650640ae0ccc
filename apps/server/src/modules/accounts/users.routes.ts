import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import { userListQuery, userSummary } from '@portal/contracts/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { listUsers } from './users.service.ts'

const errors = { 400: problem, 401: problem, 403: problem }

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/accounts/users/',
    {
      config: { access: 'manager' },
      schema: {
        tags: ['accounts'],
        querystring: userListQuery,
        response: { 200: paginated(userSummary), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await listUsers(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )
}
