import { autoAssignApi } from '@portal/contracts/auto-assign'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import {
  createRule,
  deleteRule,
  getRule,
  listRequests,
  listRules,
  reviewRule,
  updateRule,
} from './auto-assign.service.ts'

/**
 * Rules are administration: staff and the company admin, for the active company. Approving a company's
 * claim on a domain is the operator's decision (ADR 14), so review is staff only.
 */
export const autoAssignRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config: { operatorDomains } },
) => {
  const policy = { operatorDomains }

  route(app, autoAssignApi.list, async (request) => {
    const { count, results } = await listRules(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, autoAssignApi.get, async (request) => getRule(db, requestTenant(request), request.params.id))

  route(app, autoAssignApi.create, async (request, reply) =>
    reply.code(201).send(await createRule(db, requestTenant(request), request.body, policy)),
  )

  route(app, autoAssignApi.update, async (request) =>
    updateRule(db, requestTenant(request), request.params.id, request.body, policy),
  )

  route(app, autoAssignApi.remove, async (request, reply) => {
    await deleteRule(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, autoAssignApi.listRequests, async (request) => {
    const { count, results } = await listRequests(db, principalOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, autoAssignApi.approve, async (request) =>
    reviewRule(db, principalOf(request), request.params.id, 'approved'),
  )

  route(app, autoAssignApi.reject, async (request) =>
    reviewRule(db, principalOf(request), request.params.id, 'rejected'),
  )
}
