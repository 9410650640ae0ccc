import { CaptureUpdateAction, exportToBlob, reconcileElements, restoreElements } from '@excalidraw/excalidraw'
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types'
import type {
  AppState,
  BinaryFileData,
  Collaborator,
  ExcalidrawImperativeAPI,
  SocketId,
} from '@excalidraw/excalidraw/types'
import { endpointHref } from '@portal/contracts/endpoint'
import {
  type SceneAppState,
  type SceneChanged,
  type SceneData,
  type SceneElement,
  type ScenePresence,
  WHITEBOARD_IMAGE_TYPES,
  type WhiteboardImageType,
  whiteboardApi,
} from '@portal/contracts/whiteboard'
import { ApiError } from '../../lib/api-client.ts'
import { callEndpoint } from '../../lib/browser-api.ts'
import { AgreedElements } from './agreed-elements.ts'

/** Where the scene's saving stands, for the status line. */
export type SyncStatus =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'unsaved' }
  | { kind: 'offline' }
  | { kind: 'failed'; failure: unknown }
  | { kind: 'view_only' }
  | { kind: 'gone' }

export interface SyncEvents {
  status: (status: SyncStatus) => void
  /** How many other people have the scene open now. */
  collaborators: (count: number) => void
  /** An image the server refused (type, size, count): the reason in the server's words. */
  imageRefused: (failure: unknown) => void
}

type RemoteElement = Parameters<typeof reconcileElements>[1][number]

/** Alone, a save follows a moment after the drawing stops; with others, strokes go out as they are drawn. */
const SAVE_ALONE_MS = 700
const SAVE_TOGETHER_MS = 120
/** However long someone keeps drawing alone, their work is saved at least this often. */
const SAVE_AT_LEAST_EVERY_MS = 3_000
const POINTER_EVERY_MS = 60
/** A collaborator silent this long has left (a closed laptop sends no goodbye). */
const COLLABORATOR_TIMEOUT_MS = 30_000
const HEARTBEAT_MS = 10_000
const THUMBNAIL_EVERY_MS = 20_000
const RETRY_MS = [1_000, 3_000, 10_000, 30_000]

/** The shared app state as Excalidraw takes it (keys without a value left out). */
export function toAppState(shared: SceneAppState): Partial<AppState> {
  return Object.fromEntries(
    Object.entries(shared).filter(([, value]) => value !== undefined),
  ) as Partial<AppState>
}

function sharedAppState(appState: AppState): SceneAppState {
  return {
    viewBackgroundColor: appState.viewBackgroundColor,
    gridSize: appState.gridSize,
    gridStep: appState.gridStep,
    gridModeEnabled: appState.gridModeEnabled,
  }
}

/**
 * Keeps one open scene in step with the server and the other people drawing on it. Local changes are
 * saved as the elements that changed since the last agreed version; the server merges them element by
 * element and answers what others changed, which is merged in with Excalidraw's own reconciliation.
 * A save announced on the scene's live stream makes every other browser read what changed. Saves and
 * reads take turns (one queue), so the version each names is always the one the scene is in step with.
 */
export class SceneSync {
  readonly client = crypto.randomUUID()
  private version: number
  /** The state of each element as last agreed with the server: anything else is a local change. */
  private readonly agreed: AgreedElements
  private agreedAppState: string
  /** Images the server holds (or refused: not sent again). */
  private readonly storedFiles = new Set<string>()
  private queue: Promise<void> = Promise.resolve()
  private saveTimer: ReturnType<typeof setTimeout> | undefined
  private firstUnsavedAt: number | undefined
  private retry = 0
  private readonly others = new Map<string, Collaborator & { seenAt: number }>()
  private source: EventSource | undefined
  private timers: ReturnType<typeof setInterval>[] = []
  private lastPointer: { x: number; y: number; tool: 'pointer' | 'laser' } | null = null
  private lastButton: 'up' | 'down' = 'up'
  private pointerTimer: ReturnType<typeof setTimeout> | undefined
  private lastThumbnailAt = 0
  private viewOnly: boolean
  private stopped = false
  /** The scene's images, fetched once the drawing shows. */
  private readonly initialFiles: SceneData['files']

