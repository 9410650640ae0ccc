import { trendHubsApi, trendLibraryApi } from '@portal/contracts/trends'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { requestLocale, requestTexts } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import { type ApiApp, route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { companyFeaturesOf } from '../features/features.service.ts'
import {
  createMacrotrend,
  createMegatrend,
  deleteMacrotrend,
  deleteMegatrend,
  orderMegatrends,
  updateMacrotrend,
  updateMegatrend,
} from './curation.service.ts'
import { addFavorite, listFavorites, removeFavorite } from './favorites.service.ts'
import {
  addTrend,
  createHub,
  deleteHub,
  getHub,
  linkMeasures,
  linkObjectives,
  listHubs,
  microtrendGoals,
  rateTrend,
  removeTrend,
  updateHub,
} from './hubs.service.ts'
import { importMicrotrends, localizedReport } from './import.service.ts'
import {
  createMicrotrend,
  deleteMicrotrend,
  getMacrotrend,
  getMegatrend,
  getMicrotrend,
  listFacets,
  listMacrotrends,
  listMegatrends,
  listMicrotrends,
  macrotrendsOfMicrotrend,
  megatrendOfMacrotrend,
  readerOf,
  updateMicrotrend,
  uploadPicture,
} from './library.service.ts'
import { readPicture, removePicture } from './pictures.service.ts'

/**
 * The company's `trends` flag governs the whole module (issue 15): hidden or locked, its members get a
 * 403 from every route. Staff, who curate the library for every company, are not held by it.
 */
function gateByModuleFlag(app: ApiApp, db: Database) {
  app.addHook('preHandler', async (request) => {
    const principal = request.principal
    if (!principal || isStaff(principal) || !principal.activeCompanyId) return
    const { visibility } = await companyFeaturesOf(db, principal.activeCompanyId)
    if (visibility.trends) throw new AppError(403, 'api.errors.module_off')
  })
}

const readerOfRequest = (request: FastifyRequest) => readerOf(principalOf(request), requestLocale(request))

/** The curated trend library: everyone signed in reads it, staff write it. */
export const trendLibraryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  gateByModuleFlag(app, db)
  const api = trendLibraryApi
  route(app, api.microtrends, async (request) => {
    const list = await listMicrotrends(db, readerOfRequest(request), request.query)
    return {
      ...pageOf(request, request.query, list.count, list.results, list.hasNext),
      count_precision: list.countPrecision,
    }
  })
  route(app, api.microtrend, async (request) =>
    getMicrotrend(db, readerOfRequest(request), request.params.id),
  )
  route(app, api.microtrendMacrotrends, async (request) =>
    macrotrendsOfMicrotrend(db, requestLocale(request), request.params.id),
  )
  route(app, api.createMicrotrend, async (request, reply) =>
    reply.code(201).send(await createMicrotrend(db, readerOfRequest(request), request.body)),
  )
  route(app, api.updateMicrotrend, async (request) =>
    updateMicrotrend(db, readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.deleteMicrotrend, async (request, reply) => {
    await deleteMicrotrend(db, request.params.id)
    return reply.code(204).send(null)
  })
  route(app, api.importMicrotrends, async (request) =>
    localizedReport(await importMicrotrends(db, request.body), requestTexts(request)),
  )
  route(app, api.uploadPicture, async (request, reply) =>
    reply
      .code(201)
      .send(await uploadPicture(db, readerOfRequest(request), request.params.id, request.body.data_url)),
  )
  route(app, api.removePicture, async (request) => {
    await removePicture(db, request.params.id, request.params.picture_id)
    return getMicrotrend(db, readerOfRequest(request), request.params.id)
  })
  // A picture's address names one content for good: a changed picture is a new one with a new id.
  for (const [endpoint, variant] of [
    [api.picture, 'full'],
    [api.picturePreview, 'preview'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const picture = await readPicture(db, request.params.id, variant)
      return reply
        .type(picture.type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes)
    })
  }
  route(app, api.industries, async (request) => listFacets(db, requestLocale(request), 'industries'))
  route(app, api.innovations, async (request) => listFacets(db, requestLocale(request), 'innovations'))
  route(app, api.megatrends, async (request) => listMegatrends(db, requestLocale(request)))
  route(app, api.megatrend, async (request) => getMegatrend(db, requestLocale(request), request.params.id))
  route(app, api.createMegatrend, async (request, reply) =>
    reply.code(201).send(await createMegatrend(db, requestLocale(request), request.body)),
  )
  route(app, api.orderMegatrends, async (request) =>
    orderMegatrends(db, requestLocale(request), request.body.megatrend_ids),
  )
  route(app, api.updateMegatrend, async (request) =>
    updateMegatrend(db, requestLocale(request), request.params.id, request.body),
  )
  route(app, api.deleteMegatrend, async (request, reply) => {
    await deleteMegatrend(db, request.params.id)
    return reply.code(204).send(null)
  })
  route(app, api.createMacrotrend, async (request, reply) =>
    reply.code(201).send(await createMacrotrend(db, requestLocale(request), request.body)),
  )
  route(app, api.updateMacrotrend, async (request) =>
    updateMacrotrend(db, requestLocale(request), request.params.id, request.body),
  )
  route(app, api.deleteMacrotrend, async (request, reply) => {
    await deleteMacrotrend(db, request.params.id, request.query.move_to)
    return reply.code(204).send(null)
  })
  route(app, api.macrotrends, async (request) =>
    listMacrotrends(db, requestLocale(request), request.query.megatrend),
  )
  route(app, api.macrotrend, async (request) => getMacrotrend(db, requestLocale(request), request.params.id))
  route(app, api.macrotrendMegatrend, async (request) =>
    megatrendOfMacrotrend(db, requestLocale(request), request.params.id),
  )
}

/** A company's hubs and each user's favourites, always inside the active company. */
export const trendHubsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  gateByModuleFlag(app, db)
  const api = trendHubsApi
  route(app, api.list, async (request) => {
    const { count, results } = await listHubs(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })
  route(app, api.get, async (request) =>
    getHub(db, requestTenant(request), readerOfRequest(request), request.params.id),
  )
  route(app, api.create, async (request, reply) =>
    reply.code(201).send(await createHub(db, requestTenant(request), readerOfRequest(request), request.body)),
  )
  route(app, api.update, async (request) =>
    updateHub(db, requestTenant(request), readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.remove, async (request, reply) => {
    await deleteHub(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
  route(app, api.addTrend, async (request) =>
    addTrend(db, requestTenant(request), readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.removeTrend, async (request) =>
    removeTrend(
      db,
      requestTenant(request),
      readerOfRequest(request),
      request.params.id,
      request.body.microtrend_id,
    ),
  )
  route(app, api.rate, async (request) =>
    rateTrend(db, requestTenant(request), readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.linkObjectives, async (request) =>
    linkObjectives(db, requestTenant(request), readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.linkMeasures, async (request) =>
    linkMeasures(db, requestTenant(request), readerOfRequest(request), request.params.id, request.body),
  )
  route(app, api.microtrendGoals, async (request) =>
    microtrendGoals(db, requestTenant(request), request.params.id),
  )
  route(app, api.favorites, async (request) => {
    const { count, results } = await listFavorites(
      db,
      requestTenant(request),
      readerOfRequest(request),
      request.query,
    )
    return pageOf(request, request.query, count, results)
  })
  route(app, api.addFavorite, async (request, reply) =>
    reply
      .code(201)
      .send(
        await addFavorite(db, requestTenant(request), readerOfRequest(request), request.body.microtrend_id),
      ),
  )
  route(app, api.removeFavorite, async (request, reply) => {
    await removeFavorite(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
