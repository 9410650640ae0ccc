import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import {
  assignGroupsInput,
  assignGroupsResult,
  group,
  groupInput,
  groupListQuery,
} from '@portal/contracts/groups'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { assertCanManage, requestTenant, tenantById } from '../../core/tenancy.ts'
import {
  assignGroups,
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  updateGroup,
} from './groups.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['groups']
// Groups are administration: staff and the company admin of the active company.
const config = { access: 'manager' } as const

export const groupsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/accounts/groups/',
    { config, schema: { tags, querystring: groupListQuery, response: { 200: paginated(group), ...errors } } },
    async (request) => {
      const { company } = request.query
      const tenant = company ? await tenantById(db, principalOf(request), company) : requestTenant(request)
      assertCanManage(tenant)
      const { count, results } = await listGroups(db, tenant, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/accounts/groups/:id/',
    { config, schema: { tags, params: idParams, response: { 200: group, ...errors } } },
    async (request) => getGroup(db, requestTenant(request), request.params.id),
  )

  app.post(
    '/v1/accounts/groups/',
    { config, schema: { tags, body: groupInput, response: { 201: group, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createGroup(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/accounts/groups/:id/',
    { config, schema: { tags, params: idParams, body: groupInput, response: { 200: group, ...errors } } },
    async (request) => updateGroup(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/accounts/groups/:id/',
    { config, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteGroup(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/v1/accounts/assign-groups/',
    { config, schema: { tags, body: assignGroupsInput, response: { 200: assignGroupsResult, ...errors } } },
    async (request) => assignGroups(db, requestTenant(request), request.body),
  )
}
