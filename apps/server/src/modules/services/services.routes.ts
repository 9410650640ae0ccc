import { servicesApi } from '@portal/contracts/services'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { forbidden } from '../../core/errors.ts'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { getService, listServices, recordUse, setFavourite } from './catalogue.service.ts'
import { createService, deleteService, updateService } from './services.service.ts'
import { viewerOf } from './services.viewer.ts'

/** The catalogue (`/services/`): reads narrowed to the active company, writes by staff. */
export const servicesRoutes: FastifyPluginAsyncZod<{ db: Database; sessionCache: SessionCache }> = async (
  app,
  { db, sessionCache },
) => {
  /** The caller as a catalogue viewer; `manage` (every service, as saved) is for staff only. */
  const viewer = (request: FastifyRequest, manage = false) => {
    const principal = principalOf(request)
    if (manage && !isStaff(principal)) throw forbidden()
    return viewerOf(db, principal, requestLocale(request), manage)
  }

  route(app, servicesApi.list, async (request) => {
    const { count, results } = await listServices(
      db,
      await viewer(request, request.query.manage),
      request.query,
    )
    return pageOf(request, request.query, count, results)
  })

  route(app, servicesApi.get, async (request) =>
    getService(db, await viewer(request, request.query.manage), request.params.id),
  )

  route(app, servicesApi.create, async (request, reply) => {
    const id = await createService(db, request.body)
    return reply.code(201).send(await getService(db, await viewer(request, true), id))
  })

  route(app, servicesApi.update, async (request) => {
    await updateService(db, request.params.id, request.body)
    // A start page may follow a new slug or endpoint: members' `me` changes.
    await sessionCache.forgetAll()
    return getService(db, await viewer(request, true), request.params.id)
  })

  route(app, servicesApi.remove, async (request, reply) => {
    await deleteService(db, request.params.id)
    return reply.code(204).send(null)
  })

  for (const [endpoint, favourite] of [
    [servicesApi.favourite, true],
    [servicesApi.unfavourite, false],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      await setFavourite(db, await viewer(request), request.params.id, favourite)
      return reply.code(204).send(null)
    })
  }

  route(app, servicesApi.open, async (request, reply) => {
    await recordUse(db, await viewer(request), request.params.id)
    return reply.code(204).send(null)
  })
}
