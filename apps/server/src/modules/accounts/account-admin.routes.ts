import { usersApi } from '@portal/contracts/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { listAccountEvents } from './account-events.ts'
import { removeDuplicates } from './remove-duplicates.ts'
import { userManagerOf } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'

/** Portal-wide account housekeeping, for staff: the audit log and merging duplicate accounts. */
export const accountAdminRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  route(app, usersApi.removeDuplicates, async (request) =>
    removeDuplicates(deps, userManagerOf(principalOf(request)), !request.body.dry_run),
  )

  route(app, usersApi.auditLog, async (request) => {
    const { count, results } = await listAccountEvents(deps.db, request.query)
    return pageOf(request, request.query, count, results)
  })
}
