import type { AiContext, ChatEvent } from '@portal/contracts/ai'

/** The events of a text/event-stream answer, as they arrive. */
export async function* chatEvents(response: Response): AsyncGenerator<ChatEvent> {
  const reader = response.body?.getReader()
  if (!reader) return
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const type = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (type && data) yield { type, data: JSON.parse(data) } as ChatEvent
      end = buffer.indexOf('\n\n')
    }
  }
}

const ITEM = /^(objective|key_result|project|task):([0-9a-f-]{36})$/i
const UUID = /^[0-9a-f-]{36}$/i

/** Where the user is, for the assistant: the page's path and the item it shows, if any. */
export function pageContext(path: string, search: string): AiContext {
  const params = new URLSearchParams(search)
  const open = ITEM.exec(params.get('open') ?? '')
  if (open) return { page: path, item_type: open[1] as AiContext['item_type'], item_id: open[2] }
  const measure = params.get('measure') ?? ''
  if (UUID.test(measure)) return { page: path, item_type: 'measure', item_id: measure }
  const hub = params.get('hub') ?? ''
  if (UUID.test(hub)) return { page: path, item_type: 'hub', item_id: hub }
  return { page: path }
}

export type SuggestionTopic = 'okr' | 'ppm' | 'trends' | 'services' | 'home'

/** The suggestions that fit a page. */
export function topicOf(path: string): SuggestionTopic {
  if (path.startsWith('/client/okr') || path.startsWith('/client/dashboard/goals')) return 'okr'
  if (path.startsWith('/client/ppm') || path.startsWith('/client/svc/project-management')) return 'ppm'
  if (path.startsWith('/client/trend') || path.startsWith('/client/market')) return 'trends'
  if (path.startsWith('/client/services') || path.startsWith('/client/svc')) return 'services'
  return 'home'
}
