import http from 'node:http'

/** One EventSource-like connection: `next(type)` answers the next event of a type not yet taken. */
export function openStream(base: string, cookie: string, path: string) {
  return new Promise<{ next(type: string): Promise<void>; close(): void }>((resolve, reject) => {
    const received = new Map<string, number>()
    const taken = new Map<string, number>()
    const waiting = new Map<string, (() => void)[]>()
    const request = http.get(`${base}${path}`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`))
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const type = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1]
          buffer = buffer.slice(end + 2)
          if (type) {
            received.set(type, (received.get(type) ?? 0) + 1)
            waiting.get(type)?.shift()?.()
          }
          end = buffer.indexOf('\n\n')
        }
      })
      resolve({
        next: (type) => {
          const index = (taken.get(type) ?? 0) + 1
          taken.set(type, index)
          if ((received.get(type) ?? 0) >= index) return Promise.resolve()
          return new Promise<void>((done) => waiting.set(type, [...(waiting.get(type) ?? []), done]))
        },
        close: () => request.destroy(),
      })
    })
    request.on('error', reject)
  })
}
