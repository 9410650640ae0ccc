import type { SceneChanged, ScenePresence, SceneSharing } from '@portal/contracts/whiteboard'
import { whiteboardApi } from '@portal/contracts/whiteboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { eventStreams } from '../../core/event-stream.ts'
import type { LiveChannel } from '../../core/live.ts'
import { requestTexts } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import {
  readSceneData,
  readSceneFile,
  readThumbnail,
  saveSceneData,
  sceneVersion,
  storeSceneFile,
  storeThumbnail,
} from './scene-data.service.ts'
import {
  createScene,
  currentScene,
  deleteScene,
  duplicateScene,
  getScene,
  listScenes,
  openScene,
  restoreScene,
  sceneAccess,
  updateScene,
} from './scenes.service.ts'

export interface WhiteboardDeps {
  db: Database
  live: LiveChannel
  clock: Clock
  /** How long a scene's live stream stays open before the browser reconnects (and access is checked again). */
  streamMaxAgeMs: number
}

/** The live channel's topic of one scene: saves, pointers, and changes of its sharing. */
export const sceneTopic = (sceneId: string) => `scene:${sceneId}`

/** What the scene's streams learn when its owner shares it differently or deletes it. */
interface SceneAccessChanged {
  sharing: SceneSharing
  deleted: boolean
  owner_id: string
}

/** Collaborators' colours: distinct, and dark enough for white names on them. */
const COLOURS = ['#c2255c', '#9c36b5', '#5f3dc4', '#1864ab', '#0b7285', '#087f5b', '#2b8a3e', '#d9480f']
function colourOf(userId: string) {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0
  return COLOURS[Math.abs(hash) % COLOURS.length]!
}

/** SPEC §7 whiteboard: scenes, the current scene and scene data, and the scene's live collaboration. */
export const whiteboardRoutes: FastifyPluginAsyncZod<WhiteboardDeps> = async (app, deps) => {
  const { db, live, clock } = deps
  const accessChanged = (id: string, data: SceneAccessChanged) =>
    live.publish(sceneTopic(id), { type: 'access', data })

  route(app, whiteboardApi.list, async (request) => {
    const { count, results } = await listScenes(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })
  route(app, whiteboardApi.create, async (request, reply) =>
    reply.code(201).send(await createScene(db, requestTenant(request), request.body)),
  )
  route(app, whiteboardApi.get, async (request) => getScene(db, requestTenant(request), request.params.id))
  route(app, whiteboardApi.update, async (request) => {
    const scene = await updateScene(db, requestTenant(request), request.params.id, request.body)
    if (request.body.sharing) {
      await accessChanged(scene.id, { sharing: scene.sharing, deleted: false, owner_id: scene.owner.id })
    }
    return scene
  })
  route(app, whiteboardApi.remove, async (request, reply) => {
    const row = await deleteScene(db, requestTenant(request), request.params.id, clock())
    await accessChanged(row.id, { sharing: row.sharing, deleted: true, owner_id: row.ownerId })
    return reply.code(204).send(null)
  })
  route(app, whiteboardApi.restore, async (request) =>
    restoreScene(db, requestTenant(request), request.params.id, clock()),
  )
  route(app, whiteboardApi.duplicate, async (request, reply) => {
    const t = requestTexts(request)
    const copy = await duplicateScene(db, requestTenant(request), request.params.id, (title) =>
      t('api.whiteboard.copy_of', { title }),
    )
    return reply.code(201).send(copy)
  })
  route(app, whiteboardApi.current, async (request) =>
    currentScene(db, requestTenant(request), requestTexts(request)('api.whiteboard.untitled')),
  )
  route(app, whiteboardApi.open, async (request) => openScene(db, requestTenant(request), request.body.id))

  route(app, whiteboardApi.data, async (request) =>
    readSceneData(db, requestTenant(request), request.params.id, request.query.since),
  )
  route(app, whiteboardApi.save, async (request) => {
    const { saved, changed } = await saveSceneData(
      db,
      requestTenant(request),
      request.params.id,
      request.body,
    )
    // Collaborators fetch what changed; the saving tab knows it already (its `client`).
    if (changed) {
      const event: SceneChanged = { version: saved.version, client: request.query.client ?? '' }
      await live.publish(sceneTopic(request.params.id), { type: 'changed', data: event })
    }
    return saved
  })
  route(app, whiteboardApi.uploadFile, async (request, reply) =>
    reply.code(201).send(await storeSceneFile(db, requestTenant(request), request.params.id, request.body)),
  )
  route(app, whiteboardApi.file, async (request, reply) => {
    const file = await readSceneFile(db, requestTenant(request), request.params.id, request.params.file_id)
    // A file id names one content for good (Excalidraw derives it from the bytes).
    return reply
      .type(file.mimeType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(file.data)
  })
  route(app, whiteboardApi.saveThumbnail, async (request, reply) => {
    await storeThumbnail(db, requestTenant(request), request.params.id, request.body.data_url)
    return reply.code(204).send(null)
  })
  route(app, whiteboardApi.thumbnail, async (request, reply) => {
    const picture = await readThumbnail(db, requestTenant(request), request.params.id)
    // Its address carries the scene's time of change, so it may be kept until that changes.
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(picture)
  })

  // Live collaboration: a stream per open scene. Saves announce their version (collaborators read what
  // changed, GET scene-data/?since=); pointers travel as they are, never stored.
  const streams = eventStreams(app)
  route(app, whiteboardApi.live, async (request, reply) => {
    const tenant = requestTenant(request)
    const { row } = await sceneAccess(db, tenant, request.params.id)
    const me = tenant.principal.userId
    const client = request.query.client
    const { send } = streams.open(request, reply, {
      live,
      topics: [sceneTopic(row.id)],
      maxAgeMs: deps.streamMaxAgeMs,
      // A scene deleted, or made private by its owner, ends the stream of everyone else.
      filter: (event) => {
        if (event.type !== 'access') return true
        const change = event.data as SceneAccessChanged
        return change.deleted || (change.sharing === 'private' && change.owner_id !== me) ? 'close' : true
      },
      // The others drop this tab's pointer at once rather than after its silence.
      ...(client && {
        onClose: () =>
          void live.publish(sceneTopic(row.id), { type: 'left', data: { client } }).catch(() => {}),
      }),
    })
    // Note: the version is read once the stream listens. Read before (with the access check), a save
    // committed in between was in neither the version nor the events, and this tab missed its strokes
    // until the next save.
    send({ type: 'ready', data: { version: (await sceneVersion(db, row.id)) ?? row.version } })
  })
  route(app, whiteboardApi.presence, async (request, reply) => {
    const tenant = requestTenant(request)
    const { row } = await sceneAccess(db, tenant, request.params.id)
    const { principal } = tenant
    const name = [principal.firstName, principal.lastName].filter(Boolean).join(' ') || principal.email
    const presence: ScenePresence = {
      ...request.body,
      user: { id: principal.userId, name, colour: colourOf(principal.userId) },
      client: request.query.client,
    }
    await live.publish(sceneTopic(row.id), { type: 'presence', data: presence })
    return reply.code(204).send(null)
  })
}
