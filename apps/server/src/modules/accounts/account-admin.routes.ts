import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import { accountEvent, auditLogQuery, duplicatesPlan, removeDuplicatesInput } from '@portal/contracts/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { listAccountEvents } from './account-events.ts'
import { removeDuplicates } from './remove-duplicates.ts'
import { userManagerOf } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'

const errors = { 400: problem, 401: problem, 403: problem }
const tags = ['accounts']

/** Portal-wide account housekeeping, for staff: the audit log and merging duplicate accounts. */
export const accountAdminRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  app.post(
    '/v1/accounts/remove-duplicates/',
    {
      config: { access: 'staff' },
      schema: { tags, body: removeDuplicatesInput, response: { 200: duplicatesPlan, ...errors } },
    },
    async (request) => removeDuplicates(deps, userManagerOf(principalOf(request)), !request.body.dry_run),
  )

  app.get(
    '/v1/accounts/audit-log/',
    {
      config: { access: 'staff' },
      schema: { tags, querystring: auditLogQuery, response: { 200: paginated(accountEvent), ...errors } },
    },
    async (request) => {
      const { count, results } = await listAccountEvents(deps.db, request.query)
      return pageOf(request, request.query, count, results)
    },
  )
}
