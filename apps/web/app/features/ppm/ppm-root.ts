import { type PpmRoot, ppmApi } from '@portal/contracts/ppm'
import type { ApiClient } from '../../lib/api-client.ts'

/** SPEC §7: a PPM root answer carrying `error` is treated as an invalid token. */
export const INVALID_TOKEN = 'INVALID_TOKEN'

/** The company's PPM settings, or the marker INVALID_TOKEN when PPM is not available to it. */
export async function readPpmRoot(api: ApiClient): Promise<PpmRoot | typeof INVALID_TOKEN> {
  const root = await api.call(ppmApi.root)
  return root.error ? INVALID_TOKEN : root
}