  constructor(
    private readonly api: ExcalidrawImperativeAPI,
    private readonly sceneId: string,
    initial: SceneData,
    canEdit: boolean,
    private readonly on: SyncEvents,
  ) {
    this.version = initial.version
    this.agreed = new AgreedElements(initial.elements)
    this.initialFiles = initial.files
    this.agreedAppState = JSON.stringify(initial.app_state)
    this.viewOnly = !canEdit
  }

  /** Listens to the scene's live stream and keeps the collaborators' list fresh. */
  start() {
    const source = new EventSource(
      endpointHref(whiteboardApi.live, { params: { id: this.sceneId }, query: { client: this.client } }),
    )
    this.source = source
    source.addEventListener('ready', (event) => {
      // After a reconnect: catch up on whatever was saved meanwhile.
      if ((JSON.parse(event.data) as { version: number }).version > this.version)
        this.enqueue(() => this.pull())
    })
    source.addEventListener('changed', (event) => {
      const changed = JSON.parse(event.data) as SceneChanged
      if (changed.client !== this.client && changed.version > this.version) this.enqueue(() => this.pull())
    })
    source.addEventListener('presence', (event) => this.heard(JSON.parse(event.data) as ScenePresence))
    source.addEventListener('left', (event) => {
      if (this.others.delete((JSON.parse(event.data) as { client: string }).client)) this.showCollaborators()
    })
    source.addEventListener('access', (event) => {
      const access = JSON.parse(event.data) as { sharing: string; deleted: boolean }
      if (access.deleted || access.sharing === 'private') this.end({ kind: 'gone' })
      else if (access.sharing === 'view') this.refreshRights()
    })
    this.timers.push(
      setInterval(() => this.forgetSilent(), 5_000),
      setInterval(() => this.sendPresence(), HEARTBEAT_MS),
    )
    this.sendPresence()
    void this.loadFiles(this.initialFiles)
  }

  stop() {
    this.stopped = true
    this.source?.close()
    for (const timer of this.timers) clearInterval(timer)
    clearTimeout(this.saveTimer)
    clearTimeout(this.pointerTimer)
  }

  /** Whether anything drawn here has not reached the server yet. */
  get hasUnsaved() {
    return this.hasChanges()
  }

  /** Saves what is left, then stops (the scene is closed). */
  close() {
    this.source?.close()
    clearTimeout(this.saveTimer)
    this.enqueue(() => this.save())
    this.enqueue(async () => this.stop())
  }

  /** Saves what is left now (the page is being left). */
  flush() {
    clearTimeout(this.saveTimer)
    this.enqueue(() => this.save())
    this.enqueue(() => this.saveThumbnail(true))
  }

  /** Excalidraw's onChange: schedules a save when something the server lacks changed. */
  changed(elements: readonly OrderedExcalidrawElement[], appState: AppState) {
    if (this.viewOnly || this.stopped) return
    const dirty =
      elements.some((element) => this.agreed.differs(element)) ||
      JSON.stringify(sharedAppState(appState)) !== this.agreedAppState
    if (!dirty) return
    this.firstUnsavedAt ??= Date.now()
    this.on.status({ kind: 'unsaved' })
    this.schedule()
  }

  /** Excalidraw's onPointerUpdate: the pointer goes to the others a few times a second. */
  pointer(pointer: { x: number; y: number; tool: 'pointer' | 'laser' }, button: 'up' | 'down') {
    this.lastPointer = pointer
    this.lastButton = button
    if (this.pointerTimer || this.others.size === 0) return
    this.pointerTimer = setTimeout(() => {
      this.pointerTimer = undefined
      this.sendPresence()
    }, POINTER_EVERY_MS)
  }

