import type { WebhookDelivery } from '@portal/contracts/webhooks'
import { webhooksApi } from '@portal/contracts/webhooks'
import type { TextKey } from '@portal/i18n/text-keys'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestTexts } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { assertCanManage, requestTenant } from '../../core/tenancy.ts'
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  resend,
  rotateSecret,
  sendTest,
  updateWebhook,
  type WebhookDeps,
} from './webhooks.service.ts'

/** The caller's active company, which they must manage (its admin, or staff). */
function managedTenant(request: FastifyRequest) {
  const tenant = requestTenant(request)
  assertCanManage(tenant)
  return tenant
}

/** Reasons are stored as catalogue keys; the caller reads them in their language. */
const worded = (request: FastifyRequest, delivery: WebhookDelivery): WebhookDelivery => ({
  ...delivery,
  error: delivery.error ? requestTexts(request)(delivery.error as TextKey) : null,
})

const wordedHook = <T extends { disabled_reason: string | null }>(request: FastifyRequest, hook: T): T => ({
  ...hook,
  disabled_reason: hook.disabled_reason ? requestTexts(request)(hook.disabled_reason as TextKey) : null,
})

/** Webhooks of the active company, their secrets and delivery log (ADR 30). */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  const { db } = deps

  route(app, webhooksApi.list, async (request) => {
    const { results } = await listWebhooks(db, managedTenant(request))
    return { results: results.map((hook) => wordedHook(request, hook)) }
  })

  route(app, webhooksApi.create, async (request, reply) =>
    reply.code(201).send(await createWebhook(deps, managedTenant(request), request.body)),
  )

  route(app, webhooksApi.update, async (request) =>
    wordedHook(request, await updateWebhook(deps, managedTenant(request), request.params.id, request.body)),
  )

  route(app, webhooksApi.remove, async (request, reply) => {
    await removeWebhook(db, managedTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, webhooksApi.rotateSecret, async (request) =>
    wordedHook(request, await rotateSecret(deps, managedTenant(request), request.params.id)),
  )

  route(app, webhooksApi.test, async (request, reply) =>
    reply.code(201).send(worded(request, await sendTest(deps, managedTenant(request), request.params.id))),
  )

  route(app, webhooksApi.deliveries, async (request) => {
    const { count, results } = await listDeliveries(
      db,
      managedTenant(request),
      request.params.id,
      request.query,
    )
    return pageOf(
      request,
      request.query,
      count,
      results.map((delivery) => worded(request, delivery)),
    )
  })

  route(app, webhooksApi.resend, async (request) =>
    worded(request, await resend(deps, managedTenant(request), request.params.id)),
  )
}
