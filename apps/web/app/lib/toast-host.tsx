import { notificationsStore } from '@mantine/notifications'
import { lazy, Suspense, useEffect, useState } from 'react'

// The toasts' container (Mantine's Notifications with its transition group and styles, ~7 kB gzip)
// loads with the first toast, not with every signed-in page (issue 18). Showing a toast only
// writes Mantine's store; the container, once mounted, shows what the store holds.
/**
 * Starts loading the toasts' container: a write asks for it when it starts, so that the notice after
 * it shows as soon as the answer is in, not after another round trip for the container's code.
 */
export const preloadToasts = () => import('./toasts.tsx')
const Toasts = lazy(preloadToasts)

const waiting = () => {
  const { notifications, queue } = notificationsStore.getState()
  return notifications.length + queue.length > 0
}

/** Where the toasts appear (the signed-in layout): mounted when the first one is shown, then kept. */
export function ToastHost() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    if (mounted) return
    if (waiting()) setMounted(true)
    return notificationsStore.subscribe(() => {
      if (waiting()) setMounted(true)
    })
  }, [mounted])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  )
}
