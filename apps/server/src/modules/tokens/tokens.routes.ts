import { apiTokensApi } from '@portal/contracts/api-tokens'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import {
  createPersonalToken,
  createServiceAccount,
  createServiceToken,
  listPersonalTokens,
  listServiceAccounts,
  removeServiceAccount,
  revokePersonalToken,
  revokeServiceToken,
} from './tokens.service.ts'

/** Personal access tokens (profile) and the service accounts of the active company (ADR 29). */
export const tokensRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  route(app, apiTokensApi.listPersonal, async (request) => listPersonalTokens(db, principalOf(request)))

  route(app, apiTokensApi.createPersonal, async (request, reply) =>
    reply.code(201).send(await createPersonalToken(db, principalOf(request), request.body, clock())),
  )

  route(app, apiTokensApi.revokePersonal, async (request, reply) => {
    await revokePersonalToken(db, principalOf(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, apiTokensApi.listServiceAccounts, async (request) =>
    listServiceAccounts(db, requestTenant(request)),
  )

  route(app, apiTokensApi.createServiceAccount, async (request, reply) =>
    reply.code(201).send(await createServiceAccount(db, requestTenant(request), request.body.name)),
  )

  route(app, apiTokensApi.removeServiceAccount, async (request, reply) => {
    await removeServiceAccount(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, apiTokensApi.createServiceToken, async (request, reply) =>
    reply
      .code(201)
      .send(await createServiceToken(db, requestTenant(request), request.params.id, request.body, clock())),
  )

  route(app, apiTokensApi.revokeServiceToken, async (request, reply) => {
    await revokeServiceToken(db, requestTenant(request), request.params.id, request.params.token_id)
    return reply.code(204).send(null)
  })
}
