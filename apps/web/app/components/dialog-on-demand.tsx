import { useMounted } from '@mantine/hooks'
import { type ReactNode, Suspense, useState } from 'react'

/**
 * A modal or drawer whose code (`React.lazy`) loads when it first opens, not with the page (issue 18,
 * ADR 71). Mounted from then on, as it was before: closing it runs its transition and keeps its state.
 */
export function DialogOnDemand({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened)
  if (opened && !wanted) setWanted(true)
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * A loaded dialog's `opened`: closed for its first render, then as asked. Mantine notes the element to
 * give the focus back to only when `opened` changes, so a dialog born open gave it to no one on close.
 */
export function useOpenedOnDemand(opened: boolean) {
  return useMounted() && opened
}
