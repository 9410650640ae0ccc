import { groupsApi } from '@portal/contracts/groups'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { assertCanManage, requestTenant, tenantById } from '../../core/tenancy.ts'
import {
  assignGroups,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  updateGroup,
} from './groups.service.ts'

/** Groups are administration: staff and the company admin of the active company. */
export const groupsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, groupsApi.list, async (request) => {
    const { company } = request.query
    const tenant = company ? await tenantById(db, principalOf(request), company) : requestTenant(request)
    assertCanManage(tenant)
    const { count, results } = await listGroups(db, tenant, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, groupsApi.get, async (request) => getGroup(db, requestTenant(request), request.params.id))

  route(app, groupsApi.create, async (request, reply) =>
    reply.code(201).send(await createGroup(db, requestTenant(request), request.body)),
  )

  route(app, groupsApi.update, async (request) =>
    updateGroup(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, groupsApi.remove, async (request, reply) => {
    await deleteGroup(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, groupsApi.assign, async (request) => assignGroups(db, requestTenant(request), request.body))
}
