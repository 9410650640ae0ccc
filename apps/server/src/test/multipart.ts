import { randomUUID } from 'node:crypto'
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/constants'
import type { FastifyInstance } from 'fastify'
import type { Agent } from './test-app.ts'

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function formWithFile(filename: string, content: Buffer, field = 'file') {
  const boundary = `----portal${randomUUID()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** POSTs a raw body with the agent's session and CSRF token (the Agent itself only speaks JSON). */
export async function postRaw(
  app: FastifyInstance,
  agent: Agent,
  url: string,
  body: { payload: Buffer | string; contentType: string },
) {
  if (!agent.cookies.has(CSRF_COOKIE)) await agent.get('/api/v1/accounts/csrf/')
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE) ?? '',
    },
  })
}
