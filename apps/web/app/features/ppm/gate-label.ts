import type { WebKey } from '@portal/i18n/text-keys'

/** The catalogue key of a gate's name (`L2 Planned`). */
export const gateKey = (gate: number) => `ppm.gates.l${gate}` as WebKey
