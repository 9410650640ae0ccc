import type { Scene, SceneData, SceneElement, SceneSaved } from '@portal/contracts/whiteboard'
import { WHITEBOARD_FILES_PER_SCENE, WHITEBOARD_MAX_ELEMENTS } from '@portal/contracts/whiteboard'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, openStream } from '../../test/event-stream.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { ONE_PIXEL_PNG } from './whiteboard.authz.ts'
import { whiteboardElements, whiteboardFiles, whiteboardScenes } from './whiteboard.tables.ts'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const S = '/api/v1/whiteboard/scenes/'
const DATA = '/api/v1/whiteboard/scene-data/'

async function newScene(
  agent: Agent,
  title = `Scene ${crypto.randomUUID().slice(0, 8)}`,
  sharing = 'private',
) {
  const created = await agent.post(S, { title, sharing })
  expect(created.statusCode, created.body).toBe(201)
  return created.json() as Scene
}

const rectangle = (
  id: string,
  version = 1,
  versionNonce = 1,
  extra: Partial<SceneElement> = {},
): SceneElement => ({
  id,
  type: 'rectangle',
  version,
  versionNonce,
  isDeleted: false,
  index: `a${id.length % 10}`,
  x: 0,
  y: 0,
  width: 100,
  height: 50,
  strokeColor: '#1e1e1e',
  ...extra,
})

