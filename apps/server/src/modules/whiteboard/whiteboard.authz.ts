import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { idsIn, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { insertScene, SceneBuilder } from './whiteboard.seed.ts'
import { whiteboardFiles, whiteboardScenes } from './whiteboard.tables.ts'

/** The smallest PNG: one pixel. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/**
 * Callers act from ACME; the foreign scene is one Globex's user shares with Globex to draw on, so only
 * that user may open it, and every ACME caller (staff included) gets a 404 as for a scene that does not exist.
 */
export const whiteboardRows: MatrixRows = ({ t, ids, fixture }) => {
  const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
  const onlyGina = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? ok : 404)
  const globexScene = (deleted = false) => {
    const b = new SceneBuilder('matrix')
    b.note(0, 0, 'Globex only', '#ffec99')
    return insertScene(t.db, {
      companyId: ids.globex,
      ownerId: ids.globexUser,
      title: 'Globex matrix scene',
      sharing: 'edit',
      elements: b.elements,
    }).then(async (scene) => {
      if (deleted) {
        await t.db.update(whiteboardScenes).set({ deletedAt: new Date() }).where(eqId(scene.id))
      }
      return scene
    })
  }
  const shared = () =>
    fixture('globex scene', async () => {
      const scene = await globexScene()
      const png = Buffer.from(ONE_PIXEL_PNG.split(',')[1]!, 'base64')
      await t.db.insert(whiteboardFiles).values({
        sceneId: scene.id,
        fileId: 'matrix-file',
        mimeType: 'image/png',
        size: png.length,
        data: png,
      })
      await t.db.update(whiteboardScenes).set({ thumbnail: png }).where(eqId(scene.id))
      return scene
    })
  const S = '/api/v1/whiteboard/scenes/'
  return {
    'GET /api/v1/whiteboard/scenes/': {
      call: (a) => a.get(S),
      expect: signedIn(200),
      check: (body, p) => {
        if (p === 'companyAdmin') expect(idsIn(body)).toContain(t.world.whiteboard.retro.id)
        if (p !== 'user' && p !== 'impersonating')
          expect(idsIn(body)).not.toContain(t.world.whiteboard.flow.id)
      },
    },
    'POST /api/v1/whiteboard/scenes/': {
      call: (a) => a.post(S, { title: 'Matrix scene' }),
      expect: signedIn(201),
    },
    'GET /api/v1/whiteboard/scenes/:id/': {
      call: async (a) => a.get(`${S}${(await shared()).id}/`),
      expect: onlyGina(200),
    },
    'PATCH /api/v1/whiteboard/scenes/:id/': {
      call: async (a) => a.request('PATCH', `${S}${(await shared()).id}/`, { title: 'Renamed' }),
      expect: onlyGina(200),
    },
    'DELETE /api/v1/whiteboard/scenes/:id/': {
      call: async (a) => a.request('DELETE', `${S}${(await globexScene()).id}/`),
      expect: onlyGina(204),
    },
    'POST /api/v1/whiteboard/scenes/:id/restore/': {
      call: async (a) => a.post(`${S}${(await globexScene(true)).id}/restore/`),
      expect: onlyGina(200),
    },
    'POST /api/v1/whiteboard/scenes/:id/duplicate/': {
      call: async (a) => a.post(`${S}${(await shared()).id}/duplicate/`),
      expect: onlyGina(201),
    },
    'GET /api/v1/whiteboard/scene/': {
      call: (a) => a.get('/api/v1/whiteboard/scene/'),
      expect: signedIn(200),
    },
    'PUT /api/v1/whiteboard/scene/': {
      call: async (a) => a.request('PUT', '/api/v1/whiteboard/scene/', { id: (await shared()).id }),
      expect: onlyGina(200),
    },
    'GET /api/v1/whiteboard/scene-data/:id/': {
      call: async (a) => a.get(`/api/v1/whiteboard/scene-data/${(await shared()).id}/`),
      expect: onlyGina(200),
    },
    'POST /api/v1/whiteboard/scene-data/:id/': {
      call: async (a) =>
        a.post(`/api/v1/whiteboard/scene-data/${(await shared()).id}/`, { base_version: 0, elements: [] }),
      expect: onlyGina(200),
    },
    'POST /api/v1/whiteboard/scene-files/:id/': {
      call: async (a) =>
        a.post(`/api/v1/whiteboard/scene-files/${(await shared()).id}/`, {
          id: 'matrix-upload',
          mime_type: 'image/png',
          data_url: ONE_PIXEL_PNG,
        }),
      expect: onlyGina(201),
    },
    'GET /api/v1/whiteboard/scene-files/:id/:file_id/': {
      call: async (a) => a.get(`/api/v1/whiteboard/scene-files/${(await shared()).id}/matrix-file/`),
      expect: onlyGina(200),
    },
    'PUT /api/v1/whiteboard/scenes/:id/thumbnail/': {
      call: async (a) =>
        a.request('PUT', `${S}${(await shared()).id}/thumbnail/`, { data_url: ONE_PIXEL_PNG }),
      expect: onlyGina(204),
    },
    'GET /api/v1/whiteboard/scenes/:id/thumbnail/': {
      call: async (a) => a.get(`${S}${(await shared()).id}/thumbnail/`),
      expect: onlyGina(200),
    },
    // The matrix's app ends each stream after a few milliseconds, so the answer completes.
    'GET /api/v1/whiteboard/scenes/:id/live/': {
      call: async (a) => a.get(`${S}${(await shared()).id}/live/`),
      expect: onlyGina(200),
    },
    'POST /api/v1/whiteboard/scenes/:id/presence/': {
      call: async (a) =>
        a.post(`${S}${(await shared()).id}/presence/?client=matrix`, {
          pointer: { x: 1, y: 2, tool: 'pointer' },
          button: 'up',
        }),
      expect: onlyGina(204),
    },
  }
}

const eqId = (id: string) => eq(whiteboardScenes.id, id)