  private schedule() {
    const together = this.others.size > 0
    const waited = Date.now() - (this.firstUnsavedAt ?? Date.now())
    // Together: a save every moment while drawing (a pending one is not pushed back). Alone: after a pause.
    if (together && this.saveTimer) return
    clearTimeout(this.saveTimer)
    const delay = together
      ? SAVE_TOGETHER_MS
      : Math.min(SAVE_ALONE_MS, Math.max(0, SAVE_AT_LEAST_EVERY_MS - waited))
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined
      this.enqueue(() => this.save())
    }, delay)
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch(() => undefined)
  }

  private hasChanges() {
    return this.api.getSceneElementsIncludingDeleted().some((element) => this.agreed.differs(element))
  }

  private async save() {
    if (this.viewOnly || this.stopped) return
    // Copies: a stroke still being drawn goes on changing in place while this save is under way.
    const elements = this.agreed.changes(this.api.getSceneElementsIncludingDeleted())
    const appState = sharedAppState(this.api.getAppState())
    const appStateChanged = JSON.stringify(appState) !== this.agreedAppState
    if (elements.length === 0 && !appStateChanged) {
      this.on.status({ kind: 'saved' })
      return
    }
    await this.uploadFiles(elements)
    this.on.status({ kind: 'saving' })
    let saved: Awaited<ReturnType<typeof callEndpoint<typeof whiteboardApi.save>>>
    try {
      saved = await callEndpoint(whiteboardApi.save, {
        params: { id: this.sceneId },
        query: { client: this.client },
        body: {
          base_version: this.version,
          elements: elements as unknown as SceneElement[],
          ...(appStateChanged && { app_state: appState }),
        },
      })
    } catch (failure) {
      this.failed(failure)
      return
    }
    this.retry = 0
    this.agreed.agree(elements)
    this.agreedAppState = JSON.stringify(saved.app_state)
    this.version = Math.max(this.version, saved.version)
    this.merge(saved.elements)
    if (this.hasChanges()) {
      this.firstUnsavedAt = Date.now()
      this.schedule()
    } else {
      this.firstUnsavedAt = undefined
      this.on.status({ kind: 'saved' })
    }
    void this.saveThumbnail()
  }

  private failed(failure: unknown) {
    if (failure instanceof ApiError) {
      if (failure.status === 403) return this.refreshRights()
      if (failure.status === 404) return this.end({ kind: 'gone' })
      // A refusal (too large, too many elements) is shown; the drawing stays in the tab, unsaved.
      if (failure.status < 500) return this.on.status({ kind: 'failed', failure })
    }
    // The portal cannot be reached or has a moment of trouble: try again, later each time.
    this.on.status({ kind: 'offline' })
    const delay = RETRY_MS[Math.min(this.retry++, RETRY_MS.length - 1)]!
    clearTimeout(this.saveTimer)
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined
      this.enqueue(() => this.save())
    }, delay)
  }

  /** Reads what others saved since the version this browser is in step with. */
  private async pull() {
    if (this.stopped) return
    let data: SceneData
    try {
      data = await callEndpoint(whiteboardApi.data, {
        params: { id: this.sceneId },
        query: { since: this.version },
      })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) this.end({ kind: 'gone' })
      return
    }
    this.version = Math.max(this.version, data.version)
    this.merge(data.elements)
    const shared = JSON.stringify(data.app_state)
    if (shared !== this.agreedAppState) {
      this.agreedAppState = shared
      this.api.updateScene({
        appState: toAppState(data.app_state) as AppState,
        captureUpdate: CaptureUpdateAction.NEVER,
      })
    }
    await this.loadFiles(data.files.filter((file) => !this.storedFiles.has(file.id)))
  }

  /** Merges others' elements in; an element being edited here keeps its local state (Excalidraw's rule). */
  private merge(remote: SceneElement[]) {
    if (remote.length === 0) return
    const restored = restoreElements(remote as never, null) as unknown as RemoteElement[]
    const reconciled = reconcileElements(
      this.api.getSceneElementsIncludingDeleted(),
      restored,
      this.api.getAppState(),
    )
    this.agreed.agree(remote)
    this.api.updateScene({ elements: reconciled, captureUpdate: CaptureUpdateAction.NEVER })
  }

  private async uploadFiles(elements: readonly OrderedExcalidrawElement[]) {
    const files = this.api.getFiles()
    for (const element of elements) {
      if (element.type !== 'image' || element.isDeleted || !element.fileId) continue
      const file = files[element.fileId]
      if (!file || this.storedFiles.has(file.id)) continue
      this.storedFiles.add(file.id)
      if (!(WHITEBOARD_IMAGE_TYPES as readonly string[]).includes(file.mimeType)) {
        this.on.imageRefused(null)
        continue
      }
      try {
        await callEndpoint(whiteboardApi.uploadFile, {
          params: { id: this.sceneId },
          body: { id: file.id, mime_type: file.mimeType as WhiteboardImageType, data_url: file.dataURL },
        })
      } catch (failure) {
        if (failure instanceof ApiError && failure.status < 500) this.on.imageRefused(failure)
        else this.storedFiles.delete(file.id)
      }
    }
  }

  private async loadFiles(files: SceneData['files']) {
    const loaded: BinaryFileData[] = []
    for (const file of files) {
      this.storedFiles.add(file.id)
      const response = await fetch(file.url, { credentials: 'same-origin' })
      if (!response.ok) continue
      const dataURL = await asDataUrl(await response.blob())
      loaded.push({
        id: file.id as BinaryFileData['id'],
        mimeType: file.mime_type,
        dataURL: dataURL as BinaryFileData['dataURL'],
        created: Date.now(),
      })
    }
    if (loaded.length > 0 && !this.stopped) this.api.addFiles(loaded)
  }

  /** A small PNG of the scene for the list, now and then while drawing and when the page is left. */
  private async saveThumbnail(now = false) {
    if (this.viewOnly || (!now && Date.now() - this.lastThumbnailAt < THUMBNAIL_EVERY_MS)) return
    this.lastThumbnailAt = Date.now()
    const elements = this.api.getSceneElements()
    if (elements.length === 0) return
    try {
      const blob = await exportToBlob({
        elements,
        appState: { ...this.api.getAppState(), exportBackground: true },
        files: this.api.getFiles(),
        maxWidthOrHeight: 480,
        mimeType: 'image/png',
      })
      await callEndpoint(whiteboardApi.saveThumbnail, {
        params: { id: this.sceneId },
        body: { data_url: await asDataUrl(blob) },
      })
    } catch {
      // The preview is a convenience: the list shows the scene without one.
    }
  }

  private sendPresence() {
    if (this.stopped) return
    const selected = Object.keys(this.api.getAppState().selectedElementIds ?? {}).slice(0, 100)
    void callEndpoint(whiteboardApi.presence, {
      params: { id: this.sceneId },
      query: { client: this.client },
      body: { pointer: this.lastPointer, button: this.lastButton, selected },
    }).catch(() => undefined)
  }

  private heard(presence: ScenePresence) {
    if (presence.client === this.client) return
    const isNew = !this.others.has(presence.client)
    this.others.set(presence.client, {
      id: presence.user.id,
      socketId: presence.client as SocketId,
      username: presence.user.name,
      color: { background: presence.user.colour, stroke: presence.user.colour },
      button: presence.button,
      selectedElementIds: Object.fromEntries(presence.selected.map((id) => [id, true])),
      ...(presence.pointer && { pointer: presence.pointer }),
      seenAt: Date.now(),
    })
    // Someone new: tell them where this user is at once.
    if (isNew) this.sendPresence()
    this.showCollaborators()
  }

  private forgetSilent() {
    const before = this.others.size
    for (const [client, other] of this.others) {
      if (Date.now() - other.seenAt > COLLABORATOR_TIMEOUT_MS) this.others.delete(client)
    }
    if (this.others.size !== before) this.showCollaborators()
  }

  private showCollaborators() {
    const collaborators = new Map<SocketId, Collaborator>()
    for (const [client, { seenAt: _, ...other }] of this.others) collaborators.set(client as SocketId, other)
    this.api.updateScene({ collaborators })
    this.on.collaborators(new Set([...this.others.values()].map((o) => o.id)).size)
  }

  /** The owner changed the sharing: read the scene again and follow its rights. */
  private refreshRights() {
    void callEndpoint(whiteboardApi.get, { params: { id: this.sceneId } })
      .then((scene) => {
        this.viewOnly = !scene.can_edit
        this.on.status(scene.can_edit ? { kind: 'saved' } : { kind: 'view_only' })
      })
      .catch(() => this.end({ kind: 'gone' }))
  }

  private end(status: SyncStatus) {
    this.viewOnly = true
    this.on.status(status)
    this.stop()
  }
}

function asDataUrl(blob: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}
