import { isStaffUser, type Me } from '@portal/contracts/accounts'
import type { FeatureModule, Features } from '@portal/contracts/features'
import { useMatches } from 'react-router'
import { moduleOpen } from './module-features.ts'

/** Whether `module` is open to the signed-in user, by the flags the default layout loaded. */
export function useModuleOpen(module: FeatureModule): boolean {
  const layout = useMatches().find((match) => match.id.endsWith(':layout-default'))
  const data = layout?.data as { me?: Me; features?: Features } | undefined
  return moduleOpen(data?.features ?? null, module, data?.me ? isStaffUser(data.me) : false)
}
