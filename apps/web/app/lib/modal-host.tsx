import { lazy, Suspense, useEffect, useState } from 'react'

// Mantine's modals manager (ModalsProvider with its Modal, overlay and focus trap) loads the first time
// a page asks for a modal, not with every signed-in page (issue 18, ADR 52). `modals.*` reach it by
// window events, so it stands beside the page rather than around it.
const ModalsManager = lazy(() => import('./modals-manager.tsx'))

let wanted = false
let markReady: () => void = () => undefined
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})
const listeners = new Set<() => void>()

/** Resolves once the modals manager listens: call before `modals.open…`. */
export function modalsReady(): Promise<void> {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  return ready
}

/** Where the modals manager is mounted when first needed (the signed-in layout). */
export function ModalHost() {
  const [mounted, setMounted] = useState(wanted)
  useEffect(() => {
    const mount = () => setMounted(true)
    listeners.add(mount)
    if (wanted) mount()
    return () => {
      listeners.delete(mount)
    }
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <ModalsManager onReady={markReady} />
    </Suspense>
  )
}
