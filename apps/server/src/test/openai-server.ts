import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (streamed SSE chunks, tool calls,
 * usage), whose model's turns a test scripts. It stands in for OpenAI, Ollama or vLLM on loopback.
 */

export interface ChatRequest {
  model: string
  messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[]
  tools?: { type: string; function: { name: string; description?: string } }[]
  stream?: boolean
}

export type Turn =
  /** The answer's text, streamed as these chunks (a string is split into words). */
  | { text: string | string[]; usage?: number }
  /** Calls of the portal's tools, with their arguments. */
  | { tools: { name: string; args: Record<string, unknown> }[]; usage?: number }
  /** A text that never ends: the chunks, then the stream stays open (for the user's stop). */
  | { hang: string[] }
  /** A failure of the provider (an HTTP error status). */
  | { status: number }

export type Script = Turn | ((request: ChatRequest) => Turn)

/** The tool results the model got in this request (the newest last), parsed from their JSON. */
export function toolResults(request: ChatRequest): unknown[] {
  return request.messages
    .filter((m) => m.role === 'tool')
    .map((m) => {
      const content = typeof m.content === 'string' ? m.content : JSON.stringify(m.content)
      try {
        return JSON.parse(content)
      } catch {
        return content
      }
    })
}

/** The last message of a request: a user's question, or tool results to answer from. */
export const lastRole = (request: ChatRequest) => request.messages.at(-1)?.role

export interface ScriptedModel {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  url: string
  /** Every request the portal sent, in order. */
  requests: ChatRequest[]
  /** Queues the next turns; each request takes the next one (or the fallback when none is queued). */
  script: (...turns: Script[]) => void
  /** Streams left open by a `hang` turn that the client has closed. */
  closedHangs: () => number
  close: () => Promise<void>
}

let ids = 0
const chunk = (model: string, delta: object, finish: string | null = null, usage?: object) =>
  `data: ${JSON.stringify({
    id: `chatcmpl-${++ids}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: usage ? [] : [{ index: 0, delta, finish_reason: finish }],
    ...(usage && { usage }),
  })}\n\n`

export async function startScriptedModel(
  options: { fallback?: Script; port?: number; host?: string; delayMs?: number } = {},
): Promise<ScriptedModel> {
  const queue: Script[] = []
  const requests: ChatRequest[] = []
  let hangsClosed = 0
  const fallback: Script = options.fallback ?? { text: 'No turn was scripted for this request.' }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (part: string) => {
      raw += part
    })
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}')
        return
      }
      const request = JSON.parse(raw) as ChatRequest
      requests.push(request)
      const script = queue.shift() ?? fallback
      const turn = typeof script === 'function' ? script(request) : script
      if ('status' in turn) {
        res.writeHead(turn.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }))
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const model = request.model
      const pause = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0))
      const usage = (total: number) => ({
        prompt_tokens: total - 10,
        completion_tokens: 10,
        total_tokens: total,
      })
      res.write(chunk(model, { role: 'assistant', content: '' }))
      if ('hang' in turn) {
        for (const text of turn.hang) res.write(chunk(model, { content: text }))
        res.on('close', () => {
          hangsClosed++
        })
        return
      }
      if ('tools' in turn) {
        turn.tools.forEach((call, index) => {
          res.write(
            chunk(model, {
              tool_calls: [
                {
                  index,
                  id: `call_${++ids}`,
                  type: 'function',
                  function: { name: call.name, arguments: JSON.stringify(call.args) },
                },
              ],
            }),
          )
        })
        res.write(chunk(model, {}, 'tool_calls'))
        res.write(chunk(model, {}, null, usage(turn.usage ?? 100)))
        res.end('data: [DONE]\n\n')
        return
      }
      const parts = Array.isArray(turn.text) ? turn.text : turn.text.split(/(?<= )/)
      for (const text of parts) {
        res.write(chunk(model, { content: text }))
        if (options.delayMs) await pause()
      }
      res.write(chunk(model, {}, 'stop'))
      res.write(chunk(model, {}, null, usage(turn.usage ?? 100)))
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    script: (...turns) => queue.push(...turns),
    closedHangs: () => hangsClosed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A model that grounds its answer in the portal like a real one would: asked a question, it calls the
 * tool that fits the words (objectives by default); given the tool's results, it lists the items it got
 * as Markdown links. Used by the browser journey and the bench, where nobody scripts turn by turn.
 */
export const groundedModel = (request: ChatRequest): Turn => {
  if (lastRole(request) === 'tool') {
    const [result] = toolResults(request).slice(-1) as {
      results?: { title?: string; name?: string; link?: string }[]
    }[]
    const items = (result?.results ?? []).filter((item) => item.link).slice(0, 5)
    if (items.length === 0) return { text: 'I found nothing you can see about that.' }
    const lines = items.map((item) => `- [${item.title ?? item.name}](${item.link})`)
    return { text: ['Here is what I found:\n\n', ...lines.map((line) => `${line}\n`)] }
  }
  const question = JSON.stringify(request.messages.at(-1)?.content ?? '').toLowerCase()
  const name = /service/.test(question)
    ? 'list_services'
    : /hub|trend/.test(question)
      ? 'list_hubs'
      : 'search_objectives'
  return { tools: [{ name, args: {} }] }
}
