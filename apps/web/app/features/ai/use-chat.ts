import { type AiContext, aiApi, type ChatMessage } from '@portal/contracts/ai'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { browserApi, callEndpoint } from '../../lib/browser-api.ts'
import { refreshGroups } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { chatEvents } from './chat-stream.ts'

/** A message on screen: stored ones, and the answer streaming in (`streaming`). */
export type ShownMessage = Pick<ChatMessage, 'role' | 'content' | 'status'> & {
  id: string
  streaming?: boolean
}

/**
 * One chat: its stored messages, asking (the answer streams in), stopping (what was said is kept) and
 * asking the last question again. `sessionId` null starts a new session on the first question.
 */
export function useChat(sessionId: string | null, onSession?: (id: string) => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [messages, setMessages] = useState<ShownMessage[]>([])
  const [busy, setBusy] = useState(false)
  const [tool, setTool] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  // False when the server's model runs without tools (the in-process GGUF model, ADR 45).
  const [readsData, setReadsData] = useState(true)
  const current = useRef(sessionId)
  const abort = useRef<AbortController | null>(null)

  // Another session chosen: show its stored messages (a session this hook just started is already shown).
  useEffect(() => {
    if (sessionId === current.current && messages.length > 0) return
    current.current = sessionId
    setError(null)
    if (!sessionId) {
      setMessages([])
      return
    }
    let live = true
    callEndpoint(aiApi.messages, { query: { session_id: sessionId } })
      .then((stored) => live && setMessages(stored.messages))
      .catch((failure) => live && setError(apiErrorText(failure, t, { fallback: t('ai.failed') })))
    return () => {
      live = false
    }
  }, [sessionId, t, messages.length])

  async function ask(query: string, context: AiContext) {
    if (busy || !query.trim()) return
    const controller = new AbortController()
    abort.current = controller
    setBusy(true)
    setError(null)
    const answerId = `answer-${Date.now()}`
    setMessages((shown) => [
      ...shown,
      { id: `question-${Date.now()}`, role: 'user', content: query, status: 'complete' },
      { id: answerId, role: 'assistant', content: '', status: 'complete', streaming: true },
    ])
    const update = (change: (message: ShownMessage) => ShownMessage) =>
      setMessages((shown) => shown.map((m) => (m.id === answerId ? change(m) : m)))
    try {
      const body = { query, context, ...(current.current && { session_id: current.current }) }
      const response = await browserApi.stream(aiApi.chat, { body }, controller.signal)
      for await (const event of chatEvents(response)) {
        if (event.type === 'session') {
          setReadsData(event.data.reads_data)
          if (event.data.session_id !== current.current) {
            current.current = event.data.session_id
            onSession?.(event.data.session_id)
          }
        } else if (event.type === 'delta') {
          setTool(null)
          update((m) => ({ ...m, content: m.content + event.data.text }))
        } else if (event.type === 'tool') setTool(event.data.name)
        else if (event.type === 'error') setError(event.data.detail)
        else if (event.type === 'done') update((m) => ({ ...m, status: event.data.status, streaming: false }))
      }
    } catch (failure) {
      if (controller.signal.aborted) update((m) => ({ ...m, status: 'stopped', streaming: false }))
      else {
        setMessages((shown) => shown.filter((m) => m.id !== answerId))
        setError(apiErrorText(failure, t, { fallback: t('ai.failed') }))
      }
    } finally {
      update((m) => ({ ...m, streaming: false }))
      setBusy(false)
      setTool(null)
      abort.current = null
      await refreshGroups(queryClient, [aiApi.listSessions.tag])
    }
  }

  const stop = () => abort.current?.abort()

  /** Asks the last question again (a new answer below the one there is). */
  const regenerate = (context: AiContext) => {
    const last = [...messages].reverse().find((m) => m.role === 'user')
    if (last) return ask(last.content, context)
  }

  return { messages, busy, tool, error, readsData, ask, stop, regenerate }
}
