import { type CheckIn, type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../core/errors.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { createCheckIn, getValueSource, listCheckIns, setValueSource } from './check-ins.service.ts'
import { getKeyResult } from './key-result-rows.ts'
import { createKeyResult, deleteKeyResult, listKeyResults, updateKeyResult } from './key-results.service.ts'
import type { OkrDeps } from './okr.routes.ts'
import { checkInCreated, notifyAssigned } from './okr-notifications.ts'

export const keyResultsRoutes: FastifyPluginAsyncZod<OkrDeps> = async (
  app,
  { db, notifier, valueKeepers = [] },
) => {
  route(app, okrKeyResultsApi.list, async (request) => {
    const { count, results } = await listKeyResults(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrKeyResultsApi.get, async (request) =>
    getKeyResult(db, requestTenant(request), request.params.id),
  )

  route(app, okrKeyResultsApi.create, async (request, reply) => {
    const tenant = requestTenant(request)
    const created = await createKeyResult(db, tenant, request.body)
    await notifyAssigned(notifier, tenant, assigned(created))
    return reply.code(201).send(created)
  })

  route(app, okrKeyResultsApi.update, async (request) => {
    const tenant = requestTenant(request)
    const before = await getKeyResult(db, tenant, request.params.id)
    for (const keeper of valueKeepers) await keeper.refuseEdit(db, tenant, request.params.id, request.body)
    const updated = await updateKeyResult(db, tenant, request.params.id, request.body)
    await notifyAssigned(notifier, tenant, assigned(updated), assigned(before).people)
    return updated
  })

  route(app, okrKeyResultsApi.remove, async (request, reply) => {
    await deleteKeyResult(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, okrKeyResultsApi.listCheckIns, async (request) => {
    const tenant = requestTenant(request)
    const { count, results } = await listCheckIns(db, tenant, request.params.id, request.query)
    return pageOf(request, request.query, count, results)
  })

  /** For the company's webhooks (ADR 30). */
  const recordCheckIn = (tenant: ReturnType<typeof requestTenant>, created: CheckIn) =>
    notifier.record(checkInCreated(tenant, { ...created, keyResultId: created.key_result }))

  route(app, okrKeyResultsApi.checkIn, async (request, reply) => {
    const tenant = requestTenant(request)
    const created = await createCheckIn(db, tenant, request.params.id, request.body, 'person', valueKeepers)
    await recordCheckIn(tenant, created)
    return reply.code(201).send(created)
  })

  route(app, okrKeyResultsApi.getValueSource, async (request) =>
    getValueSource(db, requestTenant(request), request.params.id),
  )

  route(app, okrKeyResultsApi.setValueSource, async (request) =>
    setValueSource(db, requestTenant(request), request.params.id, request.body.from_integrations),
  )

  // An integration's push (ADR 29): only a service account's token, whose user is the check-in's author.
  route(app, okrKeyResultsApi.pushValue, async (request, reply) => {
    const tenant = requestTenant(request)
    if (tenant.principal.token?.kind !== 'service') throw new AppError(403, 'api.errors.integration_only')
    const created = await createCheckIn(
      db,
      tenant,
      request.params.id,
      request.body,
      'integration',
      valueKeepers,
    )
    await recordCheckIn(tenant, created)
    return reply.code(201).send(created)
  })
}

const assigned = (keyResult: KeyResult) => ({
  type: 'key_result' as const,
  id: keyResult.id,
  title: keyResult.title,
  people: [keyResult.responsible],
})