async function read(agent: Agent, id: string, since?: number) {
  const response = await agent.get(`${DATA}${id}/${since === undefined ? '' : `?since=${since}`}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as SceneData
}

describe('scenes', () => {
  it('lists own scenes and those shared with the company, never another user’s private one', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const lena = await t.sessionAs('lead@acme.example')
    const mine = await newScene(ada, 'Ada private')
    const sharedView = await newScene(lena, 'Lena to watch', 'view')
    const privateOfLena = await newScene(lena, 'Lena private')
    const list = (await ada.get(`${S}?page_size=200`)).json()
    const ids = list.results.map((s: Scene) => s.id)
    expect(ids).toEqual(expect.arrayContaining([mine.id, sharedView.id, t.world.whiteboard.retro.id]))
    expect(ids).not.toContain(privateOfLena.id)
    expect((await ada.get(`${S}${privateOfLena.id}/`)).statusCode).toBe(404)
    const watched = list.results.find((s: Scene) => s.id === sharedView.id)
    expect(watched).toMatchObject({ can_edit: false, is_owner: false, owner: { email: 'lead@acme.example' } })
    // Filters and search.
    const shared = (await ada.get(`${S}?filter=shared&page_size=200`)).json().results.map((s: Scene) => s.id)
    expect(shared).toContain(sharedView.id)
    expect(shared).not.toContain(mine.id)
    const found = (await ada.get(`${S}?search=${encodeURIComponent('lena to')}`)).json().results
    expect(found.map((s: Scene) => s.id)).toEqual([sharedView.id])
  })

  it('keeps another company’s scenes out of reach: 404 for every call', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const launch = t.world.whiteboard.launch.id
    for (const response of [
      await ada.get(`${S}${launch}/`),
      await ada.get(`${DATA}${launch}/`),
      await ada.post(`${DATA}${launch}/`, { base_version: 0, elements: [rectangle('x')] }),
      await ada.post(`${S}${launch}/duplicate/`),
      await ada.request('PUT', '/api/v1/whiteboard/scene/', { id: launch }),
    ]) {
      expect(response.statusCode).toBe(404)
    }
    const [row] = await t.db.select().from(whiteboardScenes).where(eq(whiteboardScenes.id, launch))
    expect(row!.version).toBe(1)
  })

  it('lets a viewer watch but not draw, and only the owner rename, share or delete', async () => {
    const lena = await t.sessionAs('lead@acme.example')
    const ada = await t.sessionAs('liam.oconnor@acme.example')
    const scene = await newScene(lena, 'Board to watch', 'view')
    const save = await ada.post(`${DATA}${scene.id}/`, { base_version: 0, elements: [rectangle('a')] })
    expect(save.statusCode).toBe(403)
    expect(save.json().detail).toBe('You may watch this scene but not draw on it.')
    expect((await ada.request('PATCH', `${S}${scene.id}/`, { title: 'Mine now' })).statusCode).toBe(403)
    expect((await ada.request('DELETE', `${S}${scene.id}/`)).statusCode).toBe(403)
    expect((await lena.request('PATCH', `${S}${scene.id}/`, { sharing: 'edit' })).json().sharing).toBe('edit')
    const drawn = await ada.post(`${DATA}${scene.id}/`, { base_version: 0, elements: [rectangle('a')] })
    expect(drawn.statusCode).toBe(200)
  })

  it('deletes with undo for a while, then the clean-up removes the scene for good', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const scene = await newScene(ada)
    expect((await ada.request('DELETE', `${S}${scene.id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${S}${scene.id}/`)).statusCode).toBe(404)
    const restored = await ada.post(`${S}${scene.id}/restore/`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json().deleted_at).toBeNull()
    await ada.request('DELETE', `${S}${scene.id}/`)
    // Eight days later (the scene was deleted then, as the undo time counts from the deletion).
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000)
    await t.db
      .update(whiteboardScenes)
      .set({ deletedAt: eightDaysAgo })
      .where(eq(whiteboardScenes.id, scene.id))
    expect((await ada.post(`${S}${scene.id}/restore/`)).statusCode).toBe(404)
    await t.app.jobs.find((j) => j.name === 'whiteboard clean-up')!.run()
    expect(await t.db.select().from(whiteboardScenes).where(eq(whiteboardScenes.id, scene.id))).toEqual([])
  })

  it('gives a first visitor a new personal scene, then the one they opened last', async () => {
    const peter = await t.sessionAs('user@initech.example')
    const first = (await peter.get('/api/v1/whiteboard/scene/')).json()
    expect(first).toMatchObject({ title: 'TPS report ideas', is_owner: true })
    const other = await newScene(peter, 'Second thoughts')
    await peter.request('PUT', '/api/v1/whiteboard/scene/', { id: other.id })
    expect((await peter.get('/api/v1/whiteboard/scene/')).json().id).toBe(other.id)

    const mia = await t.sessionAs('mia.chen@acme.example')
    const own = (await mia.get(`${S}?filter=mine`)).json().count
    const fresh = (await mia.get('/api/v1/whiteboard/scene/')).json()
    expect(fresh).toMatchObject({ is_owner: true, sharing: 'private', element_count: 0 })
    expect((await mia.get(`${S}?filter=mine`)).json().count).toBe(own === 0 ? 1 : own)
    expect((await mia.get('/api/v1/whiteboard/scene/')).json().id).toBe(fresh.id)
  })

  it('duplicates a shared scene into a private copy with its drawing and images', async () => {
    const ada = await t.sessionAs('liam.oconnor@acme.example')
    const copy = await ada.post(`${S}${t.world.whiteboard.retro.id}/duplicate/`)
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({
      title: 'Copy of Q4 retrospective workshop',
      sharing: 'private',
      is_owner: true,
    })
    const original = await read(ada, t.world.whiteboard.retro.id)
    const copied = await read(ada, copy.json().id)
    expect(copied.elements.map((e) => e.id)).toEqual(
      original.elements.filter((e) => !e.isDeleted).map((e) => e.id),
    )
  })
})

describe('scene data', () => {
  it('merges two saves based on the same version element by element: neither change is lost', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const lena = await t.sessionAs('lead@acme.example')
    const scene = await newScene(lena, 'Merge', 'edit')
    const base = await lena.post(`${DATA}${scene.id}/`, {
      base_version: 0,
      elements: [rectangle('shared-1'), rectangle('shared-2')],
    })
    const v1 = base.json().version
    // Both start from v1: Lena moves shared-1 and adds lena-3; Ada changes shared-2 and adds ada-4.
    const fromLena = await lena.post(`${DATA}${scene.id}/`, {
      base_version: v1,
      elements: [rectangle('shared-1', 2, 7, { x: 300 }), rectangle('lena-3')],
    })
    const fromAda = await ada.post(`${DATA}${scene.id}/`, {
      base_version: v1,
      elements: [rectangle('shared-2', 2, 5, { strokeColor: '#e03131' }), rectangle('ada-4')],
    })
    expect(fromAda.statusCode).toBe(200)
    // Ada's answer brings Lena's changes that her browser lacks.
    expect(
      fromAda
        .json()
        .elements.map((e: SceneElement) => e.id)
        .sort(),
    ).toEqual(['lena-3', 'shared-1'])
    expect(fromAda.json().version).toBe(fromLena.json().version + 1)
    const stored = await read(ada, scene.id)
    const byId = Object.fromEntries(stored.elements.map((e) => [e.id, e]))
    expect(Object.keys(byId).sort()).toEqual(['ada-4', 'lena-3', 'shared-1', 'shared-2'])
    expect(byId['shared-1']!.x).toBe(300)
    expect(byId['shared-2']!.strokeColor).toBe('#e03131')
    // What changed since Ada's save is nothing; since v1, the four changes.
    expect((await read(ada, scene.id, stored.version)).elements).toEqual([])
    expect((await read(ada, scene.id, v1)).elements).toHaveLength(4)
  })

  it('takes saves sent at once in turns: every stroke kept, each missing one in its answer or read after it', async () => {
    const lena = await t.sessionAs('lead@acme.example')
    const liam = await t.sessionAs('liam.oconnor@acme.example')
    const scene = await newScene(lena, 'At once', 'edit')
    const first = await lena.post(`${DATA}${scene.id}/`, { base_version: 0, elements: [rectangle('first')] })
    const base: number = first.json().version
    const strokes = Array.from({ length: 6 }, (_, i) => `stroke-${i}`)
    // Two browsers in step with one version, each save with a new stroke, all under way together.
    const saves = await Promise.all(
      strokes.map((id, i) =>
        (i % 2 ? liam : lena).post(`${DATA}${scene.id}/`, { base_version: base, elements: [rectangle(id)] }),
      ),
    )
    const answers = saves.map((save) => {
      expect(save.statusCode, save.body).toBe(200)
      return save.json() as SceneSaved
    })
    expect(answers.map((a) => a.version).sort((a, b) => a - b)).toEqual(strokes.map((_, i) => base + i + 1))
    const ids = (elements: SceneElement[]) => elements.map((e) => e.id).sort()
    for (const answer of answers) {
      // Its answer brings the strokes saved before it; those saved after it are announced with a higher
      // version, and the browser's read since its version brings them.
      const before = strokes.filter((_, j) => answers[j]!.version < answer.version)
      const after = strokes.filter((_, j) => answers[j]!.version > answer.version)
      expect(ids(answer.elements)).toEqual(before)
      expect(ids((await read(liam, scene.id, answer.version)).elements)).toEqual(after)
    }
    expect(ids((await read(liam, scene.id)).elements)).toEqual(['first', ...strokes])
    expect((await lena.get(`${S}${scene.id}/`)).json().element_count).toBe(strokes.length + 1)
  })

  it('keeps the higher version of an element, and of equal versions the lower nonce, in any order', async () => {
    const lena = await t.sessionAs('lead@acme.example')
    const outcomes: SceneElement[] = []
    for (const order of [
      [rectangle('e', 3, 90, { x: 1 }), rectangle('e', 3, 10, { x: 2 }), rectangle('e', 2, 1, { x: 3 })],
      [rectangle('e', 2, 1, { x: 3 }), rectangle('e', 3, 10, { x: 2 }), rectangle('e', 3, 90, { x: 1 })],
    ]) {
      const scene = await newScene(lena)
      for (const element of order)
        await lena.post(`${DATA}${scene.id}/`, { base_version: 0, elements: [element] })
      outcomes.push((await read(lena, scene.id)).elements[0]!)
    }
    expect(outcomes.map((e) => [e.version, e.versionNonce, e.x])).toEqual([
      [3, 10, 2],
      [3, 10, 2],
    ])
  })

  it('writes nothing when nothing changed, and a deletion travels as a deleted element', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const scene = await newScene(ada)
    const first = (
      await ada.post(`${DATA}${scene.id}/`, { base_version: 0, elements: [rectangle('d')] })
    ).json()
    const again = (
      await ada.post(`${DATA}${scene.id}/`, { base_version: first.version, elements: [rectangle('d')] })
    ).json()
    expect(again.version).toBe(first.version)
    await ada.post(`${DATA}${scene.id}/`, {
      base_version: first.version,
      elements: [rectangle('d', 2, 1, { isDeleted: true })],
    })
    const data = await read(ada, scene.id)
    expect(data.elements).toMatchObject([{ id: 'd', isDeleted: true }])
    expect((await ada.get(`${S}${scene.id}/`)).json().element_count).toBe(0)
  })

  it('keeps the shared app state, and refuses hostile JSON with a 400 that stores nothing', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const scene = await newScene(ada)
    const saved = await ada.post(`${DATA}${scene.id}/`, {
      base_version: 0,
      elements: [],
      app_state: { viewBackgroundColor: '#fff9db', gridSize: 20 },
    })
    expect(saved.json().app_state).toEqual({ viewBackgroundColor: '#fff9db', gridSize: 20 })
    // Nested 10,000 deep: refused by the shape, without a stack overflow anywhere.
    const deep = JSON.stringify({
      base_version: 0,
      elements: [{ ...rectangle('x'), customData: 0 }],
    }).replace('"customData":0', `"customData":${'['.repeat(10_000)}1${']'.repeat(10_000)}`)
    const nested = await ada.request('POST', `${DATA}${scene.id}/`, undefined, {
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from(deep),
    })
    expect(nested.statusCode).toBe(400)
    const hostile = [
      { base_version: 0, elements: [{ ...rectangle('x'), type: 'script' }] },
      { base_version: 0, elements: [{ ...rectangle('x'), version: 'many' }] },
      { base_version: 0, elements: [{ ...rectangle('x'), versionNonce: 2 ** 40 }] },
      { base_version: 0, elements: [{ id: 'bare' }] },
      { base_version: 0, elements: 'everything' },
      { base_version: 0, elements: [], app_state: { zoom: { value: 3 } } },
      { base_version: -1, elements: [] },
    ]
    for (const body of hostile) {
      const response = await ada.post(`${DATA}${scene.id}/`, body)
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(response.headers['content-type']).toMatch(/problem\+json/)
    }
    const data = await read(ada, scene.id)
    expect(data.elements).toEqual([])
    expect(data.version).toBe(saved.json().version)
  })

  it('refuses more elements than a scene holds, and a body over the limit, with a clear message', async () => {
    const ada = await t.sessionAs('liam.oconnor@acme.example')
    const scene = await newScene(ada)
    const tooMany = Array.from({ length: WHITEBOARD_MAX_ELEMENTS + 1 }, (_, i) => rectangle(`m${i}`))
    const refused = await ada.post(`${DATA}${scene.id}/`, { base_version: 0, elements: tooMany })
    expect(refused.statusCode).toBe(400)
    expect(JSON.stringify(refused.json().errors)).toContain('20000')
    const huge = await ada.post(`${DATA}${scene.id}/`, {
      base_version: 0,
      elements: [{ ...rectangle('big'), text: 'x'.repeat(99_000) }],
      padding: 'y'.repeat(13 * 1024 * 1024),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().detail).toBe('The request is larger than the 12 MB this accepts.')
    expect(
      await t.db.select().from(whiteboardElements).where(eq(whiteboardElements.sceneId, scene.id)),
    ).toEqual([])
  })

  it('stores images by type and size, once per file id, and serves them to those who may open the scene', async () => {
    const ada = await t.sessionAs('liam.oconnor@acme.example')
    const scene = await newScene(ada)
    const upload = (body: object) => ada.post(`/api/v1/whiteboard/scene-files/${scene.id}/`, body)
    const stored = await upload({ id: 'pixel', mime_type: 'image/png', data_url: ONE_PIXEL_PNG })
    expect(stored.statusCode).toBe(201)
    expect((await upload({ id: 'pixel', mime_type: 'image/png', data_url: ONE_PIXEL_PNG })).statusCode).toBe(
      201,
    )
    const fake = await upload({
      id: 'fake',
      mime_type: 'image/png',
      data_url: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    })
    expect(fake.statusCode).toBe(400)
    expect(fake.json().errors.data_url).toEqual([
      'This is not a PNG, JPEG, WebP or GIF image of the type it claims.',
    ])
    expect(
      (
        await upload({
          id: 'svg',
          mime_type: 'image/svg+xml',
          data_url: 'data:image/svg+xml;base64,PHN2Zz4=',
        })
      ).statusCode,
    ).toBe(400)
    const file = await ada.get(stored.json().url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect((await read(ada, scene.id)).files).toEqual([
      { id: 'pixel', mime_type: 'image/png', url: stored.json().url },
    ])
    const gina = await t.sessionAs('user@globex.example')
    expect((await gina.get(stored.json().url)).statusCode).toBe(404)

    // A scene holds at most WHITEBOARD_FILES_PER_SCENE images; one it holds already may come again.
    const png = Buffer.from(ONE_PIXEL_PNG.split(',')[1]!, 'base64')
    await t.db.insert(whiteboardFiles).values(
      Array.from({ length: WHITEBOARD_FILES_PER_SCENE - 1 }, (_, i) => ({
        sceneId: scene.id,
        fileId: `filler-${i}`,
        mimeType: 'image/png' as const,
        size: png.length,
        data: png,
      })),
    )
    expect((await upload({ id: 'pixel', mime_type: 'image/png', data_url: ONE_PIXEL_PNG })).statusCode).toBe(
      201,
    )
    const full = await upload({ id: 'one-more', mime_type: 'image/png', data_url: ONE_PIXEL_PNG })
    expect(full.statusCode).toBe(413)
    expect(full.json().detail).toBe(`A scene can hold at most ${WHITEBOARD_FILES_PER_SCENE} images.`)
  })

  it('stores a PNG preview that the list links to', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const scene = await newScene(ada)
    expect(scene.thumbnail_url).toBeNull()
    const put = await ada.request('PUT', `${S}${scene.id}/thumbnail/`, { data_url: ONE_PIXEL_PNG })
    expect(put.statusCode).toBe(204)
    const listed = (await ada.get(`${S}${scene.id}/`)).json() as Scene
    const picture = await ada.get(listed.thumbnail_url!)
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
  })
})

describe('live', () => {
  it('tells every open stream of a scene about a save and a pointer, also from another process', async () => {
    const other = await t.anotherProcess()
    const servers = [await listen(t.app), await listen(other)]
    const lena = await t.sessionAs('lead@acme.example')
    const ada = await t.sessionAs('user@acme.example')
    const scene = await newScene(lena, 'Live', 'edit')
    const path = `${S}${scene.id}/live/`
    const streams = [
      await openStream(servers[0]!.url, ada, path),
      await openStream(servers[1]!.url, ada, path),
    ]
    for (const stream of streams) expect(await stream.next('ready')).toEqual({ version: 0 })
    const started = Date.now()
    const saved = await lena.post(`${DATA}${scene.id}/?client=lena-tab`, {
      base_version: 0,
      elements: [rectangle('live-1')],
    })
    await lena.post(`${S}${scene.id}/presence/?client=lena-tab`, {
      pointer: { x: 10, y: 20, tool: 'pointer' },
      button: 'down',
      selected: ['live-1'],
    })
    for (const stream of streams) {
      expect(await stream.next('changed')).toEqual({ version: saved.json().version, client: 'lena-tab' })
      expect(await stream.next('presence')).toMatchObject({
        client: 'lena-tab',
        pointer: { x: 10, y: 20 },
        user: { name: 'Lena Lead', colour: expect.stringMatching(/^#[0-9a-f]{6}$/) },
      })
    }
    expect(Date.now() - started).toBeLessThan(1000)
    // Made private, the scene's stream of anyone but its owner ends.
    await lena.request('PATCH', `${S}${scene.id}/`, { sharing: 'private' })
    for (const stream of streams) expect(await stream.next('access')).toMatchObject({ sharing: 'private' })
    for (const stream of streams) stream.close()
    for (const server of servers) await server.close()
  })
})
