import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LiveChannel, LiveEvent } from './live.ts'

export interface EventStreamOptions {
  live: LiveChannel
  /** The live channel's topics the stream forwards. */
  topics: readonly string[]
  /** How long the stream stays open before the browser reconnects (through the access check again). */
  maxAgeMs: number
  /** How often a comment is sent, so proxies keep the stream open and a dead peer is noticed. */
  heartbeatMs?: number
  /** Sees each event before it is forwarded: may drop it (false) or end the stream (`'close'`). */
  filter?: (event: LiveEvent) => boolean | 'close'
  /** Runs once when the stream ends, whoever ends it. */
  onClose?: () => void
}

export interface EventStream {
  send: (event: LiveEvent) => void
  close: () => void
}

/**
 * Server-sent event streams of one app: `open()` turns a request into a stream of its topics' events.
 * Listening starts before the caller's first `send`, so an event raised while the stream's opening
 * state is read arrives after it, never lost. The app's `preClose` ends every open stream.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const close of open) close()
  })
  return {
    open(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): EventStream {
      reply.hijack()
      const stream = reply.raw
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      })
      let closed = false
      const send = ({ type, data }: LiveEvent) => {
        if (!closed) stream.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      const unsubscribe = options.live.subscribe(options.topics, (event) => {
        const verdict = options.filter?.(event) ?? true
        if (verdict === 'close') {
          send(event)
          close()
        } else if (verdict) send(event)
      })
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), options.heartbeatMs ?? 25_000)
      const expiry = setTimeout(() => close(), options.maxAgeMs)
      const close = () => {
        if (closed) return
        closed = true
        clearTimeout(expiry)
        clearInterval(heartbeat)
        unsubscribe()
        open.delete(close)
        stream.end()
        options.onClose?.()
      }
      open.add(close)
      request.raw.on('close', close)
      stream.write('retry: 3000\n\n')
      return { send, close }
    },
  }
}
