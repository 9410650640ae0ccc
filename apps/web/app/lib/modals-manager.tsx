import { ModalsProvider } from '@mantine/modals'
import { useEffect } from 'react'

/** Says the manager listens: its effect runs after the provider's own (which subscribes to the events). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady])
  return null
}

/** Mantine's modals manager, with no children: `modals.*` reach it by window events (lib/modal-host.tsx). */
export default function ModalsManager({ onReady }: { onReady: () => void }) {
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      <Ready onReady={onReady} />
    </>
  )
}
