import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../lib/api-client.ts'
import { INVALID_TOKEN, readPpmRoot } from './ppm-root.ts'

/** A scripted server outside our code that answers the PPM root with `answer`. */
const clientAnswering = (answer: unknown) => {
  const paths: string[] = []
  const api = createApiClient({
    transport: async (path) => {
      paths.push(path)
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    },
    cookies: () => '',
    onUnauthorized: () => {},
  })
  return { api, paths }
}

describe('the PPM root (SPEC §7)', () => {
  it('returns INVALID_TOKEN when the answer carries an error field', async () => {
    const { api, paths } = clientAnswering({ error: 'ppm_unavailable' })
    expect(await readPpmRoot(api)).toBe(INVALID_TOKEN)
    expect(paths).toEqual(['/api/v1/ppm/'])
  })

  it('returns the settings otherwise', async () => {
    expect(await readPpmRoot(clientAnswering({ currency: 'EUR' }).api)).toEqual({ currency: 'EUR' })
  })
})
