import type { FeatureModule, Features, FeatureVisibility } from '@portal/contracts/features'

/**
 * Which module a page belongs to, for the company's feature flags (SPEC §3): most specific prefix
 * first. Administration pages belong to none: staff run them for every company.
 */
const MODULE_PATHS: [string, FeatureModule][] = [
  ['/client/svc/whiteboard', 'whiteboard'],
  ['/client/svc/academy', 'academy'],
  ['/client/svc/project-management', 'ppm'],
  ['/client/svc', 'services'],
  ['/client/services', 'services'],
  ['/client/dashboard', 'dashboard'],
  ['/client/okr', 'okr'],
  ['/client/ppm', 'ppm'],
  ['/client/trend-managment', 'trends'],
  ['/client/market-intelligence/dashboard', 'market_intelligence'],
  ['/client/whiteboard', 'whiteboard'],
  ['/client/notifications', 'notifications'],
  ['/client/coaching', 'coaching'],
  ['/client/guide', 'guide'],
  ['/client/support', 'support'],
]

export function moduleOf(path: string): FeatureModule | null {
  const found = MODULE_PATHS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
  return found?.[1] ?? null
}

export type ModuleState = 'visible' | FeatureVisibility

export const moduleState = (features: Features | null, module: FeatureModule): ModuleState =>
  features?.visibility[module] ?? 'visible'

/**
 * Whether a module is open to the user (the server's rule, SPEC §3 flags): a locked module is closed to
 * everyone, a hidden one to all but staff. What other pages show of a closed module (links to PPM
 * measures on a trend or a signal) is left out with it.
 */
export const moduleOpen = (features: Features | null, module: FeatureModule, staff: boolean) => {
  const state = moduleState(features, module)
  return state === 'visible' || (state === 'hidden' && staff)
}
