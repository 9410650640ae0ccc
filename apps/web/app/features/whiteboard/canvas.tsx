import '@excalidraw/excalidraw/index.css'
import { Excalidraw } from '@excalidraw/excalidraw'
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types'
import type { AppState, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types'
import { Center, Loader } from '@mantine/core'
import type { Locale } from '@portal/contracts/locales'
import { type Scene, type SceneData, whiteboardApi } from '@portal/contracts/whiteboard'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/browser-api.ts'
import { SceneSync, type SyncEvents, toAppState } from './scene-sync.ts'

/** Excalidraw's language for each portal locale. */
const EXCALIDRAW_LANGUAGE: Record<Locale, string> = {
  'de-DE': 'de-DE',
  'de-AT': 'de-DE',
  'en-US': 'en',
  'es-ES': 'es-ES',
  'fr-FR': 'fr-FR',
  'pt-PT': 'pt-PT',
  // zh-CHS is Swiss German (SPEC §1), never Chinese; Excalidraw has no de-CH.
  'zh-CHS': 'de-DE',
}

/** No "open file" in the menu: scenes live in the portal. */
const UI_OPTIONS = { canvasActions: { loadScene: false } }

export interface CanvasProps {
  scene: Scene
  locale: Locale
  events: SyncEvents & {
    /** How many elements are drawn (the canvas itself says nothing to a screen reader). */
    drawn: (count: number) => void
  }
  loading: string
}

/**
 * The drawing: Excalidraw with the scene's elements, kept in step with the server and the others on the
 * scene by SceneSync. This module and Excalidraw are one chunk, loaded only by the whiteboard page.
 */
export default function WhiteboardCanvas({ scene, locale, events, loading }: CanvasProps) {
  const [data, setData] = useState<SceneData | null>(null)
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null)
  const [canEdit, setCanEdit] = useState(scene.can_edit)
  const sync = useRef<SceneSync | null>(null)
  const latestEvents = useRef(events)
  latestEvents.current = events

  useEffect(() => {
    let current = true
    setData(null)
    callEndpoint(whiteboardApi.data, { params: { id: scene.id } })
      .then((loaded) => current && setData(loaded))
      .catch((failure) => current && latestEvents.current.status({ kind: 'failed', failure }))
    return () => {
      current = false
    }
  }, [scene.id])

  useEffect(() => {
    if (!api || !data || data.id !== scene.id) return
    const follow: SyncEvents = {
      status: (status) => {
        if (status.kind === 'view_only' || status.kind === 'gone') setCanEdit(false)
        if (status.kind === 'saved') setCanEdit((was) => was || scene.can_edit)
        latestEvents.current.status(status)
      },
      collaborators: (count) => latestEvents.current.collaborators(count),
      imageRefused: (failure) => latestEvents.current.imageRefused(failure),
    }
    const running = new SceneSync(api, scene.id, data, scene.can_edit, follow)
    sync.current = running
    running.start()
    if (!scene.can_edit) follow.status({ kind: 'view_only' })
    // Leaving the page or the tab saves what is left; closing it with unsaved work asks first.
    const onHide = () => document.visibilityState === 'hidden' && running.flush()
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!running.hasUnsaved) return
      running.flush()
      event.preventDefault()
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('beforeunload', onBeforeUnload)
      running.close()
      sync.current = null
    }
  }, [api, data, scene.id, scene.can_edit])

  // Excalidraw's props stay the same objects between renders: a new one each time makes it update itself
  // again from its own onChange, without end.
  const initialData = useMemo(
    () =>
      data && {
        elements: data.elements as never,
        appState: toAppState(data.app_state),
        scrollToContent: true,
      },
    [data],
  )
  const onChange = useCallback((elements: readonly OrderedExcalidrawElement[], appState: AppState) => {
    sync.current?.changed(elements, appState)
    latestEvents.current.drawn(elements.filter((element) => !element.isDeleted).length)
  }, [])
  const onPointerUpdate = useCallback(
    ({
      pointer,
      button,
    }: {
      pointer: { x: number; y: number; tool: 'pointer' | 'laser' }
      button: 'up' | 'down'
    }) => sync.current?.pointer(pointer, button),
    [],
  )

  if (!data || data.id !== scene.id) {
    return (
      <Center h="100%" aria-busy="true">
        <Loader aria-label={loading} />
      </Center>
    )
  }
  return (
    <Excalidraw
      key={scene.id}
      initialData={initialData}
      excalidrawAPI={setApi}
      onChange={onChange}
      onPointerUpdate={onPointerUpdate}
      langCode={EXCALIDRAW_LANGUAGE[locale]}
      viewModeEnabled={!canEdit}
      isCollaborating
      name={scene.title}
      UIOptions={UI_OPTIONS}
    />
  )
}
