import { autoAssignRule, autoAssignRuleInput, autoAssignRuleListQuery } from '@portal/contracts/auto-assign'
import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
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

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['auto-assign']
// Rules are administration: staff and the company admin, for the active company.
const config = { access: 'manager' } as const
const URL = '/v1/accounts/auto-assign-rules/'
// Approving a company's claim on a domain is the operator's decision (ADR 14).
const staffOnly = { access: 'staff' } as const

export const autoAssignRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config: { operatorDomains } },
) => {
  const policy = { operatorDomains }
  app.get(
    URL,
    {
      config,
      schema: {
        tags,
        querystring: autoAssignRuleListQuery,
        response: { 200: paginated(autoAssignRule), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await listRules(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    `${URL}:id/`,
    { config, schema: { tags, params: idParams, response: { 200: autoAssignRule, ...errors } } },
    async (request) => getRule(db, requestTenant(request), request.params.id),
  )

  app.post(
    URL,
    { config, schema: { tags, body: autoAssignRuleInput, response: { 201: autoAssignRule, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createRule(db, requestTenant(request), request.body, policy)),
  )

  app.put(
    `${URL}:id/`,
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: autoAssignRuleInput,
        response: { 200: autoAssignRule, ...errors },
      },
    },
    async (request) => updateRule(db, requestTenant(request), request.params.id, request.body, policy),
  )

  app.delete(
    `${URL}:id/`,
    { config, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteRule(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/v1/accounts/auto-assign-requests/',
    {
      config: staffOnly,
      schema: {
        tags,
        querystring: autoAssignRuleListQuery,
        response: { 200: paginated(autoAssignRule), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await listRequests(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${URL}:id/${path}/`,
      { config: staffOnly, schema: { tags, params: idParams, response: { 200: autoAssignRule, ...errors } } },
      async (request) => reviewRule(db, principalOf(request), request.params.id, decision),
    )
  }
}
