import type { Me } from '@portal/contracts/accounts'
import { useMatches } from 'react-router'

/** The signed-in user as loaded by the default layout (every /client page has one). */
export function useMe(): Me | null {
  const layout = useMatches().find((match) => match.id.endsWith(':layout-default'))
  return (layout?.data as { me?: Me } | undefined)?.me ?? null
}
