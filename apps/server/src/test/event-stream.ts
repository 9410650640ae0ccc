import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Agent } from './test-app.ts'

/** Serves an app on a loopback port, as the real server does (streams need a real socket). */
export async function listen(app: FastifyInstance) {
  const server = http.createServer((req, res) => app.routing(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An EventSource stand-in over real HTTP: the events of the stream, read as they arrive. */
export async function openStream<T = unknown>(base: string, agent: Agent, path: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const events: { type: string; data: T }[] = []
  let wake = () => {}
  const request = http.get(`${base}${path}`, { headers: { cookie } })
  const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve))
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
  let buffer = ''
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    buffer += chunk
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const type = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (type && data) events.push({ type, data: JSON.parse(data) })
      end = buffer.indexOf('\n\n')
    }
    wake()
  })
  const waitFor = async (found: () => boolean) => {
    const deadline = Date.now() + 3000
    while (!found()) {
      if (Date.now() > deadline) throw new Error(`no event in time; got ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 200)
      })
    }
  }
  return {
    /** The next event of this type (events before it are dropped). */
    async next(type: string) {
      await waitFor(() => events.some((e) => e.type === type))
      const index = events.findIndex((e) => e.type === type)
      return events.splice(0, index + 1).at(-1)!.data
    },
    /** Every event up to and including the next one of this type. */
    async until(type: string) {
      await waitFor(() => events.some((e) => e.type === type))
      return events.splice(0, events.findIndex((e) => e.type === type) + 1)
    },
    close: () => request.destroy(),
  }
}
